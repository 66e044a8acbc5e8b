import { layout } from "virtual:content/layout";
import { useLocation } from "react-router";
import { locale } from "../../locale.ts";
import { localePath, locales } from "../../locales.ts";
import styles from "./LanguageSwitch.module.css";
import { pagePath } from "./page-path.ts";

/**
 * The same page in each language, each named in itself. Plain links, not router links: each
 * language is its own build, so the visitor gets a whole page in the other language, at the same
 * address with its prefix and the same view (the query) as here.
 */
export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const path = pagePath(pathname);
  return (
    <nav className={styles.switch} aria-label={layout.languageLabel}>
      <ul className={styles.list}>
        {locales.map((other) => (
          <li key={other.code}>
            <a
              href={`${localePath(other, path)}${search}`}
              lang={other.code}
              hrefLang={other.code}
              dir={other.dir}
              aria-current={other === locale ? "true" : undefined}
              className={styles.link}
            >
              {other.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
