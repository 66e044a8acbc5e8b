import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { createRequestHandler, type GetLoadContextFunction } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { enquiryContext, type EnquirySettings } from "../app/enquiry/context.ts";
import type { EnquiryStore } from "../app/enquiry/contract.ts";
import { contactGuards, submissionOf } from "../app/enquiry/guards.server.ts";
import { tokenCookieHeader, tokenPlaceholder, visitorToken } from "../app/routes/contact/submit.server.ts";
import type { TrustProxy } from "./config.ts";
import { renderServerErrorPage } from "./server-error-page.ts";

/** The settings this module reads, as server/config.ts parses them. */
export interface AppSettings extends EnquirySettings {
  TRUST_PROXY: TrustProxy;
  ENQUIRY_RATE_LIMIT: number;
}

export interface AppOptions {
  build: ServerBuild;
  /** build/client: hashed assets, public files and the prerendered pages. */
  clientDir: string;
  /** The outbox the contact form writes to (startEnquiryServices, or a test's stand-in). */
  store: EnquiryStore;
  /** Signs the anti-forgery tokens (loadSecret). */
  secret: string;
  config: AppSettings;
  /** Replaces the context React Router gets; the tests inject faults through it. */
  getLoadContext?: GetLoadContextFunction;
}

const oneYear = 365 * 24 * 60 * 60 * 1000;

/** Every page React Router prerendered, by URL path: "/", "/about", "/contact". */
function findPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const dir = relative(clientDir, entry.parentPath).split(sep).join("/");
    pages.set(dir === "" ? "/" : `/${dir}`, join(entry.parentPath, entry.name));
  }
  return pages;
}

/** /about/ → 308 /about, keeping the query. One URL per page for visitors and search engines. */
const stripTrailingSlash: RequestHandler = (req, res, next) => {
  if (req.path.length < 2 || !req.path.endsWith("/")) return next();
  const queryStart = req.originalUrl.indexOf("?");
  const query = queryStart === -1 ? "" : req.originalUrl.slice(queryStart);
  // Collapse leading slashes too: "//evil.example/" must not become a protocol-relative redirect.
  res.redirect(308, `/${req.path.replace(/^\/+|\/+$/g, "")}${query}`);
};

export function createApp({ build, clientDir, store, secret, config, getLoadContext }: AppOptions) {
  const prerendered = findPrerenderedPages(clientDir);
  const app = express();
  app.disable("x-powered-by");
  // Decides whether req.ip, req.protocol and req.host may come from X-Forwarded-* headers: the
  // rate limit's key and the expected origin of the anti-forgery checks.
  app.set("trust proxy", config.TRUST_PROXY);
  // Every log line about this request carries it; answers carry it so a report can be matched.
  app.use((_req, res, next) => {
    const requestId = randomUUID();
    res.locals.requestId = requestId;
    res.set("X-Request-Id", requestId);
    next();
  });
  app.use(compression());
  app.use((_req, res, next) => {
    res.set({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "SAMEORIGIN",
    });
    next();
  });
  app.use(stripTrailingSlash);

  // Content-hashed files never change under the same name.
  app.use(
    "/assets",
    express.static(join(clientDir, "assets"), { immutable: true, maxAge: oneYear, index: false }),
    (_req, res) => {
      res.status(404).type("text").send("Not found");
    },
  );

  // The contact page and its data, prerendered with a placeholder for the visitor's anti-forgery
  // token: each visitor gets the file with their own token in it and in a cookie, in well under a
  // millisecond instead of a page render. Never stored by a cache: it carries the visitor's token.
  const contactFiles = new Map(
    [
      ["/contact", "text/html; charset=utf-8", prerendered.get("/contact")],
      ["/contact.data", "text/x-script; charset=utf-8", join(clientDir, "contact.data")],
    ].flatMap(([path, type, file]) =>
      file && existsSync(file) ? [[path, { type, text: readFileSync(file, "utf8") }] as const] : [],
    ),
  );
  app.use((req, res, next) => {
    const page = contactFiles.get(req.path);
    if (!page || (req.method !== "GET" && req.method !== "HEAD") || req.originalUrl.includes("?")) {
      return next();
    }
    const token = visitorToken(req.get("Cookie"), secret);
    res.set({
      "Content-Type": page.type,
      "Cache-Control": "no-store",
      "Set-Cookie": tokenCookieHeader(token, config),
    });
    res.send(page.text.replaceAll(tokenPlaceholder, token));
  });

  // A plain page URL gets its prerendered file. With a query (/foundry?panel=…) the page is
  // rendered per request instead, so the visitor gets the state the URL names.
  app.use((req, res, next) => {
    const file = prerendered.get(req.path);
    if (!file || (req.method !== "GET" && req.method !== "HEAD") || req.originalUrl.includes("?")) {
      return next();
    }
    res.sendFile(file, { headers: { "Cache-Control": "no-cache" } });
  });

  // Public files. Pages only by their own URL (above): never /contact/index.html, whose token is a
  // placeholder, nor /contact.data with a query, which React Router renders per request.
  const publicFiles = express.static(clientDir, { index: false, redirect: false, maxAge: "1h" });
  app.use((req, res, next) =>
    req.path.endsWith(".html") || contactFiles.has(req.path) ? next() : publicFiles(req, res, next),
  );

  app.use(contactGuards({ secret, siteUrl: config.SITE_URL, rateLimit: config.ENQUIRY_RATE_LIMIT }));

  const provideContext: GetLoadContextFunction = (_req, res) =>
    new RouterContextProvider(
      new Map([
        [
          enquiryContext,
          {
            store,
            secret,
            settings: config,
            requestId: String(res.locals.requestId),
            submission: submissionOf(res),
          },
        ],
      ]),
    );

  // "production" hides error details from visitors; this server only ever serves a production build.
  app.all(
    "/{*path}",
    createRequestHandler({ build, getLoadContext: getLoadContext ?? provideContext, mode: "production" }),
  );

  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    console.error(JSON.stringify({ level: "error", msg: "unhandled", error: String(error) }));
    if (res.headersSent) return res.end();
    res.status(500).type("html").send(renderServerErrorPage());
  };
  app.use(onError);
  return app;
}
