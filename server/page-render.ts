/**
 * Rendering a page of a language's build outside the request path: the editor's live preview, in
 * the serving process or on its own thread (server/preview-worker.ts), with the context the
 * form routes read (app/enquiry/context.ts).
 */
import { defaultLocale, type LocaleCode, localeOfPath } from "../app/locales.ts";
import {
  createRequestHandler as renderRequest,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { withContent } from "../app/content/render-content.server.ts";
import type { PageRenderer } from "../app/admin/live-preview.server.ts";
import type { EnquiryContext, EnquirySettings } from "../app/enquiry/context.ts";
import type { EnquiryStore } from "../app/enquiry/contract.ts";

export interface RenderOptions {
  build: ServerBuild;
  localeBuilds?: Partial<Record<LocaleCode, ServerBuild>>;
  store: EnquiryStore;
  secret: string;
  config: EnquirySettings;
}

/** The enquiry context object of one build: the copy its routes read (app/entry.server.tsx). */
export function enquiryContextOf(build: ServerBuild): RouterContext<EnquiryContext> {
  const exported = (build.entry.module as { enquiryContext?: RouterContext<EnquiryContext> }).enquiryContext;
  if (!exported) throw new Error("the server build's entry exports no enquiryContext (app/entry.server.tsx)");
  return exported;
}

/**
 * The editor's live preview (app/admin/live-preview.server.ts): one page of a language's build,
 * rendered with the content it is given (app/content/render-content.server.ts), as a GET from
 * nobody; undefined when that language was not built.
 */
export function pageRenderer({ build, localeBuilds, store, secret, config }: RenderOptions): PageRenderer {
  const handlers = new Map<ServerBuild, ReturnType<typeof renderRequest>>();
  return async (path, content) => {
    const code = localeOfPath(path).code;
    const localeBuild = code === defaultLocale.code ? build : localeBuilds?.[code];
    if (!localeBuild) return undefined;
    let handler = handlers.get(localeBuild);
    if (!handler) handlers.set(localeBuild, (handler = renderRequest(localeBuild, "production")));
    const context = enquiryProvider(
      { store, secret, config },
      enquiryContextOf(localeBuild),
      "live-preview",
      undefined,
    );
    const run = handler;
    return withContent(content, async () => {
      const response = await run(new Request(new URL(path, "http://127.0.0.1")), context);
      return { status: response.status, html: await response.text() };
    });
  };
}

/** One render's context: what the form routes read through React Router (app/enquiry/context.ts). */
export function enquiryProvider(
  { store, secret, config }: Pick<RenderOptions, "store" | "secret" | "config">,
  enquiryContext: RouterContext<EnquiryContext>,
  requestId: string,
  submission: EnquiryContext["submission"],
): RouterContextProvider {
  return new RouterContextProvider(
    new Map([[enquiryContext, { store, secret, settings: config, requestId, submission }]]),
  );
}
