import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { test as base, type ConsoleMessage, expect, type Page, type Request } from "@playwright/test";
import type AxeCore from "axe-core";
import { contentOf } from "../../app/content/load-content.ts";
import { pagePath } from "../../app/components/layout/page-path.ts";
import { pathWithoutLocale } from "../../app/locales.ts";
import { pageNeedsScripts } from "../../app/pages.ts";

/** The main test server's DATA_DIR (playwright.config.ts): its outbox and delivered .eml files. */
export const siteDataDir = join(process.env.E2E_DATA_DIR ?? "", "site");

/**
 * The English interface words our own copy gives (menus, carousel and viewer controls): tests find
 * elements by them without repeating them, so the company may reword them.
 */
export const ui = contentOf("en").layout;

/** A text as a pattern that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A name that opens with `words`, as whole words: for a control that says more than its visible
 * label (a slide's button names its slide, a play button its video).
 */
export const namedFirst = (words: string) => new RegExp(`^${escapeRegExp(words)}(?!\\w)`);

/** The label a list of the content's links gives the page at `to`; fails when none links there. */
function labelOf(links: readonly { label: string; to: string }[], to: string, where: string): string {
  const link = links.find((candidate) => candidate.to === to);
  if (!link) throw new Error(`no link to ${to} in ${where}`);
  return link.label;
}

/** The main menu's label for the page at `to`, as the company words it now. */
export const menuLabel = (to: string) => labelOf(ui.menu.items, to, "content/en/layout.yaml menu.items");

/** The footer's services label for the page at `to`, as the company words it now. */
export const footerServiceLabel = (to: string) =>
  labelOf(ui.footer.services, to, "content/en/layout.yaml footer.services");

/**
 * A message template ("{page} is back as that change left it…") as a pattern its filled-in text matches, so a
 * test follows the words as they are written, not a copy of them.
 */
export const filled = (template: string) =>
  new RegExp(
    template
      .split(/\{\w+(?:\|[^|{}]*\|[^|{}]*)?\}/)
      .map(escapeRegExp)
      .join(".+?"),
  );

/**
 * The seven pages a visitor can reach from the site's own links, each with the name the site gives
 * it now: the main menu's six, then Offering, which the spec keeps out of the menu and names by its
 * banner.
 */
export const pages: readonly { path: string; name: string }[] = [
  ...ui.menu.items.map((item) => ({ path: item.to, name: item.label })),
  { path: "/offering", name: contentOf("en").offering.banner.title },
];

/**
 * What went wrong in the page while a test ran: console errors, uncaught exceptions, and React's
 * hydration complaints (React reports some of those as warnings, which are easy to miss).
 */
export interface PageProblems {
  list: string[];
  /** Fails the test, naming every problem, when anything was collected. */
  expectNone(): void;
}

const hydrationWords = /hydrat|did not match/i;

/** Starts collecting the page's problems; `stop` takes the listeners off again (a kept page). */
export function collectProblems(page: Page): PageProblems & { stop(): void } {
  const list: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    const type = message.type();
    if (type === "error" || (type === "warning" && hydrationWords.test(message.text()))) {
      list.push(`console.${type}: ${message.text()} (${page.url()})`);
    }
  };
  const onError = (error: Error) => list.push(`page error: ${error.message} (${page.url()})`);
  page.on("console", onConsole);
  page.on("pageerror", onError);
  return {
    list,
    expectNone: () => expect(list, "console errors, page errors or hydration warnings").toEqual([]),
    stop: () => {
      page.off("console", onConsole);
      page.off("pageerror", onError);
    },
  };
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    await use(collectProblems(page));
  },
});

export { expect };

/**
 * Resolves once the page's scripts have hydrated the document, so clicks reach their handlers
 * instead of the inert server HTML: root.tsx marks <html> with `data-hydrated` in the first effect
 * after hydration, the moment it tells the page's starter script (app/hydration.ts).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-js", "");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });
}

/**
 * Opens a page the way a visitor does and waits until it is interactive: hydrated, for a page with
 * scripts; loaded, for one without (app/pages.ts), whose every behaviour is HTML.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  if (needsScripts(new URL(page.url()).pathname)) await waitForHydration(page);
}

/**
 * A slow connection or a busy machine: the page arrives and paints, but the scripts `which`
 * matches (by default the framework file, and with it hydration) wait until the returned function
 * is called.
 */
export async function holdScripts(
  page: Page,
  which: string | RegExp = /\/assets\/framework-[^/]+\.js$/,
): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(which, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Whether the page at this address (with its language prefix or not) comes with scripts. */
export const needsScripts = (address: string) =>
  pageNeedsScripts(pagePath(pathWithoutLocale(address.split(/[?#]/)[0] ?? "/")));

/**
 * What opening a page costs on the wire, until the network is quiet after hydration: every
 * response with its headers, and the JavaScript bodies (gzip as served) apart. The carousel engine
 * is left out of the JavaScript: it comes when a carousel first moves, seconds later (ADR 0009).
 */
export async function pageTransfer(page: Page, path: string): Promise<{ total: number; scripts: number }> {
  const requests: Request[] = [];
  page.on("requestfinished", (request) => requests.push(request));
  await openPage(page, path);
  await page.waitForLoadState("networkidle");
  let total = 0;
  let scripts = 0;
  for (const request of requests) {
    const sizes = await request.sizes();
    total += sizes.responseBodySize + sizes.responseHeadersSize;
    if (request.resourceType() === "script" && !/\/engine-[^/]+\.js$/.test(request.url()))
      scripts += sizes.responseBodySize;
  }
  return { total, scripts };
}

// "experimental" brings in label-content-name-mismatch (WCAG 2.5.3 Label in Name): speech-input
// users say what they see, so a control's name must contain its visible words.
/** axe-core's own file, read once: evaluated in a page, where the page's script policy does not reach. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
type AxeInPage = { run: typeof AxeCore.run };

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
      .every(
        (animation) =>
          animation.effect?.getTiming().iterations === Infinity || animation.playState !== "running",
      ),
  );
  // axe-core run in the page itself, put there once. @axe-core/playwright injected it twice and
  // configured it in every frame, three quarters of its time (4.2 s → 1.1 s a page, idle).
  // Only the violations in full (a selector worked out for every node that passed is time and
  // nothing the test reads). The frames on our pages show another site's player or map, or, in
  // the editor, a public page the public pages' own runs check (axe would count its header and
  // main as the editor's second ones): not looked into.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ tags }) => {
      const axe = (window as unknown as { axe: AxeInPage }).axe;
      const results = await axe.run(
        { exclude: [['iframe[name="live-preview"]']] },
        { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"], iframes: false },
      );
      return results.violations;
    },
    { tags },
  );
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(" ")}: ${node.failureSummary ?? ""}`).join("\n"),
  );
  expect(report, `axe violations on ${what}`).toEqual([]);
}

/**
 * `url` opened once and checked at each width in turn, laid out again as a turned tablet is: a
 * context, a load and a hydration per width were half of the accessibility checks' time.
 */
export async function expectNoViolationsAtWidths(
  page: Page,
  url: string,
  widths: readonly { name: string; viewport: { width: number; height: number } }[],
) {
  for (const [index, { name, viewport }] of widths.entries()) {
    await page.setViewportSize(viewport);
    if (index === 0) await openPage(page, url);
    await expectNoViolations(page, `${url} at ${name} width`);
  }
}

/** Every http(s) request the page makes to a host other than our own server, as it happens. */
export function recordOffSiteRequests(page: Page): string[] {
  const offSite: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.hostname !== "127.0.0.1") offSite.push(request.url());
  });
  return offSite;
}
