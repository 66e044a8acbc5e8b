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
  },
});
