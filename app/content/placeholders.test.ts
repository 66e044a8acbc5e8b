import { describe, expect, it } from "vitest";
import { checkContent, duplicateMeta } from "./placeholders.ts";

describe("checkContent", () => {
  it("lists placeholder values with their path", () => {
    const report = checkContent([
      {
        file: "content/site.yaml",
        data: { emails: [{ address: "info@example.com" }], name: "Acme" },
      },
    ]);
    expect(report.placeholders).toEqual(['content/site.yaml: emails[0].address = "info@example.com"']);
  });

  it.each(["00000 Città (XX)", "9000-000 Funchal, Madeira", "+39 000 000 0000", "+390000000000"])(
    "recognises the zero-filled placeholder %j",
    (value) => {
      const report = checkContent([{ file: "content/site.yaml", data: { value } }]);
      expect(report.placeholders).toHaveLength(1);
    },
  );

  it.each(["30,000 kg", "Via Roma 10", "+39 02 1234 5678"])("leaves the real value %j alone", (value) => {
    const report = checkContent([{ file: "content/site.yaml", data: { value } }]);
    expect(report.placeholders).toEqual([]);
  });

  it("lists a map position left at 0, 0 and leaves a real one alone", () => {
    const report = checkContent([
      {
        file: "content/site.yaml",
        data: {
          italy: { geo: { latitude: 0, longitude: 0 } },
          other: { geo: { latitude: 45.46, longitude: 9.19 } },
        },
      },
    ]);
    expect(report.placeholders).toEqual(["content/site.yaml: italy.geo = 0, 0 (not set)"]);
  });

  it("lists figures marked toConfirm (a datasheet's typical values, a case study) until the mark is removed", () => {
    const typical = { toConfirm: true, values: [{ property: "tensileMPa", min: 485 }] };
    const marked = checkContent([
      { file: "content/materials", data: { families: [{ grades: [{ typical }] }] } },
    ]);
    expect(marked.placeholders).toEqual([
      "content/materials: families[0].grades[0].typical.toConfirm = true (figures to confirm, then remove the mark)",
    ]);
    const confirmed = { values: typical.values };
    expect(
      checkContent([
        { file: "content/materials", data: { families: [{ grades: [{ typical: confirmed }] }] } },
      ]).placeholders,
    ).toEqual([]);
  });

  it("counts draft entries", () => {
    const report = checkContent([
      { file: "home.ts", data: { a: { draft: true }, b: [{ draft: true }, {}] } },
    ]);
    expect(report.drafts).toEqual(["home.ts: a", "home.ts: b[0]"]);
  });
});

describe("duplicateMeta", () => {
  const page = (file: string, title: string, description: string) => ({
    file,
    field: "meta",
    meta: { title, description },
  });

  it("names both places of a repeated title or description", () => {
    expect(
      duplicateMeta([
        page("content/<language>/about.yaml", "About Us", "One"),
        page("content/<language>/gallery.yaml", "About Us", "Two"),
        page("content/<language>/offering.yaml", "Offering", "One"),
      ]),
    ).toEqual([
      "content/<language>/gallery.yaml: meta.title: the same as content/<language>/about.yaml: meta.title; every page needs its own title",
      "content/<language>/offering.yaml: meta.description: the same as content/<language>/about.yaml: meta.description; every page needs its own description",
    ]);
  });

  it("passes pages that differ", () => {
    expect(duplicateMeta([page("a.ts", "A", "One"), page("b.ts", "B", "Two")])).toEqual([]);
  });
});
