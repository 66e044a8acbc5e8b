/**
 * The Vite plugin that makes, at build time, the files search engines, link previews and phones
 * ask for beside the pages: each indexable page's picture (/og/<page>.png), the icons and the web
 * manifest. They get fixed names (pages and manifests name them without a build step) and are
 * written into build/client, where the server sends them as static files. `npm run dev` serves
 * the same files from memory. It also records the build's SITE_URL for the server
 * (build/server/build-settings.json) and warns while that is the placeholder.
 */
import { contentOf } from "../../app/content/load-content.ts";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";
import { shareImagePath } from "../../app/seo/urls.ts";
import { defaultLocale, type Locale } from "../../app/locales.ts";
import { collectionEntries } from "../../app/content/collection-pages.ts";
import { indexablePages } from "../../app/pages.ts";
import { buildSettingsFile } from "../../server/site-url.ts";
import { type BuildSettings, buildLocaleOf, placeholderWarning } from "./build-settings.ts";
import { pageMetaOf } from "./page-meta.ts";
import { renderShareCard } from "../images/share-image.ts";
import { type BuiltFile, buildIcons, webManifest } from "../images/site-icons.ts";

/**
 * The files of one language's build: its pages' pictures, titled in that language; the English
 * build also makes the icons and the manifest, which every language shares.
 */
export async function buildSearchFiles(
  root: string,
  siteUrl: string,
  locale: Locale = defaultLocale,
): Promise<BuiltFile[]> {
  const markSvg = readFileSync(join(root, "public/favicon.svg"), "utf8");
  const host = new URL(siteUrl).host;
  const content = contentOf(locale.code);
  const { site } = content;
  const meta = pageMetaOf(locale.code);
  // Each page's own picture: the pages of app/pages.ts, and one per entry of a content list.
  const cards = [
    ...indexablePages.map((page) => ({
      path: page.path as string,
      title: meta[page.id].meta.title,
      drawing: page.picture,
      seed: page.id as string,
    })),
    ...collectionEntries(content).map((entry) => ({
      path: entry.path as string,
      title: entry.meta.title,
      drawing: entry.page.picture,
      seed: entry.name,
    })),
  ];
  const pictures = cards.map(async (card): Promise<BuiltFile> => {
    const contents = await renderShareCard({
      title: card.title,
      company: site.company.name,
      tagline: site.tagline,
      host,
      drawing: card.drawing,
      seed: card.seed,
      markSvg,
      direction: locale.dir,
    });
    return { path: shareImagePath(card.path, locale.prefix), contents };
  });
  if (locale !== defaultLocale) return Promise.all(pictures);
  const manifest = webManifest({
    name: site.company.name,
    shortName: site.company.shortName,
    description: site.tagline,
  });
  return [...(await Promise.all(pictures)), ...(await buildIcons(markSvg)), manifest];
}

const contentTypes: Record<string, string> = {
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
};

export function searchAssets(settings: Pick<BuildSettings, "SITE_URL" | "SITE_LOCALE">): Plugin {
  let root = process.cwd();
  let files: Promise<Map<string, BuiltFile>> | undefined;
  const filesByPath = () => {
    files ??= buildSearchFiles(root, settings.SITE_URL, buildLocaleOf(settings)).then(
      (list) => new Map(list.map((file) => [file.path, file])),
    );
    return files;
  };
  const warning = placeholderWarning(settings);

  return {
    name: "foundry-search-assets",
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      if (warning) server.config.logger.warn(warning);
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split("?")[0] ?? "";
        if (!Object.keys(contentTypes).some((extension) => path.endsWith(extension))) return next();
        filesByPath().then((map) => {
          const file = map.get(path);
          if (!file) return next();
          const extension = path.slice(path.lastIndexOf("."));
          res.setHeader("Content-Type", contentTypes[extension] ?? "application/octet-stream");
          res.end(file.contents);
        }, next);
      });
    },
    generateBundle() {
      if (this.environment.name !== "ssr") return;
      this.emitFile({
        type: "asset",
        fileName: buildSettingsFile,
        source: `${JSON.stringify({ SITE_URL: settings.SITE_URL })}\n`,
      });
    },
    // After the bundle rather than inside it: the drawing takes a couple of seconds of CPU that
    // the bundler would otherwise count against its own plugins' timings.
    async closeBundle(error) {
      // Typegen starts a client environment in dev mode, without building: nothing to make then.
      if (error || this.environment.mode !== "build" || this.environment.name !== "client") return;
      // Each language's build makes its own pictures; the English one also the icons and manifest.
      if (warning && settings.SITE_LOCALE === defaultLocale.code) this.environment.logger.warn(warning);
      const outDir = resolve(root, this.environment.config.build.outDir);
      const files = [...(await filesByPath()).values()];
      for (const file of files) {
        const target = join(outDir, file.path);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, file.contents);
      }
      this.environment.logger.info(
        `✓ ${files.length} files for search engines, link previews and phones: ${files.map((file) => file.path).join(" ")}`,
      );
    },
  };
}
