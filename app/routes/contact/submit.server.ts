/**
 * The contact route's server side: the anti-forgery token its loader hands out, and its action,
 * which the enquiry module runs with this form's schema (app/enquiry/receive.server.ts).
 */
import { handOutToken, receiveEnquiry } from "../../enquiry/receive.server.ts";
import type { EnquiryContext } from "../../enquiry/context.ts";
import { tokenPlaceholder } from "../../enquiry/guards.server.ts";
import { validateEnquiry } from "./enquiry.ts";

export { handOutToken, tokenPlaceholder };

export function receiveContactEnquiry(request: Request, context: EnquiryContext) {
  return receiveEnquiry(request, context, { form: "contact", validate: (values) => validateEnquiry(values) });
}
