/**
 * The enquiry's HTTP contract against the real server (issue 4): the anti-forgery cookie and
 * checks, the bot traps, the limits on what may be sent, and the form with and without
 * JavaScript, down to the .eml file the owner receives (no SMTP_URL: DATA_DIR/mail).
 * The rate limit, the minimum fill time, a failing store and a chunked body past the limit (which
 * must queue nothing) are in server/enquiry.test.ts, on the same server module.
 */
import { contentOf } from "../../app/content/load-content.ts";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import { openOutbox, outboxFile, outboxStatuses } from "../../app/enquiry/outbox.server.ts";
import { expect, openPage, siteDataDir, test, waitForHydration } from "./helpers.ts";
import { testSubmission } from "../../app/enquiry/test-submission.ts";
import { fillTemplate } from "../../app/format/template.ts";

const { contact, enquiry: formWords, serverAnswers, site } = contentOf("en");

// With the optional phone: it must reach the mail.
const enquiry = testSubmission("contact", { phone: "+39 02 1234 5678" });
type Field = keyof typeof enquiry;
const labels: Record<Field, string> = {
  from_name: contact.form.fields.from_name.label,
  email: contact.form.fields.email.label,
  phone: contact.form.fields.phone.label,
  subject: contact.form.fields.subject.label,
  message: contact.form.fields.message.label,
};

const sentUrl = /\/contact\/sent\?ref=(ENQ-[0-9A-Z]{6})$/;
const mailFile = (reference: string) => join(siteDataDir, "mail", `${reference}.eml`);

/** The reference a 303 sends the visitor to; fails the test when it is not the sent page. */
function referenceOf(response: APIResponse): string {
  expect(response.status()).toBe(303);
  const location = response.headers().location ?? "";
  const match = sentUrl.exec(location);
  expect(location, "Location").toMatch(sentUrl);
  return match?.[1] ?? "";
}

/** Every reference in the outbox, whatever its state: "nothing queued" means not in here. */
function queuedReferences(): string[] {
  const outbox = openOutbox({ dataDir: siteDataDir });
  try {
    return outbox.list({ statuses: outboxStatuses }).map((row) => row.reference);
  } finally {
    outbox.close();
  }
}

/**
 * An enquiry of this test's own, told apart by its subject: the outbox is the server's, shared
 * with the other worker's tests, so how many it holds says nothing about one test's requests.
 */
const ownEnquiry = () => ({ ...enquiry, subject: `${enquiry.subject} ${randomUUID()}` });

/** How many enquiries the outbox holds with this subject, whatever their status. */
function storedWithSubject(subject: string): number {
  const db = new DatabaseSync(outboxFile(siteDataDir), { readOnly: true });
  try {
    const row = db.prepare("SELECT count(*) AS count FROM enquiries WHERE subject = ?").get(subject);
    return Number(row?.count ?? 0);
  } finally {
    db.close();
  }
}

async function expectMail(reference: string) {
  await expect
    .poll(() => existsSync(mailFile(reference)), { message: `${reference}.eml arrives` })
    .toBe(true);
  const mail = readFileSync(mailFile(reference), "utf8");
  expect(mail).toContain(reference);
  expect(mail).toContain(enquiry.message);
  expect(mail).toMatch(/^Phone: +\+39 02 1234 5678\r?$/m);
}

/** GET /contact as a programmatic client: the request context keeps the cookie; this is its value. */
async function visit(request: APIRequestContext): Promise<string> {
  const response = await request.get("/contact");
  expect(response.status()).toBe(200);
  const cookie = response
    .headersArray()
    .find(({ name, value }) => name.toLowerCase() === "set-cookie" && value.startsWith("XSRF-TOKEN="));
  expect(cookie?.value, "Set-Cookie: XSRF-TOKEN").toBeDefined();
  return decodeURIComponent(/^XSRF-TOKEN=([^;]*)/.exec(cookie?.value ?? "")?.[1] ?? "");
}

