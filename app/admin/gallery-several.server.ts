/**
 * Several gallery photos at once (issue 31 item 8): the photos dropped or chosen together are
 * kept aside (DATA_DIR/photo-uploads, as one photo is before "keep"), then this page asks for each
 * one's category and its description in every language, and they are added together. Made with
 * React on the server.
 */
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { fillTemplate } from "../format/template.ts";
import { locales } from "../locales.ts";
import { type AdminLanguage, editorText } from "./editor-text.ts";

/** A photo waiting for its words: its upload's id, the file's own name, what was typed. */
export interface WaitingPhoto {
  id: string;
  name: string;
  category: string;
  alts: Record<string, string>;
}

/** The problems of the form, by field name (`category-<n>`, `alt-<n>-<code>`, `photo-<n>`). */
export type SeveralProblems = ReadonlyMap<string, readonly string[]>;

/** The photos of a sent form, as its fields name them; at most `max`, what is missing left empty. */
export function waitingPhotosOf(body: Record<string, unknown>, max: number): WaitingPhoto[] {
  const text = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : "");
  const count = Math.min(max, Math.max(0, Math.trunc(Number(text("count"))) || 0));
  return Array.from({ length: count }, (_, n) => ({
    id: text(`upload-${n}`),
    name: text(`name-${n}`).slice(0, 200),
    category: text(`category-${n}`),
    alts: Object.fromEntries(locales.map((locale) => [locale.code, text(`alt-${n}-${locale.code}`).trim()])),
  }));
}

function Problem({ id, list }: { id: string; list: readonly string[] | undefined }): ReactNode {
  return list?.length
    ? h(
        "p",
        { className: "problem", id },
        list.flatMap((line, index) => (index === 0 ? [line] : [h("br", { key: index }), line])),
      )
    : null;
}

/** Attributes tying a field to its problem, when it has one. */
const described = (id: string, list: readonly string[] | undefined) =>
  list?.length ? { "aria-describedby": id, "aria-invalid": true } : {};

export function severalPage({
  language,
  csrf,
  photos,
  categories,
  refused,
  problems,
}: {
  language: AdminLanguage;
  csrf: string;
  photos: readonly WaitingPhoto[];
  categories: readonly { key: string; label: string }[];
  /** Files not kept, each with why. */
  refused: readonly string[];
  problems: SeveralProblems;
}): string {
  const words = editorText[language].gallery;
  const several = words.several;
  const field = (key: string, label: string, control: ReactNode, list: readonly string[] | undefined) =>
    h(
      "div",
      { className: "field" },
      h("label", { htmlFor: key }, label),
      h(Problem, { id: `problem-${key}`, list }),
      control,
    );
  return renderToStaticMarkup(
    h(
      "div",
      { className: "several" },
      h("p", null, h("a", { href: "/admin/gallery" }, several.back)),
      h("h1", null, several.title),
      h("p", null, fillTemplate(several.intro, { count: photos.length })),
      refused.length
        ? h(
            "div",
            { role: "alert", className: "refused" },
            h("p", null, several.notKept),
            h(
              "ul",
              null,
              refused.map((line) => h("li", { key: line }, line)),
            ),
          )
        : null,
      h(
        "form",
        { method: "post", action: "/admin/gallery/several/add", className: "several-photos" },
        h("input", { type: "hidden", name: "csrf", value: csrf }),
        h("input", { type: "hidden", name: "count", value: String(photos.length) }),
        h(
          "ol",
          null,
          photos.map((photo, n) =>
            h(
              "li",
              { key: photo.id, className: "card" },
              h("input", { type: "hidden", name: `upload-${n}`, value: photo.id }),
              h("input", { type: "hidden", name: `name-${n}`, value: photo.name }),
              h("h2", null, fillTemplate(several.photo, { n: n + 1, name: photo.name })),
              h("img", {
                src: `/admin/gallery/upload/${photo.id}`,
                alt: "",
                width: 160,
                height: 160,
                // Lazy, so React does not also write a preload link for it into the page.
                loading: "lazy",
                className: "waiting",
              }),
              h(Problem, { id: `problem-photo-${n}`, list: problems.get(`photo-${n}`) }),
              field(
                `category-${n}`,
                words.category,
                h(
                  "select",
                  {
                    id: `category-${n}`,
                    name: `category-${n}`,
                    defaultValue: photo.category,
                    ...described(`problem-category-${n}`, problems.get(`category-${n}`)),
                  },
                  categories.map((category) =>
                    h("option", { key: category.key, value: category.key }, category.label),
                  ),
                ),
                problems.get(`category-${n}`),
              ),
              locales.map((locale) => {
                const key = `alt-${n}-${locale.code}`;
                return h(
                  "div",
                  { key },
                  field(
                    key,
                    fillTemplate(words.alt, { language: locale.name }),
                    h("input", {
                      id: key,
                      name: key,
                      type: "text",
                      lang: locale.code,
                      dir: locale.dir,
                      required: true,
                      maxLength: 300,
                      defaultValue: photo.alts[locale.code] ?? "",
                      ...described(`problem-${key}`, problems.get(key)),
                    }),
                    problems.get(key),
                  ),
                );
              }),
            ),
          ),
        ),
        h("button", { type: "submit" }, fillTemplate(several.addAll, { count: photos.length })),
      ),
    ),
  );
}
