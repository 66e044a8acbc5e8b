/**
 * Independent reference table of what the casting standards require, grade by grade.
 *
 * TEST DATA ONLY. Nothing here is rendered on the site. Tests compare the website's material
 * datasheets (content/**) against these rows, so the rows must stay independent of that content:
 * every figure below was written from the standards themselves — copies of the standard text,
 * tables quoted on suppliers' and standards-catalogue pages, and knowledge of the standards —
 * and never copied from content/ or from any yaml in this project.
 *
 * Each row names the edition it was read from (`edition`, the designation's suffix: "20" for
 * A217/A217M-20, "10(2019)" for a reapproval, "18e1" for an editorial epsilon) and the pages
 * read (`source`). Where a figure could not be read in a source it comes from knowledge of the
 * standard: the row then carries `fromKnowledge: true` and a comment saying which figures.
 *
 * Conventions: SI units as the standards print them in their SI columns (MPa, °C); composition in
 * per cent by mass, heat analysis, as [min, max] with null for an open side; every element the
 * standard's Table 1 bounds for the grade, including specified residual elements (sum-of-residuals
 * limits are not representable and are noted in comments); "balance" elements are not listed.
 * `tensile` is omitted when the standard has no (mandatory) tensile requirement.
 *
 * To add a grade: read the current edition of the standard (or a faithful quotation of its
 * tables), add one row with `standard` written as "ASTM Axxx/AxxxM" and the grade exactly as the
 * standard names it, fill `edition` and `source`, and mark `fromKnowledge` (with a comment) for
 * anything you could not read. Do not derive rows from the project's own content.
 */
export type Bound = readonly [min: number | null, max: number | null];
export type HeatTreatment =
  | "annealedOrNormalized" // A216: annealed, normalized, or normalized and tempered
  | "normalizedTempered" // minimumC = least tempering temperature
  | "waterToughened" // A128: heated to at least minimumC and quenched in water
  | "solutionAnnealed" // minimumC = least solution temperature, then quenched
  | "asOrdered" // A532: as cast, hardened, or softened, as the order states
  | "asCast";
export interface GradeRequirements {
  standard: string; // "ASTM A217/A217M"
  grade: string; // "WC9"
  edition: string; // the designation's suffix as read: "22" for A217/A217M-22, "10(2019)" for a reapproval
  uns?: string; // "J21890"
  source: string; // URL(s) or document read
  fromKnowledge?: true; // set when some figure could not be read in a source (say which in a comment)
  composition: Partial<Record<string, Bound>>; // per cent by mass, heat analysis, every element the table bounds for that grade
  tensile?: { tensileMPa: Bound; yieldMPa: Bound; elongationPct: Bound; reductionOfAreaPct?: Bound }; // omit when the standard has no tensile requirement
  hardness?: readonly {
    condition: "asCast" | "hardenedLevel1" | "hardenedLevel2" | "softened";
    hbw?: Bound;
    hrc?: Bound;
    hv?: Bound;
  }[];
  heatTreatment: { kind: HeatTreatment; minimumC?: number };
  /** What the standard adds to its table in notes; absent = it adds none of these. */
  notes?: {
    /** "For each 0.01 % below the specified maximum carbon, 0.04 % more manganese, up to 1.28 %." */
    manganeseForLowerCarbon?: { carbonStepPct: number; manganeseStepPct: number; manganeseMaxPct: number };
    /** The total of the specified residual elements, at most. */
    residualsTotal?: { elements: readonly string[]; maxPct: number };
    /** The least %Cr + 3.3 %Mo + 16 %N. */
    prenMin?: number;
    /** NACE MR0175/ISO 15156: the most hardness for sour service, HRC (not the grade's standard). */
    sourServiceMaxHRC?: number;
  };
}

// ---------------------------------------------------------------------------------------------
// ASTM A128/A128M — Steel Castings, Austenitic Manganese (edition A128/A128M-19).
// A128 has no tensile requirements (a bend test is only a supplementary requirement).
// Heat treatment, as read in the standard's text (section 5.1, quoted from an earlier
// edition on ingenieriadepetroleo.com): "uniformly heating the castings to a temperature
// applicable for grade of steel produced, at least 1800 °F [1000 °C], and holding until the
// temperature is uniform throughout and quenching in an applicable medium, normally water".
// So minimumC = 1000 (NOT 1010 / 1850 °F). Whether the -19 revision changed this wording could
// not be read; the Table 1 ranges below are from knowledge except Grade A (confirmed on
// sinotech.com: C 1.05–1.35, Mn 11.0 min, Si 1.00 max, P 0.070 max). Table 1 bounds no S.
// ---------------------------------------------------------------------------------------------
const A128_SOURCE =
  "https://max.book118.com/html/2019/0906/5123133233002123.shtm (A128/A128M-19 designation); " +
  "http://www.ingenieriadepetroleo.com/astm-a128-standard/ (section 5 heat treatment); " +
  "https://sinotech.com/products/formed-metal-parts/astm-a128/ (Grade A chemistry)";

