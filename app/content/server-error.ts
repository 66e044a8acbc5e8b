import type { ServerError } from "./schema.ts";

export const serverError: ServerError = {
  title: "Something went wrong",
  heading: "Sorry, something went wrong",
  body: "We are sorry: this page could not be loaded because of an error on our side. Please try again in a few minutes. If you need us now, phone or email us and we will answer your enquiry.",
  phoneLabel: "Phone",
  emailLabel: "Email",
  homeLabel: "Go to the home page",
};
