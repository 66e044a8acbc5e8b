import { foundry } from "virtual:content/foundry";
import type { Panel, PanelKey } from "../../content/schemas/index.ts";

export const defaultPanelKey: PanelKey = "foundry";

/** The panel a URL names in `?panel=`; an unknown or missing key falls back to the default. */
export function panelFromSearch(search: URLSearchParams): Panel {
  const key = search.get("panel");
  const panel = foundry.panels.find((candidate) => candidate.key === key);
  return panel ?? (foundry.panels.find((candidate) => candidate.key === defaultPanelKey) as Panel);
}

/** The default panel keeps the clean /foundry URL, so the prerendered page serves it. */
export function panelHref(key: PanelKey): string {
  return key === defaultPanelKey ? "/foundry" : `/foundry?panel=${key}`;
}

/** The banner's trail for a panel: Home, then the panel (spec §2: the breadcrumbs follow the panel). */
export function breadcrumbsOf(panel: Panel): { label: string; to: string }[] {
  return [foundry.breadcrumbHome, { label: panel.bannerTitle, to: panelHref(panel.key) }];
}

export const menuPanels = () => foundry.panels.filter((panel) => panel.menuLabel);
