import type { Contact } from "./schema.ts";

export const contact: Contact = {
  meta: {
    title: "Contact Us",
    description:
      "Contact our Italian head office or our Portuguese group company in Funchal, Madeira, for quotations on castings, wear parts and valves.",
  },
  banner: {
    title: "Contact Us",
    breadcrumbs: [
      { label: "Home", to: "/" },
      { label: "Contact Us", to: "/contact" },
    ],
  },
  details: {
    heading: "Get in touch",
    officesHeading: "Our offices",
    emailHeading: "Email",
    phoneHeading: "Phone",
    followHeading: "Follow us",
    mapTitle: "Map of our head office in Italy",
    mapLinkLabel: "Open the map in a new tab",
  },
  form: {
    eyebrow: "Email Us",
    heading: "Happy To Answer Your Questions",
    intro:
      "Tell us what you need: the part, material, quantity and, if you have them, a drawing number or the shredder model.",
    fields: {
      from_name: { label: "Name", placeholder: "First Name" },
      email: { label: "Email", placeholder: "Email" },
      subject: { label: "Subject", placeholder: "Subject" },
      message: { label: "Message", placeholder: "Message" },
    },
    messages: {
      from_name: "Name is required.",
      email: "Valid email is required.",
      subject: "Subject is required",
      message: "Please,leave us a message.",
    },
    requiredNote: "All fields are required.",
    submit: "Send Messages",
    errorSummary: "Please correct the fields marked below before sending.",
    notAvailable:
      "Sending enquiries from this page is not available yet. Please email or phone us instead, using the details on this page.",
  },
};