export const standardRequirements: readonly GradeRequirements[] = [
  {
    standard: "ASTM A128/A128M",
    grade: "A",
    edition: "19",
    uns: "J91109",
    source: A128_SOURCE,
    composition: { C: [1.05, 1.35], Mn: [11.0, null], Si: [null, 1.0], P: [null, 0.07] },
    heatTreatment: { kind: "waterToughened", minimumC: 1000 },
  },
  {
    // fromKnowledge: all Table 1 ranges for B-1.
    standard: "ASTM A128/A128M",
    grade: "B-1",
    edition: "19",
    source: A128_SOURCE,
    fromKnowledge: true,
    composition: { C: [0.9, 1.05], Mn: [11.5, 14.0], Si: [null, 1.0], P: [null, 0.07] },
    heatTreatment: { kind: "waterToughened", minimumC: 1000 },
  },
  {
    // fromKnowledge: all Table 1 ranges for B-2.
    standard: "ASTM A128/A128M",
    grade: "B-2",
    edition: "19",
    source: A128_SOURCE,
    fromKnowledge: true,
    composition: { C: [1.05, 1.2], Mn: [11.5, 14.0], Si: [null, 1.0], P: [null, 0.07] },
    heatTreatment: { kind: "waterToughened", minimumC: 1000 },
  },
  {
    // fromKnowledge: all Table 1 ranges for B-3.
    standard: "ASTM A128/A128M",
    grade: "B-3",
    edition: "19",
    source: A128_SOURCE,
    fromKnowledge: true,
    composition: { C: [1.12, 1.28], Mn: [11.5, 14.0], Si: [null, 1.0], P: [null, 0.07] },
    heatTreatment: { kind: "waterToughened", minimumC: 1000 },
  },
  {
    // fromKnowledge: all Table 1 ranges for B-4.
    standard: "ASTM A128/A128M",
    grade: "B-4",
    edition: "19",
    source: A128_SOURCE,
    fromKnowledge: true,
    composition: { C: [1.2, 1.35], Mn: [11.5, 14.0], Si: [null, 1.0], P: [null, 0.07] },
    heatTreatment: { kind: "waterToughened", minimumC: 1000 },
  },
  {
    // fromKnowledge: all Table 1 ranges for C (Cr-modified).
    standard: "ASTM A128/A128M",
    grade: "C",
    edition: "19",
    source: A128_SOURCE,
    fromKnowledge: true,
    composition: { C: [1.05, 1.35], Mn: [11.5, 14.0], Cr: [1.5, 2.5], Si: [null, 1.0], P: [null, 0.07] },
    heatTreatment: { kind: "waterToughened", minimumC: 1000 },
  },
  {
    // fromKnowledge: all Table 1 ranges for D (Ni-modified).
    standard: "ASTM A128/A128M",
    grade: "D",
    edition: "19",
    source: A128_SOURCE,
    fromKnowledge: true,
    composition: { C: [0.7, 1.3], Mn: [11.5, 14.0], Ni: [3.0, 4.0], Si: [null, 1.0], P: [null, 0.07] },
    heatTreatment: { kind: "waterToughened", minimumC: 1000 },
  },
  {
    // fromKnowledge: all Table 1 ranges for E-1 (1 % Mo).
    standard: "ASTM A128/A128M",
    grade: "E-1",
    edition: "19",
    source: A128_SOURCE,
    fromKnowledge: true,
    composition: { C: [0.7, 1.3], Mn: [11.5, 14.0], Mo: [0.9, 1.2], Si: [null, 1.0], P: [null, 0.07] },
    heatTreatment: { kind: "waterToughened", minimumC: 1000 },
  },
  {
    // fromKnowledge: all Table 1 ranges for E-2 (2 % Mo).
    standard: "ASTM A128/A128M",
    grade: "E-2",
    edition: "19",
    source: A128_SOURCE,
    fromKnowledge: true,
    composition: { C: [1.05, 1.45], Mn: [11.5, 14.0], Mo: [1.8, 2.1], Si: [null, 1.0], P: [null, 0.07] },
    heatTreatment: { kind: "waterToughened", minimumC: 1000 },
  },
  {
    // fromKnowledge: all Table 1 ranges for F (6–8 % Mn, 1 % Mo).
    standard: "ASTM A128/A128M",
    grade: "F",
    edition: "19",
    source: A128_SOURCE,
    fromKnowledge: true,
    composition: { C: [1.05, 1.35], Mn: [6.0, 8.0], Mo: [0.9, 1.2], Si: [null, 1.0], P: [null, 0.07] },
    heatTreatment: { kind: "waterToughened", minimumC: 1000 },
  },

  // -------------------------------------------------------------------------------------------
  // ASTM A216/A216M — Steel Castings, Carbon, for High-Temperature Service (A216/A216M-21).
  // Table 1 (all maxima): P 0.035, S 0.035; specified residuals Cu 0.30, Ni 0.50, Cr 0.50,
  // Mo 0.20, V 0.03, total of residuals 1.00 max (not representable here). Footnote: for each
  // 0.01 % C below 0.30, Mn may rise 0.04 % above 1.00 up to 1.28 % — the bound kept is the
  // tabulated 1.00. Vanadium: reliavalves.com (current table with P/S 0.035) prints 0.03;
  // lfpco.com prints 0.02. 0.03 is used (also what a 2021-edition mill certificate quotes and
  // what the standard has carried for many editions); treat 0.02 as a transcription slip.
  // Heat treatment: annealed, or normalized, or normalized and tempered (iteh abstract of -21).
  // No Charpy requirement in A216 itself.
  // -------------------------------------------------------------------------------------------
  {
    standard: "ASTM A216/A216M",
    grade: "WCB",
    edition: "21",
    uns: "J03002",
    source:
      "https://www.reliavalves.com/astm-standard/a216-a216m; https://lfpco.com/astm-a216-wca-wcb-wcc.html; " +
      "https://standards.iteh.ai/catalog/standards/astm/05db031d-6b44-43e9-84ba-a1b6fb6c421d/astm-a216-a216m-21",
    composition: {
      C: [null, 0.3],
      Mn: [null, 1.0],
      P: [null, 0.035],
      S: [null, 0.035],
      Si: [null, 0.6],
      Cu: [null, 0.3],
      Ni: [null, 0.5],
      Cr: [null, 0.5],
      Mo: [null, 0.2],
      V: [null, 0.03],
    },
    tensile: {
      tensileMPa: [485, 655],
      yieldMPa: [250, null],
      elongationPct: [22, null],
      reductionOfAreaPct: [35, null],
    },
    heatTreatment: { kind: "annealedOrNormalized" },
    notes: {
      manganeseForLowerCarbon: { carbonStepPct: 0.01, manganeseStepPct: 0.04, manganeseMaxPct: 1.28 },
      residualsTotal: { elements: ["Cu", "Ni", "Cr", "Mo", "V"], maxPct: 1.0 },
      sourServiceMaxHRC: 22,
    },
  },

  // -------------------------------------------------------------------------------------------
  // ASTM A217/A217M — Steel Castings, Martensitic Stainless and Alloy, for High-Temperature
  // Service. Latest edition found: A217/A217M-20 (a later revision could not be confirmed).
  // Table 1 main elements from metalspiping.com (WC6/WC9 at P 0.035 / S 0.035; C5 keeps
  // P 0.04 / S 0.045). Heat treatment (section 5.2): normalized and tempered; WC6 tempered at
  // 1100 °F [595 °C] min, WC9 and C5 at 1250 °F [675 °C] min (ingenieriadepetroleo.com).
  // Tensile minima from piping-designer.com. No Charpy requirement in A217 itself.
  // fromKnowledge (all three grades): the specified residual limits Cu 0.50, Ni 0.50, W 0.10
  // (total residuals 1.00 max; the metalspiping footnote was cut off) and the upper tensile
  // bounds (655 MPa for WC6/WC9, 795 MPa for C5).
  // -------------------------------------------------------------------------------------------
  {
    standard: "ASTM A217/A217M",
    grade: "WC6",
    edition: "20",
    uns: "J12072",
    source:
      "https://scribd.com/document/489647057/A217A217M-23261-2020 (A217/A217M-20 designation); " +
      "http://metalspiping.com/astm-a217-castings-for-high-temperature-service.html; " +
      "http://www.ingenieriadepetroleo.com/norma-astm-a217/; " +
      "https://piping-designer.com/index.php/standards/205-astm-standards/1354-astm-valve-material-specifications",
    fromKnowledge: true,
    composition: {
      C: [0.05, 0.2],
      Mn: [0.5, 0.8],
      P: [null, 0.035],
      S: [null, 0.035],
      Si: [null, 0.6],
      Cr: [1.0, 1.5],
      Mo: [0.45, 0.65],
      Cu: [null, 0.5],
      Ni: [null, 0.5],
      W: [null, 0.1],
    },
    tensile: {
      tensileMPa: [485, 655],
      yieldMPa: [275, null],
      elongationPct: [20, null],
      reductionOfAreaPct: [35, null],
    },
    heatTreatment: { kind: "normalizedTempered", minimumC: 595 },
    notes: { residualsTotal: { elements: ["Cu", "Ni", "W"], maxPct: 1.0 }, sourServiceMaxHRC: 22 },
  },
  {
    standard: "ASTM A217/A217M",
    grade: "WC9",
    edition: "20",
    uns: "J21890",
    source:
      "https://scribd.com/document/489647057/A217A217M-23261-2020 (A217/A217M-20 designation); " +
      "http://metalspiping.com/astm-a217-castings-for-high-temperature-service.html; " +
      "http://www.ingenieriadepetroleo.com/norma-astm-a217/; " +
      "https://piping-designer.com/index.php/standards/205-astm-standards/1354-astm-valve-material-specifications",
    fromKnowledge: true,
    composition: {
      C: [0.05, 0.18],
      Mn: [0.4, 0.7],
      P: [null, 0.035],
      S: [null, 0.035],
      Si: [null, 0.6],
      Cr: [2.0, 2.75],
      Mo: [0.9, 1.2],
      Cu: [null, 0.5],
      Ni: [null, 0.5],
      W: [null, 0.1],
    },
    tensile: {
      tensileMPa: [485, 655],
      yieldMPa: [275, null],
      elongationPct: [20, null],
      reductionOfAreaPct: [35, null],
    },
    heatTreatment: { kind: "normalizedTempered", minimumC: 675 },
    notes: { residualsTotal: { elements: ["Cu", "Ni", "W"], maxPct: 1.0 }, sourServiceMaxHRC: 22 },
  },
  {
    standard: "ASTM A217/A217M",
    grade: "C5",
    edition: "20",
    uns: "J42045",
    source:
      "https://scribd.com/document/489647057/A217A217M-23261-2020 (A217/A217M-20 designation); " +
      "http://metalspiping.com/astm-a217-castings-for-high-temperature-service.html; " +
      "http://www.ingenieriadepetroleo.com/norma-astm-a217/; " +
      "https://piping-designer.com/index.php/standards/205-astm-standards/1354-astm-valve-material-specifications",
    fromKnowledge: true,
    composition: {
      C: [null, 0.2],
      Mn: [0.4, 0.7],
      P: [null, 0.04],
      S: [null, 0.045],
      Si: [null, 0.75],
      Cr: [4.0, 6.5],
      Mo: [0.45, 0.65],
      Cu: [null, 0.5],
      Ni: [null, 0.5],
      W: [null, 0.1],
    },
    tensile: {
      tensileMPa: [620, 795],
      yieldMPa: [415, null],
      elongationPct: [18, null],
      reductionOfAreaPct: [35, null],
    },
    heatTreatment: { kind: "normalizedTempered", minimumC: 675 },
    notes: { residualsTotal: { elements: ["Cu", "Ni", "W"], maxPct: 1.0 } },
  },

  // -------------------------------------------------------------------------------------------
  // ASTM A532/A532M — Abrasion-Resistant Cast Irons, A532/A532M-10 (Reapproved 2019).
  // Table 1 and Table 2 read from a copy of the -10 text (reapprovals do not change content).
  // Table 2 (sand cast): as cast or as cast and stress relieved, min; hardened or hardened and
  // stress relieved Level 1 / Level 2, min; softened, max — each as HB / HRC / HV:
  //   II B, II D: as cast 450 / 46 / 485; Level 1 600 / 56 / 660; Level 2 650 / 59 / 715;
  //   softened 400 / 41 / 430.
  // fromKnowledge (III A only): the III A row of Table 2 was cut off in the copy read; it is
  // taken as identical to II B / II D (450/46/485, 600/56/660, 650/59/715, softened 400/41/430).
  // Condition supplied: as cast, as cast and stress relieved, hardened, hardened and stress
  // relieved, or softened, as the order states (section 5).
  // -------------------------------------------------------------------------------------------
  {
    standard: "ASTM A532/A532M",
    grade: "II B",
    edition: "10(2019)",
    source:
      "https://scribd.com/document/720369826/ASTM-A532-A532M-10-2019 (designation); " +
      "https://www.scribd.com/document/683333979/NORMA-ASTM-A532 (Tables 1 and 2)",
    composition: {
      C: [2.0, 3.3],
      Mn: [null, 2.0],
      Si: [null, 1.5],
      Ni: [null, 2.5],
      Cr: [14.0, 18.0],
      Mo: [null, 3.0],
      Cu: [null, 1.2],
      P: [null, 0.1],
      S: [null, 0.06],
    },
    hardness: [
      { condition: "asCast", hbw: [450, null], hrc: [46, null], hv: [485, null] },
      { condition: "hardenedLevel1", hbw: [600, null], hrc: [56, null], hv: [660, null] },
      { condition: "hardenedLevel2", hbw: [650, null], hrc: [59, null], hv: [715, null] },
      { condition: "softened", hbw: [null, 400], hrc: [null, 41], hv: [null, 430] },
    ],
    heatTreatment: { kind: "asOrdered" },
  },
  {
    standard: "ASTM A532/A532M",
    grade: "II D",
    edition: "10(2019)",
    source:
      "https://scribd.com/document/720369826/ASTM-A532-A532M-10-2019 (designation); " +
      "https://www.scribd.com/document/683333979/NORMA-ASTM-A532 (Tables 1 and 2)",
    composition: {
      C: [2.0, 3.3],
      Mn: [null, 2.0],
      Si: [1.0, 2.2],
      Ni: [null, 2.5],
      Cr: [18.0, 23.0],
      Mo: [null, 3.0],
      Cu: [null, 1.2],
      P: [null, 0.1],
      S: [null, 0.06],
    },
    hardness: [
      { condition: "asCast", hbw: [450, null], hrc: [46, null], hv: [485, null] },
      { condition: "hardenedLevel1", hbw: [600, null], hrc: [56, null], hv: [660, null] },
      { condition: "hardenedLevel2", hbw: [650, null], hrc: [59, null], hv: [715, null] },
      { condition: "softened", hbw: [null, 400], hrc: [null, 41], hv: [null, 430] },
    ],
    heatTreatment: { kind: "asOrdered" },
  },
  {
    // fromKnowledge: the Table 2 hardness row (cut off in the copy read); Table 1 was read.
    standard: "ASTM A532/A532M",
    grade: "III A",
    edition: "10(2019)",
    source:
      "https://scribd.com/document/720369826/ASTM-A532-A532M-10-2019 (designation); " +
      "https://www.scribd.com/document/683333979/NORMA-ASTM-A532 (Tables 1 and 2)",
    fromKnowledge: true,
    composition: {
      C: [2.0, 3.3],
      Mn: [null, 2.0],
      Si: [null, 1.5],
      Ni: [null, 2.5],
      Cr: [23.0, 30.0],
      Mo: [null, 3.0],
      Cu: [null, 1.2],
      P: [null, 0.1],
      S: [null, 0.06],
    },
    hardness: [
      { condition: "asCast", hbw: [450, null], hrc: [46, null], hv: [485, null] },
      { condition: "hardenedLevel1", hbw: [600, null], hrc: [56, null], hv: [660, null] },
      { condition: "hardenedLevel2", hbw: [650, null], hrc: [59, null], hv: [715, null] },
      { condition: "softened", hbw: [null, 400], hrc: [null, 41], hv: [null, 430] },
    ],
    heatTreatment: { kind: "asOrdered" },
  },

  // -------------------------------------------------------------------------------------------
  // ASTM A351/A351M — Castings, Austenitic, for Pressure-Containing Parts (A351/A351M-18e1).
  // Table 1 read on valvespecifications.com. CF8M tensile minima read on piping-designer.com
  // and a supplier specification (485 MPa / 205 MPa / 30 %); A351 gives no upper tensile bound
  // and no reduction of area.
  // fromKnowledge: CF3M tensile (70 ksi [485] / 30 ksi [205] / 30 %) and, for both grades, the
  // heat treatment "heat to 1900 °F [1040 °C] minimum, hold, quench in water or rapid cool"
  // (the iteh abstract confirms only "heat treatment followed by quench in water or rapid cool").
  // -------------------------------------------------------------------------------------------
  {
    standard: "ASTM A351/A351M",
    grade: "CF8M",
    edition: "18e1",
    uns: "J92900",
    source:
      "https://standards.iteh.ai/catalog/standards/astm/fd5cb1bf-e4b0-49d0-a08a-57284f255266/astm-a351-a351m-18e1; " +
      "https://www.valvespecifications.com/material/a351-chemical-compositions-mechanical-properties; " +
      "https://piping-designer.com/index.php/standards/205-astm-standards/1354-astm-valve-material-specifications",
    fromKnowledge: true,
    composition: {
      C: [null, 0.08],
      Mn: [null, 1.5],
      Si: [null, 1.5],
      S: [null, 0.04],
      P: [null, 0.04],
      Cr: [18.0, 21.0],
      Ni: [9.0, 12.0],
      Mo: [2.0, 3.0],
    },
    tensile: { tensileMPa: [485, null], yieldMPa: [205, null], elongationPct: [30, null] },
    heatTreatment: { kind: "solutionAnnealed", minimumC: 1040 },
    notes: { sourServiceMaxHRC: 22 },
  },
  {
    standard: "ASTM A351/A351M",
    grade: "CF3M",
    edition: "18e1",
    uns: "J92800",
    source:
      "https://standards.iteh.ai/catalog/standards/astm/fd5cb1bf-e4b0-49d0-a08a-57284f255266/astm-a351-a351m-18e1; " +
      "https://www.valvespecifications.com/material/a351-chemical-compositions-mechanical-properties",
    fromKnowledge: true,
    composition: {
      C: [null, 0.03],
      Mn: [null, 1.5],
      Si: [null, 1.5],
      S: [null, 0.04],
      P: [null, 0.04],
      Cr: [17.0, 21.0],
      Ni: [9.0, 13.0],
      Mo: [2.0, 3.0],
    },
    tensile: { tensileMPa: [485, null], yieldMPa: [205, null], elongationPct: [30, null] },
    heatTreatment: { kind: "solutionAnnealed", minimumC: 1040 },
    notes: { sourServiceMaxHRC: 22 },
  },

  // -------------------------------------------------------------------------------------------
  // ASTM A995/A995M — Castings, Austenitic-Ferritic (Duplex) Stainless Steel, for
  // Pressure-Containing Parts (A995/A995M-20, iteh catalogue). The iteh abstract confirms the
  // grades, the elements bounded (C, Mn, Si, P, S, Cr, Ni, Mo, Cu, W, N), mandatory tension
  // tests (tensile, yield, elongation; no reduction of area) and solution treatment followed
  // by water quench or rapid cooling. UNS numbers confirmed on a vdocuments.us table.
  // fromKnowledge: the Table 1 ranges, the Table 2 tensile minima, and the minimum solution
  // temperatures 2050 °F [1120 °C] (4A, 5A) and 2010 °F [1100 °C] (6A), and the note of 5A and
  // 6A that %Cr + 3.3 %Mo + 16 %N is 40 at least (`prenMin`).
  // -------------------------------------------------------------------------------------------
  {
    standard: "ASTM A995/A995M",
    grade: "4A (CD3MN)",
    edition: "20",
    uns: "J92205",
    source:
      "https://standards.iteh.ai/catalog/standards/astm/1abbbded-1ef3-4994-b6b6-84a4baa9a2b9/astm-a995-a995m-20; " +
      "https://vdocuments.us/material-composition-of-different-metals.html (UNS)",
    fromKnowledge: true,
    composition: {
      C: [null, 0.03],
      Mn: [null, 1.5],
      Si: [null, 1.0],
      P: [null, 0.04],
      S: [null, 0.02],
      Cr: [21.0, 23.5],
      Ni: [4.5, 6.5],
      Mo: [2.5, 3.5],
      Cu: [null, 1.0],
      N: [0.1, 0.3],
    },
    tensile: { tensileMPa: [620, null], yieldMPa: [415, null], elongationPct: [25, null] },
    heatTreatment: { kind: "solutionAnnealed", minimumC: 1120 },
  },
  {
    standard: "ASTM A995/A995M",
    grade: "5A (CE3MN)",
    edition: "20",
    uns: "J93404",
    source:
      "https://standards.iteh.ai/catalog/standards/astm/1abbbded-1ef3-4994-b6b6-84a4baa9a2b9/astm-a995-a995m-20; " +
      "https://vdocuments.us/material-composition-of-different-metals.html (UNS)",
    fromKnowledge: true,
    composition: {
      C: [null, 0.03],
      Mn: [null, 1.5],
      Si: [null, 1.0],
      P: [null, 0.04],
      S: [null, 0.04],
      Cr: [24.0, 26.0],
      Ni: [6.0, 8.0],
      Mo: [4.0, 5.0],
      N: [0.1, 0.3],
    },
    tensile: { tensileMPa: [690, null], yieldMPa: [515, null], elongationPct: [18, null] },
    heatTreatment: { kind: "solutionAnnealed", minimumC: 1120 },
    notes: { prenMin: 40 },
  },
  {
    standard: "ASTM A995/A995M",
    grade: "6A (CD3MWCuN)",
    edition: "20",
    uns: "J93380",
    source:
      "https://standards.iteh.ai/catalog/standards/astm/1abbbded-1ef3-4994-b6b6-84a4baa9a2b9/astm-a995-a995m-20; " +
      "https://vdocuments.us/material-composition-of-different-metals.html (UNS)",
    fromKnowledge: true,
    composition: {
      C: [null, 0.03],
      Mn: [null, 1.0],
      Si: [null, 1.0],
      P: [null, 0.03],
      S: [null, 0.025],
      Cr: [24.0, 26.0],
      Ni: [6.5, 8.5],
      Mo: [3.0, 4.0],
      Cu: [0.5, 1.0],
      W: [0.5, 1.0],
      N: [0.2, 0.3],
    },
    tensile: { tensileMPa: [690, null], yieldMPa: [450, null], elongationPct: [25, null] },
    heatTreatment: { kind: "solutionAnnealed", minimumC: 1100 },
    notes: { prenMin: 40 },
  },

  // -------------------------------------------------------------------------------------------
  // ASTM A890/A890M — Castings, Iron-Chromium-Nickel-Molybdenum Corrosion-Resistant, Duplex,
  // for General Application (A890/A890M-18a, iteh catalogue). The iteh abstract lists
  // chemistry (C, Mn, Si, P, S, Cr, Ni, Mo, Cu, W, N) and minimum heat-treat temperatures with
  // rapid cooling, but no mandatory tension test: tensile properties apply only when the
  // purchaser invokes the supplementary tension-test requirement, so `tensile` is omitted.
  // fromKnowledge: the Table 1 ranges (same as A995 for these grades) and the minimum solution
  // temperatures 1120 °C (4A, 5A) and 1100 °C (6A).
  // -------------------------------------------------------------------------------------------
  {
    standard: "ASTM A890/A890M",
    grade: "4A (CD3MN)",
    edition: "18a",
    uns: "J92205",
    source:
      "https://standards.iteh.ai/catalog/standards/astm/d90e255b-7ca9-4642-bc7e-d39fbed28291/astm-a890-a890m-18a; " +
      "https://vdocuments.us/material-composition-of-different-metals.html (UNS)",
    fromKnowledge: true,
    composition: {
      C: [null, 0.03],
      Mn: [null, 1.5],
      Si: [null, 1.0],
      P: [null, 0.04],
      S: [null, 0.02],
      Cr: [21.0, 23.5],
      Ni: [4.5, 6.5],
      Mo: [2.5, 3.5],
      Cu: [null, 1.0],
      N: [0.1, 0.3],
    },
    heatTreatment: { kind: "solutionAnnealed", minimumC: 1120 },
  },
  {
    standard: "ASTM A890/A890M",
    grade: "5A (CE3MN)",
    edition: "18a",
    uns: "J93404",
    source:
      "https://standards.iteh.ai/catalog/standards/astm/d90e255b-7ca9-4642-bc7e-d39fbed28291/astm-a890-a890m-18a; " +
      "https://vdocuments.us/material-composition-of-different-metals.html (UNS)",
    fromKnowledge: true,
    composition: {
      C: [null, 0.03],
      Mn: [null, 1.5],
      Si: [null, 1.0],
      P: [null, 0.04],
      S: [null, 0.04],
      Cr: [24.0, 26.0],
      Ni: [6.0, 8.0],
      Mo: [4.0, 5.0],
      N: [0.1, 0.3],
    },
    heatTreatment: { kind: "solutionAnnealed", minimumC: 1120 },
    notes: { prenMin: 40 },
  },
  {
    standard: "ASTM A890/A890M",
    grade: "6A (CD3MWCuN)",
    edition: "18a",
    uns: "J93380",
    source:
      "https://standards.iteh.ai/catalog/standards/astm/d90e255b-7ca9-4642-bc7e-d39fbed28291/astm-a890-a890m-18a; " +
      "https://vdocuments.us/material-composition-of-different-metals.html (UNS)",
    fromKnowledge: true,
    composition: {
      C: [null, 0.03],
      Mn: [null, 1.0],
      Si: [null, 1.0],
      P: [null, 0.03],
      S: [null, 0.025],
      Cr: [24.0, 26.0],
      Ni: [6.5, 8.5],
      Mo: [3.0, 4.0],
      Cu: [0.5, 1.0],
      W: [0.5, 1.0],
      N: [0.2, 0.3],
    },
    heatTreatment: { kind: "solutionAnnealed", minimumC: 1100 },
    notes: { prenMin: 40 },
  },

  // -------------------------------------------------------------------------------------------
  // ASTM A494/A494M — Castings, Nickel and Nickel Alloy. Latest edition found: A494/A494M-17
  // (a later revision could not be confirmed). Tensile minima (Table 3) read in a copy of the
  // A494/A494M-00 text: M-35-1 65 ksi [450] / 25 ksi [170] / 25 %; CW-12MW 72 ksi [495] /
  // 40 ksi [275] / 4 %; CW-6MC 70 ksi [485] / 40 ksi [275] / 25 % — assumed unchanged since.
  // Nickel is "balance" in Table 1 and is not listed.
  // fromKnowledge: all Table 1 ranges, the UNS numbers, and the heat treatment — M-35-1 as
  // cast; CW-12MW and CW-6MC solution treated at 2150 °F [1175 °C] minimum and quenched.
  // -------------------------------------------------------------------------------------------
  {
    standard: "ASTM A494/A494M",
    grade: "CW-6MC",
    edition: "17",
    uns: "N26625",
    source:
      "https://scribd.com/document/498237264/ASTM-A494-A494M-17 (designation); " +
      "https://www.scribd.com/document/477308582/A494A494-pdf (A494/A494M-00 Table 3)",
    fromKnowledge: true,
    composition: {
      C: [null, 0.06],
      Mn: [null, 1.0],
      Si: [null, 1.0],
      P: [null, 0.015],
      S: [null, 0.015],
      Cr: [20.0, 23.0],
      Mo: [8.0, 10.0],
      Fe: [null, 5.0],
      Nb: [3.15, 4.5],
    },
    tensile: { tensileMPa: [485, null], yieldMPa: [275, null], elongationPct: [25, null] },
    heatTreatment: { kind: "solutionAnnealed", minimumC: 1175 },
  },
  {
    standard: "ASTM A494/A494M",
    // fromKnowledge: the solution temperature, 2225 °F [1220 °C] for CW-12MW in A494's heat
    // treatment table (CW-6MC's is 2150 °F [1175 °C]); read again when a copy of the table is found.
    grade: "CW-12MW",
    edition: "17",
    uns: "N30002",
    source:
      "https://scribd.com/document/498237264/ASTM-A494-A494M-17 (designation); " +
      "https://www.scribd.com/document/477308582/A494A494-pdf (A494/A494M-00 Table 3)",
    fromKnowledge: true,
    composition: {
      C: [null, 0.12],
      Mn: [null, 1.0],
      Si: [null, 1.0],
      P: [null, 0.04],
      S: [null, 0.03],
      Cr: [15.5, 17.5],
      Mo: [16.0, 18.0],
      Fe: [4.5, 7.5],
      W: [3.75, 5.25],
      V: [0.2, 0.4],
    },
    tensile: { tensileMPa: [495, null], yieldMPa: [275, null], elongationPct: [4, null] },
    heatTreatment: { kind: "solutionAnnealed", minimumC: 1220 },
  },
  {
    standard: "ASTM A494/A494M",
    grade: "M-35-1",
    edition: "17",
    uns: "N24135",
    source:
      "https://scribd.com/document/498237264/ASTM-A494-A494M-17 (designation); " +
      "https://www.scribd.com/document/477308582/A494A494-pdf (A494/A494M-00 Table 3)",
    fromKnowledge: true,
    composition: {
      C: [null, 0.35],
      Mn: [null, 1.5],
      Si: [null, 1.25],
      P: [null, 0.03],
      S: [null, 0.03],
      Cu: [26.0, 33.0],
      Fe: [null, 3.5],
      Nb: [null, 0.5],
    },
    tensile: { tensileMPa: [450, null], yieldMPa: [170, null], elongationPct: [25, null] },
    heatTreatment: { kind: "asCast" },
  },
];

