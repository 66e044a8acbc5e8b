/**
 * The datasheets' figures against their standards, the quote page's densities against the
 * datasheets, and the checks that keep a family's facts and words together.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Material, materials as quoteMaterials } from "../enquiry/fields.ts";
import { type LocaleCode, locales } from "../locales.ts";
import { contentOf, contentRoot, loadContent } from "./load-content.ts";
import { densityFor, gradeName, quoteDensities } from "./materials.ts";
import { quoteSchema } from "./schemas/quote.ts";

type Limits = Record<string, [min: number | null, max: number | null]>;

/**
 * Chemical requirements, per cent by mass, from each standard's Table 1 (heat analysis): [min, max],
 * null where the table gives no bound. Only the elements a datasheet lists are compared; the
 * residual elements some tables add are left to the standard itself.
 *
 * - ASTM A128/A128M, Standard Specification for Steel Castings, Austenitic Manganese, Table 1
 * - ASTM A216/A216M, Carbon Steel Castings Suitable for Fusion Welding for High-Temperature
 *   Service, Table 1 (grade WCB, with its specified residual elements)
 * - ASTM A217/A217M, Steel Castings, Martensitic Stainless and Alloy, for Pressure-Containing Parts,
 *   Suitable for High-Temperature Service, Table 1
 * - ASTM A532/A532M, Abrasion-Resistant Cast Irons, Table 1
 * - ASTM A351/A351M, Castings, Austenitic, for Pressure-Containing Parts, Table 1
 * - ASTM A890/A890M, Castings, Iron-Chromium-Nickel-Molybdenum Corrosion-Resistant, Duplex
 *   (Austenitic/Ferritic) for General Application, Table 1
 * - ASTM A494/A494M, Castings, Nickel and Nickel Alloy, Table 1
 */
