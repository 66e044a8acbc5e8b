/**
 * Set on a facade (a video poster, the map picture) to name the origin whose frame it loads when
 * clicked: the page's Content-Security-Policy allows frames from the origins its facades name, and
 * from no other (app/security-headers.server.ts).
 */
export const frameOriginAttribute = "data-frame-origin";