test.describe("the programmatic contract", () => {
  test("GET /contact sets the XSRF-TOKEN cookie: readable by scripts, Path=/, SameSite=Strict", async ({
    request,
  }) => {
    const response = await request.get("/contact");
    const cookie = response
      .headersArray()
      .find(({ name, value }) => name.toLowerCase() === "set-cookie" && value.startsWith("XSRF-TOKEN="));
    expect(cookie?.value).toMatch(/^XSRF-TOKEN=[\w-]+\.[\w-]+; Path=\/; SameSite=Strict$/);
  });

  test("the data request of the page sets the cookie too", async ({ request }) => {
    const response = await request.get("/contact.data");
    expect(response.status()).toBe(200);
    expect(response.headers()["set-cookie"]).toMatch(/^XSRF-TOKEN=/);
  });

  test("a valid urlencoded POST with cookie, X-XSRF-TOKEN and same-origin Origin is 303 to its reference, and the mail arrives", async ({
    request,
    baseURL,
  }) => {
    const token = await visit(request);
    const response = await request.post("/contact", {
      form: enquiry,
      headers: { "X-XSRF-TOKEN": token, Origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    const reference = referenceOf(response);
    expect(queuedReferences()).toContain(reference);
    await expectMail(reference);
  });
});

test.describe("anti-forgery and origin", () => {
  const post = (
    request: APIRequestContext,
    headers: Record<string, string>,
    path = "/contact",
    form: Record<string, string> = enquiry,
  ) => request.post(path, { form, headers, maxRedirects: 0 });

  test("a missing token is 403, even from the same origin", async ({ request, baseURL }) => {
    await visit(request);
    expect((await post(request, { Origin: baseURL ?? "" })).status()).toBe(403);
    expect((await post(request, { Origin: baseURL ?? "" }, "/contact.data")).status()).toBe(403);
  });

  test("a token without its cookie is 403", async ({ playwright, baseURL, request }) => {
    const token = await visit(request);
    const cookieless = await playwright.request.newContext({ baseURL });
    const response = await post(cookieless, { "X-XSRF-TOKEN": token, Origin: baseURL ?? "" });
    expect(response.status()).toBe(403);
    await cookieless.dispose();
  });

  test("a forged token is 403, in the cookie and header alike", async ({ playwright, baseURL }) => {
    const forged = "AAABlX0AAAAAAAAAAAAAAAAAAAAAAAAA.c2lnbmVkIGJ5IG5vYm9keSB3ZSBrbm93IG9mIGF0IGFsbA";
    const client = await playwright.request.newContext({ baseURL });
    for (const path of ["/contact", "/contact.data"]) {
      const response = await post(
        client,
        { Cookie: `XSRF-TOKEN=${forged}`, "X-XSRF-TOKEN": forged, Origin: baseURL ?? "" },
        path,
      );
      expect(response.status(), path).toBe(403);
    }
    await client.dispose();
  });

  test("a tampered token is 403", async ({ playwright, request, baseURL }) => {
    const token = await visit(request);
    // Another issue time with the old signature: what a bot would do to beat the minimum fill.
    const tampered = `${token[0] === "A" ? "B" : "A"}${token.slice(1)}`;
    const client = await playwright.request.newContext({ baseURL });
    for (const path of ["/contact", "/contact.data"]) {
      const response = await post(
        client,
        { Cookie: `XSRF-TOKEN=${tampered}`, "X-XSRF-TOKEN": tampered, Origin: baseURL ?? "" },
        path,
      );
      expect(response.status(), path).toBe(403);
    }
    await client.dispose();
  });

  test("another site's Origin or Sec-Fetch-Site is 403 whatever the token, and queues nothing", async ({
    request,
    baseURL,
  }) => {
    const token = await visit(request);
    const forged = ownEnquiry();
    for (const path of ["/contact", "/contact.data"]) {
      for (const headers of [
        { Origin: "https://attacker.example" },
        { Origin: "null" },
        { Origin: baseURL ?? "", "Sec-Fetch-Site": "cross-site" },
        { Origin: baseURL ?? "", "Sec-Fetch-Site": "same-site" },
        { "Sec-Fetch-Site": "cross-site" },
      ] as Record<string, string>[]) {
        const response = await post(request, { "X-XSRF-TOKEN": token, ...headers }, path, forged);
        expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    expect(storedWithSubject(forged.subject)).toBe(0);
  });

  test("the no-JavaScript field carries the token as well as the header", async ({ request, baseURL }) => {
    const token = await visit(request);
    const response = await request.post("/contact", {
      form: { ...enquiry, xsrf: token, website: "" },
      headers: { Origin: baseURL ?? "", "Sec-Fetch-Site": "same-origin" },
      maxRedirects: 0,
    });
    referenceOf(response);
  });
});

test.describe("bots", () => {
  test("a filled honeypot looks like success but nothing is queued or mailed", async ({
    request,
    baseURL,
  }) => {
    const token = await visit(request);
    const headers = { "X-XSRF-TOKEN": token, Origin: baseURL ?? "" };
    const trapped = referenceOf(
      await request.post("/contact", {
        form: { ...enquiry, website: "https://spam.example" },
        headers,
        maxRedirects: 0,
      }),
    );
    // A real enquiry after it: once its mail is there, the worker has passed the trapped one by.
    const real = referenceOf(await request.post("/contact", { form: enquiry, headers, maxRedirects: 0 }));
    await expectMail(real);
    expect(queuedReferences()).not.toContain(trapped);
    expect(existsSync(mailFile(trapped))).toBe(false);
    // The trapped reference still gets a confirmation page like any other.
    const page = await request.get(`/contact/sent?ref=${trapped}`);
    expect(await page.text()).toContain(trapped);
  });
});

test.describe("what may be sent", () => {
  let token = "";
  let origin = "";
  test.beforeEach(async ({ request, baseURL }) => {
    token = await visit(request);
    origin = baseURL ?? "";
  });

  test("a body over 64 KiB is 413 (Content-Length)", async ({ request }) => {
    const response = await request.post("/contact", {
      form: { ...enquiry, message: "x".repeat(70 * 1024) },
      headers: { "X-XSRF-TOKEN": token, Origin: origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain(formWords.outcomes.tooLarge);
  });

  test("a content type other than form-urlencoded or multipart is 415", async ({ request }) => {
    const headers = { "X-XSRF-TOKEN": token, Origin: origin };
    const json = await request.post("/contact", { data: enquiry, headers, maxRedirects: 0 });
    expect(json.status()).toBe(415);
    const text = await request.post("/contact", {
      data: "from_name=Giulia",
      headers: { ...headers, "Content-Type": "text/plain" },
      maxRedirects: 0,
    });
    expect(text.status()).toBe(415);
    // multipart/form-data is what forms with drawings send (tests/e2e/quote.spec.ts).
    const multipart = await request.post("/contact", { multipart: enquiry, headers, maxRedirects: 0 });
    expect(multipart.status()).toBe(303);
  });

  test("PUT and DELETE are 405 with Allow", async ({ request }) => {
    for (const method of ["PUT", "DELETE"]) {
      const response = await request.fetch("/contact", { method, form: enquiry, maxRedirects: 0 });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow).toBe("GET, HEAD, POST");
    }
  });

  test("a field outside the form's set is 400 and nothing is queued", async ({ request }) => {
    const outside = ownEnquiry();
    const response = await request.post("/contact", {
      form: { ...outside, fax: "+39 000 000" },
      headers: { "X-XSRF-TOKEN": token, Origin: origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(storedWithSubject(outside.subject)).toBe(0);
  });

  test("a message over 5000 characters is 400 with the length message and the text kept", async ({
    request,
  }) => {
    const message = "🔩".repeat(5001);
    const response = await request.post("/contact", {
      form: { ...enquiry, message },
      headers: { "X-XSRF-TOKEN": token, Origin: origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain(contact.form.tooLong.message.replace("{limit}", "5000"));
    expect(html).toContain(message);
  });
});

const field = (page: Page, name: Field) =>
  page.getByRole("main").getByRole("textbox", { name: labels[name], exact: true });
const submit = (page: Page) => page.getByRole("main").getByRole("button", { name: contact.form.submit });
const fillIn = async (page: Page) => {
  for (const [name, value] of Object.entries(enquiry)) await field(page, name as Field).fill(value);
};
/** Presses the form's button; resolves with the answer to the POST it sends. */
async function send(page: Page) {
  const posted = page.waitForResponse((response) => response.request().method() === "POST");
  await submit(page).click();
  return posted;
}

test.describe("the form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sends, is answered 303, and the confirmation page shows the reference; the mail arrives", async ({
    page,
  }) => {
    expect((await page.goto("/contact"))?.status()).toBe(200);
    await fillIn(page);
    expect((await send(page)).status()).toBe(303);
    await expect(page).toHaveURL(sentUrl);
    const reference = sentUrl.exec(page.url())?.[1] ?? "";
    await expect(page.getByRole("main").getByText(reference, { exact: true })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(contentOf("en").contactSent.drawings);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectMail(reference);
  });

  test("a refused token gets a page that says so and keeps the text; sending again from it works", async ({
    page,
  }) => {
    expect((await page.goto("/contact"))?.status()).toBe(200);
    await fillIn(page);
    // As if the visitor's cookie had been cleared while the page was open.
    await page.context().clearCookies();

    expect((await send(page)).status()).toBe(403);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(formWords.outcomes.forbidden);
    for (const [name, value] of Object.entries(enquiry))
      await expect(field(page, name as Field)).toHaveValue(value);
    await expect(page.getByRole("main").getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.tel}`,
    );

    await page.getByRole("main").getByRole("button", { name: serverAnswers.enquiryRefused.resend }).click();
    await expect(page).toHaveURL(sentUrl);
    await expectMail(sentUrl.exec(page.url())?.[1] ?? "");
  });
});

test.describe("the form with JavaScript", () => {
  test("sends without loading a document and shows the reference; the mail arrives", async ({
    page,
    problems,
  }) => {
    await openPage(page, "/contact");
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await fillIn(page);
    await submit(page).click();

    await expect(page).toHaveURL(sentUrl);
    const reference = sentUrl.exec(page.url())?.[1] ?? "";
    await expect(page.getByRole("main").getByText(reference, { exact: true })).toBeVisible();
    expect(documents, "document requests").toEqual([]);
    await expectMail(reference);
    problems.expectNone();
  });

  test("keeps the typed text across a reload until the enquiry is acknowledged", async ({ page }) => {
    await openPage(page, "/contact");
    await fillIn(page);

    await page.reload();
    await waitForHydration(page);
    for (const [name, value] of Object.entries(enquiry))
      await expect(field(page, name as Field)).toHaveValue(value);

    const stored = () => page.evaluate(() => Object.values(sessionStorage).join("\n"));
    await expect.poll(stored).toContain(enquiry.message);
    await submit(page).click();
    await expect(page).toHaveURL(sentUrl);
    // Nothing the visitor typed stays in the tab's storage once the enquiry is acknowledged.
    await expect.poll(stored).not.toContain(enquiry.message);

    await openPage(page, "/contact");
    for (const name of Object.keys(enquiry)) await expect(field(page, name as Field)).toHaveValue("");
  });

  test("a refused token shows 'not received' in the page with the text kept, and sending again works", async ({
    page,
    problems,
  }) => {
    await openPage(page, "/contact");
    await fillIn(page);
    // As if the visitor's cookie had been cleared while the page was open.
    await page.context().clearCookies();
    expect((await send(page)).status()).toBe(403);
    await expect(page.getByRole("main").getByRole("status")).toContainText(formWords.outcomes.forbidden);
    await expect(page).toHaveURL("/contact");
    for (const [name, value] of Object.entries(enquiry))
      await expect(field(page, name as Field)).toHaveValue(value);

    await submit(page).click();
    await expect(page).toHaveURL(sentUrl);
    // The 403 is an answer the page shows, not an error: only the browser's own network line.
    expect(problems.list.filter((line) => !line.includes("403"))).toEqual([]);
  });

  test("shows a counter near a field's limit and refuses an over-long subject before sending", async ({
    page,
  }) => {
    await openPage(page, "/contact");
    const subject = field(page, "subject");
    await subject.fill("x".repeat(150));
    const counter = (count: number) => fillTemplate(contact.form.counter, { count, limit: 200 });
    await expect(page.getByText(counter(150))).toHaveCount(0);
    await subject.fill("x".repeat(170));
    await expect(page.getByText(counter(170), { exact: true })).toBeVisible();
    await subject.fill("x".repeat(201));
    await submit(page).click();
    await expect(subject).toHaveAttribute("aria-invalid", "true");
    await expect(subject).toHaveAccessibleDescription(
      `${counter(201)} ${contact.form.tooLong.subject.replace("{limit}", "200")}`,
    );
    await expect(page).toHaveURL("/contact");
  });
});
