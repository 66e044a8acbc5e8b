import type { Role } from "../accounts.server.ts";
import { type AdminLanguage, editorText } from "../editor-text.ts";
import { sectionList } from "../shell.ts";

/** The editor's sections, on every signed-in page; `current` is marked as the page shown. */
export function SectionLinks({
  language,
  current,
  role,
}: {
  language: AdminLanguage;
  current: string;
  role?: Role;
}) {
  return (
    <nav className="sections" aria-label={editorText[language].editor}>
      {sectionList(language, role).map(({ href, label }) => (
        <a key={href} href={href} aria-current={href === current ? "page" : undefined}>
          {label}
        </a>
      ))}
    </nav>
  );
}
