/**
 * Renders deploy/nginx.conf for a build: the values of its {{…}} placeholders, the map of each
 * prerendered page's Content-Security-Policy, and the error pages nginx answers by itself (400, 405, 413, 429, 503, in each language).
 * Used by `npm run nginx:config` (production, DEPLOY.md) and `npm run start:nginx` (locally).
 */
import { contentOf } from "../../app/content/load-content.ts";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { locales } from "../../app/locales.ts";
import { feedFiles } from "../../app/pages.ts";
import { formBodyCutOffBytes } from "../../app/enquiry/form-body.server.ts";
import {
  cadWorkerPolicy,
  pagePolicy,
  resourcePolicy,
  securityHeaders,
} from "../../app/security-headers.server.ts";
import { contactList, escapeHtml, plainPage, plainPagePolicy } from "../../server/plain-page.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface NginxSettings {
  /** the build to serve (BUILD_DIR), absolute */
  buildDir: string;
  /** where this renders its files: the config, the page map, the error pages */
  outDir: string;
  serverName: string;
  /** host:port of the Node server, on loopback */
  upstream: string;
  accessLog: string;
  errorLog: string;
  /** Who may read /health: addresses or subnets (HEALTH_ALLOW). */
  healthAllow: string[];
  /**
   * HTTPS on `listen`, plain HTTP on `httpListen` redirecting to it; or plain HTTP on `listen`.
   */
  tls: { certificate: string; certificateKey: string; httpListen: string[] } | null;
  /** Where the site answers: nginx listen addresses ("443", "192.0.2.10:443", "[2001:db8::1]:443"). */
  listen: string[];
  /** The public port, for the redirect from plain HTTP (none written when 443). */
  port: number;
}

const listenAddress = /^(\d{1,5}|[\w.-]+:\d{1,5}|\[[\da-fA-F:.]+\]:\d{1,5})$/;

/**
 * A list of nginx listen addresses from a setting ("443", "192.0.2.10:443 [2001:db8::10]:443"),
 * or `fallback` when it is unset; one that is none is refused, naming it.
 */
export function listenAddresses(name: string, value: string | undefined, fallback: string[]): string[] {
  const listed = (value ?? "").split(/[\s,]+/).filter(Boolean);
  for (const entry of listed)
    if (!listenAddress.test(entry))
      throw new Error(`${name}: ${JSON.stringify(entry)} is not a port, address:port or [IPv6]:port`);
  return listed.length > 0 ? listed : fallback;
}

/** A host and port as nginx's listen names them: an IPv6 address in brackets. */
export const hostAndPort = (host: string, port: number) =>
  `${host.includes(":") ? `[${host}]` : host}:${port}`;

/** nginx's quoting: the value in double quotes, with its quotes and backslashes escaped. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

function headerLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} ${quoted(value)} always;`)
    .join("\n        ");
}

/** Every prerendered page by path, as nginx's $uri names it: "/" and "/about". */
function prerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const dir = relative(clientDir, entry.parentPath).split(sep).join("/");
    pages.set(dir === "" ? "/" : `/${dir}`, join(entry.parentPath, entry.name));
  }
  return pages;
}

