/**
 * The dashboard's to-do list for one person, as data (routes/dashboard.tsx shows it): what the
 * site still needs from them, in their language, limited to what their role may change.
 */
import { localeByCode, type LocaleCode, locales } from "../locales.ts";
import type { Account, Accounts } from "./accounts.server.ts";
import { type ChecklistGroup, checklistGroups } from "./checklist-view.server.ts";
import { contentFolderOf } from "./content-repo.server.ts";
import type { AdminLanguage } from "./editor-text.ts";
import { photoPlacesByPage } from "./field-help/photo-places.ts";
import { fieldId, pathOf } from "./form.server.ts";
import { formName, type GuidedSpec } from "./guided.server.ts";
import { mayEdit } from "./roles.server.ts";
import { type TodoList, todoList } from "./todo.server.ts";
import { unfinishedForms } from "./unfinished.server.ts";

export interface Dashboard {
  /** Certificates past their date or near it; none for a translator. */
  certificates: TodoList["certificates"];
  placeholders: { count: number; groups: ChecklistGroup[] };
  /** Each language's drafts, named and linked to the mark that waits. */
  drafts: { language: LocaleCode; name: string; items: number; files: number; groups: ChecklistGroup[] }[];
  /** Guided forms kept unfinished, for whoever completes them; none for a translator. */
  waiting: { href: string; title: string; named: string | undefined; who: string; at: string }[];
  outdated: { language: LocaleCode; name: string; file: string; count: number }[];
  /** The photo places still empty, by page; undefined for a translator. */
  drawings:
    { count: number; pages: { page: string; places: { slot: string; label: string }[] }[] } | undefined;
  undescribed: { href: string; language: string; article: string; described: number; photos: number }[];
  enquiries: { pending: number; oldestPendingSeconds: number | null } | undefined;
  /** Every account, for an administrator. */
  accounts: Pick<Account, "email" | "role" | "languages">[] | undefined;
}

/** A guided form's own, as the dashboard lists one kept unfinished. */
export type GuidedFormSpec = Pick<GuidedSpec<unknown>, "path" | "namedBy" | "words">;

export function dashboardOf(
  {
    dataDir,
    accounts,
    enquiries,
    guided,
  }: {
    dataDir: string;
    /** The guided forms (new-case-study.server.ts, new-datasheet.server.ts). */
    guided: readonly GuidedFormSpec[];
    accounts: Accounts | undefined;
    enquiries: (() => { pending: number; oldestPendingSeconds: number | null }) | undefined;
  },
  account: Account,
  language: AdminLanguage,
): Dashboard {
  const guidedForms = new Map<string, GuidedFormSpec>(guided.map((spec) => [spec.path, spec]));
  const translator = account.role === "translator";
  const mine: LocaleCode[] = translator ? account.languages : locales.map((locale) => locale.code);
  // The person's own language first: the facts' list items are named in its words
  // ("Acciaio austenitico al manganese › A"), and its texts come first.
  const ordered = [...mine].sort((a, b) => Number(b === language) - Number(a === language));
  const todo = todoList(ordered, contentFolderOf(dataDir));
  const placeholders = todo.placeholders.filter((item) => mayEdit(account, item.file));
  const nameOf = (code: LocaleCode) => localeByCode(code)?.name ?? code;
  return {
    certificates: translator ? [] : todo.certificates,
    placeholders: { count: placeholders.length, groups: checklistGroups(placeholders, language) },
    drafts: todo.drafts
      .filter((entry) => entry.items.length > 0 || entry.files.length > 0)
      .map((entry) => ({
        language: entry.language,
        name: nameOf(entry.language),
        items: entry.items.length,
        files: entry.files.length,
        groups: checklistGroups(
          entry.items.filter((item) => mayEdit(account, item.file)),
          language,
        ),
      })),
    waiting: translator
      ? []
      : unfinishedForms(dataDir)
          .list([...guidedForms.keys()])
          .map((kept) => {
            const spec = guidedForms.get(kept.form)!;
            const named = spec.namedBy
              .flatMap((name) => kept.values[formName(name)] ?? [])
              .find((value) => typeof value === "string" && value.trim());
            return {
              href: `/admin/new/${kept.form}?unfinished=${kept.id}`,
              title: spec.words(language).title,
              named: typeof named === "string" ? named.trim().slice(0, 80) : undefined,
              who: kept.who,
              at: new Date(kept.at).toISOString(),
            };
          }),
    outdated: todo.outdated.flatMap((entry) =>
      entry.files.map((item) => ({ language: entry.language, name: nameOf(entry.language), ...item })),
    ),
    drawings: translator
      ? undefined
      : {
          count: todo.drawings.length,
          pages: photoPlacesByPage(todo.drawings, todo.slots, language).map(([page, places]) => ({
            page,
            places,
          })),
        },
    undescribed: todo.undescribed
      .filter((item) => mayEdit(account, item.file))
      .map((item) => ({
        href: `/admin/edit/${item.file}#${fieldId(pathOf(item.path))}`,
        language: nameOf(item.language),
        article: item.article,
        described: item.described,
        photos: item.photos,
      })),
    enquiries: enquiries?.(),
    accounts:
      account.role === "admin"
        ? (accounts?.list() ?? []).map(({ email, role, languages }) => ({ email, role, languages }))
        : undefined,
  };
}
