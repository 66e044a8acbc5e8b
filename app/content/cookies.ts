import type { Cookies } from "./schema.ts";

/** The cookie statement: every cookie the site sets and what it keeps in the visitor's browser. */
export const cookies: Cookies = {
  meta: {
    title: "Cookies",
    description:
      "The one cookie this website sets, which protects the enquiry form, and what it keeps in your browser. No analytics, advertising or tracking.",
  },
  banner: {
    title: "Cookies",
    breadcrumbs: [
      { label: "Home", to: "/" },
      { label: "Cookies", to: "/cookies" },
    ],
  },
  updated: "2026-11-24",
  updatedLabel: "Last updated",
  intro: [
    "This website sets one cookie, which is strictly necessary for the enquiry form to be safe, and keeps two small notes in your browser for your convenience. None of them tracks you, and nothing is shared with anyone else. Because all of them are necessary for what you ask the site to do, the law does not require your consent, and we do not show a cookie banner (Italian Personal Data Protection Code, Article 122; Garante, guidelines on cookies of 10 June 2021).",
  ],
  table: {
    caption: "Cookies and browser storage used by this website",
    headings: { name: "Name", purpose: "What it is for", duration: "How long", kind: "Kind" },
    rows: [
      {
        name: "XSRF-TOKEN",
        purpose:
          "An anti-forgery token: it proves that an enquiry was sent from our own contact page, not by another website in your name. Set when you open the contact page, sent back only to this site.",
        duration: "Until you close your browser",
        kind: "Cookie, strictly necessary",
      },
      {
        name: "enquiry-draft",
        purpose:
          "What you have typed in the enquiry form, kept in your browser only, so that reloading the page does not lose it. Removed when your enquiry has been received.",
        duration: "Until the enquiry is received or you close the tab",
        kind: "Browser storage (sessionStorage), never sent to us",
      },
      {
        name: "greetings-dismissed:…",
        purpose: "That you closed the season's greetings, so they are not shown to you again.",
        duration: "Until the end of the season",
        kind: "Browser storage (localStorage), never sent to us",
      },
    ],
  },
  sections: [
    {
      id: "others",
      heading: "Maps and videos from other providers",
      paragraphs: [
        "The map on the contact page (OpenStreetMap) and the videos on the home page (YouTube, in its privacy-enhanced mode) are not loaded until you click them. Once you do, the provider may set its own cookies under its own policy.",
      ],
    },
    {
      id: "control",
      heading: "Removing them",
      paragraphs: [
        "You can delete the cookie and the browser storage at any time in your browser's settings, or block cookies for this site. The website still works; only sending an enquiry needs the cookie, and the contact page says so if it is missing.",
      ],
    },
  ],
  draft: true,
};