/** Writes the config and its files into settings.outDir; returns the config's path. */
export function writeNginxConfig(settings: NginxSettings): string {
  const clientDir = join(settings.buildDir, "client");
  mkdirSync(settings.outDir, { recursive: true });

  // Keyed by the file nginx sends ($uri once try_files has found it): /about/index.html.
  const map = [...prerenderedPages(clientDir)]
    .map(([path, file]) => {
      const served = `${path === "/" ? "" : path}/index.html`;
      return `${quoted(served)} ${quoted(pagePolicy(readFileSync(file, "utf8")))};`;
    })
    .join("\n");
  const pagesMap = join(settings.outDir, "pages.map");
  writeFileSync(pagesMap, `${map}\n`);

  // The pages nginx answers when Node cannot (a body too large, Node down or restarting), in each
  // language: errors/<code>/<status>.html. They share one stylesheet, so one policy.
  for (const locale of locales) {
    const { front, enquiryRefused } = contentOf(locale.code).serverAnswers;
    const errorPage = (code: number, { title, body }: { title: string; body: string }) =>
      plainPage({
        title,
        code,
        locale,
        main: `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(body)}</p>\n${contactList(enquiryRefused)}`,
      });
    const errorPages = {
      "400.html": errorPage(400, front.badRequest),
      "405.html": errorPage(405, front.methodNotAllowed),
      "413.html": errorPage(413, front.tooLarge),
      "429.html": errorPage(429, front.tooManyRequests),
      "503.html": errorPage(503, front.unavailable),
    };
    mkdirSync(join(settings.outDir, "errors", locale.code), { recursive: true });
    for (const [name, html] of Object.entries(errorPages))
      writeFileSync(join(settings.outDir, "errors", locale.code, name), html);
  }

  const values: Record<string, string> = {
    SERVER_NAME: settings.serverName,
    ROOT: clientDir,
    UPSTREAM: settings.upstream,
    ACCESS_LOG: settings.accessLog,
    ERROR_LOG: settings.errorLog,
    HEALTH_ALLOW: settings.healthAllow.map((address) => `allow ${address};`).join(" "),
    SITE_LISTEN: settings.listen
      .map((address) => `listen ${address}${settings.tls ? " ssl http2" : ""};`)
      .join("\n    "),
    HTTP_LISTEN: (settings.tls?.httpListen ?? []).map((address) => `listen ${address};`).join(" "),
    HTTPS_PORT: settings.port === 443 ? "" : `:${settings.port}`,
    CERTIFICATE: settings.tls?.certificate ?? "",
    CERTIFICATE_KEY: settings.tls?.certificateKey ?? "",
    PAGES_MAP: pagesMap,
    ERRORS_ROOT: settings.outDir,
    RESOURCE_POLICY: resourcePolicy,
    CAD_WORKER_POLICY: cadWorkerPolicy,
    FEED_PATH: feedFiles[0].path.replaceAll(".", "\\."),
    FEED_TYPE: feedFiles[0].type,
    // Node's own cut-off for the forms' bodies (drawings and text), in bytes.
    FORM_BODY_MAX: String(formBodyCutOffBytes),
    ERROR_PAGE_POLICY: plainPagePolicy,
    LANGUAGES: locales
      .filter((locale) => locale.prefix)
      .map((locale) => locale.prefix.slice(1))
      .join("|"),
    SECURITY_HEADERS: headerLines(securityHeaders),
    SECURITY_HEADERS_CROSS_ORIGIN: headerLines({
      ...securityHeaders,
      "Cross-Origin-Resource-Policy": "cross-origin",
    }),
  };
  const template = readFileSync(join(root, "deploy/nginx.conf"), "utf8")
    .split("\n")
    // Lines marked "# tls" are only for a front with a certificate, "# no-tls" only without.
    .filter((line) => (settings.tls ? !/#\s*no-tls\s*$/.test(line) : !/#\s*tls\s*$/.test(line)))
    .map((line) => line.replace(/\s+#\s*(no-)?tls\s*$/, ""))
    .join("\n");
  const config = template.replace(/\{\{([A-Z_]+)\}\}/g, (match, name: string, offset: number) => {
    // The header comment lists the placeholders: leave it as it is.
    if (template.lastIndexOf("\n", offset) === template.lastIndexOf("\n#", offset)) return match;
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf: no value for {{${name}}}`);
    return value;
  });
  const file = join(settings.outDir, "foundry.conf");
  writeFileSync(file, config);
  return file;
}

/** HEALTH_ALLOW: who may read /health through the front; loopback unless it names others. */
export function healthAllowOf(env: NodeJS.ProcessEnv): string[] {
  const listed = (env.HEALTH_ALLOW ?? "").split(/[\s,]+/).filter(Boolean);
  for (const entry of listed)
    if (!/^[\d.:a-fA-F]+(\/\d{1,3})?$/.test(entry))
      throw new Error(`HEALTH_ALLOW: ${JSON.stringify(entry)} is not an address or subnet`);
  return listed.length > 0 ? listed : ["127.0.0.1", "::1"];
}

/**
 * The production front's settings (DEPLOY.md) from the environment: the public host from SITE_URL,
 * HTTPS on PUBLIC_LISTEN (443 on every IPv4 address) and plain HTTP on PUBLIC_HTTP_LISTEN (80),
 * with Let's Encrypt's files unless TLS_CERTIFICATE and TLS_CERTIFICATE_KEY say otherwise, Node
 * at HOST:PORT. `npm run nginx:config` and `npm run release` render with these.
 */
export function productionNginxSettings(
  env: NodeJS.ProcessEnv,
  { buildDir, outDir }: { buildDir: string; outDir: string },
): NginxSettings {
  const siteUrl = new URL(env.SITE_URL || "https://www.example-foundry.invalid");
  return {
    buildDir,
    outDir,
    serverName: siteUrl.hostname,
    upstream: hostAndPort(env.HOST ?? "127.0.0.1", Number(env.PORT ?? "3000")),
    accessLog: "/var/log/nginx/foundry.access.log",
    errorLog: "/var/log/nginx/foundry.error.log",
    healthAllow: healthAllowOf(env),
    listen: listenAddresses("PUBLIC_LISTEN", env.PUBLIC_LISTEN, ["443"]),
    port: Number(siteUrl.port || 443),
    tls: {
      httpListen: listenAddresses("PUBLIC_HTTP_LISTEN", env.PUBLIC_HTTP_LISTEN, ["80"]),
      certificate: env.TLS_CERTIFICATE ?? `/etc/letsencrypt/live/${siteUrl.hostname}/fullchain.pem`,
      certificateKey: env.TLS_CERTIFICATE_KEY ?? `/etc/letsencrypt/live/${siteUrl.hostname}/privkey.pem`,
    },
  };
}

// `npm run nginx:config -- <out dir>`: the production config from the environment (DEPLOY.md).
if (import.meta.url === `file://${process.argv[1]}`) {
  const file = writeNginxConfig(
    productionNginxSettings(process.env, {
      buildDir: resolve(root, process.env.BUILD_DIR ?? "build"),
      outDir: resolve(process.argv[2] ?? join(root, "build", "nginx")),
    }),
  );
  console.log(`nginx config written to ${file}`);
}
