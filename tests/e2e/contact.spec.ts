/**
 * The Contact page (spec §2 Contact, §5, §8): the company's details, and the enquiry form with the
 * spec's messages, in the browser and, without JavaScript, from the server. A valid enquiry ends on
 * the confirmation page with its reference; tests/e2e/enquiry.spec.ts covers delivery and abuse.
 */
import { contentOf } from "../../app/content/load-content.ts";
import type { Locator, Page } from "@playwright/test";
import { parse } from "node-html-parser";
import { fillTemplate } from "../../app/format/template.ts";
import { escapeRegExp, expect, openPage, ui } from "./helpers.ts";
import { test } from "./kept-page.ts";
import { testSubmission } from "../../app/enquiry/test-submission.ts";

const { contact, site } = contentOf("en");
const { messages } = contact.form;

/** Spec §5's four fields in the form's order, with the company's placeholders and messages. */
const fields = (["from_name", "email", "subject", "message"] as const).map((name) => ({
  name,
  placeholder: contact.form.fields[name].placeholder,
  message: messages[name],
}));
type FieldName = (typeof fields)[number]["name"];

const enquiry: Record<FieldName, string> = testSubmission("contact");

const main = (page: Page) => page.getByRole("main");
const field = (page: Page, name: FieldName) =>
  main(page).getByRole("textbox", { name: contact.form.fields[name].label, exact: true });
const submit = (page: Page) => main(page).getByRole("button", { name: contact.form.submit });
const allMessages = fields.map((entry) => entry.message);
/** Every spec message on show, wherever it is. */
const shownMessages = (page: Page) =>
  main(page).getByText(new RegExp(`^(${allMessages.map(escapeRegExp).join("|")})$`));

/**
 * The field is marked invalid and its description is the element that holds `message`. The
 * description may carry more than the message here; "reads out exactly the spec's message" checks
 * it word for word on its own.
 */
