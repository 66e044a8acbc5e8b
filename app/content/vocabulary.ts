/**
 * The site's words for the things it sells, as keys: the part families and the materials. The
 * datasheets, the quote page's lists and capacity check, and the enquiry's fields all name them by
 * these keys; each language's content gives their names. Client-safe.
 */

/** The part families a buyer can ask for, in the two groups the quote form's list shows them in. */
export const partFamilyGroups = {
  wearParts: ["hammer", "grate", "cap", "liner", "pinProtector", "anvil", "breakerBar", "otherWearPart"],
  castings: ["valveBody", "bonnet", "pumpCasing", "impeller", "otherCasting"],
} as const;
export const partFamilies = [...partFamilyGroups.wearParts, ...partFamilyGroups.castings] as const;
export type PartFamily = (typeof partFamilies)[number];

/**
 * Materials a buyer can pick; each has a capacity family in content/quote.yaml and a density from
 * the first datasheet grade that names it (content/materials.yaml).
 */
export const materials = [
  "manganeseSteel",
  "carbonSteel",
  "lowAlloySteel",
  "stainlessSteel",
  "duplex",
  "superDuplex",
  "nickelAlloy",
  "highChromiumIron",
  "perDrawing",
] as const;
export type Material = (typeof materials)[number];
