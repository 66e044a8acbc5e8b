import { fillTemplate } from "../../format/template.ts";
import { layout } from "virtual:content/layout";
import { site } from "virtual:content/site";
import { FacebookIcon, LinkedInIcon } from "../icons.tsx";
import styles from "./SocialLinks.module.css";

/** The social and professional network pages: header, footer and contact page. */
export function SocialLinks() {
  return (
    <ul className={styles.list} aria-label={layout.topBar.socialLabel}>
      <li>
        <a
          href={site.social.facebook.href}
          aria-label={fillTemplate(site.social.facebook.label, { company: site.company.name })}
        >
          <FacebookIcon />
        </a>
      </li>
      <li>
        <a
          href={site.social.linkedin.href}
          aria-label={fillTemplate(site.social.linkedin.label, { company: site.company.name })}
        >
          <LinkedInIcon />
        </a>
      </li>
    </ul>
  );
}
