/**
 * A new material family's datasheet in one guided form: every field with its label and help in
 * the editor's words, the composition and the standard's requirements one row per element and
 * property, what is missing or mistyped said at its field with everything typed kept, the whole
 * site's check said at the field it concerns, and one change that makes the family and its
 * English words as a draft; then a page saying what follows.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { editorText } from "../app/admin/editor-text.ts";
import { contentHistoryDir } from "../app/content/history.server.ts";
import { fieldText } from "../app/admin/field-help/index.ts";
import { contentOf } from "../app/content/load-content.ts";
import { adminSiteForTests, signedInAs, asReactWrites } from "./admin-testing.ts";

const site = adminSiteForTests("admin-new-datasheet");
const html = asReactWrites;

// A heat-resistant grade the site does not list yet, its figures as a person copies them from
// the standard's table (decimal commas and points both).
const complete = {
  title: "Heat-resistant steels",
  summary: "Chromium-nickel steels for furnace parts.\n\nThey keep their strength at red heat.",
  applications: "Furnace rolls\nGrate bars",
  "weightKg.min": "5",
  "weightKg.max": "2.000",
  grade: "HH",
  standard: "ASTM A297/A297M",
  edition: "19",
  table: "Table 1",
  uns: "J93503",
  equivalents: "EN 10295 GX40CrNiSi25-12 (1.4837)",
  quoteMaterial: "stainlessSteel",
  density: "7,75",
  maxServiceC: "1100",
  treatment: "asCast",
  "composition-C.min": "0.20",
  "composition-C.max": "0,50",
  "composition-Cr.min": "24",
  "composition-Cr.max": "28",
  "composition-Ni.min": "11",
  "composition-Ni.max": "14",
  "composition-Mn.max": "2",
  "required-tensileMPa.min": "515",
  heatTreatment: "Supplied as cast.",
  welding: "Welded with matching electrodes.",
  machining: "Machined with carbide tools.",
  metaTitle: "Heat-Resistant Steel Datasheet",
  metaDescription:
    "Heat-resistant chromium-nickel steel castings to ASTM A297 grade HH: composition, tensile requirement, density and service temperature for furnace parts.",
};

/** As the form sends them: each field's name begins "f.". */
const sent = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [`f.${name}`, value]));

const history = () => contentHistoryDir(site.dataDir);
const yamlOf = (file: string) => parse(readFileSync(join(history(), "content", file), "utf8"));
const commits = () =>
  Number(execFileSync("git", ["-C", history(), "rev-list", "--count", "HEAD"], { encoding: "utf8" }).trim());

