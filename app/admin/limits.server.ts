/**
 * The editor's counts per session, each counted before any body is read (issue 49): a person at
 * work sends a few writes a minute, a script thousands; the live preview's renders come as the
 * person types, and are counted apart.
 */
import type { Request, RequestHandler, Response } from "express";
import { rateLimit } from "express-rate-limit";
import { fillTemplate } from "../format/template.ts";
import { errorFields, log } from "../log.server.ts";
import type { EditorText } from "./editor-text.ts";
import { framedPolicy } from "./page.server.ts";

export function editorRateLimits(
  signed: (res: Response) => { session: { csrf: string } } | undefined,
  plainRefusal: (req: Request, res: Response, status: number, say: (words: EditorText) => string) => void,
): { writesPerSession: RequestHandler; previewsPerSession: RequestHandler } {
  // A signed-in person's writes (saves, list buttons, photos), counted per session before any
  // body is read: a person at work sends a few a minute, a script thousands.
  const writesPerSession = rateLimit({
    windowMs: 60_000,
    limit: 120,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    // The live preview's are counted on their own (below): they come as the person types.
    skip: (req, res) => req.method !== "POST" || signed(res) === undefined || req.path.startsWith("/live/"),
    keyGenerator: (_req, res) => `session:${signed(res)!.session.csrf}`,
    handler: (req, res) => {
      const retry = Number(res.get("Retry-After")) || 60;
      plainRefusal(req, res, 429, (words) => fillTemplate(words.tooFast, { seconds: retry }));
    },
    logger: {
      warn: (warning: unknown) => log("warn", "editor rate limit", errorFields(warning)),
      error: (error: unknown) => log("error", "editor rate limit", errorFields(error)),
    },
  });

  // The live preview's renders, sent after each pause in typing: about two a second from a person
  // typing without stopping, each a page rendered (0.1–0.2 s of the server's time). Counted per
  // session before the form is read.
  const previewsPerSession = rateLimit({
    windowMs: 60_000,
    limit: 150,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    keyGenerator: (_req, res) => `preview:${signed(res)?.session.csrf ?? ""}`,
    handler: (req, res) => {
      const retry = Number(res.get("Retry-After")) || 60;
      res.set("Content-Security-Policy", framedPolicy);
      plainRefusal(req, res, 429, (words) => fillTemplate(words.edit.live.tooFast, { seconds: retry }));
    },
    logger: {
      warn: (warning: unknown) => log("warn", "editor preview rate limit", errorFields(warning)),
      error: (error: unknown) => log("error", "editor preview rate limit", errorFields(error)),
    },
  });
  return { writesPerSession, previewsPerSession };
}
