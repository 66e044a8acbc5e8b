import { serverError } from "../app/content/server-error.ts";
import { contactList, escapeHtml, plainPage } from "./plain-page.ts";

/**
 * The last-resort 500 page, for faults outside React Router's own error boundary. Plain HTML from
 * the same content as the app's error page, so it cannot fail the way the app just did.
 */
export function renderServerErrorPage(): string {
  return plainPage({
    title: serverError.title,
    code: 500,
    main: `<h1>${escapeHtml(serverError.heading)}</h1>
<p>${escapeHtml(serverError.body)}</p>
${contactList(serverError)}
<p><a href="/">${escapeHtml(serverError.homeLabel)}</a></p>`,
  });
}
