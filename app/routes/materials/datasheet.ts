/** How a datasheet writes its figures and where its quote button leads. Client-safe. */
import { materials } from "virtual:content/materials";
import { formatFixed, formatNumber } from "../../format/locale-format.ts";
import { fillTemplate } from "../../format/template.ts";
import { isolate } from "../../format/format.ts";
import type { PagePath } from "../../pages.ts";
import type { Condition, MaterialGrade, Property } from "../../content/schemas/materials.ts";
import { gradeName } from "../../content/materials.ts";

type Range = { min?: number; max?: number };

/** "1.05–1.35"; a bound alone in the language's words, as standards print it ("1.00 max", "11.0 min"). */
function rangeText(range: Range, figure: (value: number) => string, unit = ""): string {
  if (range.min !== undefined && range.max !== undefined)
    return `${figure(range.min)}–${figure(range.max)}${unit}`;
  if (range.max !== undefined)
    return fillTemplate(materials.labels.atMost, { value: figure(range.max) + unit });
  return fillTemplate(materials.labels.atLeast, { value: figure(range.min ?? 0) + unit });
}

/**
 * A composition range as standards print it: "1.05–1.35", "9.0–12.0", "1.00 max", "11.0 min";
 * two decimals for figures under 10 %, one when the range reaches 10 %, more when a figure has
 * them (0.035).
 */
export function percentRange(range: Range): string {
  const decimals = Math.max(range.min ?? 0, range.max ?? 0) < 10 ? 2 : 1;
  return rangeText(range, (value) => formatFixed(value, decimals));
}

/** A property's figure: "485–655", "275 min" (whole units). */
export function propertyRange(range: Range): string {
  return rangeText(range, (value) => formatFixed(value, 0));
}

const hardnessScales: Partial<Record<Property, string>> = {
  hardnessHBW: "HBW",
  hardnessHRC: "HRC",
  hardnessHV: "HV",
};

/** One line of a grade's properties table: the standard's figure beside the foundry's own. */
export interface PropertyRow {
  key: string;
  /** The property's name, or for hardness its condition: "Hardness, HBW", "Hardness — hardened, Level 1". */
  label: string;
  /** The standard's figures, one per hardness scale. */
  required: string[];
  typical: string[];
  /** Whether the figures are ranges that read left to right ("485–655"). */
  ranges: boolean;
}

type Entry = { property: Property; condition?: Condition } & Range;

/**
 * A grade's properties, the standard's and ours side by side. The hardnesses of one condition
 * share a row, one figure per scale ("600 HBW min", "56 HRC min"), as ASTM A532's Table 2 prints
 * them, so a white iron's four conditions take four rows, not twelve.
 */
export function propertyRows(grade: Pick<MaterialGrade, "requirements" | "typical">): PropertyRow[] {
  const { labels } = materials;
  const rows = new Map<string, { label: string; required: string[]; typical: string[]; ranges: boolean }>();
  const add = (entry: Entry, column: "required" | "typical") => {
    const scale = hardnessScales[entry.property];
    const condition = entry.condition ? labels.conditions[entry.condition] : undefined;
    const key = scale ? `hardness:${entry.condition ?? ""}` : `${entry.property}:${entry.condition ?? ""}`;
    const label = scale
      ? condition
        ? `${labels.hardness} — ${condition}`
        : labels.propertyNames[entry.property]
      : condition
        ? `${labels.propertyNames[entry.property]} — ${condition}`
        : labels.propertyNames[entry.property];
    const row = rows.get(key) ?? { label, required: [], typical: [], ranges: false };
    const both = entry.min !== undefined && entry.max !== undefined;
    row.ranges ||= both;
    row[column].push(
      scale && condition
        ? rangeText(entry, (value) => formatFixed(value, 0), ` ${scale}`)
        : propertyRange(entry),
    );
    rows.set(key, row);
  };
  for (const entry of grade.requirements) add(entry, "required");
  for (const entry of grade.typical.values) add(entry, "typical");
  return [...rows].map(([key, row]) => ({
    key,
    label: row.label,
    required: row.required,
    typical: row.typical,
    ranges: row.ranges,
  }));
}

