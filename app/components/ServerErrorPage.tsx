import { locale } from "../locale.ts";
import { localePath } from "../locales.ts";
import { serverError } from "virtual:content/serverError";
import { site } from "virtual:content/site";
import styles from "./ErrorPage.module.css";

/** Shown with a 500: the visitor still gets the phone number and email to reach us. */
export function ServerErrorPage() {
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        500
      </p>
      <h1>{serverError.heading}</h1>
      <p>{serverError.body}</p>
      <dl className={styles.contact}>
        <dt>{serverError.phoneLabel}</dt>
        <dd>
          <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
        </dd>
        <dt>{serverError.emailLabel}</dt>
        {site.emails.map((email) => (
          <dd key={email.address}>
            <a href={`mailto:${email.address}`}>{email.address}</a>
          </dd>
        ))}
      </dl>
      {/* a plain link: after a server error a full page load is the safest way on */}
      <a href={localePath(locale, "/")} className={styles.home}>
        {serverError.homeLabel}
      </a>
    </div>
  );
}
