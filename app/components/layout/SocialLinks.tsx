import { layout } from "../../content/layout.ts";
import { site } from "../../content/site.ts";
import { FacebookIcon, LinkedInIcon } from "../icons.tsx";
import styles from "./SocialLinks.module.css";

/** The social and professional network pages: header, footer and contact page. */
export function SocialLinks() {
  return (
    <ul className={styles.list} aria-label={layout.topBar.socialLabel}>
      <li>
        <a href={site.social.facebook.href} aria-label={site.social.facebook.label}>
          <FacebookIcon />
        </a>
      </li>
      <li>
        <a href={site.social.linkedin.href} aria-label={site.social.linkedin.label}>
          <LinkedInIcon />
        </a>
      </li>
    </ul>
  );
}