const standards: Record<string, Limits> = {
  // A128: silicon 1.00 max and phosphorus 0.07 max in every grade.
  "ASTM A128/A128M A": { C: [1.05, 1.35], Mn: [11.0, null], Si: [null, 1.0], P: [null, 0.07] },
  "ASTM A128/A128M B-1": { C: [0.9, 1.05], Mn: [11.5, 14.0], Si: [null, 1.0], P: [null, 0.07] },
  "ASTM A128/A128M B-2": { C: [1.05, 1.2], Mn: [11.5, 14.0], Si: [null, 1.0], P: [null, 0.07] },
  "ASTM A128/A128M B-3": { C: [1.12, 1.28], Mn: [11.5, 14.0], Si: [null, 1.0], P: [null, 0.07] },
  "ASTM A128/A128M B-4": { C: [1.2, 1.35], Mn: [11.5, 14.0], Si: [null, 1.0], P: [null, 0.07] },
  "ASTM A128/A128M C": {
    C: [1.05, 1.35],
    Mn: [11.5, 14.0],
    Cr: [1.5, 2.5],
    Si: [null, 1.0],
    P: [null, 0.07],
  },
  "ASTM A128/A128M D": { C: [0.7, 1.3], Mn: [11.5, 14.0], Ni: [3.0, 4.0], Si: [null, 1.0], P: [null, 0.07] },
  "ASTM A128/A128M E-1": {
    C: [0.7, 1.3],
    Mn: [11.5, 14.0],
    Mo: [0.9, 1.2],
    Si: [null, 1.0],
    P: [null, 0.07],
  },
  "ASTM A128/A128M E-2": {
    C: [1.05, 1.45],
    Mn: [11.5, 14.0],
    Mo: [1.8, 2.1],
    Si: [null, 1.0],
    P: [null, 0.07],
  },
  "ASTM A128/A128M F": { C: [1.05, 1.35], Mn: [6.0, 8.0], Mo: [0.9, 1.2], Si: [null, 1.0], P: [null, 0.07] },
  "ASTM A216/A216M WCB": {
    C: [null, 0.3],
    Mn: [null, 1.0],
    P: [null, 0.04],
    S: [null, 0.045],
    Si: [null, 0.6],
    Cu: [null, 0.3],
    Ni: [null, 0.5],
    Cr: [null, 0.5],
    Mo: [null, 0.2],
    V: [null, 0.03],
  },
  "ASTM A217/A217M WC6": {
    C: [0.05, 0.2],
    Mn: [0.5, 0.8],
    P: [null, 0.04],
    S: [null, 0.045],
    Si: [null, 0.6],
    Cr: [1.0, 1.5],
    Mo: [0.45, 0.65],
  },
  "ASTM A217/A217M WC9": {
    C: [0.05, 0.18],
    Mn: [0.4, 0.7],
    P: [null, 0.04],
    S: [null, 0.045],
    Si: [null, 0.6],
    Cr: [2.0, 2.75],
    Mo: [0.9, 1.2],
  },
  "ASTM A217/A217M C5": {
    C: [null, 0.2],
    Mn: [0.4, 0.7],
    P: [null, 0.04],
    S: [null, 0.045],
    Si: [null, 0.75],
    Cr: [4.0, 6.5],
    Mo: [0.45, 0.65],
  },
  "ASTM A532/A532M II B": {
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
  "ASTM A532/A532M II D": {
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
  "ASTM A532/A532M III A": {
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
  "ASTM A351/A351M CF8M": {
    C: [null, 0.08],
    Mn: [null, 1.5],
    Si: [null, 1.5],
    S: [null, 0.04],
    P: [null, 0.04],
    Cr: [18.0, 21.0],
    Ni: [9.0, 12.0],
    Mo: [2.0, 3.0],
  },
  "ASTM A351/A351M CF3M": {
    C: [null, 0.03],
    Mn: [null, 1.5],
    Si: [null, 1.5],
    S: [null, 0.04],
    P: [null, 0.04],
    Cr: [17.0, 21.0],
    Ni: [9.0, 13.0],
    Mo: [2.0, 3.0],
  },
  "ASTM A890/A890M 4A (CD3MN)": {
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
  "ASTM A890/A890M 5A (CE3MN)": {
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
  "ASTM A890/A890M 6A (CD3MWCuN)": {
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
  "ASTM A494/A494M CW-6MC": {
    C: [null, 0.06],
    Mn: [null, 1.0],
    Si: [null, 1.0],
    P: [null, 0.015],
    S: [null, 0.015],
    Cr: [20.0, 23.0],
    Mo: [8.0, 10.0],
    Nb: [3.15, 4.5],
    Fe: [null, 5.0],
  },
  "ASTM A494/A494M CW-12MW": {
    C: [null, 0.12],
    Mn: [null, 1.0],
    Si: [null, 1.0],
    P: [null, 0.04],
    S: [null, 0.03],
    Cr: [15.5, 17.5],
    Mo: [16.0, 18.0],
    W: [3.75, 5.25],
    V: [0.2, 0.4],
    Fe: [4.5, 7.5],
  },
  "ASTM A494/A494M M-35-1": {
    C: [null, 0.35],
    Mn: [null, 1.5],
    Si: [null, 1.25],
    P: [null, 0.03],
    S: [null, 0.03],
    Cu: [26.0, 33.0],
    Fe: [null, 3.5],
    Nb: [null, 0.5],
  },
};

const datasheets = contentOf("en").materials;
const grades = datasheets.families.flatMap((family) => family.grades);

describe("the datasheets' chemical composition", () => {
  const known = grades.filter((grade) => `${grade.standard} ${grade.grade}` in standards);

  it("checks at least one grade of every family (a grade the company adds is checked once its row is written above, from its standard)", () => {
    // Every seed grade has its row; a grade added in the editor must not break npm test until then.
    for (const family of datasheets.families)
      expect(
        family.grades.some((grade) => `${grade.standard} ${grade.grade}` in standards),
        family.name,
      ).toBe(true);
  });

  it.each(known.map((grade) => [`${grade.standard} ${grade.grade}`, grade] as const))(
    "%s: every figure as its standard's Table 1 gives it",
    (name, grade) => {
      expect(grade.table).toBe("Table 1");
      const written = Object.fromEntries(
        grade.composition.map((range) => [range.element, [range.min ?? null, range.max ?? null]]),
      );
      expect(written).toEqual(standards[name]);
    },
  );
});

describe("the quote page's densities", () => {
  it("come from the datasheets: each the density of the first grade that names its material", () => {
    const { quote } = contentOf("en");
    const used = Object.entries(quote.densities);
    expect(used.length).toBe(quoteMaterials.length - 1); // every material but "as per drawing"
    for (const [material, density] of used) {
      const first = grades.find((grade) => grade.quoteMaterial === material);
      expect(first, material).toBeDefined();
      expect(density, material).toBe(first?.densityGPerCm3);
    }
  });

  it("of a grade are that grade's datasheet density, used while its material is the one chosen", () => {
    const { quote } = contentOf("en");
    for (const grade of grades) {
      const name = gradeName(grade);
      expect(quote.gradeDensities[name], name).toEqual({
        material: grade.quoteMaterial,
        density: grade.densityGPerCm3,
      });
      expect(densityFor(quote, grade.quoteMaterial, ` ${name} `), name).toBe(grade.densityGPerCm3);
      // Another material chosen after it, or a grade of the buyer's own: the material's density.
      const other = quoteMaterials.find(
        (material) => material !== grade.quoteMaterial && material in quote.densities,
      )!;
      expect(densityFor(quote, other, name), name).toBe(quote.densities[other]);
    }
    const material = grades[0]!.quoteMaterial;
    expect(densityFor(quote, material, "to our own drawing")).toBe(quote.densities[material as Material]);
  });

  it("are the same in every language (one source)", () => {
    for (const locale of locales)
      expect(contentOf(locale.code).quote.densities).toEqual(quoteDensities(datasheets));
  });

  it("cannot be written on the quote page's own facts", () => {
    const facts = { ...contentOf("en").quote, densities: undefined };
    const written = {
      ...facts,
      materials: { ...facts.materials, manganeseSteel: { family: "wearResistant", densityGPerCm3: 8 } },
    };
    const result = quoteSchema.safeParse(written);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain("densityGPerCm3");
  });
});

describe("a family's facts and words", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "materials-"));
    cpSync(contentRoot, root, { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const edit = (file: string, from: string, to: string) => {
    const text = readFileSync(join(root, file), "utf8");
    if (!text.includes(from)) throw new Error(`${file}: ${from} not found`);
    writeFileSync(join(root, file), text.replace(from, to));
  };

  it("words listing another family than the facts, at that place, are named with both names", () => {
    edit("it/materials.yaml", "  - name: low-alloy-steel", "  - name: low-alloy-steels");
    const errors = loadContent("it", root).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^content\/it\/materials\.yaml:\d+: families › item 2 › name: "low-alloy-steels" where content\/materials\.yaml has "low-alloy-steel"/,
    );
  });

  /** The last family of a file again under a new name: a family the company adds, in its words or facts. */
  const copyOfLast = (file: string, name: string, published?: boolean) => {
    const text = readFileSync(join(root, file), "utf8");
    const start = text.lastIndexOf("\n  - name: ") + 1;
    const block = text.slice(start).replace(/^ {2}- name: .*$/m, `  - name: ${name}`);
    const marked = published === undefined ? block : block.replace(/\n/, `\n    published: ${published}\n`);
    writeFileSync(join(root, file), `${text.trimEnd()}\n${marked.trimEnd()}\n`);
  };
  const families = (code: LocaleCode) => {
    const report = loadContent(code, root);
    return { errors: report.errors, names: report.content?.materials.families.map((family) => family.name) };
  };

  it("a new family, added last with published: false, is saved in its facts alone and kept off the site", () => {
    copyOfLast("materials.yaml", "bronze", false);
    for (const locale of locales) {
      const { errors, names } = families(locale.code);
      expect(errors, locale.code).toEqual([]);
      expect(names, locale.code).not.toContain("bronze");
    }
    // Then its words, one language at a time: every save in between is accepted.
    copyOfLast("en/materials.yaml", "bronze");
    expect(families("en").errors).toEqual([]);
    expect(families("it").errors).toEqual([]);
  });

  it("a new family put on the site before a language has its words is refused in that language, by name", () => {
    copyOfLast("materials.yaml", "bronze", true);
    copyOfLast("en/materials.yaml", "bronze");
    const en = families("en");
    expect(en.errors).toEqual([]);
    expect(en.names).toContain("bronze");
    expect(families("it").errors.join("\n")).toMatch(
      /^content\/it\/materials\.yaml:\d+: families › item 6 › name: nothing where content\/materials\.yaml has "bronze": write its words here, or mark it published: false/m,
    );
  });

  it("a family marked published: false anywhere in the list stays off the site", () => {
    edit(
      "materials.yaml",
      "  - name: low-alloy-steel\n",
      "  - name: low-alloy-steel\n    published: false\n",
    );
    const { errors, names } = families("en");
    expect(errors).toEqual([]);
    expect(names).not.toContain("low-alloy-steel");
    expect(names).toContain("nickel-alloys");
  });

  it("a quote material no grade names is refused: its weight estimate would have no density", () => {
    for (const from of ["quoteMaterial: nickelAlloy\n"]) {
      const text = readFileSync(join(root, "materials.yaml"), "utf8");
      writeFileSync(join(root, "materials.yaml"), text.replaceAll(from, "quoteMaterial: stainlessSteel\n"));
    }
    expect(loadContent("en", root).errors.join("\n")).toMatch(/no grade is the quote form's “nickelAlloy”/);
  });

  it("a composition range the wrong way round is refused at its line", () => {
    edit(
      "materials.yaml",
      "            min: 1.05\n            max: 1.35",
      "            min: 1.35\n            max: 1.05",
    );
    expect(loadContent("en", root).errors.join("\n")).toMatch(
      /^content\/materials\.yaml:\d+: families › item 1 › grades › item 1 › composition › item 1: .*the least is larger than the most/m,
    );
  });
});
