import type { MetaFunction } from "react-router";
import { type AdminLanguage, type EditorText, editorText } from "../editor-text.ts";

/** A page's title, "<page> · Site editor", in the language its loader found. */
export const pageTitle =
  (pick: (words: EditorText) => string): MetaFunction =>
  ({ loaderData }) => {
    const words = editorText[(loaderData as { language?: AdminLanguage } | undefined)?.language ?? "en"];
    return [{ title: `${pick(words)} · ${words.editor}` }];
  };
