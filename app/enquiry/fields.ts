/**
 * Every field an enquiry can have, described once: its kind and limits. The forms draw their
 * inputs from it, the schema (schema.ts) checks against it, the outbox keeps the fields by these
 * names, and the mail lays them out with their labels. A new field is one line here, its label in
 * each language's content, and its place in a form below. Client-safe.
 */
import { materials, partFamilies } from "../content/vocabulary.ts";

export type FieldSpec =
  | { kind: "text"; maxLength: number; autoComplete?: string }
  | { kind: "email"; maxLength: number; autoComplete: "email" }
  | { kind: "phone"; maxLength: number; autoComplete: "tel" }
  | { kind: "longText"; maxLength: number }
  | { kind: "choice"; choices: readonly string[] }
  | { kind: "number"; min: number; max: number; integer?: boolean; unit?: "kg" | "mm" | "bar" | "pcs" }
  | { kind: "date" }
  | { kind: "flag" };

export const enquiryFields = {
  from_name: { kind: "text", maxLength: 100, autoComplete: "name" },
  email: { kind: "email", maxLength: 254, autoComplete: "email" },
  /** Optional on both forms: a buyer who would rather be called back. */
  phone: { kind: "phone", maxLength: 40, autoComplete: "tel" },
  subject: { kind: "text", maxLength: 200 },
  message: { kind: "longText", maxLength: 5000 },
  company: { kind: "text", maxLength: 200, autoComplete: "organization" },
  country: { kind: "text", maxLength: 100, autoComplete: "country-name" },
  partFamily: { kind: "choice", choices: partFamilies },
  material: { kind: "choice", choices: materials },
  grade: { kind: "text", maxLength: 100 },
  quantity: { kind: "number", min: 1, max: 1_000_000, integer: true, unit: "pcs" },
  unitWeightKg: { kind: "number", min: 0.01, max: 100_000, unit: "kg" },
  drawingNumber: { kind: "text", maxLength: 100 },
  revision: { kind: "text", maxLength: 20 },
  heatTreatment: { kind: "text", maxLength: 200 },
  radiography: { kind: "flag" },
  ultrasonic: { kind: "flag" },
  hydroTestBar: { kind: "number", min: 1, max: 2_000, unit: "bar" },
  machining: { kind: "choice", choices: ["none", "rough", "finished", "perDrawing"] },
  requiredBy: { kind: "date" },
  pinHoleMm: { kind: "number", min: 1, max: 1_000, unit: "mm" },
  thicknessMm: { kind: "number", min: 1, max: 2_000, unit: "mm" },
  swingRadiusMm: { kind: "number", min: 1, max: 5_000, unit: "mm" },
  hammerWeightKg: { kind: "number", min: 0.1, max: 5_000, unit: "kg" },
  /** What the quote page's CAD preview read from each drawing, filled in by the page, not typed. */
  cadFigures: { kind: "longText", maxLength: 4000 },
} as const satisfies Record<string, FieldSpec>;

export type FieldName = keyof typeof enquiryFields;

/** What a flag's checkbox sends when ticked; the schema takes nothing else. */
export const flagValue = "yes";

/** The fields every enquiry keeps in columns of its own (the outbox, the mail's header lines). */
export const columnFields = [
  "from_name",
  "email",
  "subject",
  "message",
] as const satisfies readonly FieldName[];
/** Whether a field travels among a form's other fields (`details`) instead. */
export const isDetail = (field: FieldName) => !(columnFields as readonly FieldName[]).includes(field);

/**
 * The quote form's fieldsets, in order, and so the order of its fields; hammer dimensions show
 * for hammers (and without JavaScript). The preview's figures travel hidden, in no fieldset.
 */
const quoteGroups = {
  contact: ["from_name", "email", "phone", "company", "country"],
  part: ["partFamily", "material", "grade", "quantity", "unitWeightKg", "drawingNumber", "revision"],
  hammer: ["pinHoleMm", "thicknessMm", "swingRadiusMm", "hammerWeightKg"],
  requirements: ["heatTreatment", "radiography", "ultrasonic", "hydroTestBar", "machining", "requiredBy"],
  message: ["message"],
} as const satisfies Record<string, readonly FieldName[]>;

/**
 * The two forms. `required` fields must be filled, each with its own message in the form's
 * content (`FormMessages`); the quote form also needs a message or at least one drawing
 * (`messageOrDrawing`). `groups` order the quote form's fieldsets.
 */
export const enquiryForms = {
  contact: {
    fields: ["from_name", "email", "phone", "subject", "message"],
    required: ["from_name", "email", "subject", "message"],
    messageOrDrawing: false,
  },
  quote: {
    groups: quoteGroups,
    fields: [...Object.values(quoteGroups).flat(), "cadFigures"],
    required: ["from_name", "email"],
    messageOrDrawing: true,
  },
} as const satisfies Record<
  string,
  {
    fields: readonly FieldName[];
    required: readonly FieldName[];
    messageOrDrawing: boolean;
    groups?: Record<string, readonly FieldName[]>;
  }
>;

export type FormId = keyof typeof enquiryForms;
export type FormField<Form extends FormId> = (typeof enquiryForms)[Form]["fields"][number];
/** The fields a form cannot be sent without; each has its message in the form's words. */
export type RequiredField<Form extends FormId> = (typeof enquiryForms)[Form]["required"][number];
export type QuoteGroup = keyof typeof quoteGroups;

export const isRequired = <Form extends FormId>(form: Form, field: FieldName): boolean =>
  (enquiryForms[form].required as readonly FieldName[]).includes(field);

/** The fields whose value is one of a list of keys, each shown to people by its name. */
export type ChoiceField = {
  [Name in FieldName]: (typeof enquiryFields)[Name] extends { kind: "choice" } ? Name : never;
}[FieldName];

/** Every field a form posts (its own and the two of the guards); anything else is refused. */
export const tokenField = "xsrf";
export const honeypotField = "website";
export const tokenCookie = "XSRF-TOKEN";
export const tokenHeader = "X-XSRF-TOKEN";

/** Characters as a visitor counts them: an emoji is one, not two UTF-16 units. */
export const characterCount = (value: string) => [...value].length;

/** A form's values by field name, as the browser sends them: text, "" when empty. */
export type FormValues<Form extends FormId> = Record<FormField<Form>, string>;

/** The form's fields from a submission; a missing one reads as empty, so it gets its message. */
export function formValues<Form extends FormId>(
  form: Form,
  source: FormData | Partial<Record<string, string>>,
): FormValues<Form> {
  const value = (field: string) => {
    const entry = source instanceof FormData ? source.get(field) : source[field];
    return typeof entry === "string" ? entry : "";
  };
  return Object.fromEntries(
    enquiryForms[form].fields.map((field) => [field, value(field)]),
  ) as FormValues<Form>;
}
