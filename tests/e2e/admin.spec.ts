/**
 * The editor's door as the company meets it: an account made on the server with `npm run admin`,
 * then, in the browser, a wrong password, signing in, the to-do list, changing one's password and
 * signing out, in English and Italian, at a phone's width and a desktop's; axe finds nothing.
 */
import { editorText } from "../../app/admin/editor-text.ts";
import { editorAccount, editorPassword } from "./admin-accounts.ts";
import { expect, expectNoViolations, test } from "./helpers.ts";

const password = editorPassword;

const addAccount = (email: string) => editorAccount(email, "--role", "editor");

for (const [language, locale] of [
  ["en", "en-GB"],
  ["it", "it-IT"],
] as const) {
  const words = editorText[language];
  for (const viewport of [
    { width: 360, height: 780 },
    { width: 1440, height: 900 },
  ]) {
    test.describe(`the editor in ${words.languageName} at ${viewport.width} px`, () => {
      test.use({ locale, viewport });

      test("signs in after a wrong password, shows the to-do list, changes the password and signs out", async ({
        page,
        problems,
      }) => {
        // An account made by a command, four password hashes, five pages and three axe runs: 15 s
        // idle, past the default 30 s with the suite's other worker beside it in CI.
        test.setTimeout(60_000);
        const email = `editor-${language}-${viewport.width}@foundry.example`;
        addAccount(email);
        await page.goto("/admin");
        await expect(page).toHaveURL(/\/admin\/login$/);
        await expect(page.getByRole("heading", { level: 1, name: words.signIn.title })).toBeVisible();
        await expectNoViolations(page, "/admin/login");

        await page.getByLabel(words.signIn.email).fill(email);
        await page.getByLabel(words.signIn.password).fill("not the password");
        await page.getByRole("button", { name: words.signIn.button }).click();
        await expect(page.getByRole("alert")).toHaveText(words.signIn.wrong);
        // The address typed is kept; the password is not.
        await expect(page.getByLabel(words.signIn.email)).toHaveValue(email);
        await expect(page.getByLabel(words.signIn.password)).toHaveValue("");

        await page.getByLabel(words.signIn.password).fill(password);
        await page.getByRole("button", { name: words.signIn.button }).click();
        await expect(page).toHaveURL(/\/admin$/);
        await expect(page.getByRole("heading", { level: 1, name: words.dashboard.title })).toBeVisible();
        await expect(page.getByText(email)).toBeVisible();
        await expectNoViolations(page, "/admin");

        await page.getByRole("link", { name: words.password.link }).click();
        await page.getByLabel(words.password.current).fill(password);
        await page.getByLabel(words.password.next, { exact: true }).fill("a brand new password");
        await page.getByLabel(words.password.again).fill("a brand new password");
        await page.getByRole("button", { name: words.password.button }).click();
        await expect(page.getByRole("status")).toHaveText(
          `${words.password.changed} ${words.password.othersEnded}`,
        );
        await expectNoViolations(page, "/admin/password");

        await page.getByRole("button", { name: words.signOut }).click();
        await expect(page).toHaveURL(/\/admin\/login$/);
        await page.goto("/admin");
        await expect(page).toHaveURL(/\/admin\/login$/);
        // The one thing the browser reports is the wrong password's answer: 401, as it should be.
        expect(problems.list).toEqual([expect.stringMatching(/status of 401 .*\/admin\/login\)$/)]);
      });
    });
  }
}
