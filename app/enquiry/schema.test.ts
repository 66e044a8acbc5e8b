import { describe, expect, it } from "vitest";
import { enquiryFields, enquiryForms, type FieldName, flagValue, type FormId, formValues } from "./fields.ts";
import { type FormMessages, longestValue, validateForm } from "./schema.ts";

/** Messages of our own: what is checked here is which field is refused, not its words. */
const messages: FormMessages = {
  // Every required field of both forms, whichever they are.
  required: Object.fromEntries(
    Object.values(enquiryForms).flatMap((form) => form.required.map((field) => [field, "required"])),
  ) as FormMessages["required"],
  email: "email",
  phone: "phone",
  tooLong: "too long",
  number: "number",
  date: "date",
  choice: "choice",
  messageOrDrawing: "message or drawing",
};

/** A value the field takes: the shortest right answer of its kind. */
function goodValue(field: FieldName): string {
  const spec = enquiryFields[field];
  switch (spec.kind) {
    case "email":
      return "buyer@example.com";
    case "choice":
      return spec.choices[0]!;
    case "number":
      return String(spec.min);
    case "date":
      return "2027-03-01";
    case "phone":
      return "+39 02 1234 5678";
    case "flag":
      return flagValue;
    default:
      return "x";
  }
}

const filled = (form: FormId) =>
  formValues(form, Object.fromEntries(enquiryForms[form].fields.map((field) => [field, goodValue(field)])));

describe("every field of both forms has a longest value", () => {
  for (const form of Object.keys(enquiryForms) as FormId[]) {
    it(`the ${form} form takes a value of each field's kind`, () => {
      expect(validateForm(form, filled(form), messages, { drawings: 1 }).success).toBe(true);
    });

    for (const field of enquiryForms[form].fields) {
      it(`${form}: ${field} refuses 60,000 characters that would otherwise pass`, () => {
        // The kind's own good value padded as its checks would let it through: leading zeros for
        // a number, the text repeated for a text.
        const good = goodValue(field);
        const long =
          enquiryFields[field].kind === "number" ? `${"0".repeat(60_000)}${good}` : good.repeat(60_000);
        const result = validateForm(form, { ...filled(form), [field]: long }, messages, { drawings: 1 });
        expect(result.success).toBe(false);
        expect(result.success ? [] : Object.keys(result.errors)).toEqual([field]);
        expect(longestValue(enquiryFields[field])).toBeLessThanOrEqual(5000);
      });
    }
  }

  it("a flag is ticked or not: anything but what its checkbox sends is refused", () => {
    const values = { ...filled("quote"), radiography: "no, but please call" };
    const result = validateForm("quote", values, messages, { drawings: 1 });
    expect(result.success ? {} : result.errors).toEqual({ radiography: "choice" });
  });
});

describe("the optional phone number", () => {
  it.each([
    "+39 02 1234 5678",
    "(011) 555-0199",
    "+966 11 234 5678 ext. 12",
    "0039.02.12345678",
    "+351 291/123 456",
  ])("takes %j as people write it", (phone) => {
    expect(validateForm("contact", { ...filled("contact"), phone }, messages).success).toBe(true);
  });

  it.each([
    "call me",
    "12345",
    "+39 02 1234 5678 9999 9999",
    "39+02",
    "+39 02 1234 5678; DROP TABLE",
    "javascript:alert(1)",
  ])("refuses %j with its message", (phone) => {
    expect(validateForm("quote", { ...filled("quote"), phone }, messages, { drawings: 1 })).toEqual({
      success: false,
      errors: { phone: "phone" },
    });
  });

  it("may be left empty on both forms", () => {
    for (const form of Object.keys(enquiryForms) as FormId[])
      expect(validateForm(form, { ...filled(form), phone: "" }, messages, { drawings: 1 }).success).toBe(
        true,
      );
  });
});
