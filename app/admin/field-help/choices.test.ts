import { describe, expect, it } from "vitest";
import { articleKinds, industries } from "../../content/article-kinds.ts";
import { contentOf } from "../../content/load-content.ts";
import { panelKey } from "../../content/schemas/foundry.ts";
import { weekdays } from "../../content/schemas/site.ts";
import { conditions, heatTreatments, properties } from "../../content/schemas/materials.ts";
import { materials } from "../../content/vocabulary.ts";
import { choiceText } from "./choices.ts";
import { indexablePages } from "../../pages.ts";
import { pageName } from "./index.ts";

describe("a list of choices in the editor", () => {
  it("offers each choice by the site's own words for it in the editor's language, not its code", () => {
    for (const language of ["it", "en"] as const) {
      const content = contentOf(language);
      for (const kind of articleKinds)
        expect(choiceText(articleKinds, kind, language)).toBe(content.articles.labels.kinds[kind]);
      for (const industry of industries)
        expect(choiceText(industries, industry, language)).toBe(content.articles.labels.industries[industry]);
      for (const panel of content.foundry.panels)
        expect(choiceText(panelKey.options, panel.key, language)).toBe(panel.menuLabel ?? panel.bannerTitle);
      // A datasheet's choices, by the datasheets' and the quote form's own words.
      for (const property of properties)
        expect(choiceText(properties, property, language)).toBe(
          content.materials.labels.propertyNames[property],
        );
      for (const condition of conditions)
        expect(choiceText(conditions, condition, language)).toBe(
          content.materials.labels.conditions[condition],
        );
      expect(choiceText(Object.keys(heatTreatments), "asCast", language)).toBe(
        content.materials.labels.heatTreatments.asCast,
      );
      // Its least temperature is a field of its own.
      expect(choiceText(Object.keys(heatTreatments), "waterToughened", language)).not.toContain(
        "{temperature}",
      );
      const gradeMaterials = materials.filter((material) => material !== "perDrawing");
      expect(choiceText(gradeMaterials, "manganeseSteel", language)).toBe(
        content.quote.materialNames.manganeseSteel,
      );
    }
  });

  it("names a link's page as the editor names it, its address beside", () => {
    const paths = indexablePages.map((page) => page.path);
    expect(choiceText(paths, "/contact", "it")).toBe(`${pageName("contact", "it")} (/contact)`);
    expect(choiceText(paths, "/", "en")).toBe(`${pageName("home", "en")} (/)`);
  });

  it("names the days in the editor's language", () => {
    expect(weekdays.map((day) => choiceText(weekdays, day, "it"))).toEqual([
      "lunedì",
      "martedì",
      "mercoledì",
      "giovedì",
      "venerdì",
      "sabato",
      "domenica",
    ]);
    expect(choiceText(weekdays, "Sunday", "en")).toBe("Sunday");
  });

  it("leaves a choice it has no words for as it is", () => {
    expect(choiceText(["mm", "kg"], "kg", "it")).toBe("kg");
  });
});
