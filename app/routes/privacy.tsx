import { privacy } from "virtual:content/privacy";
import { DocumentPage } from "../components/DocumentPage.tsx";
import { innerPageMeta } from "../seo/meta.ts";

export const meta = () => innerPageMeta("/privacy", privacy);

/** The privacy notice (GDPR art. 13), linked from every footer and beside the form's send button. */
export default function Privacy() {
  return <DocumentPage document={privacy} contents={privacy.contents} />;
}
