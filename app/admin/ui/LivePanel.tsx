import type { AdminLanguage } from "../editor-text.ts";
import { editorText } from "../editor-text.ts";
import type { LivePanel as Panel } from "../edit-page.server.ts";
import { useHydrated } from "./use-hydrated.ts";
import type { LivePreview } from "./use-live-preview.ts";

/**
 * The live preview beside a content form: the page it shows (the file's own first), a button that
 * shows the form's values in it (pressed after each pause in typing once React runs:
 * use-live-preview.ts), and the frame, which opens on the file as saved.
 */
export function LivePanel({
  file,
  panel,
  language,
  preview,
}: {
  file: string;
  panel: Panel;
  language: AdminLanguage;
  preview: LivePreview;
}) {
  const hydrated = useHydrated();
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
    <button
      type="button"
      className="small secondary"
      data-width={pixels}
      aria-pressed={preview.width === pixels}
      onClick={() => preview.setWidth(pixels)}
    >
      {label}
    </button>
  );
  return (
    <aside
      id="live-panel"
      className={preview.open ? "live-preview open" : "live-preview"}
      aria-labelledby="live-title"
    >
      <h2 id="live-title">{words.title}</h2>
      <div className="live-bar">
        <label htmlFor="live-page">{words.page}</label>
        <select id="live-page" name="previewPath" form="edit-form" onChange={() => preview.refresh(false)}>
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
          ref={preview.button}
        >
          {words.refresh}
        </button>
        <span className="live-widths" hidden={!hydrated}>
          {width(360, words.phone)}
          {width(1280, words.desktop)}
        </span>
      </div>
      <div className="live-frame" ref={preview.box}>
        <iframe
          ref={preview.frame}
          name="live-preview"
          title={words.frame}
          loading="lazy"
          src={`/admin/live/${file}?path=${encodeURIComponent(panel.first)}`}
        />
      </div>
    </aside>
  );
}
