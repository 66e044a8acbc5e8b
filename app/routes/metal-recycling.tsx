import { metalRecycling } from "virtual:content/metalRecycling";
import { innerPageMeta } from "../seo/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { Cards } from "./metal-recycling/Cards.tsx";
import { Experience } from "./metal-recycling/Experience.tsx";
import { Products } from "./metal-recycling/Products.tsx";

export const meta = () => innerPageMeta("/metal-recycling", metalRecycling);

export default function MetalRecycling() {
  return (
    <>
      <PageBanner {...metalRecycling.banner} />
      <Products />
      <Experience />
      <Cards />
    </>
  );
}
