import { contentOf } from "../app/content/load-content.ts";
import { type LocaleCode, locales, localeOfPath, pathWithoutLocale } from "../app/locales.ts";
import { feedFiles } from "../app/pages.ts";
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { createRequestHandler, type GetLoadContextFunction } from "@react-router/express";
import compression from "compression";
import onHeaders from "on-headers";
import expressStaticGzip from "express-static-gzip";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { enquiryContextOf, enquiryProvider, pageRenderer } from "./page-render.ts";
import {
  type PageRenderer,
  type PreviewEngine,
  previewWork,
  queuedPreviews,
} from "../app/admin/live-preview.server.ts";
import type { EnquirySettings } from "../app/enquiry/context.ts";
import { downloadPathPrefix, downloadRoute } from "../app/enquiry/downloads.server.ts";
import type { EnquiryStore } from "../app/enquiry/contract.ts";
import {
  formGuards,
  formPagePaths,
  refuse,
  submissionOf,
  tokenCookieHeader,
  tokenPlaceholder,
  tokenToHandOut,
} from "../app/enquiry/guards.server.ts";
import { createLog, errorFields, log } from "../app/log.server.ts";
import {
  cadWorkerPolicy,
  isCadWorker,
  pagePolicy,
  resourcePolicy,
  securityHeaders,
} from "../app/security-headers.server.ts";
import type { TrustProxy } from "./config.ts";
import { answerRefusedForm } from "./refusal-page.ts";
import { createActionMatcher } from "./route-actions.ts";
import { sendPlainPage } from "./plain-page.ts";
import { renderServerErrorPage } from "./server-error-page.ts";
import { type HealthReport, healthRoute } from "./health.ts";
import { adminRouter } from "../app/admin/router.server.ts";

/** The settings this module reads, as server/config.ts parses them. */
export interface AppSettings extends EnquirySettings {
  TRUST_PROXY: TrustProxy;
  ENQUIRY_RATE_LIMIT: number;
  /** Who runs the editor's Publish; the server itself when absent. */
  PUBLISH_RUNNER?: "server" | "systemd";
}

export interface AppOptions {
  /** The English build, which also answers any address outside the other languages' prefixes. */
  build: ServerBuild;
  /** The other languages' builds, each answering the addresses under its prefix (/it/…). */
  localeBuilds?: Partial<Record<LocaleCode, ServerBuild>>;
  /** build/client: hashed assets, public files and the prerendered pages. */
  clientDir: string;
  /** The outbox the contact form writes to (startEnquiryServices, or a test's stand-in). */
  store: EnquiryStore;
  /** Signs the anti-forgery tokens (loadSecret). */
  secret: string;
  config: AppSettings;
  /** Replaces the context React Router gets; the tests inject faults through it. */
  getLoadContext?: GetLoadContextFunction;
  /** What GET /health answers (server/health.ts); absent, /health is an unknown page. */
  health?: () => HealthReport;
  /** The editor at /admin (app/admin/): where its accounts are; absent, /admin is an unknown page. */
  adminDataDir?: string;
  /** The editor's app (app/admin, ADR 0042): the editor's pages already moved into it. */
  editorBuild?: ServerBuild;
  /** RELEASES_DIR, absolute: the editor's publish page says which release visitors see. */
  releasesDir?: string;
  /**
   * The editor's live previews (server/preview-engine.ts: a worker thread); absent, they run in
   * this process, one at a time.
   */
  previews?: PreviewEngine;
}

const oneYear = 365 * 24 * 60 * 60 * 1000;

/** A folder's files, each in the smallest precompressed copy the browser reads (scripts/build/precompress.ts). */
function precompressedFiles(
  dir: string,
  cache: { maxAge: number | string; immutable?: boolean; cacheControl?: boolean },
) {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: {
      ...cache,
      index: false,
      redirect: false,
      lastModified: false,
      // Named by extension, the feeds would go as XML of no kind; a feed reader looks for Atom's own type.
      setHeaders: (res, path) => {
        const feed = feedFileOf(path);
        if (feed) res.setHeader("Content-Type", feed.type);
      },
    },
  });
}

/** The feed (app/pages.ts) a file sent is, in any language, or a compressed copy of it. */
const feedFileOf = (path: string) => {
  const asked = path
    .split(sep)
    .join("/")
    .replace(/\.(br|gz)$/, "");
  return feedFiles.find((file) => asked.endsWith(file.path));
};

