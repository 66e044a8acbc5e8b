/**
 * Restore and Undo, called as the history page's routes call them, without HTTP: each outcome,
 * and what each leaves in the content's history.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { contentRoot } from "../content/load-content.ts";
import type { Account } from "./accounts.server.ts";
import { type ContentRepo, openContentRepo } from "./content-repo.server.ts";
import { restoreContentFile, undoChange } from "./history-actions.server.ts";

const work = mkdtempSync(join(tmpdir(), "history-actions-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const editor: Pick<Account, "email" | "role" | "languages"> = {
  email: "giulia@foundry.example",
  role: "editor",
  languages: [],
};
const translator: Pick<Account, "email" | "role" | "languages"> = {
  email: "amal@foundry.example",
  role: "translator",
  languages: ["ar"],
};

/** The English home page's title line, as it is now. */
const titleOf = (store: ContentRepo) => /^ {2}title: (.*)$/m.exec(store.read("en/home").text)?.[1];

/** Saves the English home page with `title`: the change's commit. */
async function saveTitle(store: ContentRepo, title: string): Promise<string> {
  const now = store.read("en/home");
  const outcome = await store.save(
    "en/home",
    now.text.replace(/^( {2}title: ).*$/m, `$1${title}`),
    now.version,
    editor.email,
    "content/en/home.yaml: title",
  );
  if (!outcome.saved) throw new Error("not saved");
  return outcome.commit;
}

it("puts a page back as an earlier change left it, as a new change, and only for those it is theirs", async () => {
  const store = await openContentRepo(join(work, "restore"), contentRoot);
  const first = await saveTitle(store, "Castings from Italy");
  await saveTitle(store, "Steel castings from Italy");

  const restored = await restoreContentFile(store, { file: "en/home", commit: first, who: editor });
  if (restored.kind !== "restored") throw new Error(`restored expected, not ${restored.kind}`);
  expect(titleOf(store)).toBe("Castings from Italy");
  expect((await store.history(1))[0]).toMatchObject({
    commit: expect.stringMatching(new RegExp(`^${restored.commit}`)),
    author: editor.email,
    files: ["content/en/home.yaml"],
  });
  // As that change left it already: nothing more is saved.
  expect(await restoreContentFile(store, { file: "en/home", commit: first, who: editor })).toEqual({
    kind: "unchanged",
  });

  // Not a translator's: the English page. A change that never touched the file, or none at all.
  expect(await restoreContentFile(store, { file: "en/home", commit: first, who: translator })).toEqual({
    kind: "not yours",
  });
  expect(await restoreContentFile(store, { file: "en/about", commit: first, who: editor })).toEqual({
    kind: "not found",
  });
  expect(await restoreContentFile(store, { file: "en/home", commit: "0".repeat(40), who: editor })).toEqual({
    kind: "not found",
  });
  expect(await restoreContentFile(store, { file: "../secret", commit: first, who: editor })).toEqual({
    kind: "not found",
  });
});

it("refuses a version that no longer fits the site, saving nothing", async () => {
  const store = await openContentRepo(join(work, "refused"), contentRoot);
  const first = await saveTitle(store, "Castings from Italy");
  const before = store.read("en/home");
  // That change's text, as the history would give it, with one of the two slides the page needs.
  const oneSlide = before.text.replace(/^ {2}- eyebrow: Foundry\n(?: {4}.*\n)+/m, "");
  expect(oneSlide).not.toBe(before.text);
  const outcome = await restoreContentFile(
    { ...store, textsAt: async () => [oneSlide] },
    { file: "en/home", commit: first, who: editor },
  );
  if (outcome.kind !== "refused") throw new Error(`refused expected, not ${outcome.kind}`);
  expect(outcome.problems.map((problem) => problem.file)).toContain("content/en/home.yaml");
  expect(store.read("en/home").version).toBe(before.version);
});

it("undoes a change with a new one, refuses what later changes built on, and only for those it is theirs", async () => {
  const store = await openContentRepo(join(work, "undo"), contentRoot);
  const original = titleOf(store);
  const first = await saveTitle(store, "Castings from Italy");

  expect(await undoChange(store, { commit: first, who: translator })).toEqual({ kind: "not yours" });
  expect(await undoChange(store, { commit: "0".repeat(40), who: editor })).toEqual({ kind: "not found" });

  // A later change of the same line: the first cannot be taken out under it.
  const second = await saveTitle(store, "Steel castings from Italy");
  const refused = await undoChange(store, { commit: first, who: editor });
  expect(refused.kind).toBe("refused");
  expect(titleOf(store)).toBe("Steel castings from Italy");

  const undone = await undoChange(store, { commit: second, who: editor });
  if (undone.kind !== "undone") throw new Error(`undone expected, not ${undone.kind}`);
  expect(titleOf(store)).toBe("Castings from Italy");
  expect((await store.history(1))[0]?.author).toBe(editor.email);
  const back = await undoChange(store, { commit: first, who: editor });
  expect(back.kind).toBe("undone");
  expect(titleOf(store)).toBe(original);
});
