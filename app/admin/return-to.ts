/**
 * Where sign-in returns a person whose session ended: the editor's page they were on, never
 * anywhere else. Only a path of the editor itself is taken (no other site, no scheme, no `//` or
 * `\` a browser would read as another host, not the sign-in or sign-out pages); anything else
 * gives undefined and sign-in goes to the dashboard.
 */
export function returnTo(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 600) return undefined;
  if (!/^\/admin\/[A-Za-z0-9\-._~%/]*(\?[A-Za-z0-9\-._~%=&+]*)?$/.test(value)) return undefined;
  const path = value.split("?")[0]!;
  // An encoded slash or backslash in the path may be decoded into another host on the way.
  if (path.includes("//") || /%(2f|5c)/i.test(path) || /%(0d|0a|00)/i.test(value)) return undefined;
  if (path === "/admin/login" || path === "/admin/logout") return undefined;
  // The language link's choice belongs to that visit: the cookie keeps it.
  return value
    .replace(/([?&])language=[a-z]*(&|$)/, (_, before: string, after: string) => (after ? before : ""))
    .replace(/\?$/, "");
}

/** The page a request came from (its own address for a GET, the form's page for a POST), if one of ours. */
export function pageOf(
  method: string,
  url: string,
  referer: string | undefined,
  origin: string,
): string | undefined {
  if (method === "GET" || method === "HEAD") return returnTo(url);
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(origin).origin) return undefined;
    return returnTo(`${from.pathname}${from.search}`);
  } catch {
    return undefined;
  }
}
