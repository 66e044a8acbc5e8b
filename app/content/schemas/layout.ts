import { z } from "zod";
import { measure, pageLink, text } from "./common.ts";
import { rule } from "./rules.ts";

export const layoutSchema = z.strictObject({
  skipLink: text,
  logoLabel: text
    .regex(/\{company\}/, rule("mustContainName", { placeholder: "{company}" }))
    .describe("accessible name of the logo link; {company} is the company name the logo shows"),
  menu: z.strictObject({
    label: text,
    openLabel: text,
    closeLabel: text,
    // The spec's six at most: beside the logo and the quote button the header holds no more
    // in one line in every language (a seventh wraps in Portuguese even at 1440 px, 2026-11-26).
    items: z.array(pageLink).min(2).max(6),
  }),
  topBar: z.strictObject({ hoursLabel: text, phoneLabel: text, emailLabel: text, socialLabel: text }),
  quoteLink: pageLink.describe("the always-visible call to action in the header"),
  requestQuoteLink: pageLink.describe(
    "in the top bar of every page: the request for quotation with drawings",
  ),
  ticker: z.strictObject({ label: text, items: z.array(text).length(6) }),
  breadcrumbLabel: text,
  languageLabel: text.describe("names the list of languages in the header for screen readers"),
  shareImageAlt: text
    .regex(/\{title\}/, rule("mustContain", { placeholder: "{title}" }))
    .describe(
      "describes the picture link previews show for a page; {title} is the page's title, {company} the company name",
    ),
  carousel: z.strictObject({
    roleDescription: text.describe("what screen readers call a carousel"),
    slideRoleDescription: text,
    slideLabel: text.describe("{n} and {total} are replaced, e.g. '{n} of {total}'"),
    previous: text,
    next: text,
    pause: text.describe("the button that stops automatic sliding"),
    play: text.describe("the button that starts it again"),
  }),
  viewer: z.strictObject({
    label: text.describe("name of the image viewer dialog"),
    close: text,
    previous: text,
    next: text,
    open: text.describe("name of the button that enlarges a photo; {alt} is the photo's description"),
    openShown: text
      .regex(/^\{shown\}/, rule("mustStartWith", { placeholder: "{shown}" }))
      .describe(
        "the same, for a photo that shows words (its number, a caption): {shown} is those words, {alt} the description",
      ),
    counterSeparator: text.describe("between the photo's number and the total, e.g. '/'"),
  }),
  loading: text.describe("announced while a page is loading"),
  footer: z.strictObject({
    description: text,
    capacitiesHeading: text,
    capacities: z
      .array(
        z.strictObject({
          output: measure.describe("yearly output, tonnes"),
          label: text,
          min: measure.optional(),
          max: measure,
          approximate: z.boolean().default(false),
        }),
      )
      .length(3),
    servicesHeading: text,
    services: z.array(pageLink).length(5),
    proof: z
      .array(pageLink)
      .min(1)
      .describe(
        "under the services: the pages a buyer checks the foundry by (materials' datasheets, quality)",
      ),
    officesHeading: text,
    followHeading: text,
    copyright: text.describe("shown after ©, the year and the legal name"),
    legal: z
      .object({
        registeredOffice: text,
        vatNumber: text,
        companyRegister: text,
        shareCapital: text,
      })
      .describe("the labels of the legal data every Italian company site shows (from content/site.yaml)"),
    legalLinks: z.array(pageLink).min(2).describe("the privacy notice and the cookie statement"),
    thirdPartyNotices: text.describe(
      "the link, after them, to the licences of the software and fonts the site uses (/third-party-notices.txt)",
    ),
  }),
  units: z.strictObject({
    perYear: text,
    perPiece: text,
    upTo: text,
    from: text,
    approximately: text,
  }),
});

export type Layout = z.output<typeof layoutSchema>;
