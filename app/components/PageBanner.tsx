import { layout } from "virtual:content/layout";
import { Link } from "react-router";
import styles from "./PageBanner.module.css";

/** The compact banner that opens every inner page: its h1 and the breadcrumb trail. */
export function PageBanner({
  title,
  breadcrumbs,
}: {
  title: string;
  breadcrumbs: readonly { label: string; to: string }[];
}) {
  return (
    <div className={styles.banner}>
      <div className={styles.inner}>
        <nav aria-label={layout.breadcrumbLabel}>
          <ol className={styles.trail}>
            {breadcrumbs.map((crumb, index) => {
              const current = index === breadcrumbs.length - 1;
              return (
                <li key={crumb.label}>
                  <Link to={crumb.to} aria-current={current ? "page" : undefined}>
                    {crumb.label}
                  </Link>
                </li>
              );
            })}
          </ol>
        </nav>
        <h1 className={styles.title}>{title}</h1>
      </div>
    </div>
  );
}
