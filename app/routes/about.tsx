import { about } from "virtual:content/about";
import { innerPageMeta } from "../seo/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { Certification } from "./about/Certification.tsx";
import { Founder } from "./about/Founder.tsx";
import { Principles } from "./about/Principles.tsx";
import { Values } from "./about/Values.tsx";

export const meta = () => innerPageMeta("/about", about);

export default function About() {
  return (
    <>
      <PageBanner {...about.banner} />
      <Founder />
      <Principles />
      <Values />
      <Certification />
    </>
  );
}
