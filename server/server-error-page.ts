import { serverError } from "../app/content/server-error.ts";
import { site } from "../app/content/site.ts";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The last-resort 500 page, for faults outside React Router's own error boundary. Plain HTML from
 * the same content as the app's error page, so it cannot fail the way the app just did.
 */
export function renderServerErrorPage(): string {
  const emails = site.emails
    .map(({ address }) => `<dd><a href="mailto:${escapeHtml(address)}">${escapeHtml(address)}</a></dd>`)
    .join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(serverError.title)} | ${escapeHtml(site.company.name)}</title>
<style>
body{margin:0;font:17px/1.6 system-ui,sans-serif;background:#f5f6f7;color:#14181c}
main{max-width:40rem;margin:0 auto;padding:4rem 1.25rem}
p.code{margin:0;font-size:4rem;font-weight:700;line-height:1;color:#b34509}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1.5rem}dt{font-weight:600}dd{margin:0;grid-column:2}
a{color:inherit}
</style>
</head>
<body>
<main>
<p class="code" aria-hidden="true">500</p>
<h1>${escapeHtml(serverError.heading)}</h1>
<p>${escapeHtml(serverError.body)}</p>
<dl>
<dt>${escapeHtml(serverError.phoneLabel)}</dt>
<dd><a href="tel:${escapeHtml(site.phone.tel)}">${escapeHtml(site.phone.display)}</a></dd>
<dt>${escapeHtml(serverError.emailLabel)}</dt>
${emails}
</dl>
<p><a href="/">${escapeHtml(serverError.homeLabel)}</a></p>
</main>
</body>
</html>`;
}