/** "ASTM A217/A217M-22": the standard with the edition its figures are from. */
export function editionName(grade: Pick<MaterialGrade, "standard" | "edition">): string {
  return `${grade.standard}-${grade.edition}`;
}

/** The grade's heat treatment in the page's words, with its least temperature. */
export function heatTreatmentText(grade: Pick<MaterialGrade, "heatTreatment">): string {
  const { kind, minimumC } = grade.heatTreatment;
  const temperature =
    minimumC === undefined
      ? ""
      : isolate(fillTemplate(materials.labels.temperatureValue, { value: formatFixed(minimumC, 0) }));
  return fillTemplate(materials.labels.heatTreatments[kind], { temperature });
}

// "0.30 %" kept on one line and left to right in an Arabic sentence (a figure has no strong
// direction of its own, so a first-strong isolate would turn it into "% 0.30").
const percentOf = (value: number) => `\u2066${formatFixed(value, 2)}\u00a0%\u2069`;

/**
 * What the grade's standard adds to its composition table (ASTM A216's manganese note, the
 * residual elements' total, a least PREN), each a sentence in the page's words.
 */
export function gradeNoteTexts(grade: Pick<MaterialGrade, "notes" | "composition">): string[] {
  const words = materials.labels.notes;
  const maxOf = (element: string) => grade.composition.find((range) => range.element === element)?.max ?? 0;
  const { manganeseForLowerCarbon: manganese, residualsTotal: residuals, prenMin } = grade.notes ?? {};
  return [
    manganese &&
      fillTemplate(words.manganeseForLowerCarbon, {
        carbonStep: percentOf(manganese.carbonStepPct),
        carbonMax: percentOf(maxOf("C")),
        manganeseStep: percentOf(manganese.manganeseStepPct),
        manganeseMax: percentOf(maxOf("Mn")),
        manganeseTop: percentOf(manganese.manganeseMaxPct),
      }),
    residuals &&
      fillTemplate(words.residualsTotal, {
        elements: isolate(residuals.elements.join(" + ")),
        max: isolate(fillTemplate(materials.labels.atMost, { value: percentOf(residuals.maxPct) })),
      }),
    prenMin !== undefined &&
      fillTemplate(words.pren, {
        min: isolate(fillTemplate(materials.labels.atLeast, { value: formatFixed(prenMin, 0) })),
      }),
  ].filter((text): text is string => typeof text === "string");
}

/** The hardness limit for sour service, under the grade's properties; empty where none is given. */
export function sourServiceText(grade: Pick<MaterialGrade, "notes">): string | undefined {
  const max = grade.notes?.sourServiceMaxHRC;
  if (max === undefined) return undefined;
  return fillTemplate(materials.labels.notes.sourService, {
    max: isolate(fillTemplate(materials.labels.atMost, { value: `${formatFixed(max, 0)}\u00a0HRC` })),
  });
}

/** A range with its unit's template ("1–5,000 kg"), or "on request" when the company has not said. */
export function measureRange(range: Range | undefined, template: string): string {
  if (!range) return materials.labels.onRequest;
  const figure = (value: number) => formatNumber(value, 0);
  if (range.min !== undefined && range.max !== undefined)
    return fillTemplate(template, { value: `${figure(range.min)}–${figure(range.max)}` });
  return rangeText(range, (value) => fillTemplate(template, { value: figure(value) }));
}

/**
 * The quote page with this grade chosen: its material in the list and its name in the grade field
 * (the quote page reads both from the address, with or without JavaScript).
 */
export function quoteLink(grade: Pick<MaterialGrade, "standard" | "grade" | "quoteMaterial">): string {
  const query = new URLSearchParams({ material: grade.quoteMaterial, grade: gradeName(grade) });
  return `${"/quote" satisfies PagePath}?${query.toString()}`;
}
