/**
 * Guided forms kept unfinished (issue 50): the marketing assistant starts a datasheet or a case
 * study with what she knows, keeps it, and the engineer completes it later from the dashboard, in
 * his own browser. Kept on the server (DATA_DIR/unfinished/<form>/<id>.json, each written whole),
 * never in the content: nothing of it reaches a page or a publish until the form is sent whole.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { writeWhole } from "../content/write-whole.server.ts";

/** What a form kept unfinished holds: the fields as typed, who kept it last and when. */
export interface Unfinished {
  id: string;
  /** The guided form's path: "case-study", "datasheet". */
  form: string;
  who: string;
  at: number;
  values: Record<string, string | string[]>;
}

/** How many may wait per form: more are refused, so no one can fill the disk with them. */
export const unfinishedLimit = 40;

const idPattern = /^[a-f0-9]{16}$/;
const formPattern = /^[a-z0-9-]+$/;

export class TooManyUnfinished extends Error {}

export function unfinishedForms(dataDir: string) {
  const folderOf = (form: string) => {
    if (!formPattern.test(form)) throw new Error(`not a guided form: ${form}`);
    return join(dataDir, "unfinished", form);
  };
  const ids = (form: string) => {
    try {
      return readdirSync(folderOf(form))
        .filter((name) => name.endsWith(".json"))
        .map((name) => name.slice(0, -".json".length))
        .filter((id) => idPattern.test(id));
    } catch {
      return [];
    }
  };
  const read = (form: string, id: unknown): Unfinished | undefined => {
    if (typeof id !== "string" || !idPattern.test(id)) return undefined;
    try {
      const kept = JSON.parse(readFileSync(join(folderOf(form), `${id}.json`), "utf8")) as Unfinished;
      return { ...kept, id, form };
    } catch {
      return undefined;
    }
  };
  return {
    read,
    /** Keeps `values` as `id` (a new one when none or unknown); its id. */
    keep(form: string, id: unknown, who: string, values: Unfinished["values"], now = Date.now()): string {
      const existing = read(form, id)?.id;
      if (!existing && ids(form).length >= unfinishedLimit) throw new TooManyUnfinished();
      const kept = existing ?? randomBytes(8).toString("hex");
      mkdirSync(folderOf(form), { recursive: true, mode: 0o700 });
      writeWhole(join(folderOf(form), `${kept}.json`), JSON.stringify({ who, at: now, values }), 0o600);
      return kept;
    },
    remove(form: string, id: unknown): void {
      if (typeof id === "string" && idPattern.test(id))
        rmSync(join(folderOf(form), `${id}.json`), { force: true });
    },
    /** Every one kept of `forms`, the newest first. */
    list(forms: readonly string[]): Unfinished[] {
      return forms
        .flatMap((form) => ids(form).flatMap((id) => read(form, id) ?? []))
        .sort((a, b) => b.at - a.at);
    },
  };
}
