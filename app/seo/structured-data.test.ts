import { contact } from "virtual:content/contact";
import { site } from "virtual:content/site";
import { describe, expect, it } from "vitest";
import { buildSettings } from "../../scripts/build/build-settings.ts";
import { organizationGraph } from "./organization-data.ts";
import { breadcrumbList } from "./structured-data.ts";

const origin = buildSettings.SITE_URL;

describe("breadcrumbList", () => {
  it("lists the banner's trail item for item, with absolute URLs", () => {
    const [home, page] = contact.banner.breadcrumbs;
    expect(breadcrumbList(contact.banner.breadcrumbs)).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: home?.label, item: `${origin}/` },
        { "@type": "ListItem", position: 2, name: page?.label, item: `${origin}/contact` },
      ],
    });
  });
});

describe("organizationGraph", () => {
  const [organization, headOffice, groupCompany] = organizationGraph({ offices: true });

  it("describes the company from the site settings", () => {
    expect(organization).toMatchObject({
      "@type": "Organization",
      "@id": `${origin}/#organization`,
      name: site.company.name,
      legalName: site.company.legalName,
      url: `${origin}/`,
      logo: `${origin}/icon-512.png`,
      sameAs: [site.social.facebook.href, site.social.linkedin.href],
      contactPoint: site.emails.map((email) => ({
        "@type": "ContactPoint",
        contactType: email.label,
        email: email.address,
        telephone: site.phone.tel,
      })),
    });
  });

  it("names the company alone unless asked for its offices, address and contact points", () => {
    const {
      address: _address,
      contactPoint: _contactPoint,
      ...named
    } = organization as unknown as Record<string, unknown>;
    expect(organizationGraph({ offices: false })).toEqual([named]);
    expect(_address).toBeDefined();
    expect(_contactPoint).toBeDefined();
  });

  it("gives each office its postal address, telephone and the site's hours", () => {
    const hours = {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: site.hours.days,
      opens: site.hours.opens,
      closes: site.hours.closes,
    };
    expect(headOffice).toMatchObject({
      "@type": "LocalBusiness",
      name: site.offices.italy.address.name,
      parentOrganization: { "@id": `${origin}/#organization` },
      telephone: site.phone.tel,
      address: {
        "@type": "PostalAddress",
        streetAddress: site.offices.italy.address.streetAddress,
        postalCode: site.offices.italy.address.postalCode,
        addressLocality: site.offices.italy.address.locality,
        addressCountry: "IT",
      },
      openingHoursSpecification: hours,
    });
    expect(groupCompany).toMatchObject({
      "@type": "LocalBusiness",
      name: site.offices.portugal.address.name,
      address: {
        addressLocality: site.offices.portugal.address.locality,
        addressRegion: site.offices.portugal.address.region,
        addressCountry: "PT",
      },
      openingHoursSpecification: hours,
    });
  });
});
