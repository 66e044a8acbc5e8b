/**
 * Anti-forgery tokens (docs/decisions/0008-anti-forgery-and-origin.md). A token is
 * `base64url(issuedAt ms as 8 bytes ‖ 16 random bytes) "." base64url(HMAC-SHA256(SECRET, payload))`.
 * It proves the server issued it and says when, which the minimum-fill check uses; it is not a
 * session credential, so it does not expire.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

const nonceBytes = 16;
const payloadBytes = 8 + nonceBytes;

const sign = (payload: string, secret: string) =>
  createHmac("sha256", secret).update(payload).digest("base64url");

export function issueToken(secret: string, now: number = Date.now()): string {
  const payload = Buffer.alloc(payloadBytes);
  payload.writeBigUInt64BE(BigInt(now), 0);
  randomBytes(nonceBytes).copy(payload, 8);
  const encoded = payload.toString("base64url");
  return `${encoded}.${sign(encoded, secret)}`;
}

/** The token's issue time in ms, or null when it is malformed or not signed with `secret`. */
export function verifyToken(token: string, secret: string): number | null {
  const [encoded, signature, ...rest] = token.split(".");
  if (!encoded || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(encoded, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = Buffer.from(encoded, "base64url");
  // Re-encoding must give the same text: base64url has several spellings of the same bytes.
  if (payload.length !== payloadBytes || payload.toString("base64url") !== encoded) return null;
  const issuedAt = Number(payload.readBigUInt64BE(0));
  return Number.isSafeInteger(issuedAt) ? issuedAt : null;
}

/** Constant-time equality of the cookie's token and the one the request carried. */
export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
