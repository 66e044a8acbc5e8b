import { notFound } from "virtual:content/notFound";
import { ButtonLink } from "./ButtonLink.tsx";
import { ErrorPage } from "./ErrorPage.tsx";
import styles from "./ErrorPage.module.css";
import { LinkItems } from "./LinkItems.tsx";

/** Our answer to an unknown address: a real 404 that offers a way on, never a timed redirect. */
export function NotFoundPage() {
  return (
    <ErrorPage code={404} heading={notFound.heading} body={notFound.body}>
      <ButtonLink to={notFound.homeLink.to}>{notFound.homeLink.label}</ButtonLink>
      <h2 className={styles.subheading}>{notFound.pagesHeading}</h2>
      <ul className={styles.pages}>
        <LinkItems links={notFound.pages} />
      </ul>
    </ErrorPage>
  );
}
