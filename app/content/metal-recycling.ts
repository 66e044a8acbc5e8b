import type { MetalRecycling } from "./schema.ts";

export const metalRecycling: MetalRecycling = {
  meta: {
    title: "Metal Recycling Wear Parts",
    description:
      "Shredder wear parts: hammers, grates, liners, caps, breaker bars, rotors, pin protectors, anvils and more, cast in manganese and alloy steels.",
  },
  banner: {
    title: "Our Products",
    breadcrumbs: [
      { label: "Home", to: "/" },
      { label: "Our Products", to: "/metal-recycling" },
    ],
  },
  products: {
    eyebrow: "Metal recycling",
    heading: "Wear parts for scrap shredders",
    items: [
      "Hammers",
      "Grates",
      "Liners",
      "Caps",
      "Breaker Bars",
      "Roof Plates",
      "Rotors",
      "Bolts & Nuts",
      "Pin Protectors",
      "Feed Roll Teeth",
      "Anvils",
      "Front Wall Castings",
    ],
  },
  experience: {
    heading: "EXPERIENCE MAKES A DIFFERENCE",
    body: [
      "We design and cast hammers to suit each shredder and each scrap mix, choosing the hammer shape, weight and manganese alloy for the way the machine is run.",
      "The right hammer and alloy can let the same shredder motor process considerably more scrap per hour.",
    ],
    claim: {
      value: 70,
      unit: "%",
      label: "more tons of scrap per hour from the same shredder motor",
    },
    draft: true,
  },
  cardsHeading: "Hammers, shredders and rotors",
  cards: [
    {
      title: "About Our Hammers",
      body: [
        "Our shredder hammers are cast in manganese steel, which work-hardens under impact, and in alloy steels for applications that call for higher hardness.",
        "Each hammer is made to the customer's shredder model and pin dimensions.",
      ],
      draft: true,
    },
    {
      title: "Shredder",
      body: [
        "We supply the cast wear parts that keep a shredder running: hammers, grates, liners, caps, breaker bars, roof plates, anvils, pin protectors and front wall castings.",
      ],
      draft: true,
    },
    {
      title: "Rotors",
      body: ["We cast and machine complete rotors for scrap shredders."],
      list: [
        "Disc Rotors",
        "Spider Rotors",
        "High Production",
        "Long Wear Life",
        "Super Nut tie-bolt Technology",
      ],
      draft: true,
    },
  ],
};
