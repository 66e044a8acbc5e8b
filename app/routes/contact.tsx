import { data } from "react-router";
import { pageMeta } from "../components/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { contact } from "../content/contact.ts";
import type { Route } from "./+types/contact";
import { ContactDetails } from "./contact/ContactDetails.tsx";
import styles from "./contact/contact.module.css";
import { EnquiryForm } from "./contact/EnquiryForm.tsx";
import { enquiryValues, validateEnquiry } from "./contact/enquiry.ts";

export const meta = () => pageMeta(contact.meta);

/**
 * The server checks every submission again with the form's schema. Delivery is not built yet, so a
 * valid enquiry is answered 503 and the page says plainly that it was not sent.
 */
export async function action({ request }: Route.ActionArgs) {
  const values = enquiryValues(await request.formData());
  const result = validateEnquiry(values);
  if (!result.success) {
    return data({ status: "invalid" as const, errors: result.errors, values }, { status: 400 });
  }
  return data({ status: "unavailable" as const, errors: {}, values }, { status: 503 });
}

export default function Contact({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={contact.banner.title} breadcrumbs={contact.banner.breadcrumbs} />
      <div className={styles.layout}>
        <EnquiryForm result={actionData} />
        <ContactDetails />
      </div>
    </>
  );
}
