import { notFound } from "virtual:content/notFound";
import { Link } from "react-router";
import { ButtonLink } from "./ButtonLink.tsx";
import styles from "./ErrorPage.module.css";

/** Our answer to an unknown address: a real 404 that offers a way on, never a timed redirect. */
export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{notFound.heading}</h1>
      <p>{notFound.body}</p>
      <ButtonLink to={notFound.homeLink.to}>{notFound.homeLink.label}</ButtonLink>
      <h2 className={styles.subheading}>{notFound.pagesHeading}</h2>
      <ul className={styles.pages}>
        {notFound.pages.map((page) => (
          <li key={page.to}>
            <Link to={page.to}>{page.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
