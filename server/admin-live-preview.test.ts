/**
 * The live preview beside each editing form, through the real server module and the English
 * build: the page rendered by the site's own build with the form's values, not saved, without its
 * scripts, framed by the editor only; a value the check refuses is named instead; nothing of it
 * reaches a visitor's page. (Typing and seeing it, in English and Arabic, at two widths, with and
 * without JavaScript: tests/e2e/admin-editing.spec.ts.)
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "node-html-parser";
import { expect, it } from "vitest";
import { contentHistoryDir } from "../app/content/history.server.ts";
import { contentOf } from "../app/content/load-content.ts";
import { editorText } from "../app/admin/editor-text.ts";
import { fieldText, pageName } from "../app/admin/field-help/index.ts";
import { adminSiteForTests, formFields, signedInAs, visitor } from "./admin-testing.ts";
import { rawRequest } from "./testing.ts";

// An editor, and a translator of Arabic.
const site = adminSiteForTests("admin-live");
const words = editorText.en.edit.live;
const html = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const saved = (file: string) =>
  readFileSync(join(contentHistoryDir(site.dataDir), "content", `${file}.yaml`), "utf8");
const signedIn = (email: string) => signedInAs(site.origin, email);

it("puts a preview beside the form: the file's own page first, a button that sends the form to it", async () => {
  const editor = await signedIn("editor@foundry.example");
  const form = await editor.get("/admin/edit/en/home");
  expect(form.headers["content-security-policy"]).toContain("frame-src 'self'");
  const page = parse(form.text);
  expect(page.querySelector('iframe[name="live-preview"]')?.getAttribute("src")).toBe(
    "/admin/live/en/home?path=%2F",
  );
  const button = page.querySelector('button[formtarget="live-preview"]');
  expect(button?.getAttribute("type")).toBe("submit");
  expect(button?.getAttribute("form")).toBe("edit-form");
  expect(button?.getAttribute("formaction")).toBe("/admin/live/en/home");
  const choice = page.querySelector('select[name="previewPath"]');
  expect(choice?.getAttribute("form")).toBe("edit-form");
  expect(choice?.querySelector("option")?.getAttribute("value")).toBe("/");
  // A datasheet's words show on its family's pages first; the facts in every language.
  const materials = parse((await editor.get("/admin/edit/en/materials")).text);
  const family = contentOf("en").materials.families[0]!;
  const shown = materials
    .querySelectorAll('select[name="previewPath"] option')
    .map((one) => one.getAttribute("value"));
  expect(shown.slice(0, 2)).toEqual(["/materials", `/materials/${family.name}`]);
  const facts = parse((await editor.get("/admin/edit/site")).text);
  expect(facts.querySelector('optgroup[label="العربية"] > option')?.getAttribute("value")).toBe("/ar");
  // The answers shown only when something goes wrong have no page to show.
  expect((await editor.get("/admin/edit/en/server-error")).text).toContain(html(words.none));
});

it("renders the page with the form's values, unsaved, without scripts, framed by the editor only", async () => {
  const editor = await signedIn("editor@foundry.example");
  const heading = contentOf("en").home.hero.heading;
  const shown = await editor.get("/admin/live/en/home?path=%2F");
  expect(shown.status).toBe(200);
  expect(shown.text).toContain(html(heading).replaceAll("&#39;", "&#x27;").slice(0, 30));
  expect(shown.text).not.toMatch(/<script|modulepreload/);
  expect(shown.text).toContain('<base target="_blank">');
  const policy = shown.headers["content-security-policy"] ?? "";
  expect(policy).toContain("script-src 'none'");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).toContain("form-action 'none'");

  const page = (await editor.get("/admin/edit/en/home")).text;
  const typed = "Castings typed a moment ago <not saved>";
  const before = saved("en/home");
  const live = await editor.post("/admin/live/en/home", {
    ...formFields(page, "/admin/edit/en/home"),
    "f.hero.heading": typed,
    previewPath: "/",
  });
  expect(live.status).toBe(200);
  // The page's main title is what was typed (the footer says the same words as the heading did).
  expect(live.text).toMatch(/<h1 id="home-heading"[^>]*>Castings typed a moment ago &lt;not saved&gt;</);
  expect(saved("en/home")).toBe(before);

  // Every section shows what was typed, also one whose words its module once read as it loaded.
  const homeFields = formFields(page, "/admin/edit/en/home");
  expect(Object.keys(homeFields)).toContain("f.spiderRotor.heading");
  const rotor = await editor.post("/admin/live/en/home", {
    ...homeFields,
    "f.spiderRotor.heading": "Rotors typed a moment ago",
    previewPath: "/",
  });
  expect(rotor.text).toMatch(/<h2[^>]*>Rotors typed a moment ago</);

  // Another page of the list, with the same values: the layout's words on the contact page.
  const layoutForm = (await editor.get("/admin/edit/en/layout")).text;
  const fields = formFields(layoutForm, "/admin/edit/en/layout");
  const [name, value] = Object.entries(fields).find(
    ([key, text]) => key.startsWith("f.") && text.length > 12,
  )!;
  const contact = await editor.post("/admin/live/en/layout", {
    ...fields,
    [name]: `${value} Zebra`,
    previewPath: "/contact",
  });
  expect(contact.text).toMatch(/<html[^>]*lang="en"/);
  expect(contact.text).toContain(html(contentOf("en").contact.banner.title));
});

it("names what the check refuses instead of the page, at its field, in the editor's words", async () => {
  const editor = await signedIn("editor@foundry.example");
  const page = (await editor.get("/admin/edit/en/home")).text;
  const live = await editor.post("/admin/live/en/home", {
    ...formFields(page, "/admin/edit/en/home"),
    "f.hero.heading": "",
  });
  expect(live.status).toBe(200);
  expect(live.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(live.text).toContain(html(words.waiting));
  // "Home page › Opening banner › Main title of the site": the page, then the field as the form names it.
  const named = new RegExp(
    `<strong>${html(pageName("home", "en"))} › [^<]*${html(fieldText("home", ["hero", "heading"], "en").label)}</strong>: `,
  );
  expect(live.text).toMatch(named);
});

it("leaves every other render as built: a visitor's page never shows what an editor typed", async () => {
  const editor = await signedIn("editor@foundry.example");
  const page = (await editor.get("/admin/edit/en/not-found")).text;
  const fields = formFields(page, "/admin/edit/en/not-found");
  const [name] = Object.entries(fields).find(([key, text]) => key.startsWith("f.") && text.length > 12)!;
  const typed = "Typed into the not-found page, never published";
  // Previews and visitors' pages at once: each visitor's render reads the built words.
  const [previews, visitors] = await Promise.all([
    Promise.all([1, 2].map(() => editor.post("/admin/live/en/not-found", { ...fields, [name]: typed }))),
    Promise.all([1, 2, 3, 4].map(() => rawRequest(site.origin, { path: "/no-such-page" }))),
  ]);
  expect(previews.some((answer) => answer.text.includes(typed))).toBe(true);
  for (const answer of visitors) {
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain(typed);
  }
  expect((await rawRequest(site.origin, { path: "/no-such-page" })).text).not.toContain(typed);
  // The public pages still refuse to be framed.
  expect((await rawRequest(site.origin, { path: "/" })).headers["content-security-policy"]).toContain(
    "frame-ancestors 'none'",
  );
});

it("counts a session's previews before reading them, apart from its saves", async () => {
  const editor = await signedIn("editor@foundry.example");
  // Without the token each is refused once counted, before its form is read.
  for (let sent = 0; sent < 150; sent++)
    expect((await editor.post("/admin/live/en/home", { "f.hero.heading": "x" })).status).toBe(403);
  const limited = await editor.post("/admin/live/en/home", { "f.hero.heading": "x" });
  expect(limited.status).toBe(429);
  expect(limited.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(limited.text).toContain(html(words.tooFast.split("{seconds}")[0]!));
  // The frame's first page, a GET, renders too: counted with them.
  expect((await editor.get("/admin/live/en/home")).status).toBe(429);
  // Saving is counted on its own: the same session still saves.
  const page = (await editor.get("/admin/edit/en/not-found")).text;
  const saved = await editor.post("/admin/edit/en/not-found", {
    ...formFields(page, "/admin/edit/en/not-found"),
    op: "save",
  });
  expect(saved.status).toBe(303);
});

it("is the editors' own: a session, the token, and the person's files only", async () => {
  const nobody = visitor(() => site.origin);
  expect((await nobody.get("/admin/live/en/home")).status).toBe(303);
  expect((await nobody.post("/admin/live/en/home", { "f.hero.heading": "x" })).status).toBe(401);
  const editor = await signedIn("editor@foundry.example");
  expect((await editor.post("/admin/live/en/home", { "f.hero.heading": "x" })).status).toBe(403);
  expect((await editor.get("/admin/live/en/no-such-file")).status).toBe(404);
  const translator = await signedIn("arabic@foundry.example");
  expect((await translator.get("/admin/live/en/home")).status).toBe(403);
  // Arabic is not built on this test server: said, not a failure.
  const arabic = await translator.get("/admin/live/ar/contact");
  expect(arabic.status).toBe(200);
  expect(arabic.text).toContain(html(words.noBuild));
});

it("reaches no browser: the server build reads its words at render time, the browsers' bundles do not", () => {
  const build = fileURLToPath(new URL("../build/", import.meta.url));
  const server = readdirSync(join(build, "server"), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".js"))
    .map((name) => readFileSync(join(build, "server", name), "utf8"))
    .join("\n");
  expect(server).toContain("foundry.render-content");
  expect(server).toContain('contentFor("home"');
  for (const file of readdirSync(join(build, "client/assets")).filter((name) => name.endsWith(".js")))
    expect(readFileSync(join(build, "client/assets", file), "utf8"), file).not.toMatch(
      /foundry\.render-content|contentFor/,
    );
});
