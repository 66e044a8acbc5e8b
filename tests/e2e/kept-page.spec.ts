/**
 * The kept page (kept-page.ts, ADR 0044) starts each test as a new one would: what the test before
 * left in it (storage, what a page writes as it is left, cookies, routes) is gone. Serial: the
 * second test reads what the first left, in the same worker.
 */
import { expect, openPage } from "./helpers.ts";
import { test } from "./kept-page.ts";

test.describe.configure({ mode: "serial" });

test("leaves storage, cookies and a route behind", async ({ page }) => {
  await page.route("**/robots.txt", (route) => route.fulfill({ status: 418, body: "routed" }));
  // A page with scripts: React Router writes its scroll positions as the page is left.
  await openPage(page, "/contact");
  await page.evaluate(() => {
    localStorage.setItem("left-by-the-test-before", "1");
    sessionStorage.setItem("left-by-the-test-before", "1");
  });
  expect((await page.context().cookies()).length).toBeGreaterThan(0);
});

test("finds none of it", async ({ page }) => {
  expect(page.url()).toBe("about:blank");
  expect((await page.context().cookies()).length).toBe(0);
  const robots = await page.goto("/robots.txt");
  expect(robots?.status()).toBe(200);
  const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  expect(stored).toEqual([]);
});
