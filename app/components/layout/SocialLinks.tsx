import { fillTemplate } from "../../format/template.ts";
import { layout } from "virtual:content/layout";
import { site } from "virtual:content/site";
import { FacebookIcon, LinkedInIcon } from "../icons.tsx";
import styles from "./SocialLinks.module.css";

const networks = [
  { key: "facebook", Icon: FacebookIcon },
  { key: "linkedin", Icon: LinkedInIcon },
] as const;

/** The social and professional network pages: header, footer and contact page. */
export function SocialLinks() {
  return (
    <ul className={styles.list} aria-label={layout.topBar.socialLabel}>
      {networks.map(({ key, Icon }) => (
        <li key={key}>
          <a
            href={site.social[key].href}
            aria-label={fillTemplate(site.social[key].label, { company: site.company.name })}
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
