import type { ReactNode } from "react";
import styles from "./ErrorPage.module.css";

/** An error page's opening, its status code large over its heading and what happened, then its way on. */
export function ErrorPage({
  code,
  heading,
  body,
  children,
}: {
  code: number;
  heading: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1>{heading}</h1>
      <p>{body}</p>
      {children}
    </div>
  );
}
