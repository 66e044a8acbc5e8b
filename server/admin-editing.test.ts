/**
 * Editing content at /admin through the real server module: a form from the schema, a save that
 * keeps the file's comments and untouched lines, a wrong value refused at its field with the file
 * unchanged, two people saving the same file, undo, the translator's reach, and every write refused
 * without a session, without the token, or for a path outside the content.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contentHistoryDir, editableFiles } from "../app/content/history.server.ts";
import { openSessions } from "../app/admin/sessions.server.ts";
import { todoList } from "../app/admin/todo.server.ts";
import { editorText } from "../app/admin/editor-text.ts";
import { fillTemplate } from "../app/format/template.ts";
import { fieldText, pageName } from "../app/admin/field-help/index.ts";
import { photoPlace } from "../app/admin/field-help/photo-places.ts";
import { images } from "../app/content/images.ts";
import { contentOf } from "../app/content/load-content.ts";
import { addAccount, asReactWrites, formFields, startAdminSite, visitor } from "./admin-testing.ts";
import { rawRequest } from "./testing.ts";

let dataDir: string;
let close: (() => Promise<void>) | undefined;
let origin: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "admin-editing-"));
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  const site = await startAdminSite(dataDir);
  origin = site.origin;
  close = site.close;
  await addAccount(dataDir, "editor@foundry.example", "editor");
  await addAccount(dataDir, "other@foundry.example", "editor");
  await addAccount(dataDir, "arabic@foundry.example", "translator", ["ar"]);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await close?.();
  rmSync(dataDir, { recursive: true, force: true });
});

/** As the editor's pages escape a text. */

const saved = (file: string) =>
  readFileSync(join(contentHistoryDir(dataDir), "content", `${file}.yaml`), "utf8");

async function signedIn(email: string) {
  const browser = visitor(() => origin);
  expect((await browser.signIn(email)).status).toBe(303);
  return browser;
}

/** Opens a file's form and sends it with `changes` made, as Save does. */
async function save(
  browser: ReturnType<typeof visitor>,
  file: string,
  changes: Record<string, string>,
  form?: string,
) {
  const page = form ?? (await browser.get(`/admin/edit/${file}`)).text;
  return browser.post(`/admin/edit/${file}`, {
    ...formFields(page, `/admin/edit/${file}`),
    ...changes,
    op: "save",
  });
}

