import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import { parse } from "yaml";
import { z } from "zod";
import { siteSchema } from "../app/content/schemas/site.ts";
import { defaultAttachmentsMaxBytes } from "../app/enquiry/settings.ts";

let statedRetention: number | undefined;
/**
 * How many days the privacy notice says an enquiry is kept (content/site.yaml), read when first
 * asked. Only that file: the whole content, loaded for it at import, was half a second of every
 * command that reads the settings (a publish runs three).
 */
function retentionDays(): number {
  if (statedRetention !== undefined) return statedRetention;
  const file = new URL("../content/site.yaml", import.meta.url);
  const read = siteSchema.in.shape.privacy.shape.retentionDays.safeParse(
    (parse(readFileSync(file, "utf8")) as { privacy?: { retentionDays?: unknown } } | null)?.privacy
      ?.retentionDays,
  );
  if (!read.success)
    throw new Error(
      `content/site.yaml: privacy.retentionDays: ${read.error.issues.map((issue) => issue.message).join("; ")} (npm run check)`,
    );
  statedRetention = read.data;
  return statedRetention;
}

const day = 24 * 60 * 60 * 1000;

/** An unset variable and an empty one (`SMTP_URL=` in a unit file) both mean "not set". */
const unsetWhenEmpty = (value: unknown) => (value === "" ? undefined : value);

/** A duration in ms; its default a number, or worked out when a setting leaves it unset. */
const milliseconds = (fallback: number | (() => number)) =>
  z.coerce
    .number()
    .int()
    .min(0)
    .default(typeof fallback === "number" ? () => fallback : fallback);

// Express's own names for address ranges, accepted in a TRUST_PROXY list like addresses.
const proxyRangeNames = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Express's `trust proxy` setting: false (trust none: the socket's address is the client's), a
 * number of hops to trust, or the addresses/subnets of the proxies. Never true: Express would then
 * take the leftmost X-Forwarded-For address, which the client writes, so any client could choose
 * its address and with it the rate limit's count.
 */
export type TrustProxy = false | number | string[];

const trustProxy = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (value === "false") return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isProxyAddress(entry));
    if (invalid.length === 0) return entries;
    context.addIssue({
      code: "custom",
      message:
        value === "true"
          ? "true would let any client choose its address (X-Forwarded-For) and escape the rate limit: name the proxy instead, loopback for nginx on this machine, its address or subnet (10.0.0.0/8), or the number of proxies in front (1)"
          : `expected false, a number of hops or a comma-separated list of addresses (loopback, 10.0.0.0/8); not ${invalid.map((entry) => JSON.stringify(entry)).join(", ")}`,
    });
    return z.NEVER;
  });

