import { gallery } from "virtual:content/gallery";
import { pageMeta } from "../seo/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { breadcrumbList } from "../seo/structured-data.ts";
import { GalleryGrid } from "./gallery/GalleryGrid.tsx";

export const meta = () =>
  pageMeta("/gallery", gallery.meta, { structuredData: [breadcrumbList(gallery.banner.breadcrumbs)] });

export default function Gallery() {
  return (
    <>
      <PageBanner title={gallery.banner.title} breadcrumbs={gallery.banner.breadcrumbs} />
      <GalleryGrid />
    </>
  );
}
