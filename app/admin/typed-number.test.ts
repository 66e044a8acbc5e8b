import { describe, expect, it } from "vitest";
import { readForm } from "./form.server.ts";
import { numberPattern, readTypedNumber } from "./typed-number.ts";

// As ui/FigureInput.tsx compiles it, as a browser does an <input pattern>: anchored, with the v flag.
const accepts = (integer: boolean, value: string) =>
  new RegExp(`^(?:${numberPattern(integer)})$`, "v").test(value);

const figures: [typed: string, read: number | undefined][] = [
  ["12", 12],
  ["1.200", 1200],
  ["1,200", 1200],
  ["1 200", 1200],
  ["1\u00a0200", 1200],
  ["12.000.000", 12_000_000],
  ["1.200,5", 1200.5],
  ["1,200.5", 1200.5],
  ["1 200,5", 1200.5],
  ["1,5", 1.5],
  ["1.5", 1.5],
  ["0.500", 0.5],
  ["0,035", 0.035],
  ["12.50", 12.5],
  ["1234.5678", 1234.5678],
  ["-46", -46],
  ["\u221246", -46],
  ["+3", 3],
  [" 7 ", 7],
  ["12 kg", undefined],
  ["1.200.5", undefined],
  ["1,200,5", undefined],
  ["1.20.000", undefined],
  ["1e3", undefined],
  ["", undefined],
  ["abc", undefined],
  ["0x10", undefined],
];

describe("a figure as people type it", () => {
  it.each(figures)("%j reads as %j", (typed, read) => {
    expect(readTypedNumber(typed)).toBe(read);
  });

  it("is a whole number only without decimals", () => {
    expect(readTypedNumber("1.200", true)).toBe(1200);
    expect(readTypedNumber("1 200", true)).toBe(1200);
    expect(readTypedNumber("1.5", true)).toBeUndefined();
    expect(readTypedNumber("0.500", true)).toBeUndefined();
    expect(readTypedNumber("-3", true)).toBe(-3);
  });

  it("is accepted by the field's pattern, in the page, exactly when the server reads it", () => {
    for (const integer of [false, true])
      for (const [typed] of figures)
        expect(accepts(integer, typed), `${typed} (${integer ? "whole" : "any"})`).toBe(
          readTypedNumber(typed, integer) !== undefined,
        );
  });

  it("reads the same in every form of the editor: the files' forms as the guided ones", () => {
    const schema = {
      type: "object",
      required: ["capacity", "grade"],
      properties: { capacity: { type: "integer" }, grade: { type: "number" } },
    };
    expect(readForm(schema, { "f.capacity": "1.200", "f.grade": "0,035" })).toEqual({
      capacity: 1200,
      grade: 0.035,
    });
    // What does not read as one stays text, for the site's check to name at its field.
    expect(readForm(schema, { "f.capacity": "12 kg", "f.grade": "1.2.3" })).toEqual({
      capacity: "12 kg",
      grade: "1.2.3",
    });
  });
});
