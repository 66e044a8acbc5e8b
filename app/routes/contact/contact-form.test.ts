import { describe, expect, it } from "vitest";
import { type FormValues, formValues } from "../../enquiry/fields.ts";
import { validateForm } from "../../enquiry/schema.ts";
import { contactMessages } from "./contact-form.ts";

const validateEnquiry = (values: FormValues<"contact">) => validateForm("contact", values, contactMessages);
const enquiryValues = (form: FormData) => formValues("contact", form);

const valid = {
  from_name: "Giulia Rossi",
  email: "giulia.rossi@acciaierie.example",
  phone: "",
  subject: "Manganese hammers for a 6000 HP shredder",
  message: "Please quote 48 hammers, 180 kg each.",
};

describe("the contact form's schema", () => {
  it("accepts a complete enquiry and trims it", () => {
    expect(validateEnquiry({ ...valid, from_name: "  Giulia Rossi " })).toEqual({
      success: true,
      data: valid,
    });
  });

  it("gives each empty field the spec's message", () => {
    const result = validateEnquiry({ from_name: "", email: "", phone: "", subject: " ", message: "\n" });
    expect(result).toEqual({
      success: false,
      errors: {
        from_name: "Name is required.",
        email: "Valid email is required.",
        subject: "Subject is required",
        message: "Please,leave us a message.",
      },
    });
  });

  it.each(["giulia", "giulia@", "@example.com", "giulia@example", "a b@example.com"])(
    "rejects the email %j",
    (email) => {
      const result = validateEnquiry({ ...valid, email });
      expect(result).toEqual({ success: false, errors: { email: "Valid email is required." } });
    },
  );
});

describe("formValues", () => {
  it("reads missing fields as empty, so they get their message", () => {
    const form = new FormData();
    form.set("email", "giulia.rossi@acciaierie.example");
    expect(enquiryValues(form)).toEqual({
      from_name: "",
      email: "giulia.rossi@acciaierie.example",
      phone: "",
      subject: "",
      message: "",
    });
  });
});

describe("length limits, in characters as a visitor counts them", () => {
  it.each([
    ["from_name", 100, "Please keep the name to 100 characters."],
    ["subject", 200, "Please keep the subject to 200 characters."],
    ["message", 5000, "Please keep the message to 5000 characters, or send the rest when we reply."],
  ] as const)("%s accepts %i and refuses one more", (field, limit, message) => {
    expect(validateEnquiry({ ...valid, [field]: "x".repeat(limit) }).success).toBe(true);
    // An emoji is two UTF-16 units but one character: the limit is in characters.
    expect(validateEnquiry({ ...valid, [field]: "🔩".repeat(limit) }).success).toBe(true);
    expect(validateEnquiry({ ...valid, [field]: "x".repeat(limit + 1) })).toEqual({
      success: false,
      errors: { [field]: message },
    });
  });

  it("refuses an email address longer than SMTP allows", () => {
    const email = `${"a".repeat(64)}@${"b".repeat(190)}.example`;
    expect(validateEnquiry({ ...valid, email })).toEqual({
      success: false,
      errors: { email: "Valid email is required." },
    });
  });
});
