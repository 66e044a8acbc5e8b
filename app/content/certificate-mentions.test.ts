/**
 * A certificate is named by the pages that read its standing from content/quality.yaml, never in
 * the words of a page: a sentence "certified to ISO 9001:2008" would go on claiming it after it
 * expires (issue 30).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { locales } from "../locales.ts";
import { certificateMentions, contentRoot, forgetContent, loadContent } from "./load-content.ts";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "certificates-"));
  cpSync(contentRoot, root, { recursive: true });
});
afterEach(() => {
  forgetContent(root);
  rmSync(root, { recursive: true, force: true });
});

/** Appends a sentence to the first paragraph of the home page's about section in `code`. */
function claim(code: string, sentence: string) {
  const file = join(root, code, "home.yaml");
  const text = readFileSync(file, "utf8");
  const marker = "  body:\n    - ";
  if (!text.includes(marker)) throw new Error(`${code}/home.yaml: no about body`);
  writeFileSync(file, text.replace(marker, `${marker}${sentence} `));
}

describe("a certificate named in a page's words", () => {
  it.each(locales.map((locale) => locale.code))("is refused in %s, at its line, saying why", (code) => {
    claim(code, "Our system is certified to ISO9001:2015.");
    forgetContent(root);
    const errors = loadContent(code, root).errors.filter((line) => line.includes("names the certificate"));
    expect(errors).toEqual([
      expect.stringMatching(new RegExp(`^content/${code}/home\\.yaml:\\d+: about › body`)),
    ]);
    expect(errors[0]).toContain("content/quality.yaml");
  });

  it("is found in any edition and spacing, and not in a picture's description", () => {
    const certificates = [{ standard: "ISO 9001:2008" }];
    expect(
      certificateMentions(
        {
          a: "certified ISO 9001",
          b: ["iso  9001:2015 holder"],
          image: { alt: "ISO 9001:2008 certificate" },
        },
        certificates,
      ).map((mention) => mention.path),
    ).toEqual([["a"], ["b", 0]]);
  });

  it("an About section naming a certificate quality.yaml does not have is refused", () => {
    const file = join(root, "en", "about.yaml");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace("certificate: iso-9001", "certificate: iso-14001"),
    );
    forgetContent(root);
    expect(loadContent("en", root).errors).toEqual([
      expect.stringMatching(
        /^content\/en\/about\.yaml:\d+: certification › certificate: “iso-14001” is not a certificate/,
      ),
    ]);
  });
});
