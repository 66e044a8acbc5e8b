/**
 * The words of a language's pages in files of their own (ADR 0032). Each `virtual:content/<name>`
 * module becomes one browser file, `words/<locale>/<name>-<code>.js`, named by its export (which
 * the minifier chooses from the code) and never by the words, so the scripts that import it keep
 * their names and bytes when only words change. A publish that changes words only writes these
 * files (`wordsModule`), the server build's `words.json`, and the pages rendered again
 * (scripts/build/reword.ts); every other file of the live build is reused. The image slots'
 * modules are plain data too, kept with the words of the page that shows them: a publish of a
 * photo writes them in the same way (ADR 0035).
 *
 * Served with revalidation, not as immutable (server/app.ts, deploy/nginx.conf): the same name
 * holds other words after a publish.
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { slotsContentName } from "../images/slot-images.ts";

const contentModule = "\0virtual:content/";
const chunkPrefix = "words-";

/** The words' folder in a client build, and their public path's first segment. */
export const wordsFolder = "words";

/** Where a client build records its words files: beside its client and server folders. */
export const wordsRecordName = "words-files.json";

/** Each words file: its path in client/, and the content module under each name it exports. */
export type WordsRecord = { file: string; exports: Record<string, string> }[];

/**
 * The words every page's shell shows (the header, the footer, the greetings' switch): one file,
 * not three, as they were one part of the shell's chunk (0.8 KB less per page in Arabic,
 * measured). The error pages' words load with those pages (root.tsx).
 */
const shellWords = new Set(["site", "layout", "greetings"]);

const slotsModule = "\0virtual:image-slots/";

/** The ids of the modules that go into words files: the content's, and the image slots' data. */
export const wordsModuleIds = /^\0virtual:(content|image-slots)\//;

/** A words file's module's name among the content (render-content.server.ts). */
function contentNameOf(id: string): string | undefined {
  if (id.startsWith(contentModule)) return id.slice(contentModule.length);
  if (id.startsWith(slotsModule)) return slotsContentName(id.slice(slotsModule.length));
  return undefined;
}

interface ChunkingContext {
  getModuleInfo(id: string): { importers: readonly string[]; importedIds: readonly string[] } | null;
}

/**
 * The code-splitting group's name for a content module: the shell's words, or one per file. An
 * image slots' module (plain data too, which a publish of a photo writes again, ADR 0035) goes
 * into the words of the sections that show it, when they all read the same page's words: no file
 * of its own for a page to load (eight more on the home page, over its first round trip).
 */
export function wordsChunkName(id: string, context?: ChunkingContext): string | null {
  const name = id.startsWith(contentModule) ? id.slice(contentModule.length) : undefined;
  if (name !== undefined) return `${chunkPrefix}${shellWords.has(name) ? "shell" : name}`;
  if (!id.startsWith(slotsModule)) return null;
  const groups = new Set(
    (context?.getModuleInfo(id)?.importers ?? []).flatMap((importer) =>
      (context?.getModuleInfo(importer)?.importedIds ?? []).flatMap((imported) => {
        const words = imported.startsWith(contentModule) ? wordsChunkName(imported) : null;
        return words && words !== `${chunkPrefix}shell` ? [words] : [];
      }),
    ),
  );
  const [only] = groups;
  return groups.size === 1 && only ? only : `${chunkPrefix}slots-${id.slice(slotsModule.length)}`;
}

/** A words chunk's file name, or undefined for every other chunk. */
export function wordsFileName(
  chunk: { name: string; exports: readonly string[] },
  locale: string,
): string | undefined {
  if (!chunk.name.startsWith(chunkPrefix)) return undefined;
  const code = createHash("sha256").update(chunk.exports.join(",")).digest("base64url").slice(0, 8);
  return `${wordsFolder}/${locale}/${chunk.name.slice(chunkPrefix.length)}-${code}.js`;
}

/** A words file's text: each content module's value under the name its importers use. */
export function wordsModule(exports: Record<string, string>, content: Readonly<Record<string, unknown>>): string {
  const names = Object.entries(exports);
  const values = names.map(([, name], index) => `w${index}=${JSON.stringify(content[name])}`);
  const list = names.map(([exportName], index) => `w${index} as ${exportName}`);
  return `const ${values.join(",")};export{${list.join(",")}};\n`;
}

/**
 * Records the client build's words files (`words-files.json`): which content module each of a
 * file's exports is, read back from the file itself. Stops a build whose words file holds
 * anything but words (an import, a value that is no content module's): such a file could not
 * be written again from the content alone.
 */
export function wordsRecord(
  content: () => Readonly<Record<string, unknown>> | Promise<Readonly<Record<string, unknown>>>,
): Plugin {
  return {
    name: "foundry:words-record",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const record: WordsRecord = [];
      const values = await content();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.name.startsWith(chunkPrefix)) continue;
        if (chunk.imports.length > 0 || chunk.dynamicImports.length > 0)
          this.error(`${chunk.fileName}: a words file must import nothing`);
        const names = chunk.moduleIds.flatMap((id) => contentNameOf(id) ?? []);
        const module = (await import(
          `data:text/javascript;base64,${Buffer.from(chunk.code).toString("base64")}`
        )) as Record<string, unknown>;
        const exports: Record<string, string> = {};
        for (const exportName of chunk.exports) {
          const text = JSON.stringify(module[exportName]);
          const matching = names.filter((name) => JSON.stringify(values[name]) === text);
          if (matching.length !== 1 || !matching[0])
            this.error(`${chunk.fileName}: its export ${exportName} is not one content module's words`);
          exports[exportName] = matching[0];
        }
        record.push({ file: chunk.fileName, exports });
      }
      if (!options.dir) this.error("the client build has no output folder");
      writeFileSync(join(dirname(options.dir), wordsRecordName), `${JSON.stringify(record, null, 1)}\n`);
    },
  };
}
