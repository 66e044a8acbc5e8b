import type { Layout } from "./schema.ts";

export const layout: Layout = {
  skipLink: "Skip to main content",
  logoLabel: "Home page",
  menu: {
    label: "Main menu",
    openLabel: "Open menu",
    closeLabel: "Close menu",
    items: [
      { label: "Home", to: "/" },
      { label: "About Us", to: "/about" },
      { label: "Foundry", to: "/foundry" },
      { label: "Metal Recycling", to: "/metal-recycling" },
      { label: "Gallery", to: "/gallery" },
      { label: "Contact Us", to: "/contact" },
    ],
  },
  topBar: {
    hoursLabel: "Opening hours",
    phoneLabel: "Call us",
    emailLabel: "Email us",
    socialLabel: "Follow us",
  },
  quoteLink: { label: "Get A Free Quote", to: "/contact" },
  ticker: {
    label: "Our products",
    items: ["Mn Hammers", "DHT Hammers", "Grates", "Pin Protectors", "Liners", "Hardwares"],
  },
  breadcrumbLabel: "Breadcrumb",
  shareImageAlt: "{title} — {company}: title card over a technical drawing of a cast part",
  carousel: {
    roleDescription: "carousel",
    slideRoleDescription: "slide",
    slideLabel: "{n} of {total}",
    previous: "Previous",
    next: "Next",
    pause: "Pause automatic sliding",
    play: "Start automatic sliding",
  },
  viewer: {
    label: "Image viewer",
    close: "Close",
    previous: "Previous photo",
    next: "Next photo",
    open: "Enlarge photo: {alt}",
    counterSeparator: "/",
  },
  loading: "Loading page",
  footer: {
    description:
      "Steel and alloy castings for the metal-recycling, mining, power and steel industries, with valve and pump castings, machining, valve assembly and testing.",
    capacitiesHeading: "Production capacity",
    capacities: [
      {
        output: { value: 3600, unit: "t" },
        label: "wear-resistant parts",
        min: { value: 1, unit: "kg" },
        max: { value: 5000, unit: "kg" },
        approximate: false,
      },
      {
        output: { value: 4000, unit: "t" },
        label: "other alloys",
        max: { value: 27000, unit: "kg" },
        approximate: false,
      },
      {
        output: { value: 3500, unit: "t" },
        label: "cast iron",
        max: { value: 27000, unit: "kg" },
        approximate: true,
      },
    ],
    servicesHeading: "Services",
    services: [
      { label: "Foundry", to: "/foundry" },
      { label: "Metal-recycling", to: "/metal-recycling" },
      { label: "Gallery", to: "/gallery" },
      { label: "About Us", to: "/about" },
      { label: "Contact Us", to: "/contact" },
    ],
    officesHeading: "Our offices",
    followHeading: "Follow us",
    copyright: "All rights reserved.",
  },
  units: {
    perYear: "per year",
    perPiece: "per piece",
    upTo: "up to",
    from: "from",
    approximately: "about",
  },
};
