import { z } from "zod";
import { pageLink, text } from "./common.ts";

/** A page the front answers by itself: its heading, and one paragraph before the phone and emails. */
const frontPage = z.strictObject({ title: text, body: text });

/**
 * What the server answers by itself, without rendering a page (server/refusal-page.ts): cheap
 * enough for any number of requests, so a flood of refused ones cannot slow the site down.
 */
export const serverAnswersSchema = z.strictObject({
  enquiryRefused: z
    .object({
      title: text.describe("the page's heading and tab title"),
      yourText: text.describe("above the visitor's text, which follows in a form to send again or copy"),
      withoutText: text.describe("instead of the text when it was too large to read: how to get it back"),
      resend: text.describe("the button under the text that sends it again"),
      phoneLabel: text,
      emailLabel: text,
      contactLink: pageLink.describe("the way back to the contact page"),
    })
    .describe(
      "the page a refused enquiry gets without JavaScript; the reason comes from contact.ts's outcomes",
    ),
  httpErrors: z
    .strictObject({
      methodNotAllowed: text,
      anotherSite: text,
      unsupportedType: text,
      unreadableBody: text,
    })
    .describe("plain-text answers to requests to the form's address that cannot come from our own page"),
  plain: z
    .object({
      methodNotAllowed: text.describe("a request other than GET or HEAD to any address but the form's (405)"),
      otherAddress: text.describe("an enquiry sent to another spelling of /contact or /quote (403)"),
      badAddress: text.describe("an address with a broken %-escape or an escaped control character (400)"),
    })
    .describe("plain-text answers to requests no page of ours sends"),
  front: z
    .object({
      badRequest: frontPage.describe(
        "a request the front cannot read, e.g. a broken %-escape in the address (400)",
      ),
      tooLarge: frontPage.describe("a request too large for the front (413)"),
      unavailable: frontPage.describe("when the site's server cannot answer for a moment (502, 503, 504)"),
      methodNotAllowed: frontPage.describe("a request in a way no page of ours makes, e.g. TRACE (405)"),
      tooManyRequests: frontPage.describe(
        "too many requests from one connection to the site's server in a short time (429)",
      ),
    })
    .describe("the pages the production front (nginx) answers by itself, with the phone and emails"),
});

export type ServerAnswers = z.output<typeof serverAnswersSchema>;
