import { quality } from "virtual:content/quality";
import { pageMeta } from "../seo/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { breadcrumbList } from "../seo/structured-data.ts";
import { Certificates } from "./quality/Certificates.tsx";
import { Inspection } from "./quality/Inspection.tsx";

export const meta = () =>
  pageMeta("/quality", quality.meta, { structuredData: [breadcrumbList(quality.banner.breadcrumbs)] });

/** The proof of quality: certificates with their PDFs, what is checked, the documents issued (issue 21). */
export default function Quality() {
  return (
    <>
      <PageBanner title={quality.banner.title} breadcrumbs={quality.banner.breadcrumbs} />
      <Certificates />
      <Inspection />
    </>
  );
}
