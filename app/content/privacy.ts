import type { Privacy } from "./schema.ts";

/**
 * The privacy notice (GDPR art. 13). {legalName}, {registeredOffice}, {vatNumber}, {privacyEmail}
 * and {retentionDays} are filled in from site.ts, so the facts are written once.
 */
export const privacy: Privacy = {
  meta: {
    title: "Privacy notice",
    description:
      "How we handle the personal data of visitors and of buyers who send us an enquiry: what we collect, why, for how long, and your rights.",
  },
  banner: {
    title: "Privacy notice",
    breadcrumbs: [
      { label: "Home", to: "/" },
      { label: "Privacy notice", to: "/privacy" },
    ],
  },
  updated: "2026-11-24",
  updatedLabel: "Last updated",
  contents: "On this page",
  intro: [
    "This notice explains how {legalName} handles the personal data of people who visit this website or send us an enquiry, as Article 13 of the EU General Data Protection Regulation (Regulation (EU) 2016/679, “GDPR”) and the Italian Personal Data Protection Code (Legislative Decree 196/2003) require.",
  ],
  sections: [
    {
      id: "controller",
      heading: "Who is responsible for your data",
      paragraphs: [
        "The controller is {legalName}, {registeredOffice}, VAT no. {vatNumber}.",
        "For anything about your personal data, write to {privacyEmail} or to our registered office. We have not appointed a data protection officer: the GDPR does not require one for what we do.",
      ],
    },
    {
      id: "data",
      heading: "What we collect",
      items: [
        "When you send an enquiry: your name, your email address, the subject and your message, with the date and time you sent it.",
        "When you visit any page: our web server receives your IP address, the address of the page, your browser's identification and the time, because it cannot send you the page without them. It uses your IP address to limit how many enquiries one connection can send in ten minutes; it does not store it with your enquiry or in its logs.",
        "Nothing else: this website uses no analytics, no advertising and no tracking of any kind.",
      ],
    },
    {
      id: "purposes",
      heading: "Why, and on what legal basis",
      items: [
        "To answer your enquiry and, if you ask for one, to prepare a quotation: steps you ask us to take before a contract (GDPR Article 6(1)(b)) or, when you write on behalf of your company, our legitimate interest in answering business enquiries (Article 6(1)(f)).",
        "To keep the website and the enquiry form secure (an anti-forgery token, a limit on enquiries per connection): our legitimate interest in protecting our systems and our customers (Article 6(1)(f)).",
      ],
      paragraphs: [
        "Giving us your name, email address and message is up to you; without them we cannot answer.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      paragraphs: [
        "Your enquiry is stored on our web server only until it reaches our sales team by email. {retentionDays} days after that, its personal data is erased from the server; an enquiry that could not be delivered is erased {retentionDays} days after you sent it.",
        "In our mailbox, we keep the correspondence for as long as we need it to answer you and to manage any business that follows, and then for as long as Italian law requires us to keep business records (up to ten years).",
      ],
    },
    {
      id: "recipients",
      heading: "Who receives it",
      paragraphs: [
        "Our staff who handle enquiries, and the companies that host our website and our email, which process it only on our instructions under a data processing agreement (GDPR Article 28). We do not sell your data, share it for advertising or send it outside the European Union.",
        "The map on the contact page comes from OpenStreetMap and the videos on the home page from YouTube. They load only when you click them; at that moment the provider receives your IP address and browser details and handles them under its own privacy policy.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "The site sets a single, strictly necessary cookie, which protects the enquiry form. Our cookie statement lists it, with what the site keeps in your browser.",
      ],
      link: { label: "Read the cookie statement", to: "/cookies" },
    },
    {
      id: "rights",
      heading: "Your rights",
      paragraphs: [
        "You may ask us for access to your personal data, to correct it, to erase it, to restrict its use, to receive it in a portable form, and object at any time to uses based on our legitimate interest (GDPR Articles 15–21). Write to {privacyEmail}: we answer within one month, free of charge.",
        "We make no automated decisions about you and no profiles.",
        "If you think we handle your data unlawfully, you have the right to lodge a complaint with the Italian supervisory authority, the Garante per la protezione dei dati personali (Piazza Venezia 11, 00187 Roma, www.garanteprivacy.it), or with the supervisory authority of the EU country where you live or work.",
      ],
    },
  ],
  draft: true,
};
