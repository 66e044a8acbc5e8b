import type { Foundry } from "./schema.ts";

export const foundry: Foundry = {
  meta: {
    title: "Foundry",
    description:
      "Steel casting, rapid prototyping, methoding and simulation, casting testing, machining, valve assembly and valve testing in one foundry.",
  },
  breadcrumbHome: { label: "Home", to: "/" },
  sideMenuLabel: "Foundry services",
  quoteButton: { label: "Get A Free Quote", to: "/contact" },
  weeksLabel: "weeks",
  panels: [
    {
      key: "foundry",
      menuLabel: "Foundry",
      bannerTitle: "Steel Casting",
      heading: "Our foundry",
      intro: [
        "We cast manganese, carbon, low alloy and stainless steels, super duplex and nickel alloys, from small wear parts to large castings for the mining, power and steel industries.",
        "Methoding, prototyping, moulding, melting, testing and machining are carried out in-house, so one team is responsible for each casting from the technical review of the order to dispatch.",
      ],
      draft: true,
    },
    {
      key: "rapidPrototyping",
      menuLabel: "Rapid Prototyping",
      bannerTitle: "Rapid Prototyping",
      heading: "From purchase order to pilot production",
      intro: [
        "New parts go through a fixed sequence of steps before series production, so that the customer approves a qualified sample rather than a drawing.",
      ],
      draft: true,
      steps: {
        heading: "Our 9-step prototyping process",
        items: [
          "Purchase order technical review",
          "3D model and methoding",
          "Casting simulation",
          "Pattern or 3D-printed sand mould",
          "Moulding and pouring of the first casting",
          "Fettling and heat treatment",
          "Dimensional inspection and non-destructive testing",
          "Sample approval by the customer",
          "Start of pilot production",
        ],
      },
    },
    {
      key: "methodsDevelopment",
      menuLabel: "Methods And Development",
      bannerTitle: "Methods & Development",
      heading: "Methoding and casting simulation",
      intro: [
        "Each new casting is methoded and simulated before a mould is made, to place feeders and gating correctly and to find shrinkage and porosity risks on screen rather than in the part.",
      ],
      draft: true,
      methods: [
        {
          no: "01",
          title: "Crusader",
          description: "Crusader software for methoding calculation, drafting and designing.",
        },
        {
          no: "02",
          title: "Pro-Cast",
          description: "Pro-Cast simulation for thermal heat transfer, mould filling and porosity modelling.",
        },
        {
          no: "03",
          title: "Virtual casting",
          description: "Virtual casting simulation to observe solidification.",
        },
        {
          no: "04",
          title: "Cavalier",
          description: "Cavalier software for weight estimation.",
        },
      ],
    },
    {
      key: "steelCasting",
      menuLabel: "Steel Casting",
      bannerTitle: "Steel Casting",
      heading: "Steel and alloy castings",
      intro: [
        "We produce castings in manganese steel, carbon steel, alloy steel, stainless steel and nickel alloys to the customer's drawing and material specification.",
        "Typical parts are shredder wear parts, valve bodies, bonnets, yokes and wedges, pump casings, wear plates and impellers.",
      ],
      draft: true,
    },
    {
      key: "testingFacility",
      menuLabel: "Casting Testing Facility",
      bannerTitle: "Testing Facility",
      heading: "Casting testing and qualification",
      intro: [
        "Castings are tested in-house against the customer's specification. New parts are qualified by radiography before series production.",
      ],
      draft: true,
      timeline: {
        heading: "Typical development timeline",
        items: [
          { weeks: 4, activity: "Tooling development" },
          { weeks: 4, activity: "Sample production with 100% radiographic qualification" },
          { weeks: 3, activity: "Assembly, testing and painting" },
          { weeks: 3, activity: "Machining" },
        ],
      },
      list: {
        heading: "Tests and inspections",
        items: [
          "Radiography",
          "Ultrasonic testing",
          "Magnetic particle inspection",
          "Dye penetrant testing",
          "Chemical analysis by spectrometer",
          "Tensile, impact and hardness testing",
        ],
        draft: true,
      },
    },
    {
      key: "machiningFacility",
      menuLabel: "Machining Facilities",
      bannerTitle: "Machining Facility",
      heading: "Machining and pressure testing",
      intro: [
        "Castings can be delivered rough, proof-machined or fully machined. Our machine shop turns, bores, drills and taps large castings, and machined valve bodies can be pressure tested on our hydro test rig.",
      ],
      draft: true,
      capacities: {
        heading: "Machine shop capacity",
        items: [
          { label: "Maximum swing diameter", measure: { value: 3200, unit: "mm" } },
          { label: "Maximum swing height", measure: { value: 2500, unit: "mm" } },
          { label: "Maximum PCD for drilling and tapping", measure: { value: 2800, unit: "mm" } },
          { label: "Maximum casting weight machined", measure: { value: 30000, unit: "kg" } },
          { label: "Hydro test rig, maximum test pressure", measure: { value: 10000, unit: "psi" } },
        ],
      },
    },
    {
      key: "valveAssembly",
      bannerTitle: "Valve Assembly",
      heading: "Valve assembly",
      intro: [
        "Valves can be supplied assembled from our own castings: machined bodies, bonnets, yokes and wedges are fitted with trim, seals and operators, then tested and painted before dispatch.",
      ],
      draft: true,
      list: {
        heading: "Valve types we assemble",
        items: ["Gate", "Globe", "Check", "Plug", "Ball", "Butterfly", "Knife gate", "Angle"],
        draft: true,
      },
    },
    {
      key: "valveTesting",
      bannerTitle: "Valve Testing",
      heading: "Valve pressure testing",
      intro: [
        "Assembled valves are pressure tested on our hydro test rig to the test standard the customer specifies, and a test record is issued with each valve.",
      ],
      draft: true,
      list: {
        heading: "Shell and seat tests",
        items: [
          "Hydrostatic shell test",
          "High-pressure seat test",
          "Low-pressure seat test",
          "Backseat test",
        ],
        draft: true,
      },
    },
  ],
};
