import { quality } from "virtual:content/quality";
import { innerPageMeta } from "../seo/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { Certificates } from "./quality/Certificates.tsx";
import { Inspection } from "./quality/Inspection.tsx";

export const meta = () => innerPageMeta("/quality", quality);

/** The proof of quality: certificates with their PDFs, what is checked, the documents issued (issue 21). */
export default function Quality() {
  return (
    <>
      <PageBanner {...quality.banner} />
      <Certificates />
      <Inspection />
    </>
  );
}
