import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { siteContent } from "./scripts/build/content-plugin.ts";
import { images } from "./app/content/images.ts";
import { buildLocale, buildSettings } from "./scripts/build/build-settings.ts";
import { imageSlots } from "./scripts/images/image-slots-plugin.ts";
import { localeData } from "./scripts/build/locale-data.ts";

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// Unit tests only: the React Router plugin is for app builds, not for testing modules in isolation.
// Sections import their image slots from modules the image-slots plugin writes; the build-time
// constants are the same as vite.config.ts's.

export default defineConfig({
  plugins: [
    siteContent({ locale: buildLocale.code }),
    imageSlots({ slots: images, dirs: [path("app/images")], cacheDir: path(".cache/images") }),
  ],
  define: {
    __BUILD_TIME__: String(Date.now()),
    __SITE_URL__: JSON.stringify(buildSettings.SITE_URL),
    __LOCALE_DATA__: JSON.stringify(localeData(buildLocale.tag)),
    __LOCALE__: JSON.stringify(buildLocale.code),
  },
  css: { modules: { localsConvention: "camelCaseOnly" } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Many tests start servers, hash passwords or read the whole repository: 2.5 to 4.9 s each in
    // a clean clone on the 2-core machine, so vitest's 5 s failed them whenever CI was busier.
    // A test that needs longer still says so itself.
    testTimeout: 30_000,
    // The same for the hooks that start a site (its server, accounts): 10 s passed on a busy machine.
    hookTimeout: 60_000,
  },
});
