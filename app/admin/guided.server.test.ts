/** A guided form's new entry made, called as its page calls it, without HTTP. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { afterAll, expect, it } from "vitest";
import { contentRoot } from "../content/load-content.ts";
import { openContentRepo } from "./content-repo.server.ts";
import { createGuidedEntry } from "./guided.server.ts";
import { caseStudyForm } from "./new-case-study.server.ts";

const work = mkdtempSync(join(tmpdir(), "guided-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** What the form sends for a whole case study: each field "f.", each change ticked "on". */
const values = {
  "f.customer": "A cement plant in Portugal (name on request)",
  "f.part": "Hammer heads, 90 kg each",
  "f.industry": "mining",
  "f.grade": "ASTM A128 grade B-3",
  "f.previousMaterial": "Manganese steel, from another foundry",
  "f.problem": "The hammers wore out in three weeks.",
  "f.change": "A harder manganese grade and a wider head.",
  "f.resultLabel": "Hammer life",
  "f.unit": "months",
  "f.before": "1",
  "f.after": "2",
  "f.result": "The hammers now last two months.",
  "f.title": "Longer hammer life for a cement plant",
  "f.summary":
    "A cement plant changed to our manganese steel hammers with a wider head: they now last two months instead of one.",
  "f.metaTitle": "Case Study: Longer Hammer Life",
  "f.metaDescription":
    "A cement plant changed to our manganese steel hammers with a wider head: two months of life instead of one between changes, at the same price.",
  "f.photoAlt": "New hammer heads before fitting",
  "f.date": "2026-11-20",
  "f.changed.material": "on",
  "f.changed.design": "on",
};

it("makes the new entry at the end of both files as one change, a draft, or says at its field what is missing", async () => {
  const store = await openContentRepo(join(work, "case"), contentRoot);
  const before = store.read("articles").version;

  const missing = await createGuidedEntry(
    store,
    caseStudyForm,
    { ...values, "f.title": "" },
    "en",
    "giulia@foundry.example",
  );
  if (missing.kind !== "problems") throw new Error(`problems expected, not ${missing.kind}`);
  expect([...missing.problems.keys()]).toEqual(["title"]);
  expect(store.read("articles").version).toBe(before);

  const made = await createGuidedEntry(store, caseStudyForm, values, "en", "giulia@foundry.example");
  if (made.kind !== "made") throw new Error(`made expected: ${JSON.stringify(made)}`);
  const facts = parse(store.read("articles").text) as { entries: { name: string; published?: boolean }[] };
  const words = parse(store.read("en/articles").text) as { articles: { name: string; title: string }[] };
  expect(facts.entries.at(-1)).toMatchObject({ name: made.name, published: false });
  expect(words.articles.at(-1)).toMatchObject({
    name: made.name,
    title: "Longer hammer life for a cement plant",
  });

  // The same title again: a name of its own.
  const again = await createGuidedEntry(store, caseStudyForm, values, "en", "giulia@foundry.example");
  if (again.kind !== "made") throw new Error(`made expected: ${JSON.stringify(again)}`);
  expect(again.name).not.toBe(made.name);
});
