import { materials } from "virtual:content/materials";
import { innerPageMeta } from "../seo/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { FamilyList } from "./materials/FamilyList.tsx";

export const meta = () => innerPageMeta("/materials", materials);

/** The materials the foundry casts, each family linking to its datasheet (issue 21). */
export default function Materials() {
  return (
    <>
      <PageBanner {...materials.banner} />
      <FamilyList />
    </>
  );
}
