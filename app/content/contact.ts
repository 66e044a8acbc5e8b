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
    map: {
      title: "Map of our head office in Italy",
      imageAlt: "Site plan of our head office, with its plot marked",
      privacyNote:
        "The map comes from OpenStreetMap. Showing it here sends your IP address and browser details to the OpenStreetMap Foundation.",
      providerPrivacy: {
        label: "OpenStreetMap's privacy policy",
        href: "https://osmfoundation.org/wiki/Privacy_Policy",
      },
      show: "Show the map",
      openInMaps: "Open in OpenStreetMap",
    },
    draft: true,
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
    privacyNote: {
      text: "We use what you send only to answer you.",
      link: { label: "Privacy notice", to: "/privacy" },
    },
    errorSummary: "Please correct the fields marked below before sending.",
    tooLong: {
      from_name: "Please keep the name to {limit} characters.",
      subject: "Please keep the subject to {limit} characters.",
      message: "Please keep the message to {limit} characters, or send the rest when we reply.",
    },
    counter: "{count} of {limit} characters",
    honeypotLabel: "Leave this field empty",
    outcomes: {
      badRequest:
        "Your enquiry was not received: it contained fields our form does not have. Please send it from this page, or phone or email us.",
      forbidden:
        "Your enquiry was not received: we could not confirm it came from this page. Please send it again. If this keeps happening, allow cookies for this site, or phone or email us.",
      tooLarge:
        "Your enquiry was not received: it is too large to send from this form. Please shorten it, or phone or email us.",
      rateLimited:
        "Your enquiry was not received: several enquiries were sent from your connection in a short time. Please try again in a few minutes, or phone or email us.",
      unavailable:
        "Your enquiry was not received: our system could not store it. Please phone or email us instead. Your text is still in the form.",
    },
    httpErrors: {
      methodNotAllowed: "This address accepts GET, HEAD and POST only.",
      anotherSite: "Enquiries are accepted only from this site's own contact page.",
      unsupportedType: "Send the enquiry as application/x-www-form-urlencoded.",
      unreadableBody: "The enquiry could not be read.",
    },
  },
  sent: {
    meta: {
      title: "Enquiry received",
      description:
        "Your enquiry has been received. We reply by email, usually within one working day; please quote your reference.",
    },
    heading: "Thank you: your enquiry has been received",
    referenceLabel: "Your reference",
    withoutReference: "Your enquiry has been received.",
    nextHeading: "What happens next",
    next: [
      "We read every enquiry and reply by email, usually within one working day.",
      "Please quote your reference if you phone or write to us about this enquiry.",
    ],
    drawings: "To send drawings or photos, reply to our email and attach them.",
    homeLink: { label: "Back to the home page", to: "/" },
    draft: true,
  },
};
