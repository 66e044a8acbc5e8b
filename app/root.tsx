import { locale } from "./locale.ts";
import "./styles/global.css";
import { type ReactNode, useEffect, useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteLayout } from "./components/layout/SiteLayout.tsx";
import { hydratedEvent } from "./hydration.ts";
import { fontPreloads } from "./styles/fonts.ts";
import { InlineStylesheet } from "./styles/InlineStylesheet.tsx";
import { NotFoundPage } from "./components/NotFoundPage.tsx";
import { ServerErrorPage } from "./components/ServerErrorPage.tsx";
import { iconPaths } from "./seo/urls.ts";
import { pageNeedsScripts } from "./pages.ts";
import { pagePath } from "./components/layout/page-path.ts";
import { slicesHydrated } from "./components/HydrationSlice.tsx";
import { browserPreact } from "./browser/renderer.ts";

// Marks the document as scripted before first paint, so the burger menu only folds when it works.
const jsFlag = "document.documentElement.dataset.js=''";

export function Layout({ children }: { children: ReactNode }) {
  // A page that needs no scripts is sent without any (app/pages.ts, ADR 0026).
  const { pathname } = useLocation();
  // Running in the browser means the page came with its scripts: a client navigation to a page
  // without them keeps the document as it is (and the page list stays out of the bundle).
  const scripted = !import.meta.env.SSR || pageNeedsScripts(pagePath(pathname));
  // Tells the page's starter script (deferred-hydration.server.ts) that buttons pressed before
  // hydration can now be pressed for real. In Layout, so error pages hydrate their buttons too.
  useEffect(() => {
    // Scripts have taken over once the last slice has (HydrationSlice.tsx): the starter replays
    // early clicks then, and browser tests wait for the mark.
    void slicesHydrated().then(() => {
      document.documentElement.dataset.hydrated = "";
      window.dispatchEvent(new Event(hydratedEvent));
    });
  }, []);
  if (browserPreact) {
    // The built site's Preact (ADR 0036) renders into <html>, not the document, and keeps the
    // server's <head> as it is: its tags are the server's render plus what the server added (the
    // page's CSS, the preloads), which a browser never needs to change but for the title.
    return (
      <>
        <head dangerouslySetInnerHTML={serverHead} />
        <body>
          <BrowserTitle />
          {children}
          <ScrollRestoration />
          <Scripts />
        </body>
      </>
    );
  }
  return (
    <html lang={locale.code} dir={locale.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14181c" />
        <link rel="icon" href={iconPaths.ico} sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href={iconPaths.appleTouch} />
        <link rel="manifest" href={iconPaths.manifest} />
        {/* a constant one-line flag, no input */}
        {scripted && <script dangerouslySetInnerHTML={{ __html: jsFlag }} />}
        {/* The fonts every page shows above the fold: fetched with the HTML. */}
        {fontPreloads.map((font) => (
          <link key={font.href} {...font} />
        ))}
        <Meta />
        {/* In production the one stylesheet is inside the page and no route has a links export;
            <Links /> would add a render-blocking request for the same CSS. */}
        {import.meta.env.DEV ? <Links /> : <InlineStylesheet />}
      </head>
      <body>
        {children}
        {scripted && <ScrollRestoration />}
        {scripted && <Scripts />}
      </body>
    </html>
  );
}

/** The browser keeps what the server put in <head>: nothing to render into it. */
const serverHead = { __html: "" };

/**
 * A client navigation's title: the route's meta as React Router renders it, into an element
 * outside the document, from which the title is read.
 */
function BrowserTitle() {
  const [holder] = useState(() => document.createElement("div"));
  // The server's title is right until the first navigation: rendering the meta tags only to read
  // the same title would lengthen the hydration's first task.
  const { key } = useLocation();
  const [firstKey] = useState(key);
  // Once moved, always: back on the first page, its title must replace the last one's.
  const [navigated, setNavigated] = useState(false);
  if (key !== firstKey && !navigated) setNavigated(true);
  useLayoutEffect(() => {
    const title = holder.querySelector("title")?.textContent;
    if (title && title !== document.title) document.title = title;
  });
  return navigated || key !== firstKey ? createPortal(<Meta />, holder) : null;
}

export default function App() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteLayout>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ServerErrorPage />}
    </SiteLayout>
  );
}