// ---------------------------------------------------------------------------------------------
// `notes.sourServiceMaxHRC` (fromKnowledge): NACE MR0175/ISO 15156 — part 2 (2020) for carbon and
// low-alloy steels, castings included, 22 HRC max (WCB; WC6 and WC9 as Cr-Mo low-alloy steels,
// after their tempering); part 3 (2020) Table A.2 for the austenitic stainless steels, solution
// annealed, cast CF3M and CF8M included, 22 HRC max. C5 (5 % Cr) is not a low-alloy steel in
// part 2's sense; the white irons, manganese steel, duplex and nickel grades are not given a
// figure here (their limits depend on the environment's tables and are agreed per order).
// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// Tests a buyer orders beyond a grade's standard, and the standards they are done and judged to.
// From knowledge of the standards (fromKnowledge throughout), each checked against its scope:
// - ASTM A488/A488M (steel castings, welding, qualification of procedures and personnel) is the
//   qualification every A703 casting standard (A216, A217, A351, A995) and A781 (A128) and A494
//   name for weld repairs; ISO 11970 is its ISO counterpart (welding procedures for steel castings).
// - ASTM E562 (volume fraction by systematic point count) is how a duplex casting's ferrite is
//   counted; the range is agreed with the buyer (A995 sets none).
// - ASTM A923 (detrimental intermetallic phase in duplex stainless steels): the test buyers of
//   duplex castings order; whether its scope names the cast grades themselves could not be read,
//   so the datasheet offers it by agreement, not as a requirement of A995.
// - ASTM G48 (pitting and crevice corrosion by ferric chloride) for stainless and nickel alloys.
// - ASTM A262 (susceptibility to intergranular attack in austenitic stainless steels): A351's
//   austenitic grades, not the duplex ones.
// - Surface examination of castings: magnetic particle to ASTM E709 / ISO 4986, penetrant to
//   ASTM E165 / ISO 4987, each judged to ASTM A903/A903M (both methods), MSS SP-53 (magnetic
//   particle) or MSS SP-93 (penetrant), or the ISO standard's own severity levels. EN 1369 and
//   EN 1371-1 were the European standards ISO 4986 and ISO 4987 replaced.
// ---------------------------------------------------------------------------------------------
export const optionalTestReference: Readonly<
  Record<string, { standards: readonly string[]; appliesTo: readonly string[] }>
