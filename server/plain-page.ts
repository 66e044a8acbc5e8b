/**
 * The pages the server writes itself, without React Router: plain HTML from the content modules,
 * so they cost next to nothing and cannot fail the way a page render can. Every text is escaped.
 */
import { contentOf } from "../app/content/load-content.ts";
import type { Response } from "express";
import { defaultLocale, type Locale } from "../app/locales.ts";
import { pagePolicy } from "../app/security-headers.server.ts";

// Phone, emails and company name are facts: the same in every language.
const { site } = contentOf(defaultLocale.code);

import { escapeHtml } from "../app/format/escape-html.ts";

export { escapeHtml };

/** The phone number and emails, as every page of ours that says something went wrong ends. */
export function contactList({ phoneLabel, emailLabel }: { phoneLabel: string; emailLabel: string }): string {
  const emails = site.emails
    .map(({ address }) => `<dd><a href="mailto:${escapeHtml(address)}">${escapeHtml(address)}</a></dd>`)
    .join("");
  return `<dl>
<dt>${escapeHtml(phoneLabel)}</dt>
<dd><a href="tel:${escapeHtml(site.phone.tel)}">${escapeHtml(site.phone.display)}</a></dd>
<dt>${escapeHtml(emailLabel)}</dt>
${emails}
</dl>`;
}

/** A whole document: `title` is text (escaped here), `main` is HTML the caller has escaped. */
export function plainPage({
  title,
  code,
  main,
  locale,
}: {
  title: string;
  code: number;
  main: string;
  locale: Locale;
}): string {
  return `<!doctype html>
<html lang="${locale.code}" dir="${locale.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(site.company.name)}</title>
<style>
body{margin:0;font:17px/1.6 system-ui,sans-serif;background:#f5f6f7;color:#14181c}
main{max-width:40rem;margin:0 auto;padding:4rem 1.25rem}
p.code{margin:0;font-size:4rem;font-weight:700;line-height:1;color:#b34509}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1.5rem}dt{font-weight:600}dd{margin:0;grid-column:2;overflow-wrap:anywhere}
a[href^="tel:"],a[href^="mailto:"]{direction:ltr;unicode-bidi:isolate}
@media (max-width:30rem){dl{grid-template-columns:1fr}dd{grid-column:1}}
a{color:inherit}
form{display:grid;gap:.25rem;margin:1.5rem 0}label{font-weight:600;margin-top:.75rem}
input,textarea{font:inherit;padding:.5rem;border:1px solid #8a939c;border-radius:2px;background:#fff;color:inherit}
button{justify-self:start;margin-top:1rem;font:inherit;font-weight:600;padding:.6rem 1.5rem;border:0;border-radius:2px;background:#b34509;color:#fff;cursor:pointer}
</style>
</head>
<body>
<main>
<p class="code" aria-hidden="true">${code}</p>
${main}
</main>
</body>
</html>`;
}

/**
 * The policy of every such page: they share one stylesheet and run no script (every text and form
 * is escaped), so it is the same for all and computed once, not per refused request.
 */
export const plainPagePolicy = pagePolicy(plainPage({ title: "", code: 0, main: "", locale: defaultLocale }));

/** Sends one of these pages: never cached, with the policy that lets its one stylesheet apply. */
export function sendPlainPage(res: Response, status: number, html: string): void {
  res
    .status(status)
    .set({ "Cache-Control": "no-store", "Content-Security-Policy": plainPagePolicy })
    .type("html")
    .send(html);
}
