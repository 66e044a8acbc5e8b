/**
 * The editor's app (app/admin/routes.ts, ADR 0042) as Express handlers, for the routes the router
 * still guards: it signs in, limits and checks a write, then hands the page what it read. A write
 * the router answers itself (an upload, read within its limits there) shows its outcome with
 * `render`: the app's page as a visit would show it, with the write's status and notice.
 */
import { createRequestHandler as expressHandler } from "@react-router/express";
import type { Request, RequestHandler, Response } from "express";
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { EditorRequest, WriteShown } from "./request-context.ts";
import { errorFields, log } from "../log.server.ts";
import { type AdminLanguage, editorText } from "./editor-text.ts";
import { policy as editorPolicy } from "./page.server.ts";

const bodyHeaders = new Set(["content-length", "content-type", "transfer-encoding", "content-encoding"]);

/**
 * The policy the guards set on the answer, taken off it: the page sends it again with its
 * scripts' nonce (entry.server.tsx), and a header sent twice would hold both.
 */
function policyTakenFrom(res: Response): string {
  const policy = res.getHeader("Content-Security-Policy");
  res.removeHeader("Content-Security-Policy");
  return typeof policy === "string" ? policy : editorPolicy;
}

export interface EditorPages {
  /** Answers the request with the app's page at its address (its action for a write). */
  handle: RequestHandler;
  /** Answers with the app's page at `path` as a visit shows it, with `status` and `notice`. */
  render(req: Request, res: Response, page: { path: string; status: number } & WriteShown): Promise<void>;
}

export function editorAppPages(
  build: ServerBuild | undefined,
  contextOf: (req: Request, res: Response, shown?: WriteShown) => Omit<EditorRequest, "policy">,
  notBuilt: RequestHandler,
): EditorPages {
  // A build made before the editor's app existed: each page says so (npm start builds such a
  // checkout again, and a release refuses to go live without it).
  if (!build)
    return {
      handle: notBuilt,
      render: async (req, res) => {
        await notBuilt(req, res, () => undefined);
      },
    };
  const key = (build.entry.module as { editorRequest?: RouterContext<EditorRequest> }).editorRequest;
  if (!key) throw new Error("the editor's build exports no editorRequest (app/admin/entry.server.tsx)");
  const provider = (request: Omit<EditorRequest, "policy">, res: Response) =>
    new RouterContextProvider(new Map([[key, { ...request, policy: policyTakenFrom(res) }]]));
  const pages = createRequestHandler(build, "production");
  return {
    handle: expressHandler({
      build,
      mode: "production",
      getLoadContext: (req, res) => provider(contextOf(req, res), res),
    }),
    // Never rejects: its callers answer with it and go on, and a failure is the server's to log.
    async render(req, res, { path, status, ...shown }) {
      try {
        const headers = new Headers();
        // The visit's headers (its cookies, its language), none that describe the write's body.
        for (const [name, value] of Object.entries(req.headers))
          if (!bodyHeaders.has(name)) for (const one of [value ?? []].flat()) headers.append(name, one);
        // The path is the router's own; the Host a client sends is none of the page's business.
        const url = new URL(path, "http://editor.invalid");
        const answer = await pages(new Request(url, { headers }), provider(contextOf(req, res, shown), res));
        if (res.headersSent) return;
        // The page's own refusal (a place it does not know) wins over the write's status.
        res.status(answer.status >= 400 ? answer.status : status);
        for (const [name, value] of answer.headers) res.append(name, value);
        res.send(Buffer.from(await answer.arrayBuffer()));
      } catch (error) {
        log("error", "an editor page could not be shown", {
          requestId: String(res.locals.requestId),
          ...errorFields(error),
        });
        const language = (res.locals.editorLanguage as AdminLanguage | undefined) ?? "en";
        if (!res.headersSent) res.status(500).type("text").send(`${editorText[language].serverError}\n`);
      }
    },
  };
}
