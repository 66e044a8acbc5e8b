import { about } from "virtual:content/about";
import { pageMeta } from "../seo/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { breadcrumbList } from "../seo/structured-data.ts";
import { Certification } from "./about/Certification.tsx";
import { Founder } from "./about/Founder.tsx";
import { Principles } from "./about/Principles.tsx";
import { Values } from "./about/Values.tsx";

export const meta = () =>
  pageMeta("/about", about.meta, { structuredData: [breadcrumbList(about.banner.breadcrumbs)] });

export default function About() {
  return (
    <>
      <PageBanner title={about.banner.title} breadcrumbs={about.banner.breadcrumbs} />
      <Founder />
      <Principles />
      <Values />
      <Certification />
    </>
  );
}
