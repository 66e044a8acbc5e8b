import { locale } from "./locale.ts";
import "./styles/global.css";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
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
import { iconPaths } from "./seo/urls.ts";
import { pageNeedsScripts } from "./pages.ts";
import { pagePath } from "./components/layout/page-path.ts";

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
    // Scripts have taken over: the starter replays early clicks; browser tests wait for the mark.
    document.documentElement.dataset.hydrated = "";
    window.dispatchEvent(new Event(hydratedEvent));
  }, []);
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

export default function App() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

// Rendered by the server when a page fails (the browser hydrates what it sent): their code and
// words load with them, not with every page.
const NotFoundPage = lazy(() =>
  import("./components/NotFoundPage.tsx").then((module) => ({ default: module.NotFoundPage })),
);
const ServerErrorPage = lazy(() =>
  import("./components/ServerErrorPage.tsx").then((module) => ({ default: module.ServerErrorPage })),
);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteLayout>
      <Suspense fallback={null}>
        {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ServerErrorPage />}
      </Suspense>
    </SiteLayout>
  );
}
