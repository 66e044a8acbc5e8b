/**
 * A content file's form without HTTP, as routes/edit.tsx calls it: what a list's button, a save,
 * a refused value and a forged list do, and what the page is then to show.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { contentRoot } from "../content/load-content.ts";
import { openContentRepo } from "./content-repo.server.ts";
import { dataOf } from "./content-save.server.ts";
import { editView, savedState, sendEdit } from "./edit-page.server.ts";

const work = mkdtempSync(join(tmpdir(), "edit-page-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A file's data as its form sends it: each text under f.<path>, each list's length under len.<path>. */
function formOf(data: unknown, path: string[] = [], into: Record<string, string> = {}) {
  if (Array.isArray(data)) {
    into[`len.${path.join(".")}`] = String(data.length);
    data.forEach((item, index) => formOf(item, [...path, String(index)], into));
  } else if (typeof data === "object" && data !== null) {
    for (const [key, value] of Object.entries(data)) formOf(value, [...path, key], into);
  } else into[`f.${path.join(".")}`] = String(data);
  return into;
}

interface Home {
  meta: { title: string };
  slides: { title: string }[];
}

it("moves a list's item without saving, refuses a forged list, saves a change, and shows a refused value at its field", async () => {
  const store = await openContentRepo(join(work, "repo"), contentRoot);
  const saved = savedState(store, "en/home");
  const home = saved.values as Home;
  const audited: string[] = [];
  const send = (form: Record<string, string>) =>
    sendEdit(
      store,
      { file: "en/home", form, who: "giulia@foundry.example", language: "en" },
      (action, detail) => audited.push(`${action}: ${detail}`),
    );
  const form = { ...formOf(home), version: saved.version };

  const view = editView(store, saved, "en");
  expect(view.fields.length).toBeGreaterThan(3);
  expect(view.live.pages).toBeDefined();

  // Without scripts, "Move down" sends the form back: the items swap in the form, nothing is saved.
  const moved = await send({ ...form, op: "down:slides.0" });
  if (moved.kind !== "shown") throw new Error(`shown expected, got ${moved.kind}`);
  expect(moved.status).toBe(200);
  expect((moved.state.values as Home).slides.map((slide) => slide.title)).toEqual(
    [...home.slides].reverse().map((slide) => slide.title),
  );
  expect(editView(store, moved.state, "en").posted).toBe(true);
  expect(store.read("en/home").version).toBe(saved.version);

  // A list longer than the schema allows is no form of the editor's: refused before it is read.
  const forged = await send({ ...form, "len.slides": "3", "f.slides.2.title": "x" });
  expect(forged).toEqual({ kind: "refused", text: expect.stringContaining("slides") });
  expect(audited.at(-1)).toMatch(/^save refused: en\/home: the list slides/);

  const changed = await send({ ...form, "f.meta.title": "Castings from Italy", op: "save" });
  expect(changed.kind).toBe("saved");
  expect((dataOf(store.read("en/home").text) as Home).meta.title).toBe("Castings from Italy");
  expect(audited.at(-1)).toMatch(/^saved: content\/en\/home\.yaml \(\w+\)$/);

  const now = store.read("en/home");
  const refused = await send({ ...form, version: now.version, "f.meta.title": "" });
  if (refused.kind !== "shown") throw new Error(`shown expected, got ${refused.kind}`);
  expect(refused.status).toBe(422);
  const shown = editView(store, refused.state, "it");
  // Said at its field, in the editor's language, with a link to it.
  expect(shown.atFields).toContainEqual(expect.objectContaining({ href: "#f-meta-title" }));
  expect(store.read("en/home").version).toBe(now.version);
});
