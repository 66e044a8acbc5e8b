/**
 * Going back in the content's history, knowing nothing of HTTP (issue 50): a page put back as an
 * earlier change left it, checked like a save, and a change undone. The history page's routes
 * (history-pages.server.ts) only read the request and say the outcome.
 */
import type { ContentProblem } from "../content/problems.ts";
import type { Account } from "./accounts.server.ts";
import type { ContentRepo } from "./content-repo.server.ts";
import { checkMended, entryOf } from "./content-save.server.ts";
import { mayChange } from "./roles.server.ts";
import { ContentRepoError } from "../content/history.server.ts";

/** How many changes back one can be put back or undone (the history page shows the latest 40). */
export const historyReach = 500;

type Who = Pick<Account, "email" | "role" | "languages">;

export type RestoreOutcome =
  /** No such change of that content file within reach. */
  | { kind: "not found" }
  /** The file is not this account's to change. */
  | { kind: "not yours" }
  /** The file is as that change left it already: nothing was saved. */
  | { kind: "unchanged" }
  /** That version no longer fits the rest of the site: nothing was saved. */
  | { kind: "refused"; problems: ContentProblem[] }
  | { kind: "restored"; commit: string }
  /** Someone saved the file as it was being put back: nothing was saved. */
  | { kind: "busy" };

/** Puts `file` back as change `commit` left it, as a new change of `who`'s. */
export async function restoreContentFile(
  store: Pick<ContentRepo, "dir" | "mend" | "history" | "textsAt" | "read" | "save">,
  { file, commit, who }: { file: string; commit: string; who: Who },
): Promise<RestoreOutcome> {
  const path = `content/${file}.yaml`;
  const change = (await store.history(historyReach)).find((entry) => entry.commit === commit);
  if (!change || !change.files.includes(path) || !entryOf(file)) return { kind: "not found" };
  if (!mayChange(who, path)) return { kind: "not yours" };
  const [text] = await store.textsAt([{ commit, path }]);
  if (text === undefined) return { kind: "not found" };
  const now = store.read(file);
  if (now.text === text) return { kind: "unchanged" };
  const problems = await checkMended(store, new Map([[file, text]]));
  if (problems.length > 0) return { kind: "refused", problems };
  const outcome = await store.save(
    file,
    text,
    now.version,
    who.email,
    `content/${file}.yaml: restored as change ${commit} left it`,
  );
  return outcome.saved ? { kind: "restored", commit: outcome.commit } : { kind: "busy" };
}

export type UndoOutcome =
  | { kind: "not found" }
  /** One of the change's files is not this account's to change. */
  | { kind: "not yours" }
  | { kind: "undone"; commit: string }
  /** Later changes touch the same lines, or the history would not take it: why, in English. */
  | { kind: "refused"; reason: string };

/** Undoes change `commit` with a new change of `who`'s. */
export async function undoChange(
  store: Pick<ContentRepo, "history" | "undo">,
  { commit, who }: { commit: string; who: Who },
): Promise<UndoOutcome> {
  const change = (await store.history(historyReach)).find((entry) => entry.commit === commit);
  if (!change) return { kind: "not found" };
  if (!change.files.every((path) => mayChange(who, path))) return { kind: "not yours" };
  try {
    return { kind: "undone", commit: await store.undo(commit, who.email) };
  } catch (error) {
    if (!(error instanceof ContentRepoError)) throw error;
    return { kind: "refused", reason: error.message };
  }
}
