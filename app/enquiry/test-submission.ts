/**
 * What a test sends as a form: every field of the form (fields.ts), the required ones filled as a
 * buyer would (and the message, where a form takes a message or a drawing), the others empty,
 * `values` on top. A field added to a form is in every test's
 * submission at once. For tests and benchmarks only; client-safe, so browser tests use it too.
 */
import { enquiryForms, type FormField, type FormId, type FormValues, isRequired } from "./fields.ts";

const buyer: Partial<Record<string, string>> = {
  from_name: "Giulia Rossi",
  email: "giulia.rossi@acciaierie.example",
  subject: "Manganese hammers for a 6000 HP shredder",
  message: "Please quote 48 hammers, 180 kg each.",
};

export function testSubmission<Form extends FormId>(
  form: Form,
  values: Partial<Record<FormField<Form>, string>> = {},
): FormValues<Form> {
  const fields: readonly FormField<Form>[] = enquiryForms[form].fields;
  const messageInPlaceOfDrawing = (field: string) =>
    field === "message" && enquiryForms[form].messageOrDrawing;
  return Object.fromEntries(
    fields.map((field) => [
      field,
      values[field] ??
        (isRequired(form, field) || messageInPlaceOfDrawing(field) ? (buyer[field] ?? "") : ""),
    ]),
  ) as FormValues<Form>;
}
