import type { Site } from "./schema.ts";

/**
 * Site settings: every fact the specification redacts or never gives.
 * Values in curly braces, on example.com, with "Esempio"/"Exemplo" or with 000 digits are
 * placeholders; the build lists them until the company supplies the real ones.
 */
export const site: Site = {
  company: {
    name: "{Company}",
    shortName: "{Company}",
    legalName: "{Company S.r.l.}",
    vatNumber: "IT{00000000000}",
    registeredOffice: "Via Esempio 1, 00000 Città (XX), Italy",
    companyRegister: "{XX}-{0000000}",
    shareCapital: "€ {000.000,00} i.v.",
  },
  privacy: {
    email: "privacy@example.com",
    retentionDays: 30,
  },
  locale: "en_GB",
  tagline: "We Specialize in Steel & Alloy Casting Manufacturing",
  openingHours: "Monday - Friday 09 AM to 6 PM",
  hours: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "18:00",
  },
  phone: {
    display: "+39 000 000 0000",
    tel: "+390000000000",
  },
  emails: [
    { label: "General enquiries", address: "info@example.com" },
    { label: "Sales", address: "sales@example.com" },
  ],
  offices: {
    italy: {
      label: "Head office, Italy",
      lines: ["{Company S.r.l.}", "Via Esempio 1", "00000 Città (XX)", "Italy"],
      mapQuery: "Via Esempio 1, 00000 Città (XX), Italy",
      geo: { latitude: 0, longitude: 0 },
      address: {
        name: "{Company S.r.l.}",
        streetAddress: "Via Esempio 1",
        postalCode: "00000",
        locality: "Città",
        region: "XX",
        country: "IT",
      },
    },
    portugal: {
      label: "Group company, Portugal",
      lines: ["{Portuguese group company}", "Rua Exemplo 1", "9000-000 Funchal, Madeira", "Portugal"],
      address: {
        name: "{Portuguese group company}",
        streetAddress: "Rua Exemplo 1",
        postalCode: "9000-000",
        locality: "Funchal",
        region: "Madeira",
        country: "PT",
      },
    },
  },
  social: {
    facebook: { label: "{Company} on Facebook", href: "https://www.facebook.com/{company}" },
    linkedin: { label: "{Company} on LinkedIn", href: "https://www.linkedin.com/company/{company}" },
  },
  usPartner: "{US partner}",
  certifier: "{German certifier}",
  founder: {
    name: "{Founder name}",
    role: "Founder & Managing Director",
  },
  videos: [
    { title: "{Video title 1}", videoId: "{video-id-1}" },
    { title: "{Video title 2}", videoId: "{video-id-2}" },
  ],
  experience: {
    years: 30,
    baseDate: "2025-01-01",
  },
};
