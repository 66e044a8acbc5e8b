import { gallery } from "virtual:content/gallery";
import { innerPageMeta } from "../seo/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { GalleryGrid } from "./gallery/GalleryGrid.tsx";

export const meta = () => innerPageMeta("/gallery", gallery);

export default function Gallery() {
  return (
    <>
      <PageBanner {...gallery.banner} />
      <GalleryGrid />
    </>
  );
}
