import { pageMeta } from "../components/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { offering } from "../content/offering.ts";
import { OfferingCards } from "./offering/OfferingCards.tsx";

export const meta = () => pageMeta(offering.meta);

export default function Offering() {
  return (
    <>
      <PageBanner title={offering.banner.title} breadcrumbs={offering.banner.breadcrumbs} />
      <OfferingCards />
    </>
  );
}
