import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { collectionPages, feedFiles, pages, searchFiles } from "./pages.ts";

// Every page and search-engine file from app/pages.ts, then the two addresses that are not pages.
export default [
  ...pages.map((page) => (page.path === "/" ? index(page.module) : route(page.path.slice(1), page.module))),
  ...collectionPages.map((page) => route(page.path.slice(1), page.module)),
  ...searchFiles.map((file) => route(file.path.slice(1), file.module)),
  ...feedFiles.map((file) => route(file.path.slice(1), file.module)),
  // Spec §2: the home page's old address.
  route("home", "routes/home-redirect.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