async function expectInvalid(page: Page, input: Locator, message: string) {
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(message)}$`));
  const describedBy = await input.getAttribute("aria-describedby");
  expect(describedBy, "aria-describedby").toBeTruthy();
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
  await expect(page.locator(`[id="${describedBy}"]`)).toBeVisible();
}

async function expectValid(input: Locator) {
  await expect(input).not.toHaveAttribute("aria-invalid", "true");
  await expect(input).toHaveAccessibleDescription("");
}

async function expectTypedValues(page: Page, values: Partial<Record<FieldName, string>>) {
  for (const { name } of fields) await expect(field(page, name)).toHaveValue(values[name] ?? "");
}

test.describe("contact details", () => {
  test("the server renders the page with both offices, emails, phone and social links", async ({
    page,
    problems,
  }) => {
    await openPage(page, "/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.banner.title);
    await expect(page.getByRole("navigation", { name: ui.breadcrumbLabel }).getByRole("link")).toHaveText(
      contact.banner.breadcrumbs.map((crumb) => crumb.label),
    );
    for (const line of [...site.offices.italy.lines, ...site.offices.portugal.lines]) {
      await expect(main(page).getByText(line, { exact: true }).first()).toBeVisible();
    }
    await expect(main(page)).toContainText(site.offices.portugal.address.locality);
    for (const { address } of site.emails) {
      await expect(main(page).getByRole("link", { name: address, exact: true })).toHaveAttribute(
        "href",
        `mailto:${address}`,
      );
    }
    await expect(main(page).getByRole("link", { name: site.phone.display, exact: true })).toHaveAttribute(
      "href",
      `tel:${site.phone.tel}`,
    );
    for (const link of [site.social.facebook, site.social.linkedin]) {
      const name = fillTemplate(link.label, { company: site.company.name });
      const socialLink = main(page).getByRole("link", { name, exact: true });
      await expect(socialLink).toHaveAttribute("href", link.href);
    }
    problems.expectNone();
  });

  test("answers 200 with the details in the HTML itself", async ({ request }) => {
    const response = await request.get("/contact", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    // The words as a reader gets them, entities decoded (an apostrophe is sent as &#x27;).
    const text = parse(html).text;
    expect(text).toContain(site.offices.portugal.address.locality);
    expect(html).toContain(`href="tel:${site.phone.tel}"`);
    for (const { address } of site.emails) expect(html).toContain(`href="mailto:${address}"`);
    expect(text).toContain(contact.form.heading);
  });
});

test.describe("enquiry form", () => {
  test("is the spec's 'Email Us' form with four fields and a 'Send Messages' button", async ({ page }) => {
    await openPage(page, "/contact");
    await expect(main(page).getByText(contact.form.eyebrow, { exact: true })).toBeVisible();
    await expect(main(page).getByRole("heading", { name: contact.form.heading })).toBeVisible();
    for (const { name, placeholder } of fields) {
      const input = field(page, name);
      await expect(input).toHaveAttribute("name", name);
      await expect(input).toHaveAttribute("placeholder", placeholder);
      await expect(input).toHaveValue("");
      await expectValid(input);
    }
    await expect(field(page, "email")).toHaveAttribute("type", "email");
    const message = field(page, "message");
    expect(await message.evaluate((element) => element.tagName)).toBe("TEXTAREA");
    await expect(message).toHaveAttribute("rows", "4");
    expect(
      await field(page, "from_name").evaluate((element) => (element as HTMLInputElement).form?.noValidate),
      "the form has noValidate",
    ).toBe(true);
    await expect(submit(page)).toBeEnabled();
    await expect(shownMessages(page)).toHaveCount(0);
  });

  test("leaving each empty field shows exactly its own message", async ({ page, problems }) => {
    await openPage(page, "/contact");
    for (const [index, { name, message }] of fields.entries()) {
      // Each required field in turn (the optional phone between them is left empty, and says nothing).
      await field(page, name).focus();
      await page.keyboard.press("Tab");
      await expectInvalid(page, field(page, name), message);
      // Only the fields left so far carry a message.
      await expect(shownMessages(page)).toHaveText(allMessages.slice(0, index + 1));
      for (const later of fields.slice(index + 1)) await expectValid(field(page, later.name));
    }
    problems.expectNone();
  });

  test("each message is read out exactly as the spec words it", async ({ page }) => {
    await openPage(page, "/contact");
    await submit(page).click();
    for (const { name, message } of fields) {
      await expect(field(page, name)).toHaveAccessibleDescription(message);
    }
  });

  test("an incomplete email address gets the email message", async ({ page }) => {
    await openPage(page, "/contact");
    await field(page, "email").fill("giulia@");
    await field(page, "email").blur();
    await expectInvalid(page, field(page, "email"), messages.email);
    await expect(shownMessages(page)).toHaveText([messages.email]);
  });

  test("sending the empty form shows all four messages and focuses the first field", async ({
    page,
    problems,
  }) => {
    await openPage(page, "/contact");
    await submit(page).click();
    for (const { name, message } of fields) await expectInvalid(page, field(page, name), message);
    await expect(shownMessages(page)).toHaveText(allMessages);
    await expect(field(page, "from_name")).toBeFocused();
    await expect(page).toHaveURL("/contact");
    problems.expectNone();
  });

  test("fixing a field removes its message and leaves the others", async ({ page }) => {
    await openPage(page, "/contact");
    await submit(page).click();
    await expect(shownMessages(page)).toHaveCount(4);

    await field(page, "from_name").fill(enquiry.from_name);
    await field(page, "from_name").blur();
    await expectValid(field(page, "from_name"));
    await expect(shownMessages(page)).toHaveText(allMessages.slice(1));

    await field(page, "email").fill("giulia@");
    await field(page, "email").blur();
    await expectInvalid(page, field(page, "email"), messages.email);
    await field(page, "email").fill(enquiry.email);
    await field(page, "email").blur();
    await expectValid(field(page, "email"));
    await expect(shownMessages(page)).toHaveText(allMessages.slice(2));
  });

  test("after a refused send, fixing every field and pressing send once sends it", async ({ page }) => {
    // The messages go while the visitor types, not when the button takes the focus: gone at that
    // moment, they would move the button from under the pointer and the click would be lost.
    await openPage(page, "/contact");
    await submit(page).click();
    await expect(shownMessages(page)).toHaveCount(4);
    for (const { name } of fields) await field(page, name).fill(enquiry[name]);
    await submit(page).click();
    await expect(page).toHaveURL(/\/contact\/sent\?ref=ENQ-[0-9A-Z]{6}$/);
  });

  test("a valid enquiry ends on the confirmation page with its reference", async ({ page, problems }) => {
    await openPage(page, "/contact");
    for (const { name } of fields) await field(page, name).fill(enquiry[name]);
    await submit(page).click();

    await expect(page).toHaveURL(/\/contact\/sent\?ref=ENQ-[0-9A-Z]{6}$/);
    const reference = new URL(page.url()).searchParams.get("ref") ?? "";
    await expect(main(page).getByText(reference, { exact: true })).toBeVisible();
    await expect(
      main(page).getByRole("heading", { name: contentOf("en").contactSent.heading }),
    ).toBeVisible();
    problems.expectNone();
  });
});

test.describe("enquiry form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  const posted = (page: Page) =>
    page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/contact" && response.request().method() === "POST",
    );

  test("an empty form comes back 400 with all four messages", async ({ page }) => {
    expect((await page.goto("/contact"))?.status()).toBe(200);
    const [response] = await Promise.all([posted(page), submit(page).click()]);
    expect(response.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.banner.title);
    for (const { name, message } of fields) await expectInvalid(page, field(page, name), message);
    await expect(shownMessages(page)).toHaveText(allMessages);
  });

  test("a partly filled form comes back 400 with the typed values kept", async ({ page }) => {
    expect((await page.goto("/contact"))?.status()).toBe(200);
    const typed = { from_name: enquiry.from_name, email: "giulia@", subject: enquiry.subject };
    for (const [name, value] of Object.entries(typed)) await field(page, name as FieldName).fill(value);
    const [response] = await Promise.all([posted(page), submit(page).click()]);
    expect(response.status()).toBe(400);
    await expectTypedValues(page, typed);
    await expectValid(field(page, "from_name"));
    await expectInvalid(page, field(page, "email"), messages.email);
    await expectValid(field(page, "subject"));
    await expectInvalid(page, field(page, "message"), messages.message);
    await expect(shownMessages(page)).toHaveText([messages.email, messages.message]);
  });

  test("a valid enquiry is answered 303 See Other to the confirmation page with its reference", async ({
    page,
  }) => {
    expect((await page.goto("/contact"))?.status()).toBe(200);
    for (const { name } of fields) await field(page, name).fill(enquiry[name]);
    const [response] = await Promise.all([posted(page), submit(page).click()]);
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL(/\/contact\/sent\?ref=ENQ-[0-9A-Z]{6}$/);
    const reference = new URL(page.url()).searchParams.get("ref") ?? "";
    await expect(main(page).getByText(reference, { exact: true })).toBeVisible();
  });
});
