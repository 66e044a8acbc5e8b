/**
 * The quote form's messages, from its content file, for the schema both forms share
 * (app/enquiry/schema.ts): the browser checks with it before sending, the server's action again.
 * The content schema asks for a message for each required field (app/enquiry/fields.ts).
 */
import { quote } from "virtual:content/quote";
import type { FormMessages } from "../../enquiry/schema.ts";

export const quoteMessages: FormMessages<"quote"> = {
  required: quote.messages,
  email: quote.messages.email,
  phone: quote.messages.phone,
  tooLong: quote.messages.tooLong,
  number: quote.messages.number,
  date: quote.messages.date,
  choice: quote.messages.choice,
  messageOrDrawing: quote.messages.messageOrDrawing,
};
