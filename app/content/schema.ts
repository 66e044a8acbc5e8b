/**
 * The shape of every content module. Content files import only the *types* from here, so zod never
 * reaches the browser; `scripts/check-content.ts` parses every module with these schemas when the
 * build runs and names the file and field of any wrong edit.
 */
import { z } from "zod";
import { pageTitle } from "../components/page-title.ts";
import { indexablePages, type IndexablePath } from "../pages.ts";

const text = z.string().trim().min(1);
const paragraphs = z.array(text).min(1).describe("one string per paragraph");

/** A page of this site, as listed in app/pages.ts. */
export const sitePath = z
  .enum(indexablePages.map((page) => page.path) as [IndexablePath, ...IndexablePath[]])
  .describe("a page of this site");

export const pageLink = z.object({ label: text, to: sitePath });
export const externalLink = z.object({ label: text, href: z.url() });

export const unit = z.enum(["mm", "kg", "psi", "t"]).describe("the unit the company states");
export const measure = z.object({
  value: z.number().positive().describe("the number as the company states it"),
  unit,
});

/** Copy the spec does not give: written for the company to confirm before launch. */
const draft = z
  .literal(true)
  .optional()
  .describe("true while this text is draft copy the company has not yet confirmed");

const image = z.object({
  alt: text.describe("what the photo shows, for people who cannot see it"),
  caption: text.optional(),
});

// ---------------------------------------------------------------- site settings

export const weekdays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a 24-hour time, e.g. 09:00 or 18:00");

/** "09 AM" → "09:00", "6 PM" → "18:00", "17:30" → "17:30": every time of day a text states, in order. */
export function clockTimesIn(text: string): string[] {
  const times: string[] = [];
  for (const match of text.matchAll(/\b(\d{1,2})(?:[:.](\d{2}))?\s*([AaPp][Mm])?(?!\d)/g)) {
    const [, hours = "", minutes, half] = match;
    if (!minutes && !half) continue;
    let hour = Number(hours);
    if (half) hour = (hour % 12) + (/^p/i.test(half) ? 12 : 0);
    times.push(`${String(hour).padStart(2, "0")}:${minutes ?? "00"}`);
  }
  return times;
}

const postalAddress = z
  .object({
    name: text.describe("the business at this address, as on its letterhead"),
    streetAddress: text.describe("street and number, e.g. 'Via Roma 12'"),
    postalCode: text,
    locality: text.describe("town or city"),
    region: text.optional().describe("province or region, as written in the address"),
    country: z.string().regex(/^[A-Z]{2}$/, "a two-letter country code, e.g. IT or PT"),
  })
  .describe("the address as search engines read it; every part must appear in `lines`");

const office = z.object({
  label: text,
  lines: z.array(text).min(2).describe("the address as visitors read it, one line each"),
  address: postalAddress,
});

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

