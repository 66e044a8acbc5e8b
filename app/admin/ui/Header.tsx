import { type AdminLanguage, editorText } from "../editor-text.ts";
import type { EditorPerson } from "../request-context.ts";
import { LanguageLinks } from "./LanguageLinks.tsx";

/** Who is signed in, their own password, the language switch and signing out: on every signed-in page. */
export function Header({
  language,
  person,
  path,
}: {
  language: AdminLanguage;
  person: EditorPerson;
  path: string;
}) {
  const words = editorText[language];
  const languages = person.languages.length ? ` (${person.languages.join(", ")})` : "";
  return (
    <header>
      <strong>{words.editor}</strong>
      <span>{`${words.signedInAs} ${person.email}, ${words.roles[person.role]}${languages}`}</span>
      <a href="/admin/password">{words.password.link}</a>
      <LanguageLinks current={language} path={path} />
      <form method="post" action="/admin/logout">
        <input type="hidden" name="csrf" value={person.csrf} />
        <button type="submit">{words.signOut}</button>
      </form>
    </header>
  );
}
