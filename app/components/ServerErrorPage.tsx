import { locale } from "../locale.ts";
import { localePath } from "../locales.ts";
import { serverError } from "virtual:content/serverError";
import { site } from "virtual:content/site";
import { ErrorPage } from "./ErrorPage.tsx";
import styles from "./ErrorPage.module.css";

/** Shown with a 500: the visitor still gets the phone number and email to reach us. */
export function ServerErrorPage() {
  return (
    <ErrorPage code={500} heading={serverError.heading} body={serverError.body}>
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
    </ErrorPage>
  );
}
