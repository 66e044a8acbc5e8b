/**
 * The words of a language's pages in files of their own (ADR 0032). Each `virtual:content/<name>`
 * module becomes one browser file, `words/<locale>/<name>-<code>.js`, named by its export (which
 * the minifier chooses from the code) and never by the words, so the scripts that import it keep
 * their names and bytes when only words change. A publish that changes words only writes these
 * files (`wordsModule`), the server build's `words.json`, and the pages rendered again
 * (scripts/build/reword.ts); every other file of the live build is reused.
 *
 * Served with revalidation, not as immutable (server/app.ts, deploy/nginx.conf): the same name
 * holds other words after a publish.
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const contentModule = "\0virtual:content/";
const chunkPrefix = "words-";

/** The words' folder in a client build, and their public path's first segment. */
export const wordsFolder = "words";

/** Where a client build records its words files: beside its client and server folders. */
export const wordsRecordName = "words-files.json";

/** Each words file: its path in client/, and the content module under each name it exports. */
export type WordsRecord = { file: string; exports: Record<string, string> }[];

/**
 * The words every page's shell shows (the header, the footer, the error pages, the greetings):
 * one file, not five, as they were one part of the shell's chunk (0.8 KB less per page in
 * Arabic, measured).
 */
const shellWords = new Set(["site", "layout", "notFound", "serverError", "greetings"]);

/** The code-splitting group's name for a content module: the shell's words, or one per file. */
export function wordsChunkName(id: string): string | null {
  if (!id.startsWith(contentModule)) return null;
  const name = id.slice(contentModule.length);
  return `${chunkPrefix}${shellWords.has(name) ? "shell" : name}`;
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
export function wordsRecord(content: () => Readonly<Record<string, unknown>>): Plugin {
  return {
    name: "foundry:words-record",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const record: WordsRecord = [];
      const values = content();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.name.startsWith(chunkPrefix)) continue;
        if (chunk.imports.length > 0 || chunk.dynamicImports.length > 0)
          this.error(`${chunk.fileName}: a words file must import nothing`);
        const names = chunk.moduleIds.map((id) => id.slice(contentModule.length));
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
