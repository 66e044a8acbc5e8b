import type { About } from "./schema.ts";

export const about: About = {
  meta: {
    title: "About Us",
    description:
      "Three decades of steel and alloy casting: our founder, vision, strength and mission, the values we work by and our ISO 9001:2008 certification.",
  },
  banner: {
    title: "About Us",
    breadcrumbs: [
      { label: "Home", to: "/" },
      { label: "About Us", to: "/about" },
    ],
  },
  founder: {
    eyebrow: "Our founder",
    heading: "Three decades of casting experience",
    bio: [
      "Our Founder & Managing Director established the company to supply cast metal parts made to each customer's drawing and operating conditions.",
      "Under the founder's direction the company has built three decades of experience in steel and alloy castings for the metal-recycling, mining, power and steel industries, together with valve and pump castings, machining, valve assembly and testing.",
      "The founder remains closely involved in the technical review of new projects and in the company's relationships with its customers and partners.",
    ],
    photo: { alt: "Portrait of the company's founder and managing director" },
    experienceLabel: "Years Experience",
    draft: true,
  },
  principlesHeading: "Vision, strength and mission",
  cards: [
    {
      key: "vision",
      title: "Vision",
      body: "To be the global leader in supplying cast metal products, and a supplier our customers trust as a partner.",
    },
    {
      key: "strength",
      title: "Strength",
      body: "We are deal oriented and make custom products, each optimised for performance in the customer's own application.",
    },
    {
      key: "mission",
      title: "Mission",
      body: "To manufacture quality cast metal products and to exceed our customers' expectations.",
    },
  ],
  values: {
    heading: "Our Values",
    items: [
      {
        title: "Safety",
        body: "Everyone who works in or visits our foundry goes home safe, and no deadline outranks that.",
        draft: true,
      },
      {
        title: "Quality",
        body: "Every casting is inspected and tested against the customer's specification before it leaves the works.",
        draft: true,
      },
      {
        title: "Innovation",
        body: "We use casting simulation and new alloys to make parts that last longer and cost less per tonne processed.",
        draft: true,
      },
      {
        title: "Team",
        body: "Metallurgists, pattern makers, moulders and machinists work as one team on each order, from review to dispatch.",
        draft: true,
      },
      {
        title: "Environment",
        body: "We work to reduce the energy use, emissions and waste of our melting, finishing and machining processes.",
        draft: true,
      },
    ],
  },
  certification: {
    eyebrow: "Certification",
    heading: "Quality management certified to ISO 9001:2008",
    standard: "ISO 9001:2008",
    certifierLabel: "Certified by",
    body: [
      "Our quality management system is certified to ISO 9001:2008 by a German certification body.",
      "Each order is handled under this system, from the technical review of the purchase order to final inspection and dispatch.",
    ],
    certificate: { alt: "ISO 9001:2008 certificate issued to the company by a German certification body" },
    draft: true,
  },
};
