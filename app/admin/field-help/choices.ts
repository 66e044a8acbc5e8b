/**
 * What each choice of a list of choices is called in the editor's language: the site's own words
 * for it where the site shows it (an article's kind and industry, a foundry panel, a gallery
 * category, a datasheet's properties, conditions and heat treatments, the quote's materials), the language's own day names, so a form offers "Caso di studio", not "caseStudy".
 * The value sent stays the code the content keeps. A list found here by its choices, whichever
 * file's field offers it.
 */
import { articleKinds, caseChanges, industries, resultUnits } from "../../content/article-kinds.ts";
import { contentOf } from "../../content/load-content.ts";
import { panelKey } from "../../content/schemas/foundry.ts";
import { galleryCategory } from "../../content/schemas/gallery.ts";
import { weekdays } from "../../content/schemas/site.ts";
import { conditions, heatTreatments, optionalTests, properties } from "../../content/schemas/materials.ts";
import { materials as quoteMaterials } from "../../content/vocabulary.ts";
import type { AdminLanguage } from "../editor-text.ts";
import { indexablePages } from "../../pages.ts";
import { type ContentName, contentFiles } from "../../content/schemas/index.ts";
import { pageName } from "./index.ts";

type Labeller = (choice: string, language: AdminLanguage) => string | undefined;

const labels = (language: AdminLanguage) =>
  contentOf(language).articles.labels as unknown as Record<string, Record<string, string> | undefined>;

const materialLabels = (language: AdminLanguage) =>
  contentOf(language).materials.labels as unknown as Record<string, Record<string, string> | undefined>;

/** 2024-01-01 was a Monday: the day names of the language, from Monday on. */
const dayName: Labeller = (day, language) => {
  const index = (weekdays as readonly string[]).indexOf(day);
  return index < 0
    ? undefined
    : new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" }).format(
        Date.UTC(2024, 0, 1 + index),
      );
};

const lists: { choices: readonly string[]; label: Labeller }[] = [
  { choices: weekdays, label: dayName },
  { choices: articleKinds, label: (kind, language) => labels(language).kinds?.[kind] },
  { choices: industries, label: (industry, language) => labels(language).industries?.[industry] },
  { choices: resultUnits, label: (unit, language) => labels(language).units?.[unit] },
  { choices: caseChanges, label: (change, language) => labels(language).changes?.[change] },
  {
    choices: panelKey.options,
    label: (key, language) => {
      const panel = contentOf(language).foundry.panels.find((entry) => entry.key === key);
      return panel?.menuLabel ?? panel?.bannerTitle;
    },
  },
  {
    // A link's page (common.ts `sitePath`): named as the editor names the page, not by its address.
    choices: indexablePages.map((page) => page.path),
    label: (path, language) => {
      const page = indexablePages.find((each) => each.path === path);
      return page && Object.hasOwn(contentFiles, page.id)
        ? `${pageName(page.id as ContentName, language)} (${path})`
        : undefined;
    },
  },
  {
    choices: properties,
    label: (property, language) => materialLabels(language).propertyNames?.[property],
  },
  {
    choices: conditions,
    label: (condition, language) => materialLabels(language).conditions?.[condition],
  },
  {
    choices: Object.keys(heatTreatments),
    // "{temperature}" is the grade's least temperature, a field of its own.
    label: (kind, language) => materialLabels(language).heatTreatments?.[kind]?.replace("{temperature}", "…"),
  },
  {
    choices: optionalTests,
    label: (test, language) => materialLabels(language).testNames?.[test],
  },
  {
    // The datasheets' grades name every material of the quote form but "as per drawing".
    choices: quoteMaterials.filter((material) => material !== "perDrawing"),
    label: (material, language) =>
      (contentOf(language).quote.materialNames as Record<string, string | undefined>)[material],
  },
  {
    choices: galleryCategory.options,
    label: (key, language) =>
      contentOf(language).gallery.categories.find((entry) => entry.key === key)?.label,
  },
];

/** The words for `choice` among `choices` in `language`, or the choice itself where none are known. */
export function choiceText(choices: readonly string[], choice: string, language: AdminLanguage): string {
  const list = lists.find(
    (entry) =>
      entry.choices.length === choices.length && entry.choices.every((one, index) => one === choices[index]),
  );
  return list?.label(choice, language) ?? choice;
}

/** Each of `choices` with its words in `language`, in their order: a list's options. */
export function choiceNames(choices: readonly string[], language: AdminLanguage): Record<string, string> {
  return Object.fromEntries(choices.map((choice) => [choice, choiceText(choices, choice, language)]));
}
