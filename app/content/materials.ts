/**
 * What the materials' datasheets give other pages. Client-safe: the content loader runs it at build
 * time, so the quote page's bundle carries the densities, not the datasheets.
 */
import { type Material, materials } from "../enquiry/fields.ts";
import type { Materials } from "./schemas/materials.ts";

/**
 * The density the quote page's weight estimate uses for each material: that of the first grade
 * whose datasheet names it (content/materials.yaml), so the two pages state one figure.
 */
export function quoteDensities(datasheets: Materials): Partial<Record<Material, number>> {
  const densities: Partial<Record<Material, number>> = {};
  for (const family of datasheets.families)
    for (const grade of family.grades) {
      const material = grade.quoteMaterial as Material;
      if (materials.includes(material)) densities[material] ??= grade.densityGPerCm3;
    }
  return densities;
}
