/**
 * `test` for the files whose tests only visit and read pages: one browser page per worker and per
 * kind of browser (scripts on or off, phone or desktop, language), kept from test to test, instead
 * of a new context and page for each. A new page costs the browser a process and a cold cache:
 * about 2 CPU-seconds a visit against 0.6 on a kept page (measured 2026-12-07, idle), which was
 * most of the browser layer's time on this two-core machine.
 *
 * What a test may leave behind is taken away after it: routes, other pages it opened, cookies,
 * permissions, the page's storage; the width and the media features are set again for each test
 * from its options. A test that failed gives its page up, so the next one starts clean. Tests that
 * add init scripts or install a clock ask for a page of their own (`keepPage: false`); files that
 * measure a first visit's transfer keep `test` from helpers.ts.
 */
import { test as base, type Page } from "@playwright/test";
import { collectProblems, type PageProblems } from "./helpers.ts";

/** The page's events a test may listen to; Playwright's own bookkeeping listens elsewhere. */
const testEvents = [
  "request",
  "response",
  "requestfinished",
  "requestfailed",
  "dialog",
  "popup",
  "download",
  "console",
  "pageerror",
] as const;

export const test = base.extend<
  { problems: PageProblems; keepPage: boolean },
  { keptPages: Map<string, Page> }
>({
  /** `test.use({ keepPage: false })` for tests that change the page for good (an init script). */
  keepPage: [true, { option: true }],
  keptPages: [
    // Playwright reads a fixture's dependencies from this pattern: none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const kept = new Map<string, Page>();
      await use(kept);
      for (const page of kept.values()) await page.context().close();
    },
    { scope: "worker" },
  ],
  page: async (
    {
      browser,
      keepPage,
      keptPages,
      baseURL,
      javaScriptEnabled,
      locale,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      userAgent,
      ignoreHTTPSErrors,
      timezoneId,
      extraHTTPHeaders,
      viewport,
      colorScheme,
      reducedMotion,
      forcedColors,
    },
    use,
    testInfo,
  ) => {
    // What only a new context can change; the rest is set on the page for each test.
    const options = {
      baseURL,
      javaScriptEnabled,
      locale,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      userAgent,
      ignoreHTTPSErrors,
      timezoneId,
      extraHTTPHeaders,
    };
    const newPage = async () =>
      (
        await browser.newContext({ ...options, viewport, colorScheme, reducedMotion, forcedColors })
      ).newPage();
    if (!keepPage) {
      const own = await newPage();
      await use(own);
      await own.context().close();
      return;
    }
    const key = JSON.stringify(options);
    let page = keptPages.get(key);
    if (!page || page.isClosed()) {
      page = await newPage();
      keptPages.set(key, page);
    }
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme, reducedMotion, forcedColors });
    await use(page);

    const context = page.context();
    if (testInfo.status !== testInfo.expectedStatus) {
      keptPages.delete(key);
      await context.close();
      return;
    }
    try {
      await page.unrouteAll({ behavior: "ignoreErrors" });
      // What a test listened to (its requests, a dialog it answers) is not the next test's.
      for (const event of testEvents) page.removeAllListeners(event);
      for (const other of context.pages()) if (other !== page) await other.close();
      const left = page.url();
      // Left first, so nothing of this test's page runs on into the next (a timer, a carousel's
      // autoplay) and what it keeps as it is left (React Router's scroll positions) is written
      // before the storage is emptied, from a plain file of the same site.
      await page.goto("about:blank");
      if (javaScriptEnabled && /^https?:/.test(left)) {
        await page.goto(new URL("/robots.txt", left).href);
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
        await page.goto("about:blank");
      }
      await context.clearCookies();
      await context.clearPermissions();
    } catch {
      // A page that cannot be made clean is not kept.
      keptPages.delete(key);
      await context.close();
    }
  },
  // The page's own, whichever it is: a test's cookies are those its page was given.
  context: async ({ page }, use) => {
    await use(page.context());
  },
  problems: async ({ page }, use) => {
    const problems = collectProblems(page);
    await use(problems);
    problems.stop();
  },
});
