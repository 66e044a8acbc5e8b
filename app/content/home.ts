import type { Home } from "./schema.ts";

export const home: Home = {
  meta: {
    title: "Steel & Alloy Casting Foundry in Italy",
    description:
      "Italian foundry producing manganese, carbon, alloy and stainless steel castings: shredder wear parts, valve and pump castings, machining and testing.",
  },
  hero: {
    heading: "Steel and alloy castings for the metal-recycling, mining, power and steel industries",
    draft: true,
  },
  slides: [
    {
      eyebrow: "Metal recycling",
      title: "Special Production for Metal Recycling Industry",
      button: { label: "Explore More About", to: "/metal-recycling" },
    },
    {
      eyebrow: "Foundry",
      title: "Manufacturer of Mining, Power & Steel Industrial Products",
      button: { label: "Explore More About", to: "/foundry" },
    },
  ],
  highlights: {
    partner: {
      eyebrow: "Partnership",
      heading: "Shredder wear parts for Europe and the Middle East",
      body: [
        "Through a joint venture with a US manufacturer of metal-recycling equipment, we handle aftermarket sales of shredder wear parts for customers in Europe and the Middle East.",
        "Hammers, grates, liners, rotors and other wear parts are cast and supplied from our foundry in Italy.",
      ],
      partnerLabel: "Our partner",
      link: { label: "See our metal-recycling parts", to: "/metal-recycling" },
      draft: true,
    },
    businessTrip: {
      heading: "On site with our partners",
      alt: "Company representatives with the team of our US partner during a business trip",
    },
  },
  spiderRotor: {
    heading: "Spider Rotor",
    intro: "Cast spider rotors for scrap shredders, produced and machined in our foundry.",
    photos: [
      { alt: "Spider rotor casting for a scrap shredder, front view" },
      { alt: "Spider rotor casting for a scrap shredder, side view" },
      { alt: "Spider rotor casting for a scrap shredder, detail of the discs" },
    ],
    draft: true,
  },
  about: {
    badge: "Years Experience",
    eyebrow: "About Us",
    heading: "We Are Committed In Delivering Excellence",
    body: [
      "For three decades we have cast steel and alloy parts for customers in metal recycling, mining, power generation and steel making.",
      "We work from the customer's drawing or sample. Methoding and simulation, rapid prototyping, casting, machining, testing and valve assembly are carried out under one quality system certified to ISO 9001:2008.",
    ],
    materials: [
      "Low Alloy Steel",
      "Stainless Steel",
      "Super Duplex",
      "Nickel Alloy Castings",
      "premium raw materials",
      "Innovative Product Solutions",
    ],
    button: { label: "About More", to: "/about" },
    phoneLabel: "Call us for an enquiry",
    photos: [
      { alt: "Molten steel being poured from a ladle into a sand mould" },
      { alt: "Finished castings inspected on the foundry floor" },
    ],
    draft: true,
  },
  services: {
    eyebrow: "What we cast",
    heading: "Our Services",
    link: { label: "See our full offering", to: "/offering" },
    items: [
      {
        title: "Manganese Steel",
        description:
          "Austenitic manganese steel castings that work-harden under impact, for shredder hammers, grates, liners and crusher parts.",
        draft: true,
      },
      {
        title: "Carbon Steel",
        description:
          "Carbon steel castings for valve bodies, bonnets, pump casings and general engineering parts, heat treated to the required grade.",
        draft: true,
      },
      {
        title: "Alloy Steel",
        description:
          "Low alloy steel castings for wear, pressure and high-temperature service, with heat treatment matched to the required hardness and toughness.",
        draft: true,
      },
      {
        title: "Nickel Alloy Castings",
        description:
          "Nickel-based alloy castings for corrosive and high-temperature duties in the process, power and chemical industries.",
        draft: true,
      },
      {
        title: "Stainless Steel",
        description:
          "Austenitic, duplex and super duplex stainless steel castings for valves, pumps and parts exposed to corrosive media.",
        draft: true,
      },
    ],
  },
  technology: {
    eyebrow: "In the foundry",
    heading: "Our Technology",
    playLabel: "Play video",
    privacyNote:
      "Playing a video loads it from YouTube, which then receives your IP address and sets its own cookies.",
    intro: "Two short films show how our castings are moulded, poured, finished and inspected.",
    draft: true,
  },
  specifications: {
    heading: "Our Specifications",
    columns: [
      {
        title: "Quality Products",
        items: [
          "Shredder wear parts: hammers, grates, liners, caps and rotors",
          "Valve castings: bodies, bonnets, yokes and wedges",
          "Pump components: casings, wear plates and impellers",
          "Machined, assembled and pressure-tested valves",
        ],
        draft: true,
      },
      {
        title: "Markets We Serve",
        items: ["Metal recycling", "Mining", "Power generation", "Steel plants", "Valves and pumps"],
        draft: true,
      },
      {
        title: "Our Foundries",
        items: ["Head office and foundry in Italy", "Group company in Funchal, Madeira, Portugal"],
        draft: true,
      },
      {
        title: "Accreditations",
        items: ["ISO 9001:2008", "Certified by a German certification body"],
      },
    ],
  },
  pressRelease: {
    eyebrow: "Press release",
    date: "2023-11-08",
    heading: "Joint venture for shredder wear parts in Europe and the Middle East",
    body: [
      "We have formed a joint venture with a US manufacturer of metal-recycling equipment to handle aftermarket sales of shredder wear parts in Europe and the Middle East.",
      "Under the agreement, shredder operators in the region can order hammers, grates, liners, rotors and other wear parts directly from our foundry in Italy.",
      "Enquiries for wear parts are handled through our sales office; customers can send drawings, part numbers or samples for quotation.",
    ],
    draft: true,
  },
};