describe("editing content in the browser", () => {
  it("lists the files, and makes a form from the schema with each field's help and value", async () => {
    const browser = await signedIn("editor@foundry.example");
    // The to-do list links each placeholder to its field, in the file that writes it.
    const dashboard = (await browser.get("/admin")).text;
    // Whichever placeholders the company's facts still hold ("company.name" → #f-company-name).
    const facts = todoList(["en"]).placeholders.filter((placeholder) => placeholder.file === "site");
    expect(facts.length, "placeholders in content/site.yaml").toBeGreaterThan(0);
    for (const { path } of facts)
      expect(dashboard).toContain(
        `href="/admin/edit/site#f-${path.replace(/\[(\d+)\]/g, ".$1").replaceAll(".", "-")}"`,
      );
    // Each named in words: a grade's typical results by its family and grade, not its data path.
    const { families } = contentOf("en").materials;
    const waiting = families[0]!.grades.findIndex((grade) => grade.typical.toConfirm);
    if (waiting >= 0)
      expect(dashboard).toContain(
        `${families[0]!.title} › ${families[0]!.grades[waiting]!.grade} › ${fieldText("materials", ["families", 0, "grades", waiting, "typical"], "en").label}</a>: ${editorText.en.dashboard.confirmFigures}`,
      );
    expect(dashboard).not.toContain("typical.toConfirm");
    // A photo place still showing a drawing links to where its photo is dropped.
    const drawing = todoList(["en"]).drawings[0];
    // named by its page and what it shows, not by its file name
    if (drawing)
      expect(dashboard).toContain(
        `<a href="/admin/photos/${drawing}">${asReactWrites(photoPlace(drawing, "en", images[drawing]?.label)!.label)}</a>`,
      );
    // A list's item is named by what it holds, not only by its place.
    const panels = contentOf("en").foundry.panels;
    const foundryForm = (await browser.get("/admin/edit/en/foundry")).text;
    expect(foundryForm).toContain(
      `<legend>${editorText.en.edit.form.item} <span data-n="">${panels.length}</span> · <bdi>${asReactWrites(panels.at(-1)!.heading)}</bdi></legend>`,
    );
    // The form runs React (lists, what is typed kept, checks, the live preview), under its
    // answer's nonce, with no plain script; the list of files needs none (ADR 0043).
    expect(foundryForm).toContain("/admin/modules/entry.client");
    expect(foundryForm).not.toMatch(/<script src="\/admin\/assets\//);
    expect(foundryForm).not.toMatch(/<script(?![^>]*\bnonce=")[^>]*>/);
    const files = await browser.get("/admin/files");
    expect(files.status).toBe(200);
    expect(files.text).not.toContain("<script");
    for (const file of ["site", "en/home", "it/home", "ar/gallery"])
      expect(files.text).toContain(`href="/admin/edit/${file}"`);
    const form = await browser.get("/admin/edit/site");
    expect(form.status).toBe(200);
    expect(form.headers["cache-control"]).toBe("no-store");
    // Each of those links lands on its field, a group of fields ("offices.italy.geo") too.
    for (const { path } of facts)
      expect(form.text).toContain(`id="f-${path.replace(/\[(\d+)\]/g, ".$1").replaceAll(".", "-")}"`);
    const fields = formFields(form.text, "/admin/edit/site");
    // The value the file holds, under the field's path; the words of content/en/site.yaml are not here.
    expect(fields["f.phone.display"]).toMatch(/^\+\d/);
    expect(fields["f.openingHours"]).toBeUndefined();
    // Each field is labelled and helped in the company's words (field-help/), not by its key.
    const vat = fieldText("site", ["company", "vatNumber"], "en");
    expect(form.text).toContain(`<label for="f-company-vatNumber">${asReactWrites(vat.label)}`);
    expect(form.text).toContain(asReactWrites(vat.help));
    expect(form.text).not.toContain(">Vat number<");
    const italianForm = await browser.get("/admin/edit/site", {
      "Accept-Language": "it",
      Cookie: `${[...browser.jar].map(([k, v]) => `${k}=${v}`).join("; ")}; foundry_admin_language=it`,
    });
    const partitaIva = fieldText("site", ["company", "vatNumber"], "it");
    expect(italianForm.text).toContain(`<label for="f-company-vatNumber">${asReactWrites(partitaIva.label)}`);
    expect(italianForm.text).toContain(asReactWrites(partitaIva.help));
    // The dashboard groups what is asked by page, in the person's words.
    const italianDashboard = await browser.get("/admin", {
      "Accept-Language": "it",
      Cookie: `${[...browser.jar].map(([k, v]) => `${k}=${v}`).join("; ")}; foundry_admin_language=it`,
    });
    expect(italianDashboard.text).toContain(`<h3>${asReactWrites(pageName("site", "it"))} (`);
    // A translation shows the English beside each text, right to left for Arabic.
    const arabic = await browser.get("/admin/edit/ar/home");
    expect(arabic.text).toMatch(/<(input|textarea)[^>]*lang="ar" dir="rtl"/);
    expect(arabic.text).toContain('class="english" lang="en"');
  });

  it("saves a changed value into the file, keeping its comments and every other line, and records who", async () => {
    const before = saved("site");
    const browser = await signedIn("editor@foundry.example");
    const answer = await save(browser, "site", {
      "f.phone.display": "+39 0521 555 0100",
      "f.phone.tel": "+3905215550100",
    });
    expect(answer.status, answer.text).toBe(303);
    expect(answer.headers.location).toMatch(/^\/admin\/edit\/site\?saved=[0-9a-f]+$/);
    const after = saved("site");
    const changed = after.split("\n").filter((line, index) => line !== before.split("\n")[index]);
    expect(changed).toEqual(["  display: +39 0521 555 0100", '  tel: "+3905215550100"']);
    expect(after.split("\n").filter((line) => line.startsWith("#"))).toEqual(
      before.split("\n").filter((line) => line.startsWith("#")),
    );
    // The history says it in words: the page, each field by its label, the text before and after,
    // and that visitors do not see it yet. No line of the file's YAML.
    const history = (await browser.get("/admin/history")).text;
    const newest = history.slice(history.indexOf('<ol class="changes">'), history.indexOf("</li>"));
    expect(newest).toContain(asReactWrites(pageName("site", "en")));
    for (const field of ["display", "tel"])
      expect(newest).toContain(
        `${asReactWrites(fieldText("site", ["phone"], "en").label)} › ${asReactWrites(fieldText("site", ["phone", field], "en").label)}</a>`,
      );
    expect(newest).toContain('<td class="value" dir="auto">+39 0521 555 0100</td>');
    expect(newest).toContain(editorText.en.history.notLive);
    expect(newest).toContain("editor@foundry.example");
    expect(newest).not.toMatch(/display: |<del>|@@/);
    // The first change is the site's own content, said so, not by git's stand-in name.
    const first = history.slice(history.lastIndexOf("<li"));
    expect(first).toContain(asReactWrites(editorText.en.history.bySite.split("{date}")[0]!));
    expect(history).not.toContain("by Site editor");
  });

  // Every editable file saved once (about 90 saves, each checking the whole site's content).
  it(
    "leaves an unchanged file as it is, byte for byte, with no change recorded",
    { timeout: 90_000 },
    async () => {
      const browser = await signedIn("editor@foundry.example");
      // An English file marked as draft copy as a whole keeps its mark; an article without the
      // optional parts (a news item's measured result) gets none of them.
      // Every file: a form saved untouched writes nothing (an optional yes/no left unset stays
      // unset: the materials' `published` once came back as false and broke the other languages).
      for (const file of editableFiles()) {
        const before = saved(file);
        const answer = await save(browser, file, {});
        expect(answer.status, file).toBe(303);
        expect(answer.headers.location).toBe(`/admin/edit/${file}?saved=`);
        expect(saved(file)).toBe(before);
      }
    },
  );

  it("refuses a wrong value at its field, in the editor's words, and leaves the file unchanged", async () => {
    const before = saved("site");
    const browser = await signedIn("editor@foundry.example");
    const answer = await save(browser, "site", { "f.phone.tel": "call us", "f.company.name": "" });
    expect(answer.status).toBe(422);
    expect(saved("site")).toBe(before);
    // At the field: marked invalid and described by its problem.
    // (React writes the attributes in its own order, so each is looked for in the field's tag.)
    const field = /<input[^>]*\bid="f-company-name"[^>]*>/.exec(answer.text)?.[0] ?? "";
    expect(field).toMatch(/aria-describedby="problem-f-company-name[^"]*"/);
    expect(field).toContain('aria-invalid="true"');
    expect(answer.text).toContain("empty: expected a text");
    expect(answer.text).toMatch(/id="problem-f-phone-tel"/);
    // What was typed is still there to be mended.
    expect(formFields(answer.text, "/admin/edit/site")["f.phone.tel"]).toBe("call us");
    // And in Italian for an Italian editor.
    const italian = await browser.post(
      "/admin/edit/site",
      { ...formFields(answer.text, "/admin/edit/site"), op: "save" },
      {
        "Accept-Language": "it",
        Cookie: `${[...browser.jar].map(([k, v]) => `${k}=${v}`).join("; ")}; foundry_admin_language=it`,
      },
    );
    expect(italian.text).toContain("è vuoto: serve un testo");
  });

  it("names a problem a change makes in another file as a link to that field, in words", async () => {
    const browser = await signedIn("editor@foundry.example");
    const form = (await browser.get("/admin/edit/site")).text;
    const before = saved("site");
    // Open on Saturdays too: each language's opening hours still end on Friday.
    const answer = await save(browser, "site", { "len.hours.days": "6", "f.hours.days.5": "Saturday" }, form);
    expect(answer.status).toBe(422);
    expect(saved("site")).toBe(before);
    const link = /<li><a href="\/admin\/edit\/(en|it|pt|ar)\/([a-z-]+)#(f-[\w-]+)">([^<]*)<\/a>: /.exec(
      answer.text,
    );
    expect(link, "a link to the field in the other file").not.toBeNull();
    const [, language, file, anchor, named] = link!;
    // It names the page and the field in words, and lands on the field.
    expect(named).toContain(" · ");
    expect(named).not.toMatch(/content\/|\.yaml|item \d/);
    const other = await browser.get(`/admin/edit/${language}/${file}`);
    expect(other.text).toContain(`id="${anchor}"`);
  });

  it("refuses the second of two saves that changed the same field, showing both in words", async () => {
    const first = await signedIn("editor@foundry.example");
    const second = await signedIn("other@foundry.example");
    const formOfFirst = (await first.get("/admin/edit/en/contact")).text;
    const formOfSecond = (await second.get("/admin/edit/en/contact")).text;
    const field = Object.keys(formFields(formOfFirst, "/admin/edit/en/contact")).find(
      (name) => name.endsWith(".heading") || name.endsWith(".title"),
    )!;
    expect((await save(first, "en/contact", { [field]: "Talk to our sales team" }, formOfFirst)).status).toBe(
      303,
    );
    const refused = await save(second, "en/contact", { [field]: "Write to the foundry" }, formOfSecond);
    expect(refused.status).toBe(409);
    expect(refused.text).toContain("Someone else saved this file while you were editing it");
    // Who and what, in words: their value and this person's, never a diff of the file.
    expect(refused.text).toContain("Theirs (editor@foundry.example, ");
    expect(refused.text).toContain("Talk to our sales team");
    expect(refused.text).toContain("Write to the foundry");
    expect(refused.text).not.toContain("<del>");
    expect(saved("en/contact")).toContain("Talk to our sales team");
    expect(saved("en/contact")).not.toContain("Write to the foundry");
    // The form keeps this person's value; saving again on purpose replaces theirs in that field.
    const again = await second.post("/admin/edit/en/contact", {
      ...formFields(refused.text, "/admin/edit/en/contact"),
      op: "save",
    });
    expect(again.status).toBe(303);
    expect(saved("en/contact")).toContain("Write to the foundry");
  });

  it("merges two saves from the same version that changed different fields, losing neither", async () => {
    const first = await signedIn("editor@foundry.example");
    const second = await signedIn("other@foundry.example");
    // Both open the Arabic home page; one changes a heading, the other (opened earlier) a slide's title.
    const formOfFirst = (await first.get("/admin/edit/ar/home")).text;
    const formOfSecond = (await second.get("/admin/edit/ar/home")).text;
    const names = Object.keys(formFields(formOfFirst, "/admin/edit/ar/home"));
    const heading =
      names.find((name) => /^f\.about\.heading$/.test(name)) ??
      names.find((name) => name.endsWith(".heading"))!;
    const slideTitle =
      names.find((name) => /^f\.slides\.0\.title$/.test(name)) ??
      names.find((name) => /\.0\.title$/.test(name))!;
    expect(heading).toBeDefined();
    expect(slideTitle).toBeDefined();
    expect(heading).not.toBe(slideTitle);
    expect((await save(second, "ar/home", { [heading]: "عنوان جديد" }, formOfSecond)).status).toBe(303);
    const merged = await save(first, "ar/home", { [slideTitle]: "شريحة جديدة" }, formOfFirst);
    expect(merged.status).toBe(303);
    expect(merged.headers.location).toMatch(/with=other%40foundry\.example/);
    const page = await first.get(String(merged.headers.location));
    expect(page.text).toContain("together with what other@foundry.example changed in other fields meanwhile");
    const fields = formFields(page.text, "/admin/edit/ar/home");
    expect(fields[heading]).toBe("عنوان جديد");
    expect(fields[slideTitle]).toBe("شريحة جديدة");
  });

  it("adds, moves and removes list items without saving until Save", async () => {
    const browser = await signedIn("editor@foundry.example");
    const before = saved("site");
    const form = (await browser.get("/admin/edit/site")).text;
    const count = Number(browser.hidden(form, "len.offices.italy.lines"));
    const added = await browser.post("/admin/edit/site", {
      ...formFields(form, "/admin/edit/site"),
      op: "add:offices.italy.lines",
    });
    expect(added.status).toBe(200);
    expect(browser.hidden(added.text, "len.offices.italy.lines")).toBe(String(count + 1));
    expect(saved("site")).toBe(before);
    // A list at its schema's most (the two videos) offers no Add (its button hidden until an item
    // is removed in the page), and takes none.
    expect(form).toMatch(/<button [^>]*value="add:videos"[^>]* hidden=""/);
    const full = await browser.post("/admin/edit/site", {
      ...formFields(form, "/admin/edit/site"),
      op: "add:videos",
    });
    expect(browser.hidden(full.text, "len.videos")).toBe("2");
    const fields = formFields(form, "/admin/edit/site");
    const moved = await browser.post("/admin/edit/site", { ...fields, op: "down:videos.0" });
    const movedFields = formFields(moved.text, "/admin/edit/site");
    expect(movedFields["f.videos.0.title"]).toBe(fields["f.videos.1.title"]);
    expect(movedFields["f.videos.1.title"]).toBe(fields["f.videos.0.title"]);
    expect(saved("site")).toBe(before);
  });

  it("undoes a change with a new change that takes it back", async () => {
    const browser = await signedIn("editor@foundry.example");
    const before = saved("en/home");
    const form = (await browser.get("/admin/edit/en/home")).text;
    const field = Object.entries(formFields(form, "/admin/edit/en/home")).find(
      ([name, value]) => name.startsWith("f.") && value.length > 20,
    )![0];
    expect((await save(browser, "en/home", { [field]: "A sentence to take back later." }, form)).status).toBe(
      303,
    );
    expect(saved("en/home")).toContain("A sentence to take back later.");
    const history = (await browser.get("/admin/history")).text;
    const commit = formFields(history, "/admin/undo").commit!;
    const undone = await browser.post("/admin/undo", { ...formFields(history, "/admin/undo") });
    expect(undone.status).toBe(303);
    expect(undone.headers.location).toMatch(/^\/admin\/history\?undone=/);
    expect(saved("en/home")).toBe(before);
    // The undo is a change of its own, said in words: the sentence taken back is its "before".
    const afterUndo = (await browser.get("/admin/history")).text;
    const newest = afterUndo.slice(afterUndo.indexOf('<ol class="changes">'), afterUndo.indexOf("</li>"));
    expect(newest).toContain(asReactWrites(pageName("home", "en")));
    expect(newest).toContain('<td class="value" dir="auto">A sentence to take back later.</td>');
    expect(commit).toMatch(/^[0-9a-f]+$/);
  });

  it("restores a page as an earlier change left it, as a new change, and refuses one that no longer fits", async () => {
    const browser = await signedIn("editor@foundry.example");
    const form = (await browser.get("/admin/edit/en/about")).text;
    const [field, original] = Object.entries(formFields(form, "/admin/edit/en/about")).find(
      ([name, value]) => name.startsWith("f.") && name.endsWith(".heading") && value.length > 3,
    )!;
    expect((await save(browser, "en/about", { [field]: "First wording" }, form)).status).toBe(303);
    expect((await save(browser, "en/about", { [field]: "Second wording" })).status).toBe(303);
    // The older change, "First wording", restored over the newer one.
    const history = (await browser.get("/admin/history")).text;
    const forms = parse(history)
      .querySelectorAll('form[action="/admin/restore"]')
      .map((form) => formFields(form.outerHTML, "/admin/restore"));
    const first = forms.filter((fields) => fields.file === "en/about")[1]!;
    const restored = await browser.post("/admin/restore", first);
    expect(restored.status).toBe(303);
    expect(restored.headers.location).toMatch(/^\/admin\/history\?restored=/);
    expect(saved("en/about")).toContain("First wording");
    expect(saved("en/about")).not.toContain("Second wording");
    // The notice is worded by the server from the change and the file: the address carries no text.
    const spoofed = await browser.get("/admin/history?restored=Your+password+expired&file=en/about");
    expect(spoofed.text).not.toContain("Your password expired");
    // A forged or unknown change is refused, the file untouched.
    const unknown = await browser.post("/admin/restore", { ...first, commit: "0000000" });
    expect(unknown.status).toBe(404);
    const outside = await browser.post("/admin/restore", { ...first, file: "../../etc/passwd" });
    expect(outside.status).toBe(404);
    expect(saved("en/about")).toContain("First wording");
    // Put back as it was for the tests after this one.
    expect((await save(browser, "en/about", { [field]: original })).status).toBe(303);
  });

  it("lets an Arabic translator change Arabic only: not Italian, not English, not the facts", async () => {
    const browser = await signedIn("arabic@foundry.example");
    const files = (await browser.get("/admin/files")).text;
    expect(files).toContain('href="/admin/edit/ar/home"');
    expect(files).not.toContain('href="/admin/edit/it/home"');
    expect(files).not.toContain('href="/admin/edit/site"');
    // The menu offers no section that would refuse a translator, and Publish says who publishes.
    for (const section of ["/admin/photos", "/admin/documents", "/admin/media"]) {
      expect(files).not.toContain(`href="${section}"`);
      expect((await browser.get(section)).status).toBe(403);
    }
    expect(files).toContain('href="/admin/history"');
    const publishPage = (await browser.get("/admin/publish")).text;
    expect(publishPage).toContain(asReactWrites(editorText.en.publish.notYours));
    expect(publishPage).not.toContain('action="/admin/publish"');
    const form = (await browser.get("/admin/edit/ar/contact")).text;
    const fields = formFields(form, "/admin/edit/ar/contact");
    const field = Object.keys(fields).find((name) => name.endsWith(".heading") || name.endsWith(".title"))!;
    expect((await save(browser, "ar/contact", { [field]: "تواصل مع فريق المبيعات" }, form)).status).toBe(303);
    expect(saved("ar/contact")).toContain("تواصل مع فريق المبيعات");
    for (const file of ["it/contact", "en/contact", "site"]) {
      const before = saved(file);
      expect((await browser.get(`/admin/edit/${file}`)).status).toBe(403);
      const sent = await browser.post(`/admin/edit/${file}`, { ...fields, csrf: fields.csrf!, op: "save" });
      expect(sent.status).toBe(403);
      expect(saved(file)).toBe(before);
    }
    expect((await browser.post("/admin/publish", { csrf: fields.csrf! })).status).toBe(403);
  });

  it("says on the Publish page when nobody took a publish asked for, and offers to ask again", async () => {
    const browser = await signedIn("editor@foundry.example");
    mkdirSync(join(dataDir, "publish"), { recursive: true });
    const request = {
      kind: "publish",
      by: "other@foundry.example",
      at: new Date(Date.now() - 3 * 60_000).toISOString(),
    };
    writeFileSync(join(dataDir, "publish/request.json"), JSON.stringify(request));
    try {
      const page = await browser.get("/admin/publish");
      expect(page.text).toContain(
        fillTemplate(editorText.en.publish.notTaken, { minutes: 3 }).split(":")[0]!,
      );
      expect(page.text).not.toContain('http-equiv="refresh"');
      expect(parse(page.text).querySelector('form[action="/admin/publish"]')).not.toBeNull();
    } finally {
      rmSync(join(dataDir, "publish/request.json"), { force: true });
    }
  });

  it("says each step of a publish in the editor's words, and a content mistake as a link to its field", async () => {
    const browser = await signedIn("editor@foundry.example");
    mkdirSync(join(dataDir, "publish"), { recursive: true });
    const at = new Date().toISOString();
    const state = { kind: "publish", by: "other@foundry.example", startedAt: at, pid: 1 };
    const steps = [
      { step: "copy", at },
      { step: "content", at },
      { step: "build", at },
      {
        step: "problems",
        problems: [
          {
            file: "content/it/contact.yaml",
            line: 3,
            field: ["meta", "title"],
            detail: {
              code: "too-long",
              found: { kind: "text", text: "A title far too long for a search result" },
              limit: 30,
            },
          },
        ],
        at,
      },
    ];
    writeFileSync(
      join(dataDir, "publish/state.json"),
      JSON.stringify({ ...state, status: "failed", finishedAt: at, seconds: 12, message: "x" }),
    );
    writeFileSync(
      join(dataDir, "publish/progress.jsonl"),
      steps.map((step) => JSON.stringify(step)).join("\n"),
    );
    writeFileSync(join(dataDir, "publish/output.log"), "▶ Building it (npm run build)\n");
    try {
      const words = editorText.it.publish;
      const page = (await browser.get("/admin/publish?language=it")).text;
      expect(page).toContain(`<li>${asReactWrites(words.steps.copy)}</li>`);
      expect(page).toContain(asReactWrites(fillTemplate(words.steps.problems, { count: 1 })));
      // The outcome says so in words, not the build's English line; the step it stopped at is not ticked.
      expect(page).toContain(
        asReactWrites(
          fillTemplate(words.failed, { reason: fillTemplate(words.steps.problemsReason, { count: 1 }) }),
        ),
      );
      expect(page).toContain(`<li class="stopped">${asReactWrites(words.steps.build)}</li>`);
      // The mistake at its field, named by its page and label, in Italian.
      expect(page).toMatch(
        /<a href="\/admin\/edit\/it\/contact#f-meta-title">[^<]*Pagina Contatti[^<]*<\/a>: /,
      );
      // The release's own output stays, folded, under its own name.
      expect(page).toContain(asReactWrites(words.technical));

      // Done: every step ticked, each language's pages counted.
      writeFileSync(
        join(dataDir, "publish/state.json"),
        JSON.stringify({ ...state, status: "done", finishedAt: at, seconds: 40, message: "live" }),
      );
      writeFileSync(
        join(dataDir, "publish/progress.jsonl"),
        [
          ...steps.slice(0, 3),
          { step: "language", code: "en", pages: 20, seconds: 11, at },
          { step: "language", code: "it", pages: 21, seconds: 11, reused: true, at },
          { step: "checked", pages: 84, at },
          { step: "switch", at },
        ]
          .map((step) => JSON.stringify(step))
          .join("\n"),
      );
      const done = (await browser.get("/admin/publish?language=it")).text;
      expect(done).toContain(
        `<li>${asReactWrites(fillTemplate(words.steps.language, { language: "English", pages: 20, seconds: 11 }))}</li>`,
      );
      // A language the change did not touch, taken from the live site, said so.
      expect(done).toContain(
        `<li>${asReactWrites(fillTemplate(words.steps.unchanged, { language: "Italiano", pages: 21 }))}</li>`,
      );
      expect(done).toContain(`<li>${asReactWrites(fillTemplate(words.steps.checked, { pages: 84 }))}</li>`);
      expect(done).toContain(`<li>${asReactWrites(words.steps.switch)}</li>`);
      expect(done).not.toContain('class="stopped"');

      // Still running: the step under way said so, not ticked.
      writeFileSync(
        join(dataDir, "publish/state.json"),
        JSON.stringify({ ...state, pid: process.pid, status: "running" }),
      );
      writeFileSync(
        join(dataDir, "publish/progress.jsonl"),
        steps
          .slice(0, 3)
          .map((step) => JSON.stringify(step))
          .join("\n"),
      );
      const running = (await browser.get("/admin/publish?language=it")).text;
      expect(running).toContain(
        `<li class="doing">${asReactWrites(words.steps.build)} <span class="pending">${asReactWrites(words.steps.running)}</span></li>`,
      );
    } finally {
      for (const name of ["state.json", "progress.jsonl", "output.log"])
        rmSync(join(dataDir, "publish", name), { force: true });
    }
  });

  it("says a preview being prepared is a preview, not a publish", async () => {
    const browser = await signedIn("editor@foundry.example");
    mkdirSync(join(dataDir, "publish"), { recursive: true });
    const request = { kind: "preview", by: "other@foundry.example", at: new Date().toISOString() };
    writeFileSync(join(dataDir, "publish/request.json"), JSON.stringify(request));
    try {
      const page = await browser.get("/admin/publish");
      expect(page.text).toContain(asReactWrites(editorText.en.publish.previewRunning));
      expect(page.text).not.toContain(asReactWrites(editorText.en.publish.running));
      expect(page.text).toContain('http-equiv="refresh"');
    } finally {
      rmSync(join(dataDir, "publish/request.json"), { force: true });
    }
  });

  it("refuses every write without a session, without the token, from another site, or outside the content", async () => {
    const browser = await signedIn("editor@foundry.example");
    const form = (await browser.get("/admin/edit/site")).text;
    const fields: Record<string, string> = {
      ...formFields(form, "/admin/edit/site"),
      "f.phone.display": "+39 1",
      op: "save",
    };
    const before = saved("site");
    const stranger = visitor(() => origin);
    const small = { csrf: fields.csrf!, commit: "0123abc" };
    for (const [path, sent] of [
      ["/admin/edit/site", fields],
      ["/admin/undo", small],
      ["/admin/publish", small],
      ["/admin/rollback", small],
    ] as const) {
      expect((await stranger.post(path, sent)).status, `${path} without a session`).toBe(401);
      expect(
        (await browser.post(path, { ...sent, csrf: "forged" })).status,
        `${path} without the token`,
      ).toBe(403);
      expect(
        (await browser.post(path, sent, { Origin: "https://evil.example" })).status,
        `${path} from another site`,
      ).toBe(403);
    }
    // A body larger than the editor takes is refused in words, not with an error.
    const flood = Object.fromEntries(Array.from({ length: 100 }, (_, index) => [`x${index}`, "y"]));
    const tooMany = await browser.post("/admin/undo", { ...small, ...flood });
    expect(tooMany.status).toBe(413);
    expect(tooMany.text).toContain("nothing was saved");
    for (const path of [
      "/admin/edit/../../secret",
      "/admin/edit/%2e%2e/%2e%2e/secret",
      "/admin/edit/it/../../../etc/passwd",
      "/admin/edit/.schema/site",
      "/admin/edit/README",
      "/admin/edit/it/home.yaml",
    ]) {
      const answer = await rawRequest(origin, {
        method: "POST",
        path,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: [...browser.jar].map(([k, v]) => `${k}=${v}`).join("; "),
          Origin: origin,
        },
        body: new URLSearchParams(fields).toString(),
      });
      expect([400, 404], `${path}: ${answer.status}`).toContain(answer.status);
    }
    expect(saved("site")).toBe(before);
    // Who saved, undid and was refused is in the audit log.
    const log = openSessions({ dataDir });
    const actions = log.auditLog(500).map((entry) => `${entry.email} ${entry.action}`);
    expect(actions).toContain("editor@foundry.example saved");
    expect(actions).toContain("editor@foundry.example undid");
    expect(actions).toContain("arabic@foundry.example save refused");
    log.close();
  });
  it("marks a confirmed translation out of date when the English changes, until it is mended or confirmed", async () => {
    const translator = await signedIn("arabic@foundry.example");
    // The translator confirms the Arabic contact page: its draft mark removed.
    const draft = (await translator.get("/admin/edit/ar/contact")).text;
    const { "f.draft": mark, ...confirmed } = formFields(draft, "/admin/edit/ar/contact");
    expect(mark).toBe("true");
    expect((await translator.post("/admin/edit/ar/contact", { ...confirmed, op: "save" })).status).toBe(303);
    expect(saved("ar/contact")).not.toMatch(/^draft: true/m);
    expect((await translator.get("/admin/edit/ar/contact")).text).not.toContain("Out of date");

    // The English changes.
    const editor = await signedIn("editor@foundry.example");
    const english = (await editor.get("/admin/edit/en/contact")).text;
    // A text the translator confirmed (not one still marked as a draft entry).
    const record = JSON.parse(
      readFileSync(join(contentHistoryDir(dataDir), "content/translations.json"), "utf8"),
    ) as {
      ar: { contact: Record<string, string> };
    };
    const field = Object.entries(formFields(english, "/admin/edit/en/contact")).find(
      ([name, value]) => name.startsWith("f.") && value.length > 20 && name.slice(2) in record.ar.contact,
    )![0];
    expect(
      (await save(editor, "en/contact", { [field]: "A new English sentence for the page." }, english)).status,
    ).toBe(303);

    // Out of date at its field, and on the translator's to-do list.
    const path = field.slice(2);
    const outdated = (await translator.get("/admin/edit/ar/contact")).text;
    expect(outdated).toContain(fillTemplate(editorText.en.edit.outdatedCount, { count: 1 }).split(":")[0]!);
    expect(outdated).toContain(`name="confirm.${path}"`);
    expect((await translator.get("/admin")).text).toContain('href="/admin/edit/ar/contact"');
    // Ticked as still right: confirmed against the new English.
    const ticked = await translator.post("/admin/edit/ar/contact", {
      ...formFields(outdated, "/admin/edit/ar/contact"),
      [`confirm.${path}`]: "true",
      op: "save",
    });
    expect(ticked.status).toBe(303);
    const after = (await translator.get("/admin/edit/ar/contact")).text;
    expect(after).not.toContain("out of date");
    expect((await translator.get("/admin/history")).text).toContain(editorText.en.history.confirmed);
  });
});
