/**
 * Private, expiring links to the drawings of an enquiry too large to attach to its mail. The link
 * is a capability: only the mail's recipient has it, it names one file of one enquiry, it is
 * signed with the server's secret and stops working when it expires or when the enquiry's
 * personal data is deleted. Files are never listed and never served otherwise.
 */
import { createHmac } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { attachmentKinds } from "./attachments.ts";
import type { EnquiryStore } from "./contract.ts";
import { refuse } from "./guards.server.ts";
import { sameToken } from "../http/xsrf.server.ts";

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

function verifyDownload(
  secret: string,
  token: string,
  now: number,
): { enquiryId: string; attachmentId: number } | null {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, enquiryId = "", attachmentId = "", expiresAt = "", sent = ""] = match;
  if (!sameToken(sent, signature(secret, `${enquiryId}.${attachmentId}.${expiresAt}`))) return null;
  if (Number(expiresAt) < now) return null;
  return { enquiryId, attachmentId: Number(attachmentId) };
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
  // Cache-Control no-store and nosniff come with every answer that names none (server/app.ts).
  return (req: Request, res: Response) => {
    res.set({ "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" });
    const token = String(req.params.token ?? "");
    const file = (() => {
      const named = verifyDownload(secret, token, now());
      return named && store.attachment ? store.attachment(named.enquiryId, named.attachmentId) : undefined;
    })();
    if (!file) return refuse(res, 404, "Not found");
    // A download (RFC 6266, the name in UTF-8 too), never rendered, whatever the file holds.
    res.attachment(file.name);
    res.set({ "Content-Security-Policy": "default-src 'none'; sandbox" });
    // Streamed from disk; a file gone missing under us is a 404 like any other, never a crash.
    res.sendFile(
      file.path,
      {
        headers: { "Content-Type": attachmentKinds[file.kind].type },
        dotfiles: "allow",
        lastModified: false,
        cacheControl: false,
      },
      (error) => {
        if (!error || res.headersSent) return;
        res.removeHeader("Content-Disposition");
        refuse(res, 404, "Not found");
      },
    );
  };
}
