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
  plain: {
    methodNotAllowed: "This address accepts GET and HEAD only.",
    otherAddress: "Enquiries are accepted at /contact only.",
    badAddress: "This address cannot be read: it contains a broken %-escape or a control character.",
  },
  front: {
    badRequest: {
      title: "Address not understood",
      body: "This address cannot be read: it may have been cut or mistyped. Start again from our home page, or phone or email us.",
    },
    tooLarge: {
      title: "Too large to send",
      body: "What you sent is larger than this site accepts. Please send a shorter enquiry, or phone or email us.",
    },
    unavailable: {
      title: "Back in a moment",
      body: "Our website cannot answer right now; please try again in a few minutes. To reach us meanwhile:",
    },
  },
};
