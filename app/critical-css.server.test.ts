import { describe, expect, it } from "vitest";
import { stylesheetMarker, withCriticalCss } from "./critical-css.server.ts";

const stylesheet = [
  '@font-face{font-family:Heading;src:url(/assets/heading.woff2)format("woff2")}',
  ":root{--font-heading:Heading,sans-serif}",
  ".title{font-family:var(--font-heading);color:#14181c}",
  ".title:hover{color:#e8621c}",
  ".title:focus-visible,.title:hover{outline:3px solid}",
  ".title:focus-visible,.title:hover{outline:3px solid}",
  "@media (width>=740px){.title{font-size:3rem}}",
  ".gallery{display:grid}",
  "html[data-js] .menu{display:none}",
  ".menu[data-open=true]{display:block}",
].join("");

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><style>${stylesheetMarker}</style></head><body>${body}</body></html>`;

const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";

describe("withCriticalCss", () => {
  it("keeps the rules the document uses, at every width and in focus, and drops the others", async () => {
    const css = styleOf(
      await withCriticalCss(
        page(
          '<h1 class="title">Hi</h1><ul class="menu" data-open="false"></ul><script type="module" async="">import "/assets/entry.client-1.js";</script>',
        ),
        stylesheet,
      ),
    );
    expect(css).toContain(".title{");
    expect(css).toContain("@media");
    // Hover waits for the rest of the stylesheet; focus does not.
    expect(css).not.toContain(":hover");
    expect(css).toContain(".title:focus-visible{outline:3px solid}");
    expect(css).not.toContain(".gallery");
    expect(css).not.toContain("[data-open=true]");
  });

  it("keeps the hover rules of a page sent without scripts, which fetches no late file", async () => {
    const css = styleOf(await withCriticalCss(page('<h1 class="title">Hi</h1>'), stylesheet));
    expect(css).toContain(".title:hover{color:#e8621c}");
    expect(css).not.toContain(".gallery");
  });

  it("keeps every @font-face rule, though the family is named through a custom property", async () => {
    const css = styleOf(await withCriticalCss(page('<h1 class="title">Hi</h1>'), stylesheet));
    expect(css).toContain("@font-face{font-family:Heading");
  });

  it("keeps the rules for the flag scripts set on <html> before the first paint", async () => {
    const css = styleOf(await withCriticalCss(page('<ul class="menu"></ul>'), stylesheet));
    expect(css).toContain("html[data-js] .menu");
  });

  it("keeps an Arabic page's own text rules, which Beasties cannot match (:lang), and only there", async () => {
    const arabic = 'html[lang|="ar"] :lang(ar){letter-spacing:normal!important}';
    const sheet = stylesheet + arabic + '[dir="rtl"] .title{float:right}';
    const rtlPage = `<!DOCTYPE html><html lang="ar" dir="rtl"><head><style>${stylesheetMarker}</style></head><body><h1 class="title">مرحبا</h1></body></html>`;
    const css = styleOf(await withCriticalCss(rtlPage, sheet));
    expect(css).toContain(":lang(ar)");
    expect(css).toContain('[dir="rtl"] .title');
    expect(styleOf(await withCriticalCss(page('<h1 class="title">Hi</h1>'), sheet))).not.toContain(
      ":lang(ar)",
    );
  });

  it("gives documents that differ only in words and form values the same rules", async () => {
    const first = await withCriticalCss(
      page('<h1 class="title">One</h1><input name="token" value="abc"/><textarea>x</textarea>'),
      stylesheet,
    );
    const second = await withCriticalCss(
      page(
        '<h1 class="title">Two</h1><input name="token" value="xyz"/><textarea><b class="gallery"></b></textarea>',
      ),
      stylesheet,
    );
    expect(styleOf(second)).toBe(styleOf(first));
    expect(second).toContain("Two");
  });

  it("leaves a document without the marker as it is", async () => {
    const html = "<!DOCTYPE html><html><body><p>500</p></body></html>";
    expect(await withCriticalCss(html, stylesheet)).toBe(html);
  });
});
