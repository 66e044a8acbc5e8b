import type { ReactNode } from "react";
import { type LoaderFunctionArgs, Meta, Outlet, useRouteLoaderData } from "react-router";
import { editorText } from "./editor-text.ts";
import { editorRequest } from "./request-context.ts";
import { editorScriptPaths, editorStylesheetPath } from "./shell.ts";

export function loader({ context }: LoaderFunctionArgs) {
  const { language, draftKey } = context.get(editorRequest);
  return { language, draftKey };
}

/**
 * The document of every page of the editor's app, as the pages written by hand have it
 * (page.server.ts): its stylesheet and scripts are files of the editor's own, no inline script.
 */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={root?.language ?? "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <Meta />
        {root?.draftKey ? <meta name="draft-key" content={root.draftKey} /> : null}
        <link rel="stylesheet" href={editorStylesheetPath} />
        {editorScriptPaths.map((src) => (
          <script key={src} src={src} defer />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}

export default function Editor() {
  return <Outlet />;
}

/** A page that failed: one plain sentence, the server has logged the rest. */
export function ErrorBoundary() {
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <main>
      <p role="alert">{editorText[root?.language ?? "en"].serverError}</p>
    </main>
  );
}
