import { pageMeta } from "../components/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { gallery } from "../content/gallery.ts";
import { GalleryGrid } from "./gallery/GalleryGrid.tsx";

export const meta = () => pageMeta(gallery.meta);

export default function Gallery() {
  return (
    <>
      <PageBanner title={gallery.banner.title} breadcrumbs={gallery.banner.breadcrumbs} />
      <GalleryGrid />
    </>
  );
}
