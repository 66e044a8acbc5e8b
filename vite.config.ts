import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  // One timestamp for the server and client builds: prerendered dates and the first client
  // render agree, and hydration then moves them to the visitor's clock (app/components/useNow.ts).
  define: { __BUILD_TIME__: String(Date.now()) },
  css: {
    modules: { localsConvention: "camelCaseOnly" },
  },
});
