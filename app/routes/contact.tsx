import { contact } from "virtual:content/contact";
import { pageMeta } from "../components/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { organizationGraph } from "../components/organization-data.ts";
import { breadcrumbList } from "../components/structured-data.ts";
import { enquiryContext } from "../enquiry/context.ts";
import type { Route } from "./+types/contact";
import { ContactDetails } from "./contact/ContactDetails.tsx";
import styles from "./contact/contact.module.css";
import { EnquiryForm } from "./contact/EnquiryForm.tsx";
import { tokenPlaceholder } from "../enquiry/guards.server.ts";
import { handOutToken, receiveEnquiry } from "../enquiry/receive.server.ts";
import { validateForm } from "../enquiry/schema.ts";
import { contactMessages } from "./contact/contact-form.ts";

// The page that shows the offices also tells search engines about them.
export const meta = () =>
  pageMeta("/contact", contact.meta, {
    structuredData: [breadcrumbList(contact.banner.breadcrumbs), ...organizationGraph({ offices: true })],
  });

/**
 * Each visitor gets an anti-forgery token, in a cookie and in the form. The plain page is
 * prerendered at build time, where there is no server context, with a placeholder the server
 * replaces with the visitor's token as it sends the file (a static file's speed, a token per
 * visitor); a page rendered per request (after a POST) gets its token here.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  let enquiry;
  try {
    enquiry = context.get(enquiryContext);
  } catch {
    // React Router's prerendering provides no context: only at build time.
    return { xsrf: tokenPlaceholder };
  }
  return handOutToken(request, enquiry);
}

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
        <EnquiryForm result={actionData} xsrf={actionData?.xsrf ?? loaderData.xsrf} />
        <ContactDetails />
      </div>
    </>
  );
}
