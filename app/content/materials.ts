/**
 * What the materials' datasheets give other pages. Client-safe: the content loader runs it at build
 * time, so the quote page's bundle carries the densities, not the datasheets.
 */
import { type Material, materials } from "./vocabulary.ts";
import type { MaterialGrade, Materials } from "./schemas/materials.ts";

/** "ASTM A128/A128M B-2": a grade as the quote form's grade field is filled with it. */
export function gradeName(grade: Pick<MaterialGrade, "standard" | "grade">): string {
  return `${grade.standard} ${grade.grade}`;
}

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

/**
 * Each grade's own density by its name in the quote form's grade field ("ASTM A494/A494M
 * CW-12MW"), with its material: a buyer who comes from a grade's "Request a quote in this grade"
 * gets the weight in that grade (8.9 g/cm³, not the 8.4 of its material's first grade) as long as
 * the material chosen is still that grade's.
 */
export function gradeDensities(
  datasheets: Materials,
): Record<string, { material: Material; density: number }> {
  const densities: Record<string, { material: Material; density: number }> = {};
  for (const family of datasheets.families)
    for (const grade of family.grades)
      densities[gradeName(grade)] ??= {
        material: grade.quoteMaterial as Material,
        density: grade.densityGPerCm3,
      };
  return densities;
}

/** The density a weight estimate uses: the grade's when it is a datasheet's grade of that material. */
export function densityFor(
  quote: {
    densities: Partial<Record<Material, number>>;
    gradeDensities: Record<string, { material: Material; density: number }>;
  },
  material: string,
  grade: string,
): number | undefined {
  const named = quote.gradeDensities[grade.trim()];
  if (named && named.material === material) return named.density;
  return quote.densities[material as Material];
}