describe("a new datasheet in one form", { timeout: 60_000 }, () => {
  it("asks for every field in the editor's words, one row per element and property, and says at its field what is wrong, keeping what was typed", async () => {
    const editor = await signedInAs(site.origin, "editor@foundry.example");
    const files = (await editor.get("/admin/files?language=it")).text;
    expect(files).toContain(
      `<a class="button" href="/admin/new/datasheet">${html(editorText.it.newDatasheet.link)}</a>`,
    );
    const page = (await editor.get("/admin/new/datasheet?language=it")).text;
    const words = editorText.it.newDatasheet;
    expect(page).toContain(`<h1>${html(words.title)}</h1>`);
    for (const group of Object.values(words.groups)) expect(page).toContain(html(group));
    // Labels and help are the fields' own words, in Italian.
    const standard = fieldText("materials", ["families", 0, "grades", 0, "standard"], "it");
    expect(page).toContain(`<label for="sheet-standard">${html(standard.label)}</label>`);
    expect(page).toContain(html(standard.help));
    // The company's own names for the choices, in Italian: heat treatments, materials, properties.
    const italian = contentOf("it");
    expect(page).toContain(
      `<option value="asCast">${html(italian.materials.labels.heatTreatments.asCast)}</option>`,
    );
    expect(page).toContain(
      `<option value="stainlessSteel">${html(italian.quote.materialNames.stainlessSteel)}</option>`,
    );
    expect(page).toContain(`<legend>${html(italian.materials.labels.propertyNames.tensileMPa)}</legend>`);
    expect(page).toContain('name="f.composition-Cr.min"');
    expect(page).toContain('name="f.composition-Cr.max"');

    const before = commits();
    const partial: Record<string, string> = { ...complete, density: "sette", "composition-Ni.max": "14%" };
    delete partial.standard;
    const refused = await editor.post("/admin/new/datasheet?language=it", {
      csrf: editor.hidden(page, "csrf"),
      ...sent(partial),
    });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain(`<p class="problem" id="problem-standard">${html(words.needed)}</p>`);
    expect(refused.text).toContain(`<p class="problem" id="problem-density">${html(words.notANumber)}</p>`);
    expect(refused.text).toContain(
      `<p class="problem" id="problem-composition-Ni.max">${html(words.notANumber)}</p>`,
    );
    expect(refused.text).toMatch(/<input id="sheet-standard"[^>]* aria-invalid="true"/);
    // What was typed is still there.
    expect(refused.text).toContain(html(complete.metaDescription));
    expect(refused.text).toMatch(/<input(?=[^>]* name="f\.composition-Cr\.min")(?=[^>]* value="24")[^>]*>/);
    expect(commits()).toBe(before);
    // React keeps what is typed in the browser, per person (ui/use-kept-typing.ts).
    expect(refused.text).toContain("/admin/modules/entry.client");
    expect(refused.text).toContain("editor@foundry.example:new/datasheet");
  });

  it("says the whole site's check at the field it concerns", async () => {
    const editor = await signedInAs(site.origin, "editor@foundry.example");
    const page = (await editor.get("/admin/new/datasheet")).text;
    const before = commits();
    // A least above the most, and an edition the standards do not write.
    const wrong = await editor.post("/admin/new/datasheet", {
      csrf: editor.hidden(page, "csrf"),
      ...sent({ ...complete, "composition-Cr.min": "30", edition: "2019 edition" }),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.text).toMatch(/<p class="problem" id="problem-composition-Cr">[^<]+<\/p>/);
    expect(wrong.text).toMatch(/<p class="problem" id="problem-edition">[^<]+<\/p>/);
    // Nothing at all in the composition.
    const none: Record<string, string> = { ...complete };
    for (const key of Object.keys(none)) if (key.startsWith("composition-")) delete none[key];
    const empty = await editor.post("/admin/new/datasheet", {
      csrf: editor.hidden(page, "csrf"),
      ...sent(none),
    });
    expect(empty.status).toBe(422);
    expect(empty.text).toContain(html(editorText.en.newDatasheet.noComposition));
    expect(commits()).toBe(before);
  });

  it("makes the family and its English words as a draft, in one change, and says what follows", async () => {
    const editor = await signedInAs(site.origin, "editor@foundry.example");
    const page = (await editor.get("/admin/new/datasheet")).text;
    const before = commits();
    const made = await editor.post("/admin/new/datasheet", {
      csrf: editor.hidden(page, "csrf"),
      ...sent(complete),
    });
    expect(made.status, made.text.slice(0, 2000)).toBe(303);
    expect(made.headers.location).toMatch(
      /^\/admin\/new\/datasheet\/made\/heat-resistant-steels\?change=[0-9a-f]+$/,
    );
    expect(commits()).toBe(before + 1);
    const family = (yamlOf("materials.yaml") as { families: Record<string, unknown>[] }).families.at(-1);
    expect(family).toEqual({
      name: "heat-resistant-steels",
      revised: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      published: false,
      grades: [
        {
          grade: "HH",
          standard: "ASTM A297/A297M",
          edition: "19",
          table: "Table 1",
          uns: "J93503",
          equivalents: ["EN 10295 GX40CrNiSi25-12 (1.4837)"],
          quoteMaterial: "stainlessSteel",
          densityGPerCm3: 7.75,
          maxServiceC: 1100,
          composition: [
            { element: "C", min: 0.2, max: 0.5 },
            { element: "Mn", max: 2 },
            { element: "Cr", min: 24, max: 28 },
            { element: "Ni", min: 11, max: 14 },
          ],
          heatTreatment: { kind: "asCast" },
          requirements: [{ property: "tensileMPa", min: 515 }],
          typical: { values: [], toConfirm: true },
        },
      ],
      castingRange: { weightKg: { min: 5, max: 2000 }, toConfirm: true },
    });
    const words = (yamlOf("en/materials.yaml") as { families: Record<string, unknown>[] }).families.at(-1);
    expect(words).toEqual({
      name: "heat-resistant-steels",
      title: complete.title,
      summary: ["Chromium-nickel steels for furnace parts.", "They keep their strength at red heat."],
      applications: ["Furnace rolls", "Grate bars"],
      heatTreatment: [complete.heatTreatment],
      welding: [complete.welding],
      machining: [complete.machining],
      meta: { title: complete.metaTitle, description: complete.metaDescription },
    });
    const next = (await editor.get(String(made.headers.location))).text;
    const said = editorText.en.newDatasheet;
    expect(next).toContain(html(said.created.replace("{title}", complete.title)));
    expect(next).toMatch(/href="\/admin\/edit\/materials#f-families-\d+-published"/);
    expect(next).toContain("/admin/modules/entry.client");
    expect(next).toContain("editor@foundry.example:new/datasheet");
    // The facts' form opens with it, the figures to confirm on the to-do list.
    expect((await editor.get("/admin/edit/materials")).text).toContain("heat-resistant-steels");
  });

  it("keeps translators out", async () => {
    const translator = await signedInAs(site.origin, "arabic@foundry.example");
    expect((await translator.get("/admin/new/datasheet")).status).toBe(403);
  });
});