> = {
  weldRepairQualification: {
    standards: ["ASTM A488/A488M", "ISO 11970"],
    appliesTo: [
      "ASTM A128/A128M",
      "ASTM A216/A216M",
      "ASTM A217/A217M",
      "ASTM A351/A351M",
      "ASTM A995/A995M",
      "ASTM A494/A494M",
    ],
  },
  ferriteContent: { standards: ["ASTM E562"], appliesTo: ["ASTM A995/A995M", "ASTM A351/A351M"] },
  intermetallicPhases: { standards: ["ASTM A923"], appliesTo: ["ASTM A995/A995M"] },
  pittingCorrosion: {
    standards: ["ASTM G48"],
    appliesTo: ["ASTM A351/A351M", "ASTM A995/A995M", "ASTM A494/A494M"],
  },
  intergranularCorrosion: { standards: ["ASTM A262"], appliesTo: ["ASTM A351/A351M"] },
};

/** Surface examination: each method's standards, and the standards its results are judged to. */
export const surfaceExaminationReference = {
  magneticParticle: {
    methods: ["ASTM E709", "ISO 4986"],
    acceptance: ["ASTM A903/A903M", "MSS SP-53", "ISO 4986"],
  },
  penetrant: {
    methods: ["ASTM E165", "ISO 4987"],
    acceptance: ["ASTM A903/A903M", "MSS SP-93", "ISO 4987"],
  },
} as const;
