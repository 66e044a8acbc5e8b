/**
 * Whether a request was started by a page of another site: the first check of every form's POST,
 * the enquiry forms' and the editor's alike (docs/decisions/0008-anti-forgery-and-origin.md).
 */
import type { Request } from "express";

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * True when `Origin` or `Sec-Fetch-Site` names another site. A request with neither (curl, an old
 * client) passes here and still needs a token.
 */
export function fromAnotherSite(req: Request, siteUrl: string | undefined): boolean {
  const fetchSite = req.get("Sec-Fetch-Site");
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = req.get("Origin");
  if (origin === undefined) return false;
  // req.protocol and req.host read X-Forwarded-Proto/-Host only when `trust proxy` allows it.
  const own = originOf(`${req.protocol}://${req.host}`);
  const expected = siteUrl ? originOf(siteUrl) : own;
  // React Router runs an action only for an Origin that is the request's own: one that names the
  // site while the request names another host (the server's bare address) would reach it only to
  // be refused there, with a stack in the log for each.
  return expected === null || origin !== expected || origin !== own;
}
