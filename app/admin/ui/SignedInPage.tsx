import type { ReactNode } from "react";
import type { AdminLanguage } from "../editor-text.ts";
import type { EditorPerson } from "../request-context.ts";
import { Header } from "./Header.tsx";
import { SectionLinks } from "./SectionLinks.tsx";

/** A signed-in page: the header, then the sections' menu with `section` marked, then the page. */
export function SignedInPage({
  language,
  person,
  path,
  section,
  children,
}: {
  language: AdminLanguage;
  person: EditorPerson;
  /** The page's own address, for the language switch. */
  path: string;
  /** The section the page belongs to ("" for none). */
  section: string;
  children: ReactNode;
}) {
  return (
    <>
      <Header language={language} person={person} path={path} />
      <main>
        <SectionLinks language={language} current={section} role={person.role} />
        {children}
      </main>
    </>
  );
}
