import { materials } from "virtual:content/materials";
import { pageMeta } from "../seo/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { breadcrumbList } from "../seo/structured-data.ts";
import { FamilyList } from "./materials/FamilyList.tsx";

export const meta = () =>
  pageMeta("/materials", materials.meta, { structuredData: [breadcrumbList(materials.banner.breadcrumbs)] });

/** The materials the foundry casts, each family linking to its datasheet (issue 21). */
export default function Materials() {
  return (
    <>
      <PageBanner title={materials.banner.title} breadcrumbs={materials.banner.breadcrumbs} />
      <FamilyList />
    </>
  );
}
