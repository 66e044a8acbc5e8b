/**
 * The datasheets' figures against their standards, the quote page's densities against the
 * datasheets, and the checks that keep a family's facts and words together.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Material, materials as quoteMaterials } from "./vocabulary.ts";
import { type LocaleCode, locales } from "../locales.ts";
import { contentOf, contentRoot, loadContent } from "./load-content.ts";
import { densityFor, gradeName, quoteDensities } from "./materials.ts";
import { quoteSchema } from "./schemas/quote.ts";
import { todoList } from "../admin/todo.server.ts";
import type { Condition, MaterialFamily, MaterialGrade, Property } from "./schemas/materials.ts";
import {
  type Bound,
  type GradeRequirements,
  optionalTestReference,
  standardRequirements,
  surfaceExaminationReference,
} from "./standards-reference.ts";

const datasheets = contentOf("en").materials;
const grades = datasheets.families.flatMap((family) => family.grades);

/** Each datasheet figure a buyer reads against the reference row of its grade, as "what: ours ≠ theirs". */
function differences(grade: MaterialGrade, reference: GradeRequirements): string[] {
  const found: string[] = [];
  const bound = (range: { min?: number; max?: number } | undefined): Bound | undefined =>
    range ? [range.min ?? null, range.max ?? null] : undefined;
  const same = (what: string, ours: unknown, theirs: unknown) => {
    if (JSON.stringify(ours ?? null) !== JSON.stringify(theirs ?? null))
      found.push(
        `${what}: the datasheet has ${JSON.stringify(ours ?? null)}, the standard ${JSON.stringify(theirs ?? null)}`,
      );
  };
  same("edition", grade.edition, reference.edition);
  if (reference.uns) same("UNS number", grade.uns, reference.uns);
  const elements = new Set([
    ...grade.composition.map((range) => range.element),
    ...Object.keys(reference.composition),
  ]);
  for (const element of elements)
    same(
      `${element} %`,
      bound(grade.composition.find((range) => range.element === element)),
      reference.composition[element],
    );
  const required = (property: Property, condition?: Condition) =>
    bound(grade.requirements.find((entry) => entry.property === property && entry.condition === condition));
  const tensile = reference.tensile;
  for (const [property, theirs] of [
    ["tensileMPa", tensile?.tensileMPa],
    ["yieldMPa", tensile?.yieldMPa],
    ["elongationPct", tensile?.elongationPct],
    ["reductionOfAreaPct", tensile?.reductionOfAreaPct],
  ] as const)
    same(property, required(property), theirs);
  const conditions = new Set([
    ...(reference.hardness ?? []).map((row) => row.condition),
    ...grade.requirements.flatMap((entry) =>
      entry.property.startsWith("hardness") && entry.condition ? [entry.condition] : [],
    ),
  ]);
  for (const condition of conditions) {
    const theirs = reference.hardness?.find((row) => row.condition === condition);
    same(`hardness HBW, ${condition}`, required("hardnessHBW", condition), theirs?.hbw);
    same(`hardness HRC, ${condition}`, required("hardnessHRC", condition), theirs?.hrc);
    same(`hardness HV, ${condition}`, required("hardnessHV", condition), theirs?.hv);
  }
  // A requirement the reference does not know of (an impact energy, a hardness without a condition).
  for (const entry of grade.requirements)
    if (
      !["tensileMPa", "yieldMPa", "elongationPct", "reductionOfAreaPct"].includes(entry.property) &&
      !entry.condition
    )
      found.push(`${entry.property}: the datasheet states a requirement the standard does not have`);
  same("heat treatment", grade.heatTreatment, reference.heatTreatment);
  // The standard's notes to its table: each the datasheet prints, none it does not have.
  same(
    "note on more manganese for less carbon",
    grade.notes?.manganeseForLowerCarbon,
    reference.notes?.manganeseForLowerCarbon,
  );
  same("note on the residual elements' total", grade.notes?.residualsTotal, reference.notes?.residualsTotal);
  same("least PREN", grade.notes?.prenMin, reference.notes?.prenMin);
  same("sour-service hardness, HRC", grade.notes?.sourServiceMaxHRC, reference.notes?.sourServiceMaxHRC);
  return found;
}

