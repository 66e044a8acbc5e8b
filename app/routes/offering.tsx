import { offering } from "virtual:content/offering";
import { innerPageMeta } from "../seo/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { OfferingCards } from "./offering/OfferingCards.tsx";

export const meta = () => innerPageMeta("/offering", offering);

export default function Offering() {
  return (
    <>
      <PageBanner {...offering.banner} />
      <OfferingCards />
    </>
  );
}
