import { z } from "zod";
import { banner, draft, externalLink, pageLink, pageMeta, paragraphs, text, withTemplate } from "./common.ts";
import { rule } from "./rules.ts";

export const enquiryMessagesSchema = z.strictObject({
  from_name: text,
  email: text,
  phone: text.describe("the phone number, optional, is not one"),
  subject: text,
  message: text,
});

/** A message that names a limit: "{limit}" is replaced by the number of characters allowed. */
const limitText = withTemplate("limit");

export const contactSchema = z.strictObject({
  meta: pageMeta,
  banner,
  details: z.strictObject({
    heading: text,
    officesHeading: text,
    emailHeading: text,
    phoneHeading: text,
    followHeading: text,
    map: z.strictObject({
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
  quoteLink: z
    .strictObject({ text, link: pageLink })
    .describe("above the form: leads on to the request for quotation with drawings"),
  form: z.strictObject({
    eyebrow: text,
    heading: text,
    intro: text,
    fields: z.strictObject({
      from_name: z.strictObject({ label: text, placeholder: text }),
      email: z.strictObject({ label: text, placeholder: text }),
      phone: z.strictObject({ label: text.describe("says it is optional"), placeholder: text }),
      subject: z.strictObject({ label: text, placeholder: text }),
      message: z.strictObject({ label: text, placeholder: text }),
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
      .regex(/\{count\}/, rule("mustContain", { placeholder: "{count}" }))
      .describe("shown under a field near its limit: {count} characters typed of {limit}"),
  }),
});

/** The receipt after an enquiry (/contact/sent): its own file, so the contact page does not carry it. */
export const contactSentSchema = z.strictObject({
  meta: pageMeta,
  heading: text,
  referenceLabel: text.describe("before the reference, e.g. ENQ-7K3F9Q"),
  withoutReference: text.describe("shown instead of the reference when the URL has none"),
  nextHeading: text,
  next: paragraphs.describe("what happens after an enquiry is received"),
  drawings: text.describe("how to send drawings: by replying to our answer"),
  delayed: withTemplate("phone").describe(
    "shown while our mail is not going out: the enquiry is stored safely and will reach the sales team; phone if urgent",
  ),
  homeLink: pageLink,
  draft,
});

export type Contact = z.output<typeof contactSchema>;
export type EnquiryMessages = z.infer<typeof enquiryMessagesSchema>;
