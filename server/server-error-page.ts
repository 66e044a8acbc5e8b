import { contentOf } from "../app/content/load-content.ts";
import { type Locale, localePath } from "../app/locales.ts";
import { contactList, escapeHtml, plainPage } from "./plain-page.ts";

/**
 * The last-resort 500 page, for faults outside React Router's own error boundary, in the language
 * of the address. Plain HTML from the same content as the app's error page, so it cannot fail the
 * way the app just did.
 */
export function renderServerErrorPage(locale: Locale): string {
  const { serverError } = contentOf(locale.code);
  return plainPage({
    title: serverError.title,
    code: 500,
    locale,
    main: `<h1>${escapeHtml(serverError.heading)}</h1>
<p>${escapeHtml(serverError.body)}</p>
${contactList(serverError)}
<p><a href="${localePath(locale, "/")}">${escapeHtml(serverError.homeLabel)}</a></p>`,
  });
}
