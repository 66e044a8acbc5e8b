import { home } from "virtual:content/home";
import { greetings } from "virtual:content/greetings";
import { Fragment, lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { pageMeta } from "../seo/meta.ts";
import { organizationGraph } from "../seo/organization-data.ts";
import { AboutIntro } from "./home/AboutIntro.tsx";
import { Highlights } from "./home/Highlights.tsx";
import { HomeBanner } from "./home/HomeBanner.tsx";
import { PressRelease } from "./home/PressRelease.tsx";
import { Services } from "./home/Services.tsx";
import { Specifications } from "./home/Specifications.tsx";
import { SpiderRotor } from "./home/SpiderRotor.tsx";
import { Technology } from "./home/Technology.tsx";

// Off by default (spec §2) and never in the server's HTML: its code loads only when switched on.
const GreetingsOverlay = lazy(() =>
  import("../components/GreetingsOverlay.tsx").then((module) => ({ default: module.GreetingsOverlay })),
);

export const meta = () => pageMeta("/", home.meta, { structuredData: organizationGraph({ offices: false }) });

export default function Home() {
  // Spec §2 reloads the whole page when a visitor navigates to /: a new location key remounts the
  // page instead, so the banner starts again at slide 1 without a network round trip (ADR 0007).
  return (
    <Fragment key={useLocation().key}>
      {greetings.enabled && (
        <Suspense fallback={null}>
          <GreetingsOverlay />
        </Suspense>
      )}
      <HomeBanner />
      <Highlights />
      <SpiderRotor />
      <AboutIntro />
      <Services />
      <Technology />
      <Specifications />
      <PressRelease />
    </Fragment>
  );
}
