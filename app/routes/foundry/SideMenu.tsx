import { foundry } from "virtual:content/foundry";
import { Link } from "react-router";
import type { PanelKey } from "../../content/schemas/index.ts";
import styles from "./foundry.module.css";
import { menuPanels, panelHref } from "./panels.ts";

/**
 * Links, not buttons: each panel has its own URL, so a selection can be shared and the back button
 * returns to the previous panel, with or without JavaScript.
 */
export function SideMenu({ current }: { current: PanelKey }) {
  return (
    <aside className={styles.aside}>
      <nav aria-label={foundry.sideMenuLabel}>
        <ul className={styles.menu}>
          {menuPanels().map((panel) => (
            <li key={panel.key}>
              <Link
                to={panelHref(panel.key)}
                preventScrollReset
                aria-current={panel.key === current ? "page" : undefined}
                className={styles.menuLink}
              >
                {panel.menuLabel}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Link to={foundry.quoteButton.to} className={styles.quote}>
        {foundry.quoteButton.label}
      </Link>
    </aside>
  );
}