/** Faults of ours go to stderr, in the same one-line JSON as everything else. */
const logError = createLog((line) => console.error(line));

/** Every page React Router prerendered, by URL path: "/", "/about", "/contact". */
function findPrerenderedPages(clientDir: string): Map<string, { file: string; policy: string }> {
  const pages = new Map<string, { file: string; policy: string }>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const dir = relative(clientDir, entry.parentPath).split(sep).join("/");
    const file = join(entry.parentPath, entry.name);
    pages.set(dir === "" ? "/" : `/${dir}`, { file, policy: pagePolicy(readFileSync(file, "utf8")) });
  }
  return pages;
}

/** What the server itself says, in the language of the address. */
const serverAnswersAt = (path: string) => contentOf(localeOfPath(path).code).serverAnswers;
/** Its plain-text answers. */
const plainAnswers = (path: string) => serverAnswersAt(path).plain;

/** True when the path's %-escapes decode, and to no control character. */
function readablePath(path: string): boolean {
  try {
    // A browser's URL parser drops tabs and line breaks, so React Router's rendering of
    // "/%09/%2F" reads "//…" as a host name and throws.
    return !/\p{Cc}/u.test(decodeURIComponent(path));
  } catch {
    return false;
  }
}

/**
 * A broken %-escape (/%E0%A4%A) makes the routers' decoding throw, an escaped control character
 * (/%09/) React Router's rendering: a 400 before either runs. No page of ours has such an address.
 */
const rejectUnreadablePaths: RequestHandler = (req, res, next) => {
  if (!readablePath(req.path)) return refuse(res, 400, plainAnswers(req.path).badAddress);
  next();
};

/** True when a browser resolves `location` on this site, whatever site this is. */
function staysOnSite(location: string): boolean {
  return new URL(location, "http://this-site.invalid").host === "this-site.invalid";
}

/** /about/ → 308 /about, keeping the query. One URL per page for visitors and search engines. */
const stripTrailingSlash: RequestHandler = (req, res, next) => {
  if (req.path.length < 2 || !req.path.endsWith("/")) return next();
  const queryStart = req.originalUrl.indexOf("?");
  const query = queryStart === -1 ? "" : req.originalUrl.slice(queryStart);
  // Drop leading slashes and backslashes too: a browser reads a backslash as a slash, and both
  // "//evil.example" and "/\evil.example" as another site.
  const location = `/${req.path.replace(/^[/\\]+|\/+$/g, "")}${query}`;
  if (!staysOnSite(location)) return next();
  res.redirect(308, location);
};

/**
 * Requests other than GET and HEAD that the forms' guards did not take: 405, or 403 for another
 * spelling of an address with an action (/%63ontact), in plain words. React Router would answer
 * them with a page render, a stack in the log and the route module's name in the page.
 */
function onlyReadsElsewhere(build: ServerBuild): RequestHandler {
  const hasAction = createActionMatcher(build);
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || submissionOf(res)) return next();
    if (hasAction(pathWithoutLocale(req.path))) {
      log("warn", "enquiry refused", {
        requestId: String(res.locals.requestId),
        status: 403,
        reason: "unguarded-path",
      });
      return refuse(res, 403, plainAnswers(req.path).otherAddress);
    }
    res.set("Allow", "GET, HEAD");
    refuse(res, 405, plainAnswers(req.path).methodNotAllowed);
  };
}

/** The live previews in this process, one at a time (tests; a server without a worker). */
const inProcessPreviews = (render: PageRenderer) => queuedPreviews((asked) => previewWork(asked, render));

/** What the form routes get through React Router's context, per request. */
export function enquiryLoadContext(
  options: Pick<AppOptions, "store" | "secret" | "config" | "build">,
): GetLoadContextFunction {
  const enquiryContext = enquiryContextOf(options.build);
  return (_req, res) =>
    enquiryProvider(options, enquiryContext, String(res.locals.requestId), submissionOf(res));
}

