import { layout } from "virtual:content/layout";
import { site } from "virtual:content/site";
import { Link } from "react-router";
import { fillTemplate } from "../format/template.ts";
import styles from "./Logo.module.css";

/** The company mark: a ladle pouring into a mould section, drawn as a technical symbol. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <Link
      to="/"
      className={`${styles.logo} ${styles[tone]}`}
      aria-label={fillTemplate(layout.logoLabel, { company: site.company.name })}
    >
      <svg className={styles.mark} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
        <rect x="1" y="1" width="38" height="38" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 12h16l-3 9H11z" fill="currentColor" />
        <path d="M21 21c2 3 3 6 3 9" fill="none" stroke="var(--color-accent)" strokeWidth="3" />
        <path d="M8 33h24" stroke="currentColor" strokeWidth="2" />
        <path d="M28 9v6M25 12h6" stroke="var(--color-accent)" strokeWidth="2" />
      </svg>
      <span className={styles.name}>{site.company.name}</span>
    </Link>
  );
}
