/**
 * A new case study in one guided form: every field with its label and help in the editor's
 * words, what is missing said at its field with everything typed kept, the whole site's check
 * said at the field it concerns, and one change that makes the entry and its English words as a
 * draft; then a page saying what follows (the photo, the translations, publishing).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { typedNumber } from "../app/admin/new-case-study.server.ts";
import { editorText } from "../app/admin/editor-text.ts";
import { contentHistoryDir } from "../app/content/history.server.ts";
import { fieldText } from "../app/admin/field-help/index.ts";
import { adminSiteForTests, signedInAs, asReactWrites } from "./admin-testing.ts";

const site = adminSiteForTests("admin-new-case-study");
const html = asReactWrites;

const complete = {
  customer: "A steel mill in Bavaria (name on request)",
  part: "Mill liners, 1.2 t each",
  industry: "mining",
  grade: "ASTM A532 class III type A",
  previousMaterial: "Manganese steel, from another foundry",
  problem: "The liners wore through in four months.\n\nEach change stopped the mill for two days.",
  change: "A high-chromium iron with a thicker lifter bar.",
  resultLabel: "Liner life",
  unit: "months",
  before: "4",
  after: "9",
  result: "The liners now last nine months.",
  title: "Longer liner life for a steel mill",
  summary:
    "A steel mill changed to our high-chromium iron liners and a new lifter bar: the liners now last nine months instead of four.",
  metaTitle: "Case Study: Longer Mill Liner Life",
  metaDescription:
    "A steel mill changed to our high-chromium iron mill liners with a thicker lifter bar: nine months of life instead of four between changes.",
  photoAlt: "New mill liners before fitting",
  date: "2026-11-20",
};

/** As the form sends them: each field's name begins "f.", each ticked change is "on". */
const sent = (values: Partial<typeof complete>, changed: string[] = ["material", "design"]) => ({
  ...Object.fromEntries(Object.entries(values).map(([name, value]) => [`f.${name}`, value])),
  ...Object.fromEntries(changed.map((change) => [`f.changed.${change}`, "on"])),
});

const history = () => contentHistoryDir(site.dataDir);
const yamlOf = (file: string) => parse(readFileSync(join(history(), "content", file), "utf8"));
const commits = () =>
  Number(execFileSync("git", ["-C", history(), "rev-list", "--count", "HEAD"], { encoding: "utf8" }).trim());

