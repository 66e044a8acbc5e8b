import { materials } from "virtual:content/materials";
import { data, type MetaArgs } from "react-router";
import { pageMeta } from "../seo/meta.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { breadcrumbList } from "../seo/structured-data.ts";
import { entryPathOf } from "../pages.ts";
import { Datasheet, Letterhead } from "./materials/Datasheet.tsx";

function familyOf(name: string | undefined) {
  return materials.families.find((family) => family.name === name);
}

function crumbs(family: NonNullable<ReturnType<typeof familyOf>>) {
  return [
    ...materials.banner.breadcrumbs,
    { label: family.title, to: entryPathOf("materialFamily", family.name) },
  ];
}

/** Only the families the content lists have a page: any other name is the site's 404. */
export function loader({ params }: { params: { name?: string } }) {
  if (!familyOf(params.name)) throw data(null, { status: 404 });
  return null;
}

export const meta = ({ params }: MetaArgs) => {
  const family = familyOf(params.name);
  if (!family) return [];
  return pageMeta(entryPathOf("materialFamily", family.name), family.meta, {
    structuredData: [breadcrumbList(crumbs(family))],
  });
};

/** A family's datasheet, /materials/<name>: one page per family of content/materials.yaml. */
export default function MaterialFamily({ params }: { params: { name?: string } }) {
  const family = familyOf(params.name);
  if (!family) return null;
  return (
    <>
      <Letterhead />
      <PageBanner title={family.title} breadcrumbs={crumbs(family)} />
      <Datasheet family={family} />
    </>
  );
}
