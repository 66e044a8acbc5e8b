/**
 * What the server's guards hand each page of the editor's app (request-context.ts): who is
 * signed in, the language, the draft key, the form read within its limits (its text fields only),
 * and the editor's work bound to the person (work.server.ts).
 */
import type { Request, Response } from "express";
import { errorFields, log } from "../log.server.ts";
import type { Account } from "./accounts.server.ts";
import type { AdminLanguage } from "./editor-text.ts";
import type { EditorRequest, WriteShown } from "./request-context.ts";
import type { Session } from "./sessions.server.ts";
import { askedPath } from "./page.server.ts";
import { sessionCookie } from "./sign-in.server.ts";
import { workFor, type WorkSettings } from "./work.server.ts";

export function pageContext(deps: {
  work: WorkSettings;
  signed(res: Response): { session: Session; account: Account } | undefined;
  languageOf(req: Request, res: Response): AdminLanguage;
  draftKey(email: string): string;
  cookie(name: string, value: string, maxAge?: number): string;
}): (req: Request, res: Response, shown?: WriteShown) => Omit<EditorRequest, "policy"> {
  const { work, signed, languageOf, draftKey, cookie } = deps;
  return (req, res, shown) => {
    const current = signed(res);
    const language = languageOf(req, res);
    return {
      language,
      person: current && {
        email: current.account.email,
        role: current.account.role,
        languages: current.account.languages,
        csrf: current.session.csrf,
      },
      draftKey: current && draftKey(current.account.email),
      address: askedPath(req),
      ...shown,
      form: Object.fromEntries(
        Object.entries((req.body ?? {}) as Record<string, unknown>).flatMap(([name, value]) =>
          typeof value === "string" ? [[name, value]] : [],
        ),
      ),
      logError: (error: unknown) =>
        log("error", "an editor page failed", {
          requestId: String(res.locals.requestId),
          ...errorFields(error),
        }),
      work: workFor(work, {
        account: current?.account,
        language,
        address: req.ip ?? "unknown",
        keepSession: (id) => res.append("Set-Cookie", cookie(sessionCookie, id)),
      }),
    };
  };
}
