import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // BUILD_DIR lets a test build (scripts/test.ts: the greetings build) sit beside the real one.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  // The plain page URLs become static files that our server sends as they are. Query variants
  // (/foundry?panel=…, /gallery?category=…) and /contact are rendered per request. No catch-all:
  // unknown paths must answer a real 404 from the server.
  prerender: ["/", "/about", "/offering", "/foundry", "/metal-recycling", "/gallery"],
} satisfies Config;