/** A family's tests on request whose standards the reference does not give for that test and family. */
function testDifferences(family: MaterialFamily): string[] {
  const standards = new Set(family.grades.map((grade) => grade.standard));
  return (family.tests ?? []).flatMap(({ test, standards: named }) => {
    const reference = optionalTestReference[test];
    if (!reference) return [`${test}: not in the reference`];
    const found = named
      .filter((standard) => !reference.standards.includes(standard))
      .map((standard) => `${test}: ${standard} is not a standard for it (${reference.standards.join(", ")})`);
    if (!reference.appliesTo.some((standard) => standards.has(standard)))
      found.push(`${test}: applies to none of the family's standards (${[...standards].join(", ")})`);
    return found;
  });
}

const referenceOf = (grade: Pick<MaterialGrade, "standard" | "grade">) =>
  standardRequirements.find((row) => row.standard === grade.standard && row.grade === grade.grade);

describe("the datasheets' figures against the standards (app/content/standards-reference.ts)", () => {
  it("checks at least one grade of every family (a grade the company adds is checked once its row is written there, from its standard)", () => {
    // Every seed grade has its row; a grade added in the editor must not break npm test until then.
    for (const family of datasheets.families)
      expect(
        family.grades.some((grade) => referenceOf(grade)),
        family.name,
      ).toBe(true);
  });

  it.each(grades.filter((grade) => referenceOf(grade)).map((grade) => [gradeName(grade), grade] as const))(
    "%s: edition, composition, requirements and heat treatment as its standard gives them",
    (_name, grade) => {
      const reference = referenceOf(grade)!;
      const source = `${reference.standard}-${reference.edition} (${reference.source})`;
      expect(differences(grade, reference).map((line) => `${gradeName(grade)}: ${line} — ${source}`)).toEqual(
        [],
      );
    },
  );

  it("names grade, property and source when a figure differs: WC9's old 380 MPa yield and 0.04 % phosphorus", () => {
    const wc9 = grades.find((grade) => grade.grade === "WC9")!;
    const wrong: MaterialGrade = {
      ...wc9,
      composition: wc9.composition.map((range) => (range.element === "P" ? { ...range, max: 0.04 } : range)),
      requirements: wc9.requirements.map((entry) =>
        entry.property === "yieldMPa" ? { ...entry, min: 380 } : entry,
      ),
    };
    expect(differences(wrong, referenceOf(wc9)!)).toEqual([
      "P %: the datasheet has [null,0.04], the standard [null,0.035]",
      "yieldMPa: the datasheet has [380,null], the standard [275,null]",
    ]);
  });

  it("notes a missing or changed note of the standard: WCB without its residuals' total, 5A with a PREN of 38", () => {
    const wcb = grades.find((grade) => grade.grade === "WCB")!;
    const without: MaterialGrade = {
      ...wcb,
      notes: { ...wcb.notes, residualsTotal: undefined },
    };
    expect(differences(without, referenceOf(wcb)!)).toEqual([
      'note on the residual elements\' total: the datasheet has null, the standard {"elements":["Cu","Ni","Cr","Mo","V"],"maxPct":1}',
    ]);
    const fiveA = grades.find((grade) => grade.grade === "5A (CE3MN)")!;
    const lower: MaterialGrade = { ...fiveA, notes: { prenMin: 38 } };
    expect(differences(lower, referenceOf(fiveA)!)).toEqual([
      "least PREN: the datasheet has 38, the standard 40",
    ]);
  });

  it.each(datasheets.families.map((family) => [family.name, family] as const))(
    "%s: each test on request is named with the standards it is done to",
    (_name, family) => {
      expect(testDifferences(family)).toEqual([]);
    },
  );

  it("refuses a test's standard the reference does not give for it, and a test for none of the family's standards", () => {
    const family = datasheets.families.find((entry) => entry.name === "low-alloy-steel")!;
    expect(
      testDifferences({
        ...family,
        tests: [
          { test: "weldRepairQualification", standards: ["ASTM A488/A488M", "EN 1369"] },
          { test: "intermetallicPhases", standards: ["ASTM A923"] },
        ],
      }),
    ).toEqual([
      "weldRepairQualification: EN 1369 is not a standard for it (ASTM A488/A488M, ISO 11970)",
      "intermetallicPhases: applies to none of the family's standards (ASTM A216/A216M, ASTM A217/A217M)",
    ]);
  });

  it("refuses a Charpy figure the standards do not require, and a hardness without its condition", () => {
    const wcb = grades.find((grade) => grade.grade === "WCB")!;
    const wrong: MaterialGrade = {
      ...wcb,
      requirements: [...wcb.requirements, { property: "hardnessHBW", min: 150 }],
    };
    expect(differences(wrong, referenceOf(wcb)!)).toContain(
      "hardnessHBW: the datasheet states a requirement the standard does not have",
    );
  });
});

