import { describe, expect, it } from "vitest";
import { enquiryValues, validateEnquiry } from "./enquiry.ts";

const valid = {
  from_name: "Giulia Rossi",
  email: "giulia.rossi@acciaierie.example",
  subject: "Manganese hammers for a 6000 HP shredder",
  message: "Please quote 48 hammers, 180 kg each.",
};

describe("validateEnquiry", () => {
  it("accepts a complete enquiry and trims it", () => {
    expect(validateEnquiry({ ...valid, from_name: "  Giulia Rossi " })).toEqual({
      success: true,
      data: valid,
    });
  });

  it("gives each empty field the spec's message", () => {
    const result = validateEnquiry({ from_name: "", email: "", subject: " ", message: "\n" });
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

describe("enquiryValues", () => {
  it("reads missing fields as empty, so they get their message", () => {
    const form = new FormData();
    form.set("email", "giulia.rossi@acciaierie.example");
    expect(enquiryValues(form)).toEqual({
      from_name: "",
      email: "giulia.rossi@acciaierie.example",
      subject: "",
      message: "",
    });
  });
});
