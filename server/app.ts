import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { createRequestHandler, type GetLoadContextFunction } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { enquiryContext, type EnquirySettings } from "../app/enquiry/context.ts";
import type { EnquiryStore } from "../app/enquiry/contract.ts";
import { contactGuards, submissionOf } from "../app/enquiry/guards.server.ts";
import { createLog, errorFields } from "../app/log.server.ts";
import type { TrustProxy } from "./config.ts";
import { answerRefusedForm } from "./refusal-page.ts";
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

/** Faults of ours go to stderr, in the same one-line JSON as everything else. */
const logError = createLog((line) => console.error(line));

/** Every page React Router prerendered, by URL path: "/" and "/about", not "/contact". */
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

/** What the contact route gets through React Router's context (app/enquiry/context.ts). */
export function enquiryLoadContext({
  store,
  secret,
  config,
}: Pick<AppOptions, "store" | "secret" | "config">): GetLoadContextFunction {
  return (_req, res) =>
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
}

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

  // A plain page URL gets its prerendered file. With a query (/foundry?panel=…) the page is
  // rendered per request instead, so the visitor gets the state the URL names.
  app.use((req, res, next) => {
    const file = prerendered.get(req.path);
    if (!file || (req.method !== "GET" && req.method !== "HEAD") || req.originalUrl.includes("?")) {
      return next();
    }
    res.sendFile(file, { headers: { "Cache-Control": "no-cache" } });
  });

  app.use(express.static(clientDir, { index: false, redirect: false, maxAge: "1h" }));

  app.use(contactGuards({ secret, siteUrl: config.SITE_URL, rateLimit: config.ENQUIRY_RATE_LIMIT }));
  app.post("/contact", answerRefusedForm({ secret, siteUrl: config.SITE_URL }));

  // "production" hides error details from visitors; this server only ever serves a production build.
  app.all(
    "/{*path}",
    createRequestHandler({
      build,
      getLoadContext: getLoadContext ?? enquiryLoadContext({ store, secret, config }),
      mode: "production",
    }),
  );

  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    logError("error", "unhandled", { requestId: String(res.locals.requestId), ...errorFields(error) });
    if (res.headersSent) return res.end();
    res.status(500).type("html").send(renderServerErrorPage());
  };
  app.use(onError);
  return app;
}
