import { fillTemplate } from "../../format/template.ts";
import { type AdminLanguage, editorText } from "../editor-text.ts";

/** When a copy brought back was kept, as the editor's language says dates. */
const dateText = (at: string, language: AdminLanguage) => {
  const when = new Date(at);
  return Number.isNaN(when.getTime()) ? "" : when.toLocaleString(language === "it" ? "it-IT" : "en-GB");
};

/** Above a form: what was typed and not saved is back (use-kept-typing.ts), with a way to drop it. */
export function RestoredNotice({
  at,
  language,
  discard,
}: {
  /** When the copy brought back was kept; none brought back: nothing shown. */
  at: string | undefined;
  language: AdminLanguage;
  discard: () => void;
}) {
  if (at === undefined) return null;
  const words = editorText[language].edit;
  return (
    <div className="restored" role="status">
      <p>{fillTemplate(words.restored, { date: dateText(at, language) })}</p>
      <button type="button" className="small secondary" onClick={discard}>
        {words.discard}
      </button>
    </div>
  );
}
