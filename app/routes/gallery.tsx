import { gallery } from "virtual:content/gallery";
import { HydrationSlice } from "../components/HydrationSlice.tsx";
import { innerPageMeta } from "../seo/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { GalleryGrid } from "./gallery/GalleryGrid.tsx";

export const meta = () => innerPageMeta("/gallery", gallery);

export default function Gallery() {
  return (
    <>
      <HydrationSlice>
        <PageBanner {...gallery.banner} />
      </HydrationSlice>
      <HydrationSlice>
        <GalleryGrid />
      </HydrationSlice>
    </>
  );
}
