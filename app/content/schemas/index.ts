/**
 * Which schema checks which content file. Every file in content/<locale>/ must be listed here (the
 * content check fails on one that is not); `facts` marks the files that also have a
 * language-independent part in content/ itself (content/README.md).
 */
import type { z } from "zod";
import type { Material } from "../vocabulary.ts";
import { aboutSchema } from "./about.ts";
import { articlesSchema, type PublishedArticle } from "./articles.ts";
import { contactSchema, contactSentSchema } from "./contact.ts";
import { cookiesSchema } from "./cookies.ts";
import { enquiryWordsSchema } from "./enquiry.ts";
import { foundrySchema } from "./foundry.ts";
import { gallerySchema } from "./gallery.ts";
import { greetingsSchema } from "./greetings.ts";
import { homeSchema } from "./home.ts";
import { layoutSchema } from "./layout.ts";
import { materialsSchema } from "./materials.ts";
import { metalRecyclingSchema } from "./metal-recycling.ts";
import { notFoundSchema } from "./not-found.ts";
import { offeringSchema } from "./offering.ts";
import { privacySchema } from "./privacy.ts";
import { qualitySchema } from "./quality.ts";
import { quoteSchema } from "./quote.ts";
import { serverAnswersSchema } from "./server-answers.ts";
import { serverErrorSchema } from "./server-error.ts";
import { siteSchema } from "./site.ts";

export const contentFiles = {
  site: { file: "site", schema: siteSchema, facts: true },
  layout: { file: "layout", schema: layoutSchema, facts: false },
  home: { file: "home", schema: homeSchema, facts: false },
  about: { file: "about", schema: aboutSchema, facts: false },
  offering: { file: "offering", schema: offeringSchema, facts: false },
  foundry: { file: "foundry", schema: foundrySchema, facts: false },
  metalRecycling: { file: "metal-recycling", schema: metalRecyclingSchema, facts: false },
  gallery: { file: "gallery", schema: gallerySchema, facts: false },
  contact: { file: "contact", schema: contactSchema, facts: false },
  contactSent: { file: "contact-sent", schema: contactSentSchema, facts: false },
  quote: { file: "quote", schema: quoteSchema, facts: true },
  materials: { file: "materials", schema: materialsSchema, facts: true },
  articles: { file: "articles", schema: articlesSchema, facts: true },
  quality: { file: "quality", schema: qualitySchema, facts: true },
  enquiry: { file: "enquiry", schema: enquiryWordsSchema, facts: false },
  privacy: { file: "privacy", schema: privacySchema, facts: false },
  cookies: { file: "cookies", schema: cookiesSchema, facts: false },
  notFound: { file: "not-found", schema: notFoundSchema, facts: false },
  serverError: { file: "server-error", schema: serverErrorSchema, facts: false },
  serverAnswers: { file: "server-answers", schema: serverAnswersSchema, facts: false },
  greetings: { file: "greetings", schema: greetingsSchema, facts: true },
} as const;

export type ContentName = keyof typeof contentFiles;

type Checked = { [Name in ContentName]: z.output<(typeof contentFiles)[Name]["schema"]> };

/**
 * Everything one language's pages say, checked: what `virtual:content` exports to the app. The
 * quote page's densities are not written in its file: the loader takes each from the materials'
 * datasheets (app/content/materials.ts), so both pages state one figure; the quality page's
 * documents are the PDFs found beside the content (content/documents/); the articles' facts and
 * words are joined, the home page's press release is the news article it names, and the certificates
 * its Accreditations column names are the quality page's.
 */
export type SiteContent = Omit<Checked, "quote" | "quality" | "articles" | "home"> & {
  quote: Checked["quote"] & {
    densities: Partial<Record<Material, number>>;
    gradeDensities: Record<string, { material: Material; density: number }>;
  };
  /** `files`: the PDFs of content/documents/ by file name, with their size in bytes. */
  quality: Checked["quality"] & { files: Record<string, number> };
  /** `published`: the articles on the site, facts and this language's words together, newest first. */
  articles: Checked["articles"] & { published: PublishedArticle[] };
  /** The press release: the news article it names, its title, date and text. */
  home: Omit<Checked["home"], "pressRelease"> & {
    pressRelease: Checked["home"]["pressRelease"] & { heading: string; date: string; body: string[] };
    /**
     * The certificates the Accreditations column names, with the quality page's words for their
     * standing: from content/quality.yaml, and only that, so the home page's script does not
     * carry the quality page.
     */
    certificates: {
      list: Pick<Checked["quality"]["certificates"][number], "name" | "standard" | "validUntil">[];
      labels: Pick<Checked["quality"]["labels"], "valid" | "expired">;
    };
  };
};

/** Each content file's part as the schemas checked it, before the loader joins files (above). */
export type WrittenContent = Checked;

export * from "./about.ts";
export * from "./articles.ts";
export * from "./common.ts";
export * from "./contact.ts";
export * from "./cookies.ts";
export * from "./enquiry.ts";
export * from "./foundry.ts";
export * from "./gallery.ts";
export * from "./greetings.ts";
export * from "./home.ts";
export * from "./images.ts";
export * from "./layout.ts";
export * from "./materials.ts";
export * from "./metal-recycling.ts";
export * from "./motion.ts";
export * from "./not-found.ts";
export * from "./offering.ts";
export * from "./privacy.ts";
export * from "./quality.ts";
export * from "./quote.ts";
export * from "./server-answers.ts";
export * from "./server-error.ts";
export * from "./site.ts";
