/**
 * The editor's language (Italian or English) for a request: asked for in the address (the
 * language switch's ?language=, then kept in a cookie for a year), else the cookie's, else the
 * browser's first choice of the two.
 */
import { parseCookie } from "cookie";
import type { Request, Response } from "express";
import { type AdminLanguage, adminLanguages } from "./editor-text.ts";

const languageCookie = "foundry_admin_language";

/** `languageOf(req, res)`, worked out (and its cookie set) once per request; `cookie` makes the editor's cookies. */
export function editorLanguage(
  cookie: (name: string, value: string, maxAge?: number) => string,
): (req: Request, res: Response) => AdminLanguage {
  /** The editor's language for this request, worked out (and its cookie set) once. */
  return function languageOf(req: Request, res: Response): AdminLanguage {
    return ((res.locals.editorLanguage as AdminLanguage | undefined) ??= chosenLanguage(req, res));
  };

  function chosenLanguage(req: Request, res: Response): AdminLanguage {
    const asked = String(req.query.language ?? "");
    if ((adminLanguages as readonly string[]).includes(asked)) {
      res.append("Set-Cookie", cookie(languageCookie, asked, 365 * 24 * 3600));
      return asked as AdminLanguage;
    }
    const kept = parseCookie(req.get("Cookie") ?? "")[languageCookie];
    if ((adminLanguages as readonly string[]).includes(kept ?? "")) return kept as AdminLanguage;
    return req.acceptsLanguages("it", "en") === "it" ? "it" : "en";
  }
}
