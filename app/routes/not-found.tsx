import { notFound } from "virtual:content/notFound";
import { data } from "react-router";
import { unlistedPageMeta } from "../seo/meta.ts";
import { NotFoundPage } from "../components/NotFoundPage.tsx";

// Spec §2 says unknown paths redirect to /. We answer a real 404 with a way on instead: see
// docs/decisions/0002-unknown-paths-answer-404.md.
export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => unlistedPageMeta(notFound.meta);

export default function NotFound() {
  return <NotFoundPage />;
}
