/**
 * The Vite plugin behind `virtual:image-slots/<family>` (app/image-slots/slots.ts): for every slot
 * of app/content/images.ts it finds the slot's file and writes what the browser needs. A drawing
 * (`.svg`) is imported as an asset, as Vite always did. A photo goes through the photo pipeline
 * once per build (scripts/images/photo-pipeline.ts, cached), its variants are emitted into the client build
 * under /assets/ (served immutable, server/app.ts) and, in `npm run dev`, served from the cache.
 */
import { createReadStream, readFileSync } from "node:fs";
import { relative, resolve, sep } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { type PhotoImage, photoTypes } from "../../app/image-slots/slots.ts";
import type { Images } from "../../app/content/schemas/index.ts";
import { PhotoError, type PhotoVariant, type ProcessedPhoto, processPhoto } from "./photo-pipeline.ts";
import { findSlotFiles, imageExtensions, readFocus } from "../../app/content/slot-files.ts";

const prefix = "virtual:image-slots/";
const resolvedPrefix = `\0${prefix}`;

/**
 * "gallery-07" and "gallery-spider-rotor" → "gallery", "spider-rotor-02" → "spider-rotor",
 * "founder" → "founder": which module a slot belongs to. A gallery photo's slot is named after the
 * photo (app/content/schemas/gallery.ts), anything after "gallery-".
 */
export function slotFamily(slot: string): string {
  // Named entries (gallery photos, articles) are one family each: a page takes its list's module.
  if (slot.startsWith("gallery-")) return "gallery";
  if (slot.startsWith("article-")) return "article";
  return slot.replace(/-\d+$/, "");
}

interface Photos {
  bySlot: Map<string, ProcessedPhoto>;
  byFileName: Map<string, PhotoVariant>;
}

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
}): Plugin {
  const folders = dirs.map((dir) => resolve(dir));
  let assetsUrl = "/assets/";
  let assetsDir = "assets";
  let photos: Promise<Photos> | undefined;
  const loaded = new Set<string>();

  /** Runs the pipeline over every photo once (per build, or until a photo changes in dev). */
  function processPhotos(): Promise<Photos> {
    photos ??= (async () => {
      const sources = [...findSlotFiles(Object.keys(slots), folders)].filter(
        ([, file]) => !file.toLowerCase().endsWith(".svg"),
      );
      const started = performance.now();
      const focus = readFocus(folders);
      const bySlot = new Map<string, ProcessedPhoto>();
      for (const [slot, file] of sources) {
        const size = slots[slot];
        if (size) bySlot.set(slot, await processPhoto({ slot, file, size, cacheDir, focus: focus[slot] }));
      }
      const processed = [...bySlot.values()];
      const encoded = processed.filter((photo) => photo.encoded).length;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `Photos: ${processed.length} source(s), ${encoded} encoded, ${processed.length - encoded} from cache (${relative(process.cwd(), cacheDir)}) in ${seconds} s.`,
      );
      const byFileName = new Map(
        processed.flatMap((photo) => photo.variants.map((variant) => [variant.fileName, variant] as const)),
      );
      return { bySlot, byFileName };
    })();
    // A failed run must not be remembered: the next build or request tries again.
    photos.catch(() => (photos = undefined));
    return photos;
  }

  async function familyModule(family: string): Promise<string> {
    const names = Object.keys(slots).filter((slot) => slotFamily(slot) === family);
    if (names.length === 0) throw new Error(`${prefix}${family}: app/content/images.ts has no such slot.`);
    const files = findSlotFiles(Object.keys(slots), folders);
    const { bySlot } = await processPhotos();
    const imports: string[] = [];
    const entries = names.map((slot) => {
      const size = slots[slot];
      const file = files.get(slot);
      if (!size || !file) {
        throw new Error(
          `app/images: no file for image slot "${slot}". Run \`npm run images\` or add ${slot}.jpg.`,
        );
      }
      const photo = bySlot.get(slot);
      if (photo) {
        const image: PhotoImage = {
          width: size.width,
          height: size.height,
          photo: { path: `${assetsUrl}${slot}-${photo.hash}`, widths: photo.widths, color: photo.color },
        };
        return `${JSON.stringify(slot)}: ${JSON.stringify(image)}`;
      }
      const name = `drawing${imports.length}`;
      imports.push(`import ${name} from ${JSON.stringify(`${file}?url`)};`);
      return `${JSON.stringify(slot)}: { width: ${size.width}, height: ${size.height}, src: ${name} }`;
    });
    return `${imports.join("\n")}\nexport default {\n  ${entries.join(",\n  ")}\n};\n`;
  }

  function watchPhotos(server: ViteDevServer) {
    const refresh = (file: string) => {
      const inFolder = folders.some((dir) => file.startsWith(dir + sep));
      if (!inFolder || !imageExtensions.some((ext) => file.toLowerCase().endsWith(`.${ext}`))) return;
      photos = undefined;
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
    configResolved(config) {
      assetsDir = config.build.assetsDir;
      assetsUrl = `${config.base}${assetsDir}/`;
    },
    async buildStart() {
      if (this.environment.config.consumer !== "client" || this.environment.mode !== "build") return;
      try {
        const { byFileName } = await processPhotos();
        for (const variant of byFileName.values()) {
          this.emitFile({
            type: "asset",
            fileName: `${assetsDir}/${variant.fileName}`,
            source: readFileSync(variant.file),
          });
        }
      } catch (error) {
        if (!(error instanceof PhotoError)) throw error;
        // An editor's mistake (a photo that cannot be read) gets one line naming the file: thrown,
        // it would come out under the stack of the bundler's own plumbing.
        this.environment.logger.error(`✗ ${error.message}`);
        process.exit(1);
      }
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(resolvedPrefix)) return;
      loaded.add(id);
      try {
        return await familyModule(id.slice(resolvedPrefix.length));
      } catch (error) {
        if (error instanceof PhotoError) this.error(error.message);
        throw error;
      }
    },
    configureServer(server) {
      watchPhotos(server);
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split("?")[0] ?? "";
        if (!path.startsWith(assetsUrl)) return next();
        processPhotos().then(({ byFileName }) => {
          const variant = byFileName.get(path.slice(assetsUrl.length));
          if (!variant) return next();
          res.setHeader("Content-Type", photoTypes[variant.format]);
          res.setHeader("Cache-Control", "no-cache");
          createReadStream(variant.file).pipe(res);
        }, next);
      });
    },
  };
}
