import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { issueToken, sameToken, verifyToken } from "./xsrf.server.ts";

const secret = "test-secret-0123456789";

describe("anti-forgery tokens", () => {
  it("verify with the secret that signed them and give back the issue time", () => {
    const token = issueToken(secret, 1_750_000_000_123);
    expect(verifyToken(token, secret)).toBe(1_750_000_000_123);
  });

  it("are different every time", () => {
    expect(issueToken(secret, 1)).not.toBe(issueToken(secret, 1));
  });

  it("fail with another secret", () => {
    expect(verifyToken(issueToken(secret), "another-secret")).toBeNull();
  });

  it("fail when any character is changed", () => {
    const token = issueToken(secret);
    fc.assert(
      fc.property(fc.nat(token.length - 1), fc.string({ minLength: 1, maxLength: 1 }), (index, char) => {
        fc.pre(token[index] !== char);
        const tampered = token.slice(0, index) + char + token.slice(index + 1);
        expect(verifyToken(tampered, secret)).toBeNull();
      }),
    );
  });

  it("fail for anything that is not a token", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(verifyToken(text, secret)).toBeNull();
      }),
    );
    for (const text of ["", ".", "abc.def", `${issueToken(secret)}.extra`]) {
      expect(verifyToken(text, secret)).toBeNull();
    }
  });

  it("compare equal only to themselves", () => {
    const token = issueToken(secret);
    expect(sameToken(token, token)).toBe(true);
    expect(sameToken(token, issueToken(secret))).toBe(false);
    expect(sameToken(token, "")).toBe(false);
  });
});
