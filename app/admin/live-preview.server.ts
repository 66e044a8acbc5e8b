/**
 * The live preview beside an editing form (issue 31): the page as visitors will see it, rendered
 * by the site's own server build with the form's values, not saved yet. The words go in through
 * app/content/render-content.server.ts; the page comes out without its scripts (the editor runs
 * none of the site's) and with links that open the live site in a tab of their own.
 */
import type { SiteContent } from "../content/schemas/index.ts";
import { collectionEntries } from "../content/collection-pages.ts";
import type { ContentName } from "../content/schemas/index.ts";
import { defaultLocale, type LocaleCode, localeByCode, localePath, locales } from "../locales.ts";
import { pages } from "../pages.ts";
import { pagePolicy } from "../security-headers.server.ts";
import { pageName } from "./field-words/index.ts";
import { scriptless } from "./preview-pages.server.ts";
import type { AdminLanguage } from "./words.ts";

/** Renders one page of the site (its language's build) reading `content`; undefined: no such build. */
export type PageRenderer = (
  path: string,
  content: SiteContent,
) => Promise<{ status: number; html: string } | undefined>;

/** A page a file's words show on, as the preview's list names it. */
export interface PreviewPage {
  path: string;
  title: string;
  language: LocaleCode;
}

/** Texts that show on no page of their own, and the page that shows them best. */
const shownOn: Partial<Record<ContentName, string>> = {
  site: "/",
  layout: "/",
  greetings: "/",
  enquiry: "/contact",
};

/** An address no page has: the not-found page, as visitors meet it. */
export const notFoundPath = "/page-not-found-preview";

/**
 * The pages a file's preview may show, the one that shows the file first: in the file's language,
 * or in every language for the facts (content/site.yaml). None for the answers shown only when
 * something goes wrong (serverError, serverAnswers).
 */
export function previewPages(
  name: ContentName,
  language: LocaleCode | undefined,
  content: (code: LocaleCode) => SiteContent | undefined,
  editor: AdminLanguage,
): PreviewPage[] {
  if (name === "serverError" || name === "serverAnswers") return [];
  const languages = language ? [localeByCode(language) ?? defaultLocale] : [...locales];
  return languages.flatMap((locale) => {
    const words = content(locale.code);
    const entries = words ? collectionEntries(words) : [];
    const listed: PreviewPage[] = [
      ...pages
        .filter((page) => page.prerender || page.id === "contactSent")
        .map((page) => ({ path: page.path, title: pageName(page.id, editor) })),
      ...entries.map((entry) => ({ path: entry.path as string, title: entry.meta.title })),
      { path: notFoundPath, title: pageName("notFound", editor) },
    ].map((page) => ({ ...page, path: localePath(locale, page.path), language: locale.code }));
    const main = new Set<string>(
      [
        shownOn[name],
        pages.find((page) => page.id === name)?.path,
        ...entries.filter((entry) => entry.page.content === name).map((entry) => entry.path as string),
        name === "notFound" ? notFoundPath : undefined,
      ]
        .filter((path): path is string => path !== undefined)
        .map((path) => localePath(locale, path)),
    );
    return [
      ...listed.filter((page) => main.has(page.path)),
      ...listed.filter((page) => !main.has(page.path)),
    ];
  });
}

/**
 * A rendered page as the preview frame shows it: no scripts, links opening the site in a tab of
 * their own (the site's pages refuse to be framed), and its own policy: its inline styles by their
 * hashes, no script, no form sent anywhere, framed by the editor only.
 */
export function livePage(html: string): { html: string; policy: string } {
  const page = scriptless(html).replace(/<head([^>]*)>/, `<head$1><base target="_blank">`);
  const policy = pagePolicy(page)
    .replace(/script-src [^;]*/, "script-src 'none'")
    .replace("form-action 'self'", "form-action 'none'")
    .replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  return { html: page, policy };
}
