/**
 * Names shared by the server's rewrite of each page (deferred-hydration.server.ts) and the app
 * that hydrates it (root.tsx).
 */

/** The element that holds React Router's module script until the page has painted. */
export const deferredScriptId = "deferred-hydration";

/** Dispatched on window once React has hydrated the page; early clicks are replayed then. */
export const hydratedEvent = "foundry:hydrated";

/**
 * Set on window by the starter: a promise that settles once the full stylesheet (the page carries
 * only its own rules) has loaded or failed. entry.client.tsx hydrates after it, so everything
 * React renders from then on is styled.
 */
export const stylesheetReadyKey = "__foundryStylesheet";
