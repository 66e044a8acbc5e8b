/**
 * The page's path as its links name it. Prerendering renders /about as "/about/": without the
 * slash, the prerendered HTML and the hydrated page agree on the current page and its links.
 */
export const pagePath = (pathname: string) => pathname.replace(/(.)\/+$/, "$1");
