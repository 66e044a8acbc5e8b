/**
 * The Vite plugin behind `virtual:image-slots/<family>` (app/image-slots/slots.ts): for every slot
 * of app/content/images.ts it finds the slot's file and writes what the browser needs, from
 * scripts/images/slot-images.ts: a drawing (`.svg`) under a name made from its bytes, a photo
 * through the photo pipeline once per build (cached). Both are emitted into the client build under
 * /assets/ (served immutable, server/app.ts) and, in `npm run dev`, served from where they are.
 */
import { createReadStream, readFileSync } from "node:fs";
import { resolve, sep } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { photoTypes } from "../../app/image-slots/slots.ts";
import type { Images } from "../../app/content/schemas/index.ts";
import { PhotoError } from "./photo-pipeline.ts";
import { imageExtensions } from "../../app/content/slot-files.ts";
import { environmentId, renderTimeModule, sharedId } from "../build/content-plugin.ts";
import { familyImages, photosLine, type SlotImages, slotImages, slotsContentName } from "./slot-images.ts";

const prefix = "virtual:image-slots/";
const resolvedPrefix = `\0${prefix}`;
const assetTypes: Record<string, string> = {
  svg: "image/svg+xml",
  avif: photoTypes.avif,
  webp: photoTypes.webp,
  jpg: photoTypes.jpeg,
};

export function imageSlots({
  slots,
  dirs,
  cacheDir,
}: {
  /** app/content/images.ts */
  slots: Images;
  /** folders holding one file per slot; a later folder wins */
  dirs: string[];
  /** where the photo pipeline keeps variants between builds */
  cacheDir: string;
}): Plugin & { slotValues: () => Promise<Record<string, unknown>> } {
  const folders = dirs.map((dir) => resolve(dir));
  let assetsUrl = "/assets/";
  let assetsDir = "assets";
  let building = false;
  let images: Promise<SlotImages> | undefined;
  const loaded = new Set<string>();

  /** Every slot's image, the photos through the pipeline: once per build, or until a file changes in dev. */
  function processImages(): Promise<SlotImages> {
    images ??= (async () => {
      const started = performance.now();
      const made = await slotImages({ slots, dirs: folders, cacheDir, assetsUrl });
      console.log(photosLine(made, cacheDir, ((performance.now() - started) / 1000).toFixed(1)));
      return made;
    })();
    // A failed run must not be remembered: the next build or request tries again.
    images.catch(() => (images = undefined));
    return images;
  }

  function watchPhotos(server: ViteDevServer) {
    const refresh = (file: string) => {
      const inFolder = folders.some((dir) => file.startsWith(dir + sep));
      if (!inFolder || !imageExtensions.some((ext) => file.toLowerCase().endsWith(`.${ext}`))) return;
      images = undefined;
      for (const environment of Object.values(server.environments)) {
        for (const id of loaded) {
          const module = environment.moduleGraph.getModuleById(id);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
      }
      server.environments.client?.hot.send({ type: "full-reload" });
    };
    server.watcher.add(folders);
    server.watcher.on("add", refresh).on("change", refresh).on("unlink", refresh);
  }

  return {
    name: "image-slots",
    // One instance for the client and server builds: the photos are processed once per build.
    sharedDuringBuild: true,
    /** Each family's value under its content name, as the family modules hold it (words-files.ts). */
    slotValues: async () => (await processImages()).families,
    configResolved(config) {
      assetsDir = config.build.assetsDir;
      assetsUrl = `${config.base}${assetsDir}/`;
      building = config.command === "build";
    },
    async buildStart() {
      if (this.environment.config.consumer !== "client" || this.environment.mode !== "build") return;
      try {
        for (const [fileName, file] of (await processImages()).assets)
          this.emitFile({ type: "asset", fileName: `${assetsDir}/${fileName}`, source: readFileSync(file) });
      } catch (error) {
        if (!(error instanceof PhotoError)) throw error;
        // An editor's mistake (a photo that cannot be read) gets one line naming the file: thrown,
        // it would come out under the stack of the bundler's own plumbing.
        this.environment.logger.error(`✗ ${error.message}`);
        process.exit(1);
      }
    },
    resolveId(id) {
      return id.startsWith(prefix) ? environmentId(this.environment.config.consumer, id) : undefined;
    },
    async load(loading) {
      const id = sharedId(loading);
      if (!id.startsWith(resolvedPrefix)) return;
      loaded.add(loading);
      const family = id.slice(resolvedPrefix.length);
      let literal: string;
      try {
        literal = JSON.stringify(familyImages(await processImages(), family));
      } catch (error) {
        if (error instanceof PhotoError) this.error(error.message);
        throw error;
      }
      // Plain data, no imports: the browser's copy goes into a words file (words-files.ts) that a
      // publish of a photo writes again; a server build reads it at render time, as its words,
      // recording which pages show it (ADR 0035).
      return renderTimeModule(
        "default",
        slotsContentName(family),
        literal,
        building && this.environment.config.consumer === "server",
      );
    },
    configureServer(server) {
      watchPhotos(server);
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split("?")[0] ?? "";
        if (!path.startsWith(assetsUrl)) return next();
        processImages().then(({ assets }) => {
          const fileName = path.slice(assetsUrl.length);
          const file = assets.get(fileName);
          if (!file) return next();
          const extension = fileName.slice(fileName.lastIndexOf(".") + 1);
          res.setHeader("Content-Type", assetTypes[extension] ?? "application/octet-stream");
          res.setHeader("Cache-Control", "no-cache");
          createReadStream(file).on("error", next).pipe(res);
        }, next);
      });
    },
  };
}
