import { offering } from "virtual:content/offering";
import { pageMeta } from "../seo/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { breadcrumbList } from "../seo/structured-data.ts";
import { OfferingCards } from "./offering/OfferingCards.tsx";

export const meta = () =>
  pageMeta("/offering", offering.meta, { structuredData: [breadcrumbList(offering.banner.breadcrumbs)] });

export default function Offering() {
  return (
    <>
      <PageBanner title={offering.banner.title} breadcrumbs={offering.banner.breadcrumbs} />
      <OfferingCards />
    </>
  );
}
