import { index, type RouteConfig, route } from "@react-router/dev/routes";

// The editor's pages already moved into its app (ADR 0042); the others are still answered by
// router.server.ts and the modules it mounts, which also guard these before they render.
export default [
  index("routes/dashboard.tsx"),
  route("login", "routes/login.tsx"),
  route("refusal", "routes/refusal.tsx"),
  route("live-status", "routes/live-status.tsx"),
  route("password", "routes/password.tsx"),
  route("files", "routes/files.tsx"),
  route("history", "routes/history.tsx"),
  route("publish", "routes/publish.tsx"),
  route("preview", "routes/preview.tsx"),
  route("documents", "routes/documents.tsx"),
  route("media", "routes/media.tsx"),
  route("photos", "routes/photos.tsx"),
  route("gallery", "routes/gallery.tsx"),
  route("gallery/several", "routes/gallery-several.tsx"),
  route("photos/:slot", "routes/photo.tsx"),
  // The same page as a write there shows it, at the address the browser then has: a page React
  // hydrates must be the route of that address (root.tsx).
  route("photos/:slot/look", "routes/photo.tsx", { id: "routes/photo-look" }),
  route("photos/:slot/keep", "routes/photo.tsx", { id: "routes/photo-keep" }),
  route("edit/*", "routes/edit.tsx"),
  route("new/:form", "routes/new.tsx"),
  route("new/:form/made/:name", "routes/new-made.tsx"),
] satisfies RouteConfig;
