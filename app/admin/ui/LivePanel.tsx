import type { AdminLanguage } from "../editor-text.ts";
import { editorText } from "../editor-text.ts";
import type { LivePanel as Panel } from "../edit-page.server.ts";

/**
 * The live preview beside a content form: the page it shows (the file's own first), a button that
 * shows the form's values in it (live-preview.js presses it after each pause in typing), and the
 * frame, which opens on the file as saved.
 */
export function LivePanel({
  file,
  panel,
  language,
}: {
  file: string;
  panel: Panel;
  language: AdminLanguage;
}) {
  const words = editorText[language].edit.live;
  if (!panel.pages)
    return (
      <aside className="live-preview" aria-label={words.title}>
        <p>{words.none}</p>
      </aside>
    );
  const option = (choice: { path: string; title: string }) => (
    <option key={choice.path} value={choice.path}>{`${choice.title} · ${choice.path}`}</option>
  );
  const width = (pixels: number, label: string) => (
    <button type="button" className="small secondary" data-width={pixels} aria-pressed="false">
      {label}
    </button>
  );
  return (
    <aside
      className="live-preview"
      aria-labelledby="live-title"
      data-show={words.show}
      data-hide={words.hide}
    >
      <h2 id="live-title">{words.title}</h2>
      <div className="live-bar">
        <label htmlFor="live-page">{words.page}</label>
        <select id="live-page" name="previewPath" form="edit-form">
          {panel.pages.map((group) =>
            group.language === undefined ? (
              group.choices.map(option)
            ) : (
              <optgroup key={group.language} label={group.language}>
                {group.choices.map(option)}
              </optgroup>
            ),
          )}
        </select>
        <button
          type="submit"
          form="edit-form"
          formAction={`/admin/live/${file}`}
          formTarget="live-preview"
          name="op"
          value="preview"
          className="small secondary"
          data-live=""
        >
          {words.refresh}
        </button>
        <span className="live-widths" hidden>
          {width(360, words.phone)}
          {width(1280, words.desktop)}
        </span>
      </div>
      <div className="live-frame">
        <iframe
          name="live-preview"
          title={words.frame}
          loading="lazy"
          src={`/admin/live/${file}?path=${encodeURIComponent(panel.first)}`}
        />
      </div>
    </aside>
  );
}
