import { layout } from "virtual:content/layout";
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import styles from "./NavigationProgress.module.css";

/** How long a navigation may take before the bar appears: most finish before anyone would notice. */
const showAfterMs = 150;

/**
 * The spec's loader, reduced to what helps: a thin bar at the top while a route module or its data
 * is still loading after a short delay. Never a screen in front of content that is already there.
 */
export function NavigationProgress() {
  // "loading", not "submitting": sending the contact form has its own state on the page.
  const loading = useNavigation().state === "loading";
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setVisible(true), showAfterMs);
    return () => {
      clearTimeout(timer);
      setVisible(false);
    };
  }, [loading]);

  if (!visible) return null;
  return <div className={styles.bar} role="progressbar" aria-label={layout.loading} />;
}