/** Every setting the server reads, parsed once at start; nothing else reads process.env. */
const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    // Same variable and default as react-router.config.ts; relative to the project root.
    BUILD_DIR: z.string().min(1).default("build"),
    /** Where `npm run release` keeps the releases, `current` the live one; relative to the project root. */
    RELEASES_DIR: z.string().min(1).default("releases"),
    /** How many releases `npm run release` keeps (the live one and the one before it always). */
    KEEP_RELEASES: z.coerce.number().int().min(2).default(5),
    /**
     * What `npm run release` and `rollback` run once Node serves the new release, so nginx serves
     * its pages too, e.g. "sudo systemctl reload nginx"; unset under `npm run start:nginx`, which
     * follows the live release itself.
     */
    RELEASE_RELOAD_COMMAND: z.preprocess(unsetWhenEmpty, z.string().optional()),
    /**
     * Who runs the editor's Publish (scripts/ops/publish.ts): the site's own process ("server"),
     * or systemd's foundry-publish.path ("systemd"), where the site's process may not write the
     * releases (DEPLOY.md).
     */
    PUBLISH_RUNNER: z.enum(["server", "systemd"]).default("server"),
    /** The public origin, e.g. https://www.example-foundry.it; the request's host when unset. */
    SITE_URL: z.preprocess(
      unsetWhenEmpty,
      z.url({ protocol: /^https?$/, error: "expected an http:// or https:// URL" }).optional(),
    ),
    /** The outbox database, the generated secret and (without SMTP_URL) the delivered .eml files. */
    DATA_DIR: z.string().min(1).default("./data"),
    /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465; unset: .eml files. */
    SMTP_URL: z.preprocess(
      unsetWhenEmpty,
      z.url({ protocol: /^smtps?$/, error: "expected an smtp:// or smtps:// URL" }).optional(),
    ),
    MAIL_TO: z.preprocess(unsetWhenEmpty, z.email("expected an email address").optional()),
    MAIL_FROM: z.preprocess(unsetWhenEmpty, z.email("expected an email address").optional()),
    /** Signs the anti-forgery tokens; generated once into DATA_DIR/secret when unset (loadSecret). */
    SECRET: z.preprocess(unsetWhenEmpty, z.string().min(32, "must be at least 32 characters").optional()),
    TRUST_PROXY: z.preprocess(unsetWhenEmpty, trustProxy.optional()).transform((value) => value ?? false),
    /** Drawings travel in the mail up to this size after encoding, as links beyond (mail.server.ts). */
    MAIL_ATTACHMENTS_MAX_BYTES: z.coerce.number().int().min(0).default(defaultAttachmentsMaxBytes),
    /** Enquiries per client address per 10 minutes. */
    ENQUIRY_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
    /** A form sent sooner than this after its token was issued is treated as a bot's. */
    ENQUIRY_MIN_FILL_MS: milliseconds(3000),
    /** How long a delivered enquiry's personal data is kept: what the privacy notice states. */
    ENQUIRY_RETENTION_MS: milliseconds(() => retentionDays() * day),
    // The longest wait and the lifetime follow Postfix's defaults (maximal_backoff_time 4000s,
    // maximal_queue_lifetime 5d). The first wait does not (minimal_backoff_time 300s): most SMTP
    // outages a small site meets last seconds (a restart, a greylisting 4xx), and the waits double
    // from here, so 30 s costs a long outage only a few extra tries.
    OUTBOX_RETRY_MIN_MS: milliseconds(30_000),
    OUTBOX_RETRY_MAX_MS: milliseconds(4_000_000),
    OUTBOX_MAX_AGE_MS: milliseconds(432_000_000),
    // Someone must know within a quarter of an hour that enquiries are not going out.
    OUTBOX_ALERT_AFTER_MS: milliseconds(15 * 60 * 1000),
    // Sooner when the mail server said why: enquiries wait behind an answered failure, not a
    // slow queue, and the office hears of a mail outage within minutes.
    OUTBOX_WARN_AFTER_MS: milliseconds(3 * 60 * 1000),
    // A connection check, not a resend: the waiting enquiries go out within this (plus a send) of
    // the mail server answering again, however far their own backoff has grown.
    OUTBOX_PROBE_MS: milliseconds(30_000),
  })
  .superRefine((config, context) => {
    // This server speaks plain HTTP; an https SITE_URL means a TLS proxy in front. React Router
    // refuses any action whose Origin is not the origin of the request URL it is handed, and that
    // URL's scheme is https only when Express believes the proxy's X-Forwarded-Proto, which it
    // does only for a proxy TRUST_PROXY names: without it, every enquiry would be refused.
    if (config.SITE_URL && URL.parse(config.SITE_URL)?.protocol === "https:" && !config.TRUST_PROXY) {
      context.addIssue({
        code: "custom",
        path: ["TRUST_PROXY"],
        message:
          "required when SITE_URL is https://: behind the TLS proxy every enquiry would be refused as coming from another origin; set TRUST_PROXY=loopback (nginx on this machine), the proxy's address, or the number of proxies in front (1)",
      });
    }
    if (config.SMTP_URL) {
      for (const name of ["MAIL_TO", "MAIL_FROM"] as const) {
        if (!config[name]) {
          context.addIssue({ code: "custom", path: [name], message: "required when SMTP_URL is set" });
        }
      }
    }
    if (config.OUTBOX_RETRY_MAX_MS < config.OUTBOX_RETRY_MIN_MS) {
      context.addIssue({
        code: "custom",
        path: ["OUTBOX_RETRY_MAX_MS"],
        message: "must not be less than OUTBOX_RETRY_MIN_MS",
      });
    }
  });

export type Config = z.output<typeof configSchema>;

/** Settings the server cannot start with; each problem names its variable. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join("\n  ")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/**
 * A value with a "# comment" after it (`TRUST_PROXY=loopback   # nginx`): systemd's
 * EnvironmentFile= keeps the comment as part of the value, so the setting is not what it says.
 */
function inlineComments(env: NodeJS.ProcessEnv): string[] {
  return Object.keys(configSchema.shape)
    .filter((name) => /\s#/.test(env[name] ?? ""))
    .map(
      (name) =>
        `${name}: "${env[name]}" has a comment after its value, which systemd keeps as part of it: put the comment on a line of its own`,
    );
}

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const commented = inlineComments(env);
  if (commented.length > 0) throw new ConfigError(commented);
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
}

/**
 * The privacy notice tells visitors how long their enquiry stays on the server
 * (content/site.yaml privacy.retentionDays); a different ENQUIRY_RETENTION_MS would make it untrue.
 */
export function retentionMismatch(config: Pick<Config, "ENQUIRY_RETENTION_MS">): string | null {
  const stated = retentionDays() * day;
  if (config.ENQUIRY_RETENTION_MS === stated) return null;
  return `ENQUIRY_RETENTION_MS is ${config.ENQUIRY_RETENTION_MS / day} days but the privacy notice says ${retentionDays()}: change privacy.retentionDays in content/site.yaml and rebuild, or unset ENQUIRY_RETENTION_MS`;
}
