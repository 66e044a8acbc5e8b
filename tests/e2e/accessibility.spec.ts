/**
 * WCAG 2.2 AA, checked by axe-core in Chromium: every page and every state a visitor can put it
 * in (a Foundry panel, a Gallery filter, the open menu, the image viewer, a form with errors), at
 * a desktop and a phone width. Zero violations, best practices included.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { foundry } from "../../app/content/foundry.ts";
import { gallery } from "../../app/content/gallery.ts";
import { pages } from "../../app/pages.ts";
import { expect, openPage, test } from "./helpers.ts";

// "experimental" brings in label-content-name-mismatch (WCAG 2.5.3 Label in Name): speech-input
// users say what they see, so a control's name must contain its visible words.
const tags = [
  ...["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"],
  ...["best-practice", "experimental"],
];

/**
 * axe over the whole page once every finite animation has ended (a panel fading in is measured
 * at its final colours); a failure names each rule, its impact and the elements it found.
 */
export async function expectNoViolations(page: Page, what: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.effect?.getTiming().iterations === Infinity || animation.playState !== "running"),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(" ")}: ${node.failureSummary ?? ""}`).join("\n"),
  );
  expect(report, `axe violations on ${what}`).toEqual([]);
}

const widths = [
  { name: "desktop", viewport: { width: 1366, height: 900 } },
  { name: "phone", viewport: { width: 375, height: 740 } },
];

const urls = [
  ...pages.filter((page) => page.path !== "/contact/sent").map((page) => page.path),
  "/contact/sent?ref=ENQ-7K3F9Q",
  ...foundry.panels.map((panel) => `/foundry?panel=${panel.key}`),
  ...gallery.categories.map((category) => `/gallery?category=${category.key}`),
];

for (const { name, viewport } of widths) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });
    for (const url of urls) {
      test(`${url} has no accessibility violations`, async ({ page }) => {
        await openPage(page, url);
        await expectNoViolations(page, url);
      });
    }
  });
}
