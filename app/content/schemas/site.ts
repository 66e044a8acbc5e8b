import { z } from "zod";
import { externalLink, text } from "./common.ts";
import { rule } from "./rules.ts";
import { utcOffsetsOf } from "../../format/time-zone.ts";

export const weekdays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, rule("clockTime"));

/** Whether Intl knows the zone ("Europe/Rome"); it throws on any other name. */
function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** "UTC + 1", "utc+1" and "UTC+01:00" read as "UTC+1", so the words may follow a language's habits. */
const offsetsNamedIn = (words: string) =>
  new Set(
    [...words.replaceAll("\u2212", "-").matchAll(/UTC\s*(?:([+-])\s*0?(\d{1,2})(?::?(\d{2}))?)?/gi)].map(
      ([, sign, hours, minutes]) =>
        sign ? `UTC${sign}${Number(hours)}${minutes && minutes !== "00" ? `:${minutes}` : ""}` : "UTC",
    ),
  );

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
  .strictObject({
    name: text
      .optional()
      .describe(
        "the business at this address, as on its letterhead; leave out when it is the first line of `lines`",
      ),
    streetAddress: text.describe("street and number, e.g. 'Via Roma 12'"),
    postalCode: text,
    locality: text.describe("town or city"),
    region: text.optional().describe("province or region, as written in the address"),
    country: z.string().regex(/^[A-Z]{2}$/, rule("countryCode")),
  })
  .describe("the address as search engines read it; every part must appear in `lines`");

const office = z.strictObject({
  label: text,
  lines: z.array(text).min(2).describe("the address as visitors read it, one line each"),
  address: postalAddress,
});

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

export const siteSchema = z
  .object({
    company: z.strictObject({
      name: text.describe("short company name used in titles and the logo"),
      shortName: text
        .max(12)
        .optional()
        .describe(
          "the name under the icon on a phone's home screen, at most 12 characters; leave out when `name` is that short",
        ),
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
    tagline: text,
    openingHours: text.describe(
      "as shown to visitors, in 24-hour or AM/PM times; must name the same days and times as `hours` (site.yaml)",
    ),
    openingHoursZone: text.describe(
      "the time zone of the opening hours as visitors read it, after the hours: must name its offsets from UTC (e.g. 'Italian time, UTC+1, UTC+2 in summer')",
    ),
    hours: z
      .object({
        days: z.array(z.enum(weekdays)).min(1).describe("the days open, Monday first, without gaps"),
        opens: clockTime,
        closes: clockTime,
        timeZone: z
          .string()
          .refine(knownTimeZone, rule("timeZone"))
          .describe("the time zone of the opening hours, e.g. Europe/Rome"),
      })
      .describe("the opening hours as search engines read them"),
    phone: z.strictObject({
      display: text.describe("as shown to visitors"),
      tel: z.string().regex(/^\+\d{6,15}$/, rule("phone")),
    }),
    emails: z
      .array(z.strictObject({ label: text, address: z.email() }))
      .length(2)
      .describe("the two general contact addresses"),
    offices: z.strictObject({
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
    social: z.strictObject({
      facebook: externalLink.describe(
        "label: what screen readers say for the icon; {company} is the company name",
      ),
      linkedin: externalLink.describe(
        "label: what screen readers say for the icon; {company} is the company name",
      ),
    }),
    usPartner: text.describe("name of the US metal-recycling equipment partner"),
    certifier: text.describe("name of the German certification body"),
    founder: z.strictObject({ name: text, role: text }),
    videos: z
      .array(z.strictObject({ title: text, videoId: text.describe("the video provider's id") }))
      .length(2),
    experience: z.strictObject({
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
        message: rule("daysInOrder"),
      });
    }
    const shown = clockTimesIn(site.openingHours);
    if (shown.join() !== [opens, closes].join()) {
      context.addIssue({
        code: "custom",
        path: ["hours", "opens"],
        message: shown.length
          ? rule("hoursDiffer", {
              opens,
              closes,
              openingHours: JSON.stringify(site.openingHours),
              shown: shown.join("–"),
            })
          : rule("hoursNotFound", { opens, closes, openingHours: JSON.stringify(site.openingHours) }),
      });
    }
    // A buyer in Riyadh or Santiago must tell when to call: the zone's words name its offsets.
    if (knownTimeZone(site.hours.timeZone)) {
      const named = offsetsNamedIn(site.openingHoursZone);
      const missing = utcOffsetsOf(site.hours.timeZone).filter((offset) => !named.has(offset));
      if (missing.length > 0) {
        context.addIssue({
          code: "custom",
          path: ["openingHoursZone"],
          message: rule("hoursZone", {
            offsets: missing.join(", "),
            timeZone: site.hours.timeZone,
            openingHoursZone: JSON.stringify(site.openingHoursZone),
          }),
        });
      }
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
        // A code that is not two capitals is refused above; Intl would throw on it.
        country: /^[A-Z]{2}$/.test(address.country) ? countryNames.of(address.country) : undefined,
      };
      for (const [field, value] of Object.entries(parts)) {
        if (value !== undefined && !shownText.includes(value)) {
          context.addIssue({
            code: "custom",
            path: ["offices", key, "address", field],
            message: rule("addressPart", { value: JSON.stringify(value), office: key }),
          });
        }
      }
    }
  })
  // Each fact once: the short name is the name when that is short enough, and an office's
  // business name is the first line of its address.
  .superRefine((site, context) => {
    if (site.company.shortName === undefined && site.company.name.length > 12) {
      context.addIssue({
        code: "custom",
        path: ["company", "shortName"],
        message: rule("shortName", { length: site.company.name.length }),
      });
    }
  })
  .transform((site) => {
    const withName = <Office extends { lines: string[]; address: { name?: string | undefined } }>(
      office: Office,
    ) => ({
      ...office,
      address: { ...office.address, name: office.address.name ?? office.lines[0] ?? "" },
    });
    return {
      ...site,
      company: { ...site.company, shortName: site.company.shortName ?? site.company.name },
      offices: { italy: withName(site.offices.italy), portugal: withName(site.offices.portugal) },
    };
  });

export type Site = z.output<typeof siteSchema>;
