import { layout } from "virtual:content/layout";
import type { ReactNode } from "react";
import { NavigationProgress } from "./NavigationProgress.tsx";
import { ProductTicker } from "./ProductTicker.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";
import { HydrationSlice } from "../HydrationSlice.tsx";
import styles from "./SiteLayout.module.css";

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <NavigationProgress />
      <a className={styles.skip} href="#main">
        {layout.skipLink}
      </a>
      <HydrationSlice>
        <SiteHeader />
      </HydrationSlice>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <HydrationSlice>
        <ProductTicker />
      </HydrationSlice>
      <HydrationSlice>
        <SiteFooter />
      </HydrationSlice>
    </>
  );
}
