import { home } from "virtual:content/home";
import { GreetingsOverlay } from "../components/GreetingsOverlay.tsx";
import { Fragment } from "react";
import { useLocation } from "react-router";
import { HydrationSlice } from "../components/HydrationSlice.tsx";
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

export const meta = () => pageMeta("/", home.meta, { structuredData: organizationGraph({ offices: false }) });

export default function Home() {
  // Spec §2 reloads the whole page when a visitor navigates to /: a new location key remounts the
  // page instead, so the banner starts again at slide 1 without a network round trip (ADR 0007).
  return (
    <Fragment key={useLocation().key}>
      <GreetingsOverlay />
      <HydrationSlice>
        <HomeBanner />
      </HydrationSlice>
      <HydrationSlice>
        <Highlights />
      </HydrationSlice>
      <HydrationSlice>
        <SpiderRotor />
      </HydrationSlice>
      <HydrationSlice>
        <AboutIntro />
      </HydrationSlice>
      <HydrationSlice>
        <Services />
      </HydrationSlice>
      <HydrationSlice>
        <Technology />
      </HydrationSlice>
      <HydrationSlice>
        <Specifications />
      </HydrationSlice>
      <HydrationSlice>
        <PressRelease />
      </HydrationSlice>
    </Fragment>
  );
}
