/** Whether Preact hydrates the page (a build) or React does (`npm run dev`): scripts/build/preact-in-browser.ts. */
declare const __BROWSER_PREACT__: boolean;

/** True in the browser of a built site, where Preact's React layer renders (ADR 0036). */
export const browserPreact = !import.meta.env.SSR && __BROWSER_PREACT__;