describe("the quality page's surface examinations against the standards (app/content/standards-reference.ts)", () => {
  const examinations = Object.entries(surfaceExaminationReference);
  it.each(locales.map((locale) => [locale.code, locale.code] as const))(
    "%s: magnetic-particle and penetrant testing each name their method and the standards their results are judged to",
    (_name, language) => {
      const checks = contentOf(language).quality.checks;
      for (const [method, { methods, acceptance }] of examinations) {
        const check = checks.find((entry) => methods.some((standard) => entry.text.includes(standard)));
        expect(check, `${language}: no check names ${methods.join(" or ")} (${method})`).toBeDefined();
        expect(
          acceptance.filter((standard) => check!.text.includes(standard)),
          `${language}: ${method} without an acceptance standard (${acceptance.join(", ")})`,
        ).not.toEqual([]);
      }
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

  it("offer plain duplex beside super duplex, each named by a duplex grade of ASTM A995 (issue 51)", () => {
    const named = (material: Material) =>
      grades.filter((grade) => grade.quoteMaterial === material).map((grade) => grade.standard);
    expect(quoteMaterials).toEqual(expect.arrayContaining(["duplex", "superDuplex"]));
    expect(named("duplex")).toContain("ASTM A995/A995M");
    expect(named("superDuplex")).toContain("ASTM A995/A995M");
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

  it("the note on more manganese for less carbon is refused on a grade without a manganese maximum", () => {
    // Manganese steel's grade A has a manganese minimum only: the note's sentence would have no maximum.
    edit(
      "materials.yaml",
      "        requirements: []",
      "        notes:\n          manganeseForLowerCarbon:\n            carbonStepPct: 0.01\n            manganeseStepPct: 0.04\n            manganeseMaxPct: 1.28\n        requirements: []",
    );
    expect(loadContent("en", root).errors.join("\n")).toMatch(
      /^content\/materials\.yaml:\d+: families › item 1 › grades › item 1 › notes › manganeseForLowerCarbon: .*carbon and manganese maximums/m,
    );
  });
});

describe("what waits for the company's confirmation", () => {
  it("is on the dashboard's to-do list: each grade's typical results and each family's casting range", () => {
    const waiting = todoList(["en"])
      .placeholders.filter((entry) => entry.file === "materials")
      .map((entry) => entry.path);
    datasheets.families.forEach((family, index) => {
      if (family.castingRange?.toConfirm)
        expect(waiting).toContain(`families[${index}].castingRange.toConfirm`);
      family.grades.forEach((grade, gradeIndex) => {
        if (grade.typical.toConfirm)
          expect(waiting).toContain(`families[${index}].grades[${gradeIndex}].typical.toConfirm`);
      });
    });
  });
});
