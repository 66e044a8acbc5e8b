import type { MetaFunction } from "react-router";
import { type AdminLanguage, type EditorText, editorText } from "../editor-text.ts";

/**
 * A page's title, "<page> · Site editor", in the language its loader found; `pick` may read what
 * the loader returned (a file's form, a guided form), and without a title the editor's name alone.
 */
export const pageTitle =
  <Page = unknown>(pick: (words: EditorText, page: Page | undefined) => string | undefined): MetaFunction =>
  ({ loaderData }) => {
    const page = loaderData as (Page & { language?: AdminLanguage }) | undefined;
    const words = editorText[page?.language ?? "en"];
    const title = pick(words, page);
    return [{ title: title === undefined ? words.editor : `${title} · ${words.editor}` }];
  };
