import { layout } from "virtual:content/layout";
import type { ReactNode } from "react";
import { NavigationProgress } from "./NavigationProgress.tsx";
import { ProductTicker } from "./ProductTicker.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";
import styles from "./SiteLayout.module.css";

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <NavigationProgress />
      <a className={styles.skip} href="#main">
        {layout.skipLink}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <ProductTicker />
      <SiteFooter />
    </>
  );
}
