import { type AdminLanguage, editorText } from "../editor-text.ts";
import { otherLanguages } from "../shell.ts";

/** The other language's link, so a person can switch whatever their browser asks for. */
export function LanguageLinks({ current, path }: { current: AdminLanguage; path: string }) {
  return (
    <nav aria-label={editorText[current].languageName}>
      {otherLanguages(current).map((language) => (
        <a key={language} href={`${path}?language=${language}`} lang={language} hrefLang={language}>
          {editorText[language].languageName}
        </a>
      ))}
    </nav>
  );
}
