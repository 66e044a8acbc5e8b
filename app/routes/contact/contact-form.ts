/**
 * The contact form's messages, from its content file, for the schema both forms share
 * (app/enquiry/schema.ts): the browser checks with it before sending, the server's action again.
 */
import { contact } from "virtual:content/contact";
import type { FormMessages } from "../../enquiry/schema.ts";

export const contactMessages: FormMessages<"contact"> = {
  required: contact.form.messages,
  email: contact.form.messages.email,
  phone: contact.form.messages.phone,
  tooLong: contact.form.tooLong,
};
