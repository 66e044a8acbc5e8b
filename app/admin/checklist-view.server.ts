/**
 * The values the site still needs, as the editor shows them: grouped by page, each field named in
 * the company's words ("Company details · VAT number", "Materials and datasheets › Manganese
 * steel › A › Typical results") with what is asked and a link to the field. The dashboard's
 * checklist and the Publish page's refusal (a production site with values still to give) show
 * the same list.
 */
import type { Placeholder, Step } from "../content/checklist.ts";
import { fillTemplate } from "../format/template.ts";
import { fileTitle } from "./file-titles.server.ts";
import { fieldText } from "./field-help/index.ts";
import { fieldId, pathOf } from "./form.server.ts";
import { type AdminLanguage, editorText } from "./editor-text.ts";

/** One page's values still to give: each a link to its field, what it is and what is asked. */
export interface ChecklistGroup {
  page: string;
  items: { key: string; href: string; label: string; asked: string }[];
}

/** The values grouped by page, in the order they come. */
export function checklistGroups(
  placeholders: readonly Placeholder[],
  language: AdminLanguage,
): ChecklistGroup[] {
  const words = editorText[language].dashboard;
  const pageOf = (item: Placeholder) => fileTitle(item.file, language) ?? item.file;
  const stepText = (item: Placeholder, step: Step) =>
    "key" in step
      ? fieldText(item.name, step.at, language).label
      : "item" in step
        ? step.item
        : fillTemplate(words.item, { n: step.index + 1 });
  const asked = (item: Placeholder) =>
    item.kind === "confirm"
      ? words.confirmFigures
      : item.kind === "position"
        ? words.setPosition
        : item.kind === "draft"
          ? words.confirmDraft
          : fillTemplate(words.replaceValue, { value: item.text ?? item.value });
  const pages = new Map<string, ChecklistGroup["items"]>();
  for (const item of placeholders)
    pages.set(pageOf(item), [
      ...(pages.get(pageOf(item)) ?? []),
      {
        key: `${item.file}#${item.path}`,
        href: `/admin/edit/${item.file}#${fieldId(pathOf(item.path))}`,
        label: item.steps.map((step) => stepText(item, step)).join(" › "),
        asked: asked(item),
      },
    ]);
  return [...pages].map(([page, items]) => ({ page, items }));
}