describe("a new case study in one form", { timeout: 60_000 }, () => {
  it("reads numbers as people type them", () => {
    expect(typedNumber("420")).toBe(420);
    expect(typedNumber("1.200")).toBe(1200);
    expect(typedNumber("1,200")).toBe(1200);
    expect(typedNumber("1,5")).toBe(1.5);
    expect(typedNumber("2.75")).toBe(2.75);
    // A leading 0 is no thousands group: "0.500" is a half.
    expect(typedNumber("0.500")).toBe(0.5);
    expect(typedNumber("0,750")).toBe(0.75);
    for (const wrong of ["", "0", "-3", "abc", "4 months", "1.2.3"])
      expect(typedNumber(wrong), wrong).toBeUndefined();
  });

  it("asks for every field in the editor's words, and says at its field what is missing, keeping what was typed", async () => {
    const editor = await signedInAs(site.origin, "editor@foundry.example");
    const files = (await editor.get("/admin/files?language=it")).text;
    expect(files).toContain(
      `<a class="button" href="/admin/new/case-study">${editorText.it.newCaseStudy.link}</a>`,
    );
    const page = (await editor.get("/admin/new/case-study?language=it")).text;
    const words = editorText.it.newCaseStudy;
    expect(page).toContain(`<h1>${html(words.title)}</h1>`);
    for (const group of Object.values(words.groups)) expect(page).toContain(html(group));
    // Labels and help are the fields' own words, in Italian.
    const grade = fieldText("articles", ["entries", 0, "grade"], "it");
    expect(page).toContain(`<label for="case-grade">${html(grade.label)}</label>`);
    expect(page).toContain(html(grade.help));
    // The site's own names for the choices, in Italian.
    expect(page).toMatch(/<option value="mining">[^<]+<\/option>/);
    expect(page).not.toContain('<option value="mining">mining</option>');
    // Dated today unless another day is chosen.
    expect(page).toMatch(
      new RegExp(
        `<input(?=[^>]* name="f\\.date")(?=[^>]* value="${new Date().toISOString().slice(0, 10)}")[^>]*>`,
      ),
    );

    const form = { csrf: editor.hidden(page, "csrf") };
    const before = commits();
    // The customer and the figure after left out.
    const partial: Partial<typeof complete> = { ...complete };
    delete partial.customer;
    delete partial.after;
    const refused = await editor.post("/admin/new/case-study?language=it", {
      ...form,
      ...sent({ ...partial, before: "quattro" }),
    });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain(`<p class="problem" id="problem-customer">${html(words.needed)}</p>`);
    expect(refused.text).toContain(`<p class="problem" id="problem-after">${html(words.needed)}</p>`);
    expect(refused.text).toContain(`<p class="problem" id="problem-before">${html(words.notANumber)}</p>`);
    expect(refused.text).toMatch(/<input id="case-customer"[^>]* aria-invalid="true"/);
    // What was typed is still there.
    expect(refused.text).toContain(html(complete.summary));
    expect(refused.text).toMatch(/<input(?=[^>]* id="changed-design")(?=[^>]* checked="")[^>]*>/);
    expect(refused.text).not.toMatch(/<input(?=[^>]* id="changed-operation")(?=[^>]* checked="")[^>]*>/);
    expect(commits()).toBe(before);
    // React keeps what is typed in the browser, per person (ui/use-kept-typing.ts).
    expect(refused.text).toContain("/admin/modules/entry.client");
    expect(refused.text).toContain("editor@foundry.example:new/case-study");
    expect(refused.text).toContain('name="f.customer"');
  });

  it("says the whole site's check at the field it concerns", async () => {
    const editor = await signedInAs(site.origin, "editor@foundry.example");
    const page = (await editor.get("/admin/new/case-study")).text;
    const before = commits();
    const tooShort = await editor.post("/admin/new/case-study", {
      csrf: editor.hidden(page, "csrf"),
      ...sent({ ...complete, metaDescription: "Too short for search results." }),
    });
    expect(tooShort.status).toBe(422);
    expect(tooShort.text).toMatch(/<p class="problem" id="problem-metaDescription">[^<]+<\/p>/);
    expect(commits()).toBe(before);
  });

  it("makes the entry and its English words as a draft, in one change, and says what follows", async () => {
    const editor = await signedInAs(site.origin, "editor@foundry.example");
    const page = (await editor.get("/admin/new/case-study")).text;
    const before = commits();
    // Nothing typed: refused, nothing made.
    const empty = await editor.post("/admin/new/case-study", { csrf: editor.hidden(page, "csrf") });
    expect(empty.status).toBe(422);
    expect(commits()).toBe(before);
    const made = await editor.post("/admin/new/case-study", {
      csrf: editor.hidden(page, "csrf"),
      ...sent(complete),
    });
    expect(made.status, made.text.slice(0, 600)).toBe(303);
    expect(made.headers.location).toMatch(
      /^\/admin\/new\/case-study\/made\/longer-liner-life-for-a-steel\?change=[0-9a-f]+$/,
    );
    expect(commits()).toBe(before + 1);
    const entry = (yamlOf("articles.yaml") as { entries: Record<string, unknown>[] }).entries.at(-1);
    expect(entry).toEqual({
      name: "longer-liner-life-for-a-steel",
      kind: "caseStudy",
      published: false,
      industry: "mining",
      grade: complete.grade,
      previousMaterial: complete.previousMaterial,
      changed: ["material", "design"],
      measured: { unit: "months", before: 4, after: 9 },
      date: "2026-11-20",
    });
    const words = (yamlOf("en/articles.yaml") as { articles: Record<string, unknown>[] }).articles.at(-1);
    expect(words).toMatchObject({
      name: "longer-liner-life-for-a-steel",
      title: complete.title,
      meta: { title: complete.metaTitle, description: complete.metaDescription },
      problem: ["The liners wore through in four months.", "Each change stopped the mill for two days."],
      change: [complete.change],
      result: [complete.result],
      customer: complete.customer,
    });
    const next = (await editor.get(String(made.headers.location))).text;
    const said = editorText.en.newCaseStudy;
    expect(next).toContain(html(said.created.replace("{title}", complete.title)));
    expect(next).toContain('href="/admin/photos/article-longer-liner-life-for-a-steel"');
    // The kept copy of the form goes once it is made.
    expect(next).toContain("/admin/modules/entry.client");
    expect(next).toContain("editor@foundry.example:new/case-study");
    expect(next).toMatch(/href="\/admin\/edit\/articles#f-entries-\d+-published"/);
    // Its photo place is there already.
    const place = await editor.get("/admin/photos/article-longer-liner-life-for-a-steel");
    expect(place.status).toBe(200);
    // Nothing to show there yet, said so rather than an image that would not load.
    expect(place.text).toContain(html(editorText.en.photos.nothingYet));
    expect(place.text).not.toContain("/admin/photos/article-longer-liner-life-for-a-steel/current");
    // A second with the same title gets a name of its own.
    const again = await editor.post("/admin/new/case-study", {
      csrf: editor.hidden(page, "csrf"),
      ...sent(complete),
    });
    expect(again.headers.location).toMatch(/\/made\/longer-liner-life-for-a-steel-2\?/);
    // Never named as an article's further photo is ("…-photo-2").
    const photoLike = await editor.post("/admin/new/case-study", {
      csrf: editor.hidden(page, "csrf"),
      ...sent({ ...complete, title: "Liner photo 2" }),
    });
    expect(photoLike.headers.location).toMatch(/\/made\/liner-photo-2-case\?/);
  });

  it("keeps a form unfinished for someone else to complete, listing what is still to add", async () => {
    const words = editorText.en.guided;
    const assistant = await signedInAs(site.origin, "editor@foundry.example");
    const page = (await assistant.get("/admin/new/case-study")).text;
    expect(page).toContain(`value="keep" formNoValidate=""`);
    const before = commits();
    const known = { customer: "A quarry in Portugal", title: "Quarry crusher liners that last" };
    const kept = await assistant.post("/admin/new/case-study", {
      csrf: assistant.hidden(page, "csrf"),
      op: "keep",
      ...sent(known, []),
    });
    expect(kept.status, kept.text.slice(0, 400)).toBe(303);
    const [, id] = /\?unfinished=([a-f0-9]{16})&kept=1$/.exec(String(kept.headers.location)) ?? [];
    expect(id).toBeDefined();
    // Nothing made: the content is as it was.
    expect(commits()).toBe(before);
    const shown = (await assistant.get(String(kept.headers.location))).text;
    expect(shown).toContain(html(words.kept.split("{who}")[0]!));
    // What is still to add, each linked to its field's word on it; what was typed is there.
    const part = fieldText("articles", ["articles", 0, "part"], "en").label;
    expect(shown).toContain(`<a href="#problem-part">${html(part)}</a>`);
    expect(shown).toContain('id="problem-part"');
    expect(shown).not.toContain('<a href="#problem-customer">');
    expect(shown).toContain(`value="${html(known.customer)}"`);
    expect(shown).toContain(`name="unfinished" value="${id}"`);
    // The dashboard shows it to everyone who edits, with the way back to it.
    const engineer = await signedInAs(site.origin, "editor@foundry.example");
    const dashboard = (await engineer.get("/admin")).text;
    expect(dashboard).toContain(`href="/admin/new/case-study?unfinished=${id}"`);
    expect(dashboard).toContain(html(`“${known.title}”`));
    // Kept again with more: the same one, not a second.
    const more = await engineer.post("/admin/new/case-study", {
      csrf: engineer.hidden(dashboard, "csrf"),
      op: "keep",
      unfinished: id!,
      ...sent({ ...known, part: "Jaw plates" }, []),
    });
    expect(more.headers.location).toBe(`/admin/new/case-study?unfinished=${id}&kept=1`);
    // Completed by the engineer: made, and no longer waiting.
    const made = await engineer.post("/admin/new/case-study", {
      csrf: engineer.hidden(dashboard, "csrf"),
      unfinished: id!,
      ...sent({ ...complete, ...known, metaTitle: "Case Study: Quarry Liners That Last" }),
    });
    expect(made.status, made.text.slice(0, 600)).toBe(303);
    expect(commits()).toBe(before + 1);
    expect((await engineer.get("/admin")).text).not.toContain(`unfinished=${id}`);
    expect((await engineer.get(`/admin/new/case-study?unfinished=${id}`)).status).toBe(303);
    // A translator keeps nothing.
    const translator = await signedInAs(site.origin, "arabic@foundry.example");
    const refused = await translator.post("/admin/new/case-study", {
      csrf: "x",
      op: "keep",
      ...sent(known, []),
    });
    expect(refused.status).toBe(403);
  });

  it("keeps translators out", async () => {
    const translator = await signedInAs(site.origin, "arabic@foundry.example");
    expect((await translator.get("/admin/new/case-study")).status).toBe(403);
  });
});