export const siteSchema = z
  .object({
    company: z.object({
      name: text.describe("short company name used in titles and the logo"),
      shortName: text
        .max(12)
        .describe("the name under the icon on a phone's home screen, at most 12 characters"),
      legalName: text.describe("the registered name (ragione sociale), e.g. 'Fonderia Esempio S.r.l.'"),
      vatNumber: text.describe("Italian VAT number (Partita IVA), shown in every page's footer"),
      registeredOffice: text.describe(
        "the registered office (sede legale) in one line, as in the company register; shown in the footer",
      ),
      companyRegister: text.describe(
        "the company register entry (REA), e.g. 'MI-1234567'; shown in the footer after 'REA'",
      ),
      shareCapital: text
        .optional()
        .describe(
          "for a company with share capital: the amount as in the register, e.g. '€ 100.000,00 i.v.'",
        ),
    }),
    privacy: z
      .object({
        email: z.email().describe("where visitors write about their personal data"),
        retentionDays: z
          .number()
          .int()
          .min(1)
          .max(365)
          .describe(
            "days after delivery before an enquiry's personal data is erased from the web server; the privacy notice states it and the server's ENQUIRY_RETENTION_MS defaults to it",
          ),
      })
      .describe("what the privacy notice states about the company's handling of personal data"),
    locale: z
      .string()
      .regex(/^[a-z]{2}_[A-Z]{2}$/, "language_TERRITORY, e.g. en_GB")
      .describe("the language of the pages, as link previews name it (og:locale)"),
    tagline: text,
    openingHours: text.describe("as shown to visitors; must say the same as `hours`"),
    hours: z
      .object({
        days: z.array(z.enum(weekdays)).min(1).describe("the days open, Monday first, without gaps"),
        opens: clockTime,
        closes: clockTime,
      })
      .describe("the opening hours as search engines read them"),
    phone: z.object({
      display: text.describe("as shown to visitors"),
      tel: z.string().regex(/^\+\d{6,15}$/, "international format without spaces, e.g. +390000000000"),
    }),
    emails: z
      .array(z.object({ label: text, address: z.email() }))
      .length(2)
      .describe("the two general contact addresses"),
    offices: z.object({
      italy: office.extend({
        mapQuery: text.describe("what the 'open in maps' link searches for"),
        geo: z
          .object({
            latitude: z.number().min(-90).max(90),
            longitude: z.number().min(-180).max(180),
          })
          .describe(
            "where the embedded map centres its marker (decimal degrees, e.g. 45.4642, 9.19); 0, 0 until set",
          ),
      }),
      portugal: office,
    }),
    social: z.object({ facebook: externalLink, linkedin: externalLink }),
    usPartner: text.describe("name of the US metal-recycling equipment partner"),
    certifier: text.describe("name of the German certification body"),
    founder: z.object({ name: text, role: text }),
    videos: z.array(z.object({ title: text, videoId: text.describe("the video provider's id") })).length(2),
    experience: z.object({
      years: z.number().int().positive().describe("years of experience claimed on the base date"),
      baseDate: z.iso.date().describe("the date on which `years` was true, YYYY-MM-DD"),
    }),
  })
  // What visitors read and what search engines read are written twice, so they are checked here:
  // a change to one without the other stops the build.
  .superRefine((site, context) => {
    const { days, opens, closes } = site.hours;
    const order = days.map((day) => weekdays.indexOf(day));
    if (order.some((position, index) => index > 0 && position !== (order[index - 1] ?? 0) + 1)) {
      context.addIssue({
        code: "custom",
        path: ["hours", "days"],
        message: "list the days in order, Monday first, without gaps",
      });
    }
    const [first = "", last = ""] = [days[0], days.at(-1)];
    if (!site.openingHours.includes(first) || !site.openingHours.includes(last)) {
      context.addIssue({
        code: "custom",
        path: ["hours", "days"],
        message: `${first} to ${last} do not match openingHours ${JSON.stringify(site.openingHours)}`,
      });
    }
    const shown = clockTimesIn(site.openingHours);
    if (shown.join() !== [opens, closes].join()) {
      context.addIssue({
        code: "custom",
        path: ["hours", "opens"],
        message: `${opens}–${closes} does not match openingHours ${JSON.stringify(site.openingHours)} (${shown.join("–") || "no times found"})`,
      });
    }
    for (const key of ["italy", "portugal"] as const) {
      const { lines, address } = site.offices[key];
      const shownText = lines.join("\n");
      const parts = {
        name: address.name,
        streetAddress: address.streetAddress,
        postalCode: address.postalCode,
        locality: address.locality,
        region: address.region,
        country: countryNames.of(address.country),
      };
      for (const [field, value] of Object.entries(parts)) {
        if (value !== undefined && !shownText.includes(value)) {
          context.addIssue({
            code: "custom",
            path: ["offices", key, "address", field],
            message: `${JSON.stringify(value)} does not appear in offices.${key}.lines, the address visitors read`,
          });
        }
      }
    }
  });

// ---------------------------------------------------------------- shared layout