export function createApp({
  build,
  localeBuilds = {},
  clientDir,
  store,
  secret,
  config,
  getLoadContext,
  health,
  adminDataDir,
  editorBuild,
  releasesDir,
  previews,
}: AppOptions) {
  // Every language's words read and checked now, not on the first refusal or 500 in that language:
  // a content mistake stops the start, and no visitor waits for a YAML parse.
  for (const locale of locales) contentOf(locale.code);
  const prerendered = findPrerenderedPages(clientDir);
  const app = express();
  app.disable("x-powered-by");
  // Addresses as written: a form's address in another spelling (/CONTACT, /contact.DATA) is not
  // the form's, and is refused as another address (onlyReadsElsewhere), never half-guarded.
  app.set("case sensitive routing", true);
  // Decides whether req.ip, req.protocol and req.host may come from X-Forwarded-* headers: the
  // rate limit's key and the expected origin of the anti-forgery checks.
  app.set("trust proxy", config.TRUST_PROXY);
  // Every log line about this request carries it, and so does every answer that could have been
  // logged (all but a file or prerendered page sent as it is), so a report can be matched.
  app.use((req, res, next) => {
    const requestId = randomUUID();
    res.locals.requestId = requestId;
    onHeaders(res, () => {
      const asItIs = (req.method === "GET" || req.method === "HEAD") && res.statusCode < 300;
      if (!asItIs || res.locals.rendered) res.setHeader("X-Request-Id", requestId);
    });
    next();
  });
  // Every response compressed, however small: a page's first load is two dozen modules, many
  // under the middleware's default 1 KB threshold, and gzip still takes a third off them.
  app.use(compression({ threshold: 0 }));
  // Every response gets the security headers; one that names no policy of its own (a page names
  // one) gets a policy under which nothing loads, and one that says nothing of caching, no-store
  // (ADR 0014). Decided as the headers go out: React Router appends its headers, never replaces.
  app.use((req, res, next) => {
    res.set(securityHeaders);
    // Link-preview pictures are shown by other sites' pages.
    if (req.path.startsWith("/og/")) res.set("Cross-Origin-Resource-Policy", "cross-origin");
    onHeaders(res, () => {
      if (!res.hasHeader("Content-Security-Policy"))
        res.setHeader(
          "Content-Security-Policy",
          isCadWorker(req.originalUrl.split("?")[0] ?? "") ? cadWorkerPolicy : resourcePolicy,
        );
      if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "no-store");
    });
    next();
  });
  app.use(rejectUnreadablePaths);
  app.use(stripTrailingSlash);
  if (health) app.get("/health", healthRoute(health));
  if (adminDataDir)
    app.use(
      "/admin",
      adminRouter({
        dataDir: adminDataDir,
        // The editor's app is built beside the site's (<build>/admin): its browser side too.
        ...(editorBuild ? { editorBuild, editorClientDir: resolve(clientDir, "../admin/client") } : {}),
        secret,
        siteUrl: config.SITE_URL,
        ...(releasesDir ? { releasesDir } : {}),
        publishRunner: config.PUBLISH_RUNNER ?? "server",
        ...(health ? { enquiries: () => health().outbox } : {}),
        previews: previews ?? inProcessPreviews(pageRenderer({ build, localeBuilds, store, secret, config })),
      }),
    );

  app.use(
    formGuards({
      secret,
      siteUrl: config.SITE_URL,
      rateLimit: config.ENQUIRY_RATE_LIMIT,
      httpErrors: (req) => serverAnswersAt(req.path).httpErrors,
      uploadDir: store.uploadDir,
    }),
  );
  app.post(formPagePaths, answerRefusedForm({ secret, siteUrl: config.SITE_URL }));
  // The sales team's private links to drawings too large to attach to the mail.
  app.get(`${downloadPathPrefix}:token`, downloadRoute({ store, secret }));
  app.use(onlyReadsElsewhere(build));

  // Content-hashed files never change under the same name. No redirect for the folder itself:
  // /assets → /assets/ → /assets would go round for ever.
  app.use(
    "/assets",
    precompressedFiles(join(clientDir, "assets"), { immutable: true, maxAge: oneYear }),
    (_req, res) => {
      res.status(404).type("text").send("Not found");
    },
  );

  // The words' files keep their names when a publish changes the words (ADR 0032): asked again
  // on every visit, as the pages are, so a page and its words never come from two publishes.
  const wordsFiles = precompressedFiles(join(clientDir, "words"), { maxAge: 0, cacheControl: false });
  app.use(
    "/words",
    (_req, res, next) => {
      res.setHeader("Cache-Control", "no-cache");
      next();
    },
    wordsFiles,
    (_req, res) => {
      res.status(404).type("text").send("Not found");
    },
  );

  // The contact page and its data, prerendered with a placeholder for the visitor's anti-forgery
  // token: each visitor gets the file with their own token in it and in a cookie, in well under a
  // millisecond instead of a page render. Never stored by a cache: it carries the visitor's token.
  const formPageFiles = new Map(
    formPagePaths
      .flatMap((path) => [
        [path, "text/html; charset=utf-8", prerendered.get(path)?.file],
        [`${path}.data`, "text/x-script; charset=utf-8", join(clientDir, `${path.slice(1)}.data`)],
      ])
      .flatMap(([path, type, file]) => {
        if (!file || !existsSync(file)) return [];
        const text = readFileSync(file, "utf8");
        // The token goes into the form and the data, never into a script the policy hashes.
        const policy = type?.startsWith("text/html") ? pagePolicy(text) : resourcePolicy;
        return [[path, { type, text, policy }] as const];
      }),
  );
  app.use((req, res, next) => {
    const page = formPageFiles.get(req.path);
    if (!page || (req.method !== "GET" && req.method !== "HEAD") || req.originalUrl.includes("?")) {
      return next();
    }
    const token = tokenToHandOut(req.get("Cookie"), secret);
    res.set({
      "Content-Type": page.type,
      "Cache-Control": "no-store",
      "Content-Security-Policy": page.policy,
      "Set-Cookie": tokenCookieHeader(token, config.SITE_URL),
    });
    res.send(page.text.replaceAll(tokenPlaceholder, token));
  });

  // A plain page URL gets its prerendered file. With a query (/foundry?panel=…) the page is
  // rendered per request instead, so the visitor gets the state the URL names.
  app.use((req, res, next) => {
    const page = prerendered.get(req.path);
    if (!page || (req.method !== "GET" && req.method !== "HEAD") || req.originalUrl.includes("?")) {
      return next();
    }
    // The smallest copy the browser reads (scripts/build/precompress.ts), sent as it is: brotli whenever
    // it is accepted. (Asked for the best of several, Express picks by the browser's order, and
    // Chromium writes "gzip, deflate, br, zstd": the Arabic home went out 2.4 KB larger in gzip,
    // past the first round trip.)
    const copy = req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : null;
    res.sendFile(copy ? `${page.file}.${copy === "br" ? "br" : "gz"}` : page.file, {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        ...(copy ? { "Content-Encoding": copy } : {}),
        Vary: "Accept-Encoding",
        "Cache-Control": "no-cache",
        "Content-Security-Policy": page.policy,
      },
      // The ETag revalidates it; the rest would only cost bytes of the first round trip.
      lastModified: false,
      acceptRanges: false,
    });
  });

  // Public files. Pages only by their own URL (above): never /contact/index.html, whose token is a
  // placeholder, nor /contact.data with a query, which React Router renders per request.
  const publicFiles = precompressedFiles(clientDir, { maxAge: "1h" });
  app.use((req, res, next) =>
    req.path.endsWith(".html") || formPageFiles.has(req.path) ? next() : publicFiles(req, res, next),
  );

  app.use((_req, res, next) => {
    res.locals.rendered = true;
    next();
  });
  // "production" hides error details from visitors; this server only ever serves a production build.
  // Each build fills its own routes' context.
  const handlerOf = (localeBuild: ServerBuild) =>
    createRequestHandler({
      build: localeBuild,
      getLoadContext: getLoadContext ?? enquiryLoadContext({ store, secret, config, build: localeBuild }),
      mode: "production",
    });
  const english = handlerOf(build);
  const handlers = new Map(
    Object.entries(localeBuilds).flatMap(([code, localeBuild]) =>
      localeBuild ? [[code, handlerOf(localeBuild)] as const] : [],
    ),
  );
  // Each address goes to the build of its language; English's answers the rest, and a language
  // that was not built (a test build of English only) with English's 404.
  app.all("/{*path}", (req, res, next) =>
    (handlers.get(localeOfPath(req.path).code) ?? english)(req, res, next),
  );

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    logError("error", "unhandled", { requestId: String(res.locals.requestId), ...errorFields(error) });
    if (res.headersSent) return res.end();
    sendPlainPage(res, 500, renderServerErrorPage(localeOfPath(req.path)));
  };
  app.use(onError);
  return app;
}
