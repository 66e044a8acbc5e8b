/**
 * The pages under their Content-Security-Policy (ADR 0014): everything a visitor does works, and
 * the browser reports no violation, so nothing was blocked that the page needed and the policy
 * is as tight as the tests in server/security-headers.test.ts say.
 */
import { contentOf } from "../../app/content/load-content.ts";
import type { Page } from "@playwright/test";
import { pages } from "../../app/pages.ts";
import { expect, namedFirst, needsScripts, openPage, test, ui } from "./helpers.ts";
import { entrySamples } from "./site-pages.ts";

const { contact, foundry, home } = contentOf("en");

/** Collects the page's securitypolicyviolation events from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

const urls = [
  ...pages.map((page) => (page.path === "/contact/sent" ? "/contact/sent?ref=ENQ-7K3F9Q" : page.path)),
  ...entrySamples,
  `/foundry?panel=${foundry.panels[2]?.key ?? "foundry"}`,
  "/no-such-page",
];

for (const url of urls) {
  const what = needsScripts(url) ? "hydrates and fetches the rest of its stylesheet" : "stands as HTML";
  test(`${url} loads, ${what}, with no violation`, async ({ page, problems }) => {
    const violations = await recordViolations(page);
    const response = await page.goto(url);
    expect([200, 404]).toContain(response?.status());
    // The starter adds it to <head>; a page without scripts needs none (ADR 0026).
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(needsScripts(url) ? 1 : 0);
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
    // The 404's own status is the one console error it may have.
    if (response?.status() === 200) problems.expectNone();
  });
}

test("the viewer, a video, the map and the form work with no violation", async ({ page, problems }) => {
  const violations = await recordViolations(page);
  await openPage(page, "/");
  await page
    .getByRole("button", { name: namedFirst(home.technology.playLabel) })
    .first()
    .click();
  await expect(page.locator("iframe").first()).toBeVisible();
  await openPage(page, "/gallery");
  await page.getByTestId("gallery-items").getByRole("button").first().click();
  await expect(page.getByRole("dialog", { name: ui.viewer.label })).toBeVisible();
  await page.keyboard.press("Escape");
  await openPage(page, "/contact");
  await page.getByRole("link", { name: contact.details.map.show }).click();
  await expect(page.getByTitle(contact.details.map.title)).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: contact.form.submit }).click();
  await expect(page.getByRole("main").getByText(contact.form.messages.from_name)).toBeVisible();
  expect(await violations()).toEqual([]);
  problems.expectNone();
});

test("a script that got into the page's HTML does not run", async ({ page }) => {
  const violations = await recordViolations(page);
  // As if an attacker had got markup into the server's answer: the page as sent, same headers,
  // with a script and an inline event handler of theirs in it.
  await page.route("**/about", async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      "</main>",
      '<script>window.__pwned = 1</script><img src="/none.png" onerror="window.__pwned = 2"></main>',
    );
    await route.fulfill({ response, body });
  });
  await page.goto("/about");
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect((await violations()).filter((line) => line.startsWith("script-src"))).toHaveLength(2);
});