export const layoutSchema = z.object({
  skipLink: text,
  logoLabel: text
    .regex(/\{company\}/, "must contain {company}: speech-input users say the name they see")
    .describe("accessible name of the logo link; {company} is the company name the logo shows"),
  menu: z.object({
    label: text,
    openLabel: text,
    closeLabel: text,
    items: z.array(pageLink).length(6),
  }),
  topBar: z.object({ hoursLabel: text, phoneLabel: text, emailLabel: text, socialLabel: text }),
  quoteLink: pageLink.describe("the always-visible call to action in the header"),
  ticker: z.object({ label: text, items: z.array(text).length(6) }),
  breadcrumbLabel: text,
  shareImageAlt: text
    .regex(/\{title\}/, "must contain {title}")
    .describe(
      "describes the picture link previews show for a page; {title} is the page's title, {company} the company name",
    ),
  carousel: z.object({
    roleDescription: text.describe("what screen readers call a carousel"),
    slideRoleDescription: text,
    slideLabel: text.describe("{n} and {total} are replaced, e.g. '{n} of {total}'"),
    previous: text,
    next: text,
    pause: text.describe("the button that stops automatic sliding"),
    play: text.describe("the button that starts it again"),
  }),
  viewer: z.object({
    label: text.describe("name of the image viewer dialog"),
    close: text,
    previous: text,
    next: text,
    open: text.describe("name of the button that enlarges a photo; {alt} is the photo's description"),
    openShown: text
      .regex(/^\{shown\}/, "must start with {shown}: speech-input users say the words they see")
      .describe(
        "the same, for a photo that shows words (its number, a caption): {shown} is those words, {alt} the description",
      ),
    counterSeparator: text.describe("between the photo's number and the total, e.g. '/'"),
  }),
  loading: text.describe("announced while a page is loading"),
  footer: z.object({
    description: text,
    capacitiesHeading: text,
    capacities: z
      .array(
        z.object({
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
      .describe("the labels of the legal data every Italian company site shows (from site.ts)"),
    legalLinks: z.array(pageLink).min(2).describe("the privacy notice and the cookie statement"),
  }),
  units: z.object({
    perYear: text,
    perPiece: text,
    upTo: text,
    from: text,
    approximately: text,
  }),
});

// ---------------------------------------------------------------- pages

/**
 * A page's title as search results show it: with the company name after it, 10–60 characters
 * (longer titles are cut off in the results).
 */
const pageTitleText = text.superRefine((title, context) => {
  const full = pageTitle(title);
  if (full.length < 10 || full.length > 60) {
    context.addIssue({
      code: "custom",
      message: `${JSON.stringify(full)} is ${full.length} characters with the company name; search results show 10–60`,
    });
  }
});

const pageMeta = z.object({
  title: pageTitleText.describe(
    "the page's name in search results and browser tabs; with the company name added it must be 10–60 characters",
  ),
  description: text.superRefine((description, context) => {
    if (description.length < 70 || description.length > 160) {
      context.addIssue({
        code: "custom",
        message: `is ${description.length} characters; search results show 70–160 (a shorter one is replaced by text picked from the page, a longer one is cut off)`,
      });
    }
  }),
});
const banner = z.object({ title: text, breadcrumbs: z.array(pageLink).min(2) });

export const homeSchema = z.object({
  meta: pageMeta,
  hero: z.object({
    heading: text.describe("the page's h1, read by screen readers and search engines"),
    draft,
  }),
  slides: z.array(z.object({ eyebrow: text, title: text, button: pageLink })).length(2),
  highlights: z.object({
    partner: z.object({
      eyebrow: text,
      heading: text,
      body: paragraphs,
      partnerLabel: text.describe("shown before the partner's name from site settings"),
      link: pageLink,
      draft,
    }),
    businessTrip: image.extend({ heading: text }),
  }),
  spiderRotor: z.object({ heading: text, intro: text, photos: z.array(image).length(3), draft }),
  about: z.object({
    badge: text.describe("shown under the number of years"),
    eyebrow: text,
    heading: text,
    body: paragraphs,
    materials: z.array(text).length(6),
    button: pageLink,
    phoneLabel: text,
    photos: z.array(image).length(2),
    draft,
  }),
  services: z.object({
    eyebrow: text,
    heading: text,
    link: pageLink.describe("the way to the Offering page, which is not in the main menu"),
    items: z.array(z.object({ title: text, description: text, draft })).length(5),
  }),
  technology: z.object({
    eyebrow: text,
    heading: text,
    intro: text,
    playLabel: text.describe("the play button's name; the video title follows it"),
    privacyNote: text.describe("one line: the video provider receives data when a video is played"),
    draft,
  }),
  specifications: z.object({
    heading: text,
    columns: z.array(z.object({ title: text, items: z.array(text).min(2), draft })).length(4),
  }),
  pressRelease: z.object({
    eyebrow: text,
    date: z.iso.date(),
    heading: text,
    body: paragraphs,
    draft,
  }),
});

export const aboutSchema = z.object({
  meta: pageMeta,
  banner,
  founder: z.object({
    eyebrow: text,
    heading: text,
    bio: paragraphs,
    photo: image,
    experienceLabel: text,
    draft,
  }),
  principlesHeading: text.describe("names the Vision, Strength and Mission cards for screen readers"),
  cards: z
    .array(z.object({ key: z.enum(["vision", "strength", "mission"]), title: text, body: text }))
    .length(3),
  values: z.object({
    heading: text,
    items: z.array(z.object({ title: text, body: text, draft })).length(5),
  }),
  certification: z.object({
    eyebrow: text,
    heading: text,
    standard: z.literal("ISO 9001:2008"),
    certifierLabel: text.describe("shown before the certifier's name from site settings"),
    body: paragraphs,
    certificate: image,
    draft,
  }),
});

export const panelKey = z.enum([
  "foundry",
  "rapidPrototyping",
  "methodsDevelopment",
  "steelCasting",
  "testingFacility",
  "machiningFacility",
  "valveAssembly",
  "valveTesting",
]);

const panel = z.object({
  key: panelKey,
  menuLabel: text.optional().describe("label in the side menu; leave out to hide the panel from it"),
  bannerTitle: pageTitleText.describe("the banner's h1, and the page title while this panel shows"),
  heading: text,
  intro: paragraphs,
  draft,
  capacities: z
    .object({ heading: text, items: z.array(z.object({ label: text, measure })).min(1) })
    .optional(),
  steps: z.object({ heading: text, items: z.array(text).min(1) }).optional(),
  methods: z.array(z.object({ no: z.string().regex(/^\d\d$/), title: text, description: text })).optional(),
  timeline: z
    .object({
      heading: text,
      items: z.array(z.object({ weeks: z.number().int().positive(), activity: text })).min(1),
    })
    .optional(),
  list: z.object({ heading: text, items: z.array(text).min(1), draft }).optional(),
});

export const foundrySchema = z.object({
  meta: pageMeta,
  breadcrumbHome: pageLink,
  sideMenuLabel: text,
  quoteButton: pageLink,
  weeksLabel: text.describe("unit after a number of weeks"),
  panels: z
    .array(panel)
    .refine(
      (panels) => panels.map((p) => p.key).join() === panelKey.options.join(),
      `one panel per key, in this order: ${panelKey.options.join(", ")}`,
    ),
});

export const galleryCategory = z.enum(["product", "metal", "hardwares"]);

export const gallerySchema = z.object({
  meta: pageMeta,
  banner,
  heading: z.object({ eyebrow: text, title: text }),
  filterLabel: text,
  allLabel: text,
  countLabel: text.describe("shown after the number of photos, e.g. 'photos'"),
  categories: z
    .array(
      z.object({
        key: galleryCategory,
        label: text,
        itemLabel: text.describe("alt text stem; the item number follows"),
        firstId: z.number().int().positive(),
        lastId: z.number().int().positive(),
      }),
    )
    .length(3)
    .refine(
      (categories) =>
        categories.every((category, index) => {
          const expectedFirst = index === 0 ? 1 : (categories[index - 1]?.lastId ?? 0) + 1;
          return category.firstId === expectedFirst && category.lastId >= category.firstId;
        }),
      "id ranges must run from 1 without gaps or overlaps, in order",
    ),
});

export const metalRecyclingSchema = z.object({
  meta: pageMeta,
  banner,
  products: z.object({ eyebrow: text, heading: text, items: z.array(text).length(12) }),
  experience: z.object({
    heading: text,
    body: paragraphs,
    claim: z.object({ value: z.number().positive(), unit: z.literal("%"), label: text }),
    draft,
  }),
  cardsHeading: text.describe("names the three cards for screen readers"),
  cards: z
    .array(z.object({ title: text, body: paragraphs, list: z.array(text).optional(), draft }))
    .length(3),
});

export const offeringSchema = z.object({
  meta: pageMeta,
  banner,
  heading: text.describe("names the cards for screen readers"),
  intro: z.object({ text, draft }),
  cards: z
    .array(
      z.object({
        title: text,
        groups: z.array(z.object({ heading: text, items: z.array(text).min(1) })).min(1),
        link: pageLink,
      }),
    )
    .length(2),
});

export const enquiryMessagesSchema = z.object({
  from_name: text,
  email: text,
  subject: text,
  message: text,
});

/** A message that names a limit: "{limit}" is replaced by the number of characters allowed. */
const limitText = text.regex(/\{limit\}/, "must contain {limit}");

export const contactSchema = z.object({
  meta: pageMeta,
  banner,
  details: z.object({
    heading: text,
    officesHeading: text,
    emailHeading: text,
    phoneHeading: text,
    followHeading: text,
    map: z.object({
      title: text.describe("names the map: the picture before the click, the embedded map after it"),
      imageAlt: text.describe("describes the picture shown until the visitor asks for the map"),
      privacyNote: text.describe(
        "said before the click: who provides the map and what they receive when it loads",
      ),
      providerPrivacy: externalLink.describe("the map provider's privacy policy"),
      show: text.describe("the button (a link without JavaScript) that loads the embedded map"),
      openInMaps: text.describe("the link that opens the address on the provider's site, in a new tab"),
    }),
    draft,
  }),
  form: z.object({
    eyebrow: text,
    heading: text,
    intro: text,
    fields: z.object({
      from_name: z.object({ label: text, placeholder: text }),
      email: z.object({ label: text, placeholder: text }),
      subject: z.object({ label: text, placeholder: text }),
      message: z.object({ label: text, placeholder: text }),
    }),
    messages: enquiryMessagesSchema,
    requiredNote: text,
    privacyNote: z
      .object({ text, link: pageLink })
      .describe("next to the send button: what the data is used for, with a link to the privacy notice"),
    submit: text,
    errorSummary: text.describe("announced when a submit finds invalid fields"),
    tooLong: z
      .object({ from_name: limitText, subject: limitText, message: limitText })
      .describe("shown when a field is longer than the form allows"),
    counter: limitText
      .regex(/\{count\}/, "must contain {count}")
      .describe("shown under a field near its limit: {count} characters typed of {limit}"),
    honeypotLabel: text.describe("label of the hidden trap field; only bots read it"),
    outcomes: z
      .object({
        badRequest: text.describe("the form sent fields it does not have (not our page)"),
        forbidden: text.describe("the anti-forgery check failed: not received, send again"),
        tooLarge: text.describe("the submission was over 64 KiB: not received"),
        rateLimited: text.describe("too many enquiries from one address: not received, try later"),
        unavailable: text.describe("our store failed: NOT received; the phone and emails follow it"),
      })
      .describe("what the page says when an enquiry was not received; the phone and emails follow"),
    httpErrors: z
      .object({
        methodNotAllowed: text,
        anotherSite: text,
        unsupportedType: text,
        unreadableBody: text,
      })
      .describe("plain-text answers to requests that cannot come from our own page"),
  }),
  sent: z.object({
    meta: pageMeta,
    heading: text,
    referenceLabel: text.describe("before the reference, e.g. ENQ-7K3F9Q"),
    withoutReference: text.describe("shown instead of the reference when the URL has none"),
    nextHeading: text,
    next: paragraphs.describe("what happens after an enquiry is received"),
    drawings: text.describe("how to send drawings: by replying to our answer"),
    homeLink: pageLink,
    draft,
  }),
});

/** A part of a plain document page (the privacy notice, the cookie statement). */
const documentSection = z.object({
  id: z
    .string()
    .regex(/^[a-z]+(-[a-z]+)*$/, "lower-case words joined by hyphens")
    .describe("the section's address within the page, e.g. /privacy#rights"),
  heading: text,
  paragraphs: z.array(text).default([]),
  items: z.array(text).default([]).describe("a bulleted list after the paragraphs"),
  link: pageLink.optional().describe("a page to read next, linked at the end of the section"),
});

const documentPage = z.object({
  meta: pageMeta,
  banner,
  updated: z.iso.date().describe("when the text last changed, YYYY-MM-DD; shown as 'Last updated'"),
  updatedLabel: text,
  intro: paragraphs,
  sections: z.array(documentSection).min(1),
  draft,
});

/**
 * The privacy notice (GDPR art. 13). Paragraphs may use {legalName}, {registeredOffice},
 * {vatNumber}, {privacyEmail} and {retentionDays}, filled from site.ts.
 */
export const privacySchema = documentPage.extend({
  contents: text.describe("the heading of the list of sections at the top"),
});

/** The cookie statement: every cookie and browser storage the site uses, in a table. */
export const cookiesSchema = documentPage.extend({
  table: z.object({
    caption: text,
    headings: z.object({ name: text, purpose: text, duration: text, kind: text }),
    rows: z
      .array(z.object({ name: text, purpose: text, duration: text, kind: text }))
      .min(1)
      .describe("one row per cookie or browser storage key; a browser test checks every cookie is listed"),
  }),
});

export const notFoundSchema = z.object({
  meta: pageMeta,
  heading: text,
  body: text,
  homeLink: pageLink,
  pagesHeading: text,
  pages: z.array(pageLink).min(7),
});

export const serverErrorSchema = z.object({
  title: text,
  heading: text,
  body: text,
  phoneLabel: text,
  emailLabel: text,
  homeLabel: text,
});

/**
 * What the server answers by itself, without rendering a page (server/refusal-page.ts): cheap
 * enough for any number of requests, so a flood of refused ones cannot slow the site down.
 */
export const serverAnswersSchema = z.object({
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
  plain: z
    .object({
      methodNotAllowed: text.describe("a request other than GET or HEAD to any address but the form's (405)"),
      otherAddress: text.describe("an enquiry sent to another spelling of /contact (403)"),
      badAddress: text.describe("an address with a broken %-escape or an escaped control character (400)"),
    })
    .describe("plain-text answers to requests no page of ours sends"),
  front: z
    .object({
      badRequest: z
        .object({ title: text, body: text })
        .describe("a request the front cannot read, e.g. a broken %-escape in the address (400)"),
      tooLarge: z.object({ title: text, body: text }).describe("a request too large for the front (413)"),
      unavailable: z
        .object({ title: text, body: text })
        .describe("when the site's server cannot answer for a moment (502, 503, 504)"),
    })
    .describe("the pages the production front (nginx) answers by itself, with the phone and emails"),
});

/** Spec §9 constants for the carousels the moving-parts issue builds on this data. */
const breakpoint = z.object({ minWidth: z.number().int().min(0), items: z.number().int().positive() });
const carousel = z.object({
  loop: z.boolean(),
  autoplayMs: z.number().int().positive(),
  speedMs: z.number().int().positive().optional(),
  pauseOnHover: z.boolean(),
  breakpoints: z.array(breakpoint).min(1),
});
export const motionSchema = z.object({
  carousels: z.object({
    homeBanner: carousel,
    services: carousel,
    spiderRotor: carousel,
    products: carousel,
    values: carousel,
  }),
  methodsFadeMs: z.number().int().positive(),
  experienceStepMs: z.number().int().positive().describe("one year of experience, in ms"),
});

// ---------------------------------------------------------------- images

/** What a generated placeholder draws for a slot until the company drops in a real photo. */
export const drawingKind = z.enum([
  "rotor",
  "hammer",
  "grate",
  "liner",
  "cap",
  "bar",
  "plate",
  "bolt",
  "pin",
  "tooth",
  "anvil",
  "wall",
  "valve",
  "pump",
  "casting",
  "ladle",
  "portrait",
  "certificate",
  "team",
  "map",
]);

export const imageSlotSchema = z.object({
  width: z
    .number()
    .int()
    .positive()
    .describe("largest width served in px (a photo's largest variant); with height, fixes the aspect ratio"),
  height: z.number().int().positive(),
  drawing: drawingKind,
  label: text.describe("the title-block text of the generated drawing, e.g. 'Spider rotor — view 2'"),
});

export const imagesSchema = z.record(
  z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "slot names are lower-case words joined by hyphens"),
  imageSlotSchema,
);

// ---------------------------------------------------------------- greetings overlay

export const greetingsSchema = z.object({
  enabled: z.boolean().describe("spec: optional and off by default"),
  from: z.iso.date().describe("first day the overlay may show"),
  until: z.iso.date().describe("last day the overlay may show"),
  heading: text,
  body: paragraphs,
  closeLabel: text,
});

export type Site = z.input<typeof siteSchema>;
export type Privacy = z.input<typeof privacySchema>;
export type Cookies = z.input<typeof cookiesSchema>;
export type Layout = z.input<typeof layoutSchema>;
export type Measure = z.infer<typeof measure>;
export type PageLink = z.infer<typeof pageLink>;
export type SitePath = z.infer<typeof sitePath>;
export type Home = z.input<typeof homeSchema>;
export type About = z.input<typeof aboutSchema>;
export type Foundry = z.input<typeof foundrySchema>;
export type Panel = z.input<typeof panel>;
export type PanelKey = z.infer<typeof panelKey>;
export type Gallery = z.input<typeof gallerySchema>;
export type GalleryCategory = z.infer<typeof galleryCategory>;
export type MetalRecycling = z.input<typeof metalRecyclingSchema>;
export type Offering = z.input<typeof offeringSchema>;
export type Contact = z.input<typeof contactSchema>;
export type EnquiryMessages = z.infer<typeof enquiryMessagesSchema>;
export type NotFound = z.input<typeof notFoundSchema>;
export type ServerAnswers = z.input<typeof serverAnswersSchema>;
export type ServerError = z.input<typeof serverErrorSchema>;
export type Motion = z.input<typeof motionSchema>;
export type ImageSlot = z.infer<typeof imageSlotSchema>;
export type Images = z.infer<typeof imagesSchema>;
export type DrawingKind = z.infer<typeof drawingKind>;
export type Greetings = z.input<typeof greetingsSchema>;
