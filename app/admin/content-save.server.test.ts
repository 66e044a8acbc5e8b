/**
 * A content file's save, called as the editing route calls it, without HTTP: each of its
 * outcomes, and what each leaves in the content's history.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { contentRoot } from "../content/load-content.ts";
import { openContentRepo } from "./content-repo.server.ts";
import { dataOf, saveContentFile } from "./content-save.server.ts";

const work = mkdtempSync(join(tmpdir(), "content-save-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A description the site takes (70 to 160 characters), written by another person. */
const marco = "Steel castings poured, machined and tested in Italy for recycling, mining and power plants.";

const git = (dir: string, ...args: string[]) =>
  spawnSync("git", args, { cwd: dir, encoding: "utf8" }).stdout.trim();

interface Home {
  meta: { title: string; description: string };
  slides: { title: string }[];
}

/** The English home page's values as a form would send them, changed by `change`. */
const homeWith = (text: string, change: (home: Home) => void): Home => {
  const home = dataOf(text) as Home;
  change(home);
  return home;
};

it("saves the values sent, as a change of the person's, and saves nothing when nothing differs", async () => {
  const store = await openContentRepo(join(work, "saved"), contentRoot);
  const home = store.read("en/home");
  const values = homeWith(home.text, (data) => (data.meta.title = "Castings from Italy"));
  const outcome = await saveContentFile(store, {
    file: "en/home",
    values,
    sentVersion: home.version,
    who: "giulia@foundry.example",
  });
  const now = store.read("en/home");
  expect((dataOf(now.text) as Home).meta.title).toBe("Castings from Italy");
  // The YAML's comments are kept: only the value changed.
  expect(now.text.split("\n")[0]).toBe(home.text.split("\n")[0]);
  // One change in the history: the person's, naming the file and the field.
  if (outcome.kind !== "saved") throw new Error("saved expected");
  expect(git(store.dir, "log", "-1", "--format=%H%n%ae%n%s").split("\n")).toEqual([
    expect.stringMatching(new RegExp(`^${outcome.commit}`)),
    "giulia@foundry.example",
    expect.stringMatching(/^content\/en\/home\.yaml: .+/),
  ]);

  const again = await saveContentFile(store, {
    file: "en/home",
    values,
    sentVersion: now.version,
    who: "giulia@foundry.example",
  });
  expect(again).toEqual({ kind: "unchanged" });
  expect(store.read("en/home").version).toBe(now.version);
});

it("merges two people's saves of one version field by field, and refuses the fields both changed", async () => {
  const store = await openContentRepo(join(work, "merge"), contentRoot);
  const base = store.read("en/home");
  const first = await saveContentFile(store, {
    file: "en/home",
    values: homeWith(base.text, (data) => (data.meta.title = "Title by Giulia")),
    sentVersion: base.version,
    who: "giulia@foundry.example",
  });
  expect(first.kind).toBe("saved");

  // Marco's form was made from the same version: his description goes over Giulia's title.
  const merged = await saveContentFile(store, {
    file: "en/home",
    values: homeWith(base.text, (data) => (data.meta.description = marco)),
    sentVersion: base.version,
    who: "marco@foundry.example",
  });
  expect(merged).toMatchObject({ kind: "saved", mergedWith: "giulia@foundry.example" });
  const both = dataOf(store.read("en/home").text) as Home;
  expect(both.meta).toEqual({ title: "Title by Giulia", description: marco });

  // Anna changed the title too, from the first version: nothing is saved, and her form shows
  // the merge with her title where it clashes, at the version now saved.
  const before = store.read("en/home");
  const clash = await saveContentFile(store, {
    file: "en/home",
    values: homeWith(base.text, (data) => {
      data.meta.title = "Title by Anna";
      data.slides[0]!.title = "A slide by Anna";
    }),
    sentVersion: base.version,
    who: "anna@foundry.example",
  });
  if (clash.kind !== "conflict") throw new Error(`a conflict expected, not ${clash.kind}`);
  expect(clash.conflicts).toEqual([
    { path: ["meta", "title"], theirs: "Title by Giulia", yours: "Title by Anna" },
  ]);
  expect(clash.version).toBe(before.version);
  expect(clash.last?.author).toBe("marco@foundry.example");
  const shown = clash.values as Home;
  expect(shown.meta).toEqual({ title: "Title by Anna", description: marco });
  expect(shown.slides[0]!.title).toBe("A slide by Anna");
  expect(store.read("en/home").version).toBe(before.version);

  // A version no save made (a forged form): every field that differs is a conflict.
  const forged = await saveContentFile(store, {
    file: "en/home",
    values: homeWith(base.text, (data) => (data.meta.title = "Forged")),
    sentVersion: "0".repeat(40),
    who: "anna@foundry.example",
  });
  if (forged.kind !== "conflict") throw new Error(`a conflict expected, not ${forged.kind}`);
  expect(forged.conflicts.map((conflict) => conflict.path.join("."))).toEqual([
    "meta.title",
    "meta.description",
  ]);
});

it("saves nothing the site's content check refuses, and says what it found", async () => {
  const store = await openContentRepo(join(work, "problems"), contentRoot);
  const home = store.read("en/home");
  const outcome = await saveContentFile(store, {
    file: "en/home",
    values: homeWith(home.text, (data) => (data.slides = data.slides.slice(0, 1))),
    sentVersion: home.version,
    who: "giulia@foundry.example",
  });
  if (outcome.kind !== "problems") throw new Error(`problems expected, not ${outcome.kind}`);
  expect(outcome.problems.length).toBeGreaterThan(0);
  expect(outcome.problems.every((problem) => problem.file === "content/en/home.yaml")).toBe(true);
  expect(outcome.version).toBe(home.version);
  expect(store.read("en/home").text).toBe(home.text);
});

it("gives up, saving nothing, when others save the file every time it is tried", async () => {
  const store = await openContentRepo(join(work, "busy"), contentRoot);
  const home = store.read("en/home");
  let tries = 0;
  const outcome = await saveContentFile(
    {
      ...store,
      // Another save lands between each read and write.
      save: async () => {
        tries++;
        return { saved: false, current: home.text };
      },
    },
    {
      file: "en/home",
      values: homeWith(home.text, (data) => (data.meta.title = "Never saved")),
      sentVersion: home.version,
      who: "giulia@foundry.example",
    },
  );
  expect(outcome).toEqual({ kind: "busy" });
  expect(tries).toBe(3);
  expect(store.read("en/home").text).toBe(home.text);
});
