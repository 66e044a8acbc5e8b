import type { Offering } from "./schema.ts";

export const offering: Offering = {
  meta: {
    title: "Offering",
    description:
      "Steel castings for valves and pumps, shredder hammers and pin protectors, and custom valves: gate, globe, check, plug, ball, butterfly, knife gate, angle.",
  },
  banner: {
    title: "Offering",
    breadcrumbs: [
      { label: "Home", to: "/" },
      { label: "Offering", to: "/offering" },
    ],
  },
  heading: "Products and services",
  intro: { text: "What we supply, from single castings to assembled valves.", draft: true },
  cards: [
    {
      title: "Steel Casting",
      groups: [
        { heading: "Valve castings", items: ["Bodies", "Bonnets", "Yokes", "Wedges"] },
        { heading: "Pump components", items: ["Casings", "Wear plate", "Impeller"] },
      ],
      link: { label: "See our foundry", to: "/foundry" },
    },
    {
      title: "Hammers",
      groups: [
        { heading: "Shredder parts", items: ["Hammers", "Pin protectors"] },
        {
          heading: "Custom valves",
          items: ["Gate", "Globe", "Check", "Plug", "Ball", "Butterfly", "Knife gate", "Angle"],
        },
      ],
      link: { label: "See our metal-recycling parts", to: "/metal-recycling" },
    },
  ],
};
