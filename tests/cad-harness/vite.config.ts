import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * The CAD harness page (harness.tsx) built on its own, with the site's Vite defaults for workers
 * and assets: `vite build --config tests/cad-harness/vite.config.ts`, then `vite preview` with the
 * same config serves it. Output in .cache/cad-harness (not committed).
 */
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/",
  worker: { format: "es" },
  css: { modules: { localsConvention: "camelCaseOnly" } },
  build: {
    outDir: fileURLToPath(new URL("../../.cache/cad-harness", import.meta.url)),
    emptyOutDir: true,
  },
});
