/**
 * Every setting the *build* reads, parsed once when the build's configuration loads; nothing else
 * in the build reads process.env. (The running server has its own, server/config.ts.)
 */
import { z } from "zod";
import { leaveOutUnconfirmed } from "../../app/content/load-content.ts";
import { defaultLocale, type Locale, localeByCode, locales, type LocaleCode } from "../../app/locales.ts";

/**
 * Where canonical URLs, the sitemap and link previews point while no real address is set. The
 * `.invalid` top-level domain can never resolve (RFC 2606), so a build made with it cannot
 * pass for the real site.
 */
export const placeholderSiteUrl = "https://www.example-foundry.invalid";

/** An unset variable and an empty one (`SITE_URL=` in a CI file) both mean "not set". */
const unsetWhenEmpty = (value: unknown) => (value === "" ? undefined : value);

const siteUrl = z
  .url({ protocol: /^https?$/, error: "expected an http:// or https:// URL" })
  .superRefine((value, context) => {
    if (!URL.canParse(value)) return; // already reported by z.url()
    const url = new URL(value);
    if (url.pathname !== "/" || url.search || url.hash || url.username || url.password) {
      context.addIssue({
        code: "custom",
        message: `expected the site's origin only, e.g. https://www.example-foundry.it (the site is served from the root), not ${JSON.stringify(value)}`,
      });
    }
  })
  // "https://www.example-foundry.it/" and "HTTPS://WWW.Example-Foundry.it" are the same origin.
  .transform((value) => new URL(value).origin);

const buildSettingsSchema = z.object({
  /** The public origin every absolute URL of the build starts with: canonical, og:url, sitemap. */
  SITE_URL: z.preprocess(unsetWhenEmpty, siteUrl.default(placeholderSiteUrl)),
  /** Where the build goes, relative to the project root; server/config.ts reads the same name. */
  BUILD_DIR: z.preprocess(unsetWhenEmpty, z.string().default("build")),
  /** The language this build speaks (app/locales.ts); scripts/build/build.ts builds each in turn. */
  SITE_LOCALE: z.preprocess(
    unsetWhenEmpty,
    z.enum(locales.map((locale) => locale.code) as [LocaleCode, ...LocaleCode[]]).default(defaultLocale.code),
  ),
  /**
   * A staging site at a public address: it may go live with placeholders and shows the figures
   * waiting for confirmation, marked, as a site for the company's own eyes.
   */
  SITE_STAGING: z.preprocess(unsetWhenEmpty, z.stringbool().default(false)),
  /** A test build's swapped content (vite.config.ts lists the names it knows). */
  SITE_CONTENT_OVERRIDES: z.preprocess(unsetWhenEmpty, z.string().optional()),
});

export type BuildSettings = z.output<typeof buildSettingsSchema>;

export function parseBuildSettings(env: Record<string, string | undefined>): BuildSettings {
  const result = buildSettingsSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid build setting:\n  ${problems.join("\n  ")}`);
}

/** The language a build speaks: SITE_LOCALE, already checked to be one of app/locales.ts. */
export function buildLocaleOf(settings: Pick<BuildSettings, "SITE_LOCALE">): Locale {
  const locale = localeByCode(settings.SITE_LOCALE);
  if (!locale) throw new Error(`Unknown SITE_LOCALE ${settings.SITE_LOCALE}`);
  return locale;
}

/** The one-line warning a build prints while its absolute URLs point nowhere; undefined otherwise. */
export function placeholderWarning(settings: Pick<BuildSettings, "SITE_URL">): string | undefined {
  if (settings.SITE_URL !== placeholderSiteUrl) return undefined;
  return `⚠ SITE_URL is not set: canonical URLs, the sitemap and link previews point to ${placeholderSiteUrl}. Build with SITE_URL=https://… (the public address) before deploying.`;
}

/**
 * Names no public site answers at: loopback, and the names reserved for tests, examples and
 * documentation (RFC 2606, RFC 6761) and for local networks.
 */
const notPublic =
  /^(localhost|127(\.\d+){3}|\[::1\]|(.+\.)?example(\.(com|net|org))?|.+\.(test|invalid|localhost|local|internal))$/i;

/**
 * Whether the build is the public site buyers read (issue 51's go-live gate): an https address
 * a public site can have, and not a staging site. Such a build refuses to go live with a
 * placeholder, and leaves out figures waiting for confirmation.
 */
export function isProductionSite(settings: Pick<BuildSettings, "SITE_URL" | "SITE_STAGING">): boolean {
  const url = new URL(settings.SITE_URL);
  return url.protocol === "https:" && !notPublic.test(url.hostname) && !settings.SITE_STAGING;
}

export const buildSettings = parseBuildSettings(process.env);
// Before anything of the content is read by this build's process (the build, Vite's configuration,
// the prerender list): a buyer never reads a figure the company has not confirmed.
if (isProductionSite(buildSettings)) leaveOutUnconfirmed();
/** The language this build speaks. */
export const buildLocale = buildLocaleOf(buildSettings);
