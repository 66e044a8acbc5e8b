import type { ServerAnswers } from "./schema.ts";

export const serverAnswers: ServerAnswers = {
  enquiryRefused: {
    title: "Enquiry not received",
    yourText: "Your text is below. Send it again from here, or copy it into an email to us.",
    withoutText:
      "Your text is still in the form on the page before this one: use your browser's Back button to return to it.",
    resend: "Send again",
    phoneLabel: "Phone",
    emailLabel: "Email",
    contactLink: { label: "Back to the contact page", to: "/contact" },
  },
};
