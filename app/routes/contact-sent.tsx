import { contact } from "virtual:content/contact";
import { contactSent as sent } from "virtual:content/contactSent";
import { site } from "virtual:content/site";
import { useEffect } from "react";
import { Link } from "react-router";
import { unlistedPageMeta } from "../seo/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { deliveryDelayed } from "../enquiry/context.ts";
import { referencePattern } from "../enquiry/contract.ts";
import type { Route } from "./+types/contact-sent";
import styles from "./contact/contact.module.css";
import { clearDraft } from "../enquiry/form/draft.ts";

// Only a receipt: search engines have nothing to find here.
export const meta = () => unlistedPageMeta(sent.meta);

// It names the visitor's enquiry: no cache may keep it.
export const headers = () => ({ "Cache-Control": "no-store" });

/**
 * A reference of the outbox's own shape, or none: whatever else is in the URL is not echoed. And
 * whether mail is going out now, so a buyer who sends while it is not is told the truth.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const ref = new URL(request.url).searchParams.get("ref");
  return {
    reference: ref && referencePattern.test(ref) ? ref : null,
    delayed: deliveryDelayed(context),
  };
}

/**
 * Where a received enquiry lands (303 from the contact form's action). A GET, so reloading it
 * never sends the enquiry again.
 */
export default function ContactSent({ loaderData: { reference, delayed } }: Route.ComponentProps) {
  // The enquiry is acknowledged: the draft kept against an accidental reload has done its job.
  useEffect(clearDraft, []);
  return (
    <>
      <PageBanner
        title={sent.meta.title}
        breadcrumbs={[...contact.banner.breadcrumbs, { label: sent.meta.title, to: "/contact/sent" }]}
      />
      <section className={styles.sent} aria-labelledby="sent-heading">
        <h2 id="sent-heading">{sent.heading}</h2>
        {reference ? (
          <p className={styles.reference}>
            {sent.referenceLabel}: <strong>{reference}</strong>
          </p>
        ) : (
          <p>{sent.withoutReference}</p>
        )}
        {delayed && (
          <p role="status">
            {sent.delayed.split("{phone}")[0]}
            <a href={`tel:${site.phone.tel}`} className={styles.urgentPhone}>
              <bdi dir="ltr">{site.phone.display}</bdi>
            </a>
            {sent.delayed.split("{phone}")[1]}
          </p>
        )}
        <h3 className={styles.subheading}>{sent.nextHeading}</h3>
        {sent.next.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>{sent.drawings}</p>
        <p>
          <Link to={sent.homeLink.to}>{sent.homeLink.label}</Link>
        </p>
      </section>
    </>
  );
}
