/**
 * The company as search engines read it (schema.org Organization and LocalBusiness), from the site
 * settings the header, footer and contact page show: name, logo, social links, phone and emails,
 * the two offices' addresses and the opening hours.
 */
import { locale } from "../locale.ts";
import { site } from "virtual:content/site";
import type { LocalBusiness, PostalAddress } from "schema-dts";
import type { Site } from "../content/schemas/index.ts";
import type { StructuredData } from "./structured-data.ts";
import { locales } from "../locales.ts";
import { pageUrl } from "./page-url.ts";
import { absoluteUrl, iconPaths, shareImagePath } from "./urls.ts";

const organizationId = () => absoluteUrl("/#organization");

type Office = Site["offices"]["portugal"];

function postalAddress(address: Office["address"]): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: address.streetAddress,
    postalCode: address.postalCode,
    addressLocality: address.locality,
    ...(address.region ? { addressRegion: address.region } : {}),
    addressCountry: address.country,
  };
}

function office(id: string, { address }: Office): LocalBusiness {
  return {
    "@type": "LocalBusiness",
    "@id": absoluteUrl(`/#${id}`),
    name: address.name,
    parentOrganization: { "@id": organizationId() },
    url: pageUrl("/contact"),
    image: absoluteUrl(shareImagePath("/contact", locale.prefix)),
    telephone: site.phone.tel,
    address: postalAddress(address),
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: site.hours.days,
      opens: site.hours.opens,
      closes: site.hours.closes,
    },
  };
}

/**
 * The company, and with `offices` its address, contact points, Italian head office and Portuguese
 * group company: the home page names the company, the contact page (where visitors read the
 * addresses, phone and emails) says the rest. The home page's HTML must arrive in the first
 * round trip (critical-css.server.ts), and the Arabic one was within 40 bytes of it.
 */
export function organizationGraph({ offices }: { offices: boolean }): StructuredData[] {
  return [
    {
      "@type": "Organization",
      "@id": organizationId(),
      name: site.company.name,
      legalName: site.company.legalName,
      vatID: site.company.vatNumber,
      url: absoluteUrl("/"),
      logo: absoluteUrl(iconPaths.large),
      sameAs: [site.social.facebook.href, site.social.linkedin.href],
      ...(offices
        ? {
            address: postalAddress(site.offices.italy.address),
            contactPoint: site.emails.map((email) => ({
              "@type": "ContactPoint" as const,
              contactType: email.label,
              email: email.address,
              telephone: site.phone.tel,
              // The sales team answers in every language the site speaks.
              availableLanguage: locales.map((locale) => locale.code),
            })),
          }
        : {}),
    },
    ...(offices
      ? [office("head-office", site.offices.italy), office("group-company", site.offices.portugal)]
      : []),
  ];
}
