/**
 * The content's history as the editor shows it (issues 20 and 31), as data: every change with who
 * and when, each page and field it touched in words with the text before and after, whether
 * visitors see it yet, and what the person may undo or restore (routes/history.tsx shows it).
 */
import type { Account } from "./accounts.server.ts";
import { type FileChange, fileChangeInWords } from "./change-words.server.ts";
import type { ContentRepo } from "./content-repo.server.ts";
import type { AdminLanguage } from "./editor-text.ts";
import { mayChange } from "./roles.server.ts";

export interface HistoryEntry {
  commit: string;
  /** The first content, or a code release's merge: the code's, not a person's to undo. */
  first: boolean;
  author: string;
  /** ISO date and time of the change. */
  date: string;
  /** Whether visitors see it: it is in the live release's content. */
  onSite: boolean;
  files: (FileChange & { restorable: boolean })[];
  undoable: boolean;
}

/** The last `count` changes, each in words for `account` in `language`. */
export async function historyOf(
  store: ContentRepo,
  liveContent: string | null | undefined,
  account: Account,
  language: AdminLanguage,
  count = 40,
): Promise<HistoryEntry[]> {
  const changes = await store.history(count);
  const live = await store.changesIn(liveContent);
  const isFirst = (change: (typeof changes)[number]) => change.author === "Site editor";
  // Every content file's text before and after each change, in one read. Not the photos and
  // PDFs (megabytes each, and their bytes say nothing in words), nor the code's first content.
  const worded = (change: (typeof changes)[number], path: string) =>
    !isFirst(change) && path.startsWith("content/") && path.endsWith(".yaml");
  const texts = await store.textsAt(
    changes.flatMap((change) =>
      change.files
        .filter((path) => worded(change, path))
        .flatMap((path) => [
          { commit: `${change.commit}^`, path },
          { commit: change.commit, path },
        ]),
    ),
  );
  let at = 0;
  return changes.map((change) => {
    const mine = change.files.every((path) => mayChange(account, path));
    const first = isFirst(change);
    const files = first
      ? []
      : change.files.flatMap((path) => {
          let file: FileChange | undefined;
          if (worded(change, path)) {
            file = fileChangeInWords(path, texts[at], texts[at + 1], language);
            at += 2;
          } else {
            // A photo or a PDF: put in, or taken out (the change's own record says which).
            const removed = change.patch.includes(`diff --git a/${path} b/${path}\ndeleted file mode`);
            file = fileChangeInWords(path, "", removed ? undefined : "", language);
          }
          if (!file) return [];
          const restorable = !!file.file && mine && mayChange(account, `content/${file.file}.yaml`);
          return [{ ...file, restorable }];
        });
    return {
      commit: change.commit,
      first,
      author: change.author,
      date: change.date,
      onSite: live.has(change.commit),
      files,
      undoable: mine && !first,
    };
  });
}
