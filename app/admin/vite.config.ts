import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// `react-router build app/admin` (scripts/build/build.ts `buildEditor`): React Router reads its config
// from this folder, the editor's app, never the site's.
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [reactRouter()],
  logLevel: "warn",
  // The browser's modules at /admin/modules/ (served by router.server.ts), apart from the site's
  // /assets/ and the editor's own files under /admin/assets/.
  base: "/admin/",
  build: { emptyOutDir: true, assetsDir: "modules" },
});
