import { contact } from "virtual:content/contact";
import { pageMeta } from "../seo/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { organizationGraph } from "../seo/organization-data.ts";
import { breadcrumbList } from "../seo/structured-data.ts";
import { enquiryContext } from "../enquiry/context.ts";
import type { Route } from "./+types/contact";
import { ContactDetails } from "./contact/ContactDetails.tsx";
import styles from "./contact/contact.module.css";
import { ContactForm } from "./contact/ContactForm.tsx";
import { handOutToken, receiveEnquiry } from "../enquiry/receive.server.ts";
import { validateForm } from "../enquiry/schema.ts";
import { contactMessages } from "./contact/contact-form.ts";

// The page that shows the offices also tells search engines about them.
export const meta = () =>
  pageMeta("/contact", contact.meta, {
    structuredData: [breadcrumbList(contact.banner.breadcrumbs), ...organizationGraph({ offices: true })],
  });

/** The visitor's anti-forgery token (receive.server.ts's handOutToken). */
export const loader = (args: Route.LoaderArgs) => handOutToken(args);

/**
 * A valid enquiry is committed to the outbox, then answered 303 to /contact/sent; anything else
 * comes back with its status and the visitor's text.
 */
export function action({ request, context }: Route.ActionArgs) {
  return receiveEnquiry(request, context.get(enquiryContext), {
    form: "contact",
    validate: (values) => validateForm("contact", values, contactMessages),
  });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={contact.banner.title} breadcrumbs={contact.banner.breadcrumbs} />
      <div className={styles.layout}>
        <ContactForm result={actionData} xsrf={actionData?.xsrf ?? loaderData.xsrf} />
        <ContactDetails />
      </div>
    </>
  );
}
