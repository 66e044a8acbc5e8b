import { contact } from "virtual:content/contact";
import { site } from "virtual:content/site";
import { describe, expect, it } from "vitest";
import { buildSettings } from "../../scripts/build/build-settings.ts";
import { organizationGraph } from "./organization-data.ts";
import { breadcrumbList } from "./structured-data.ts";

const origin = buildSettings.SITE_URL;

describe("breadcrumbList", () => {
  it("lists the banner's trail item for item, with absolute URLs", () => {
    expect(breadcrumbList(contact.banner.breadcrumbs)).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
        { "@type": "ListItem", position: 2, name: "Contact Us", item: `${origin}/contact` },
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

  it("names the offices only when asked to", () => {
    expect(organizationGraph({ offices: false })).toEqual([organization]);
  });

  it("gives each office its postal address, telephone and the spec's hours", () => {
    const hours = {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "18:00",
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
      address: { addressLocality: "Funchal", addressRegion: "Madeira", addressCountry: "PT" },
      openingHoursSpecification: hours,
    });
  });
});
