import { foundry } from "virtual:content/foundry";
import { useSearchParams } from "react-router";
import { pageMeta } from "../seo/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { breadcrumbList } from "../seo/structured-data.ts";
import type { Route } from "./+types/foundry";
import styles from "./foundry/foundry.module.css";
import { PanelView } from "./foundry/PanelView.tsx";
import { breadcrumbsOf, defaultPanelKey, panelFromSearch } from "./foundry/panels.ts";
import { SideMenu } from "./foundry/SideMenu.tsx";

export const meta = ({ location }: Route.MetaArgs) => {
  const panel = panelFromSearch(new URLSearchParams(location.search));
  // The default panel shares its banner title with Steel Casting; the page itself is "Foundry".
  const title = panel.key === defaultPanelKey ? foundry.meta.title : panel.bannerTitle;
  return pageMeta(
    "/foundry",
    { title, description: foundry.meta.description },
    { imageTitle: foundry.meta.title, structuredData: [breadcrumbList(breadcrumbsOf(panel))] },
  );
};

export default function Foundry() {
  const [search] = useSearchParams();
  const panel = panelFromSearch(search);
  return (
    <>
      <PageBanner title={panel.bannerTitle} breadcrumbs={breadcrumbsOf(panel)} />
      <div className={styles.layout}>
        <SideMenu current={panel.key} />
        <PanelView panel={panel} />
      </div>
    </>
  );
}
