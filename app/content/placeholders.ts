/**
 * What the company has still to supply in the content: placeholder values and draft copy; and the
 * titles or descriptions two pages share. Read by `npm run check` and by the editor's dashboard.
 */
import { templateTokens } from "../format/template.ts";

/**
 * The convention content/site.yaml documents for values the company has yet to supply: braces,
 * example.com, Esempio/Exemplo streets and runs of zeros ("00000 Città", "9000-000", "+39 000").
 */
export const placeholderPattern =
  /\{[^}]*\}|example\.com|Esempio|Exemplo|(?<![\d,.])0{3,}|\d-000\b|\+39 ?000/;

const templateTokenPattern = new RegExp(`\\{(${templateTokens.join("|")})\\}`, "g");

export interface PlaceholderReport {
  placeholders: string[];
  drafts: string[];
}

function walk(value: unknown, path: string, visit: (value: unknown, path: string) => void) {
  visit(value, path);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) walk(item, `${path}[${index}]`, visit);
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key, visit);
  }
}

function isUnsetPosition(value: unknown): boolean {
  if (!value || typeof value !== "object" || !("latitude" in value) || !("longitude" in value)) return false;
  return value.latitude === 0 && value.longitude === 0;
}

/** One thing still to give in a file's data: where, what kind, and how a line writes it. */
export interface Found {
  /** "phone.display", "families[0].grades[0].typical.toConfirm" */
  path: string;
  kind: "replace" | "confirm" | "position";
  /** The text to replace, for `replace`. */
  text?: string;
  /** As `npm run check` writes the value: "\"{Company}\"", "0, 0 (not set)". */
  shown: string;
}

/** Everything still to give in one file's data, in order. */
export function findPlaceholders(data: unknown): Found[] {
  const found: Found[] = [];
  walk(data, "", (value, path) => {
    // "{n} of {total}" is a template the components fill, not a placeholder; an address is never
    // filled in ("https://www.facebook.com/{company}" is the company's page still to give).
    if (
      typeof value === "string" &&
      placeholderPattern.test(/^https?:/.test(value) ? value : value.replace(templateTokenPattern, ""))
    )
      found.push({ path, kind: "replace", text: value, shown: JSON.stringify(value) });
    // A position of 0, 0 (in the Atlantic, off Africa) is the convention for "not set yet".
    if (isUnsetPosition(value)) found.push({ path, kind: "position", shown: "0, 0 (not set)" });
    // Figures written for the company to check (the datasheets' typical properties).
    if (value && typeof value === "object" && "toConfirm" in value && value.toConfirm === true)
      found.push({
        path: `${path}.toConfirm`,
        kind: "confirm",
        shown: "true (figures to confirm, then remove the mark)",
      });
  });
  return found;
}

/** Where a file's data marks a text as a draft still to confirm: "intro.draft", "cards[1].draft". */
export function findDrafts(data: unknown): string[] {
  const found: string[] = [];
  walk(data, "", (value, path) => {
    if (value && typeof value === "object" && "draft" in value && value.draft === true)
      found.push(path ? `${path}.draft` : "draft");
  });
  return found;
}

/** Placeholders and draft copy in checked content (the schemas have already read it). */
export function checkContent(modules: { file: string; data: unknown }[]): PlaceholderReport {
  const report: PlaceholderReport = { placeholders: [], drafts: [] };
  for (const { file, data } of modules) {
    report.placeholders.push(
      ...findPlaceholders(data).map((entry) => `${file}: ${entry.path} = ${entry.shown}`),
    );
    report.drafts.push(
      ...findDrafts(data).map(
        (path) => `${file}: ${path === "draft" ? "(root)" : path.replace(/\.draft$/, "")}`,
      ),
    );
  }
  return report;
}

/**
 * Search engines treat pages with the same title or description as duplicates of one another:
 * one line per repeat, naming both places.
 */
export function duplicateMeta(
  sources: readonly { file: string; field: string; meta: { title: string; description: string } }[],
): string[] {
  const errors: string[] = [];
  for (const key of ["title", "description"] as const) {
    const seen = new Map<string, string>();
    for (const { file, field, meta } of sources) {
      const place = `${file}: ${field}.${key}`;
      const first = seen.get(meta[key]);
      if (first) errors.push(`${place}: the same as ${first}; every page needs its own ${key}`);
      else seen.set(meta[key], place);
    }
  }
  return errors;
}
