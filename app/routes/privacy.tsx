import { privacy } from "virtual:content/privacy";
import { DocumentPage } from "../components/DocumentPage.tsx";
import { pageMeta } from "../seo/meta.ts";
import { breadcrumbList } from "../seo/structured-data.ts";

export const meta = () =>
  pageMeta("/privacy", privacy.meta, { structuredData: [breadcrumbList(privacy.banner.breadcrumbs)] });

/** The privacy notice (GDPR art. 13), linked from every footer and beside the form's send button. */
export default function Privacy() {
  return <DocumentPage document={privacy} contents={privacy.contents} />;
}
