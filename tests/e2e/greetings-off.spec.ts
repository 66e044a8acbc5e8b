/**
 * Spec §2/§4: the greetings overlay is off by default, so the real build shows no dialog on Home.
 * tests/e2e/greetings.spec.ts covers the overlay itself, against the build that switches it on.
 */
import { expect, openPage, test } from "./helpers.ts";

test("Home opens without a greetings dialog", async ({ page, problems }) => {
  await openPage(page, "/");
  // The overlay decides in the render right after hydration; two frames later that has happened.
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator("dialog")).toHaveCount(0);
  problems.expectNone();
});
