/**
 * The CAD preview in a real browser, on its harness page (tests/cad-harness): the worker and the
 * WebAssembly load from our own origin only once a file is chosen, the figures come out in
 * millimetres, and the view is a named image that holds still under reduced motion.
 */
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./helpers.ts";

const fixture = (name: string) => join(import.meta.dirname, "../fixtures/cad", name);

async function choose(page: Page, file: string | { name: string; buffer: Buffer }) {
  await page
    .getByLabel("Drawing")
    .setInputFiles(typeof file === "string" ? fixture(file) : { ...file, mimeType: "" });
  await expect(page.getByTestId("status")).not.toHaveText(/reading|no file/, { timeout: 20_000 });
}

test("nothing of the reader loads until a CAD file is chosen, then all of it from our origin", async ({
  page,
  problems,
  baseURL,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto("/");
  await expect(page.getByTestId("status")).toHaveText("no file");
  expect(requests.filter((url) => /cad\.worker|\.wasm|PartPreview|load-cad/.test(url))).toEqual([]);

  const wasm = page.waitForResponse(/\.wasm$/);
  await choose(page, "block-4x2x1-inch.step");
  expect((await wasm).headers()["content-type"]).toBe("application/wasm");
  await expect(page.getByTestId("status")).toHaveText("ok");
  expect(requests.some((url) => /assets\/cad\.worker-[\w-]+\.js$/.test(url))).toBe(true);
  expect(requests.some((url) => /assets\/occt-import-js-[\w-]+\.wasm$/.test(url))).toBe(true);
  expect(requests.filter((url) => !url.startsWith(baseURL!))).toEqual([]);
  problems.expectNone();
});

test("a STEP file in inches shows its size in millimetres, in a named 3-D view", async ({
  page,
  problems,
}) => {
  await page.goto("/");
  await choose(page, "block-4x2x1-inch.step");
  const view = page.getByRole("img", { name: "3-D view of block-4x2x1-inch.step" });
  await expect(view).toBeVisible();
  await expect(view.locator("canvas")).toHaveCount(1);
  // 4 × 2 × 1 in: 101.6 × 50.8 × 25.4 mm, 8 in³ = 131.1 cm³.
  await expect(view).toHaveAccessibleDescription(/^101\.6 × 50\.8 × 25\.4 mm, 131\.1 cm³/);
  await expect(page.getByTestId("units")).toHaveText("declared inch");
  problems.expectNone();
});

test("an IGES solid, an open STL and files with no preview", async ({ page }) => {
  await page.goto("/");
  await choose(page, "box-120x80x40-mm.iges");
  await expect(page.getByRole("figure")).toContainText("120 × 80 × 40 mm, 384.0 cm³, 3.022 kg");

  await choose(page, "box-open.stl");
  await expect(page.getByTestId("issues")).toHaveText("open");
  await expect(page.getByRole("figure")).toContainText("120 × 80 × 40 mm, about");
  // One view at a time: the previous one's canvas (and WebGL context) is gone.
  await expect(page.locator("canvas")).toHaveCount(1);

  await choose(page, { name: "drawing.pdf", buffer: Buffer.from("%PDF-1.7") });
  await expect(page.getByTestId("status")).toHaveText("unsupported");
  await choose(page, { name: "broken.step", buffer: Buffer.from("ISO-10303-21;\nnot really\n") });
  await expect(page.getByTestId("status")).toHaveText("unreadable");
  await expect(page.locator("canvas")).toHaveCount(0);

  // The reader still works after a file it could not read.
  await choose(page, "hammer-pin-hole-48.stl");
  await expect(page.getByTestId("status")).toHaveText("ok");
});

for (const reducedMotion of ["reduce", "no-preference"] as const) {
  test(`the view ${reducedMotion === "reduce" ? "holds still under reduced motion" : "turns a little by itself"}`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    await page.goto("/");
    await choose(page, "hammer-pin-hole-mm.step");
    const canvas = page.getByRole("img", { name: /3-D view/ }).locator("canvas");
    await expect(canvas).toBeVisible();
    const first = await canvas.screenshot();
    await page.waitForTimeout(700);
    const second = await canvas.screenshot();
    expect(first.equals(second)).toBe(reducedMotion === "reduce");
  });
}
