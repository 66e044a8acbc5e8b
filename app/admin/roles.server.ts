/**
 * Who may change what: editors and administrators every content file and photo, translators only
 * their languages' translations (and the record that goes with them).
 */
import { contentPath } from "../content/history.server.ts";
import { translationsFile } from "../content/translations.ts";
import { defaultLocale, type LocaleCode } from "../locales.ts";
import type { Account } from "./accounts.server.ts";

/** May this account change this file? Translators: only their languages' translations. */
export function mayEdit(account: Pick<Account, "role" | "languages">, file: string): boolean {
  if (contentPath(file) === undefined) return false;
  if (account.role !== "translator") return true;
  const [language, name] = file.split("/");
  return (
    name !== undefined &&
    language !== defaultLocale.code &&
    account.languages.includes(language as LocaleCode)
  );
}

/**
 * May this account change (or undo a change to) this path of the content's history? The
 * translations' record goes with a translation; photos are the editors'.
 */
export function mayChange(account: Pick<Account, "role" | "languages">, path: string): boolean {
  if (path === `content/${translationsFile}`) return true;
  if (path.startsWith("images/")) return account.role !== "translator";
  return mayEdit(account, path.replace(/^content\//, "").replace(/\.yaml$/, ""));
}
