import { contentOf } from "../app/content/load-content.ts";
import { describe, expect, it } from "vitest";
import { parseConfig, retentionMismatch } from "./config.ts";

const { site } = contentOf("en");

describe("the retention the privacy notice states", () => {
  it("is the server's default", () => {
    expect(parseConfig({}).ENQUIRY_RETENTION_MS).toBe(site.privacy.retentionDays * 86_400_000);
    expect(retentionMismatch(parseConfig({}))).toBeNull();
  });

  it("is named when ENQUIRY_RETENTION_MS says otherwise", () => {
    const warning = retentionMismatch(parseConfig({ ENQUIRY_RETENTION_MS: String(90 * 86_400_000) }));
    expect(warning).toContain("90 days");
    expect(warning).toContain(`the privacy notice says ${site.privacy.retentionDays}`);
  });
});

describe("parseConfig", () => {
  it("gives the README's defaults when nothing is set", () => {
    expect(parseConfig({})).toEqual({
      PORT: 3000,
      HOST: "127.0.0.1",
      BUILD_DIR: "build",
      RELEASES_DIR: "releases",
      KEEP_RELEASES: 5,
      PUBLISH_RUNNER: "server",
      DATA_DIR: "./data",
      TRUST_PROXY: false,
      MAIL_ATTACHMENTS_MAX_BYTES: 20 * 1024 * 1024,
      ENQUIRY_RATE_LIMIT: 5,
      ENQUIRY_MIN_FILL_MS: 3000,
      ENQUIRY_RETENTION_MS: 2_592_000_000,
      OUTBOX_RETRY_MIN_MS: 30_000,
      OUTBOX_RETRY_MAX_MS: 4_000_000,
      OUTBOX_MAX_AGE_MS: 432_000_000,
      OUTBOX_ALERT_AFTER_MS: 900_000,
      OUTBOX_WARN_AFTER_MS: 180_000,
      OUTBOX_PROBE_MS: 30_000,
    });
  });

  it("reads every setting of a production environment", () => {
    const config = parseConfig({
      SITE_URL: "https://www.example-foundry.it",
      SMTP_URL: "smtp://user:pass@mail.example:587",
      MAIL_TO: "info@example.com",
      MAIL_FROM: "website@example.com",
      SECRET: "x".repeat(32),
      TRUST_PROXY: "loopback, 10.0.0.0/8",
      ENQUIRY_RATE_LIMIT: "20",
    });
    expect(config).toMatchObject({
      SITE_URL: "https://www.example-foundry.it",
      SMTP_URL: "smtp://user:pass@mail.example:587",
      TRUST_PROXY: ["loopback", "10.0.0.0/8"],
      ENQUIRY_RATE_LIMIT: 20,
    });
  });

  it.each([
    ["false", false],
    ["2", 2],
    ["loopback", ["loopback"]],
    ["127.0.0.1,::1", ["127.0.0.1", "::1"]],
  ])("keeps TRUST_PROXY=%s as Express's typed value", (value, expected) => {
    expect(parseConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it("refuses TRUST_PROXY=true, which lets any client choose its address, and says what to set instead", () => {
    expect(() => parseConfig({ TRUST_PROXY: "true" })).toThrow(
      /^Invalid configuration:\n {2}TRUST_PROXY: true would let any client choose its address .*loopback.*\(1\)$/,
    );
  });

  it.each([{}, { TRUST_PROXY: "false" }, { TRUST_PROXY: "0" }])(
    "refuses an https SITE_URL with %o, in one line naming both settings",
    (trust) => {
      expect(() => parseConfig({ SITE_URL: "https://www.example-foundry.it", ...trust })).toThrow(
        /^Invalid configuration:\n {2}TRUST_PROXY: required when SITE_URL is https:\/\/: [^\n]*loopback[^\n]*$/,
      );
    },
  );

  it.each(["loopback", "1", "10.0.0.5"])(
    "serves an https SITE_URL behind the proxy TRUST_PROXY=%s names",
    (trust) => {
      expect(parseConfig({ SITE_URL: "https://www.example-foundry.it", TRUST_PROXY: trust }).SITE_URL).toBe(
        "https://www.example-foundry.it",
      );
    },
  );

  it("needs no proxy for an http SITE_URL (a test or staging server reached directly)", () => {
    expect(parseConfig({ SITE_URL: "http://127.0.0.1:4173" }).TRUST_PROXY).toBe(false);
  });

  it.each([
    ["PORT", "http"],
    ["SITE_URL", "www.example-foundry.it"],
    ["SMTP_URL", "https://mail.example"],
    ["MAIL_TO", "not an address"],
    ["TRUST_PROXY", "yes"],
    ["SECRET", "short"],
    ["OUTBOX_RETRY_MIN_MS", "five minutes"],
    ["ENQUIRY_RATE_LIMIT", "0"],
  ])("stops on a bad %s, naming it", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it("requires MAIL_TO and MAIL_FROM once SMTP_URL is set", () => {
    expect(() =>
      parseConfig({ SMTP_URL: "smtp://mail.example:587", MAIL_FROM: "website@example.com" }),
    ).toThrow("MAIL_TO: required when SMTP_URL is set");
    expect(() => parseConfig({ SMTP_URL: "smtp://mail.example:587", MAIL_TO: "info@example.com" })).toThrow(
      "MAIL_FROM: required when SMTP_URL is set",
    );
  });

  it("reads an empty variable as unset", () => {
    const config = parseConfig({ SMTP_URL: "", SECRET: "" });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.SECRET).toBeUndefined();
  });
});
