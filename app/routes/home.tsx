import { pageMeta } from "../components/meta.ts";
import { home } from "../content/home.ts";
import { AboutIntro } from "./home/AboutIntro.tsx";
import { Highlights } from "./home/Highlights.tsx";
import { HomeBanner } from "./home/HomeBanner.tsx";
import { PressRelease } from "./home/PressRelease.tsx";
import { Services } from "./home/Services.tsx";
import { Specifications } from "./home/Specifications.tsx";
import { SpiderRotor } from "./home/SpiderRotor.tsx";
import { Technology } from "./home/Technology.tsx";

export const meta = () => pageMeta(home.meta);

export default function Home() {
  return (
    <>
      <HomeBanner />
      <Highlights />
      <SpiderRotor />
      <AboutIntro />
      <Services />
      <Technology />
      <Specifications />
      <PressRelease />
    </>
  );
}
