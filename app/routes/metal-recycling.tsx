import { metalRecycling } from "virtual:content/metalRecycling";
import { pageMeta } from "../seo/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { breadcrumbList } from "../seo/structured-data.ts";
import { Cards } from "./metal-recycling/Cards.tsx";
import { Experience } from "./metal-recycling/Experience.tsx";
import { Products } from "./metal-recycling/Products.tsx";

export const meta = () =>
  pageMeta("/metal-recycling", metalRecycling.meta, {
    structuredData: [breadcrumbList(metalRecycling.banner.breadcrumbs)],
  });

export default function MetalRecycling() {
  return (
    <>
      <PageBanner title={metalRecycling.banner.title} breadcrumbs={metalRecycling.banner.breadcrumbs} />
      <Products />
      <Experience />
      <Cards />
    </>
  );
}
