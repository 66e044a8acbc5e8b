/**
 * Private, expiring links to the drawings of an enquiry too large to attach to its mail. The link
 * is a capability: only the mail's recipient has it, it names one file of one enquiry, it is
 * signed with the server's secret and stops working when it expires or when the enquiry's
 * personal data is deleted. Files are never listed and never served otherwise.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { attachmentKinds } from "./attachments.ts";
import type { EnquiryStore } from "./contract.ts";

export const downloadPathPrefix = "/enquiry-files/";

const signature = (secret: string, payload: string) =>
  createHmac("sha256", `enquiry-files:${secret}`).update(payload).digest("base64url");

/** The link's token: enquiry, file and expiry (ms since the epoch), then their signature. */
export function signDownload(
  secret: string,
  { enquiryId, attachmentId, expiresAt }: { enquiryId: string; attachmentId: number; expiresAt: number },
): string {
  const payload = `${enquiryId}.${attachmentId}.${expiresAt}`;
  return `${payload}.${signature(secret, payload)}`;
}

export function verifyDownload(
  secret: string,
  token: string,
  now: number,
): { enquiryId: string; attachmentId: number } | null {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, enquiryId = "", attachmentId = "", expiresAt = "", sent = ""] = match;
  const expected = Buffer.from(signature(secret, `${enquiryId}.${attachmentId}.${expiresAt}`));
  const given = Buffer.from(sent);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expiresAt) < now) return null;
  return { enquiryId, attachmentId: Number(attachmentId) };
}

/** RFC 6266: an ASCII fallback and the UTF-8 name, so "Ø 48 pin.step" arrives as it was sent. */
function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** GET /enquiry-files/<token>: the one file, as a download; 404 for anything else. */
export function downloadRoute({
  store,
  secret,
  now = Date.now,
}: {
  store: Pick<EnquiryStore, "attachment">;
  secret: string;
  now?: () => number;
}): RequestHandler {
  const notFound = (res: Response) => res.status(404).type("text/plain").send("Not found\n");
  return (req: Request, res: Response) => {
    res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" });
    const token = String(req.params.token ?? "");
    const file = (() => {
      const named = verifyDownload(secret, token, now());
      return named && store.attachment ? store.attachment(named.enquiryId, named.attachmentId) : undefined;
    })();
    if (!file) return notFound(res);
    res.set({
      // Never rendered by the browser, whatever the file holds.
      "Content-Type": attachmentKinds[file.kind].type,
      "Content-Disposition": contentDisposition(file.name),
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "X-Content-Type-Options": "nosniff",
    });
    res.send(Buffer.from(file.bytes));
  };
}
