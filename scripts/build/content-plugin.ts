/**
 * `virtual:content/<name>`: the words of the language being built (content/<locale>/) merged with the
 * site's facts (content/*.yaml), checked by their schemas, one module per content file. A page's
 * chunk takes only the modules it imports, so the browser never downloads another page's
 * words or another language's. A mistake in a content file stops the build with one line per
 * mistake (app/content/load-content.ts).
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { contentRoot, forgetContent, loadContent } from "../../app/content/load-content.ts";
import { type ContentName, contentFiles, type SiteContent } from "../../app/content/schemas/index.ts";
import type { LocaleCode } from "../../app/locales.ts";

const prefix = "virtual:content/";
const renderContent = fileURLToPath(new URL("../../app/content/render-content.server.ts", import.meta.url));

/**
 * A module's id in the environment that imports it: a server build's under an id of its own, so
 * it stays in the server bundle, where publishedWords finds the build's words.json, and out of the
 * browsers' words files (ADR 0032). The image slots' modules are read so too (ADR 0035).
 */
export function environmentId(consumer: string, source: string): string {
  return consumer === "server" ? `\0server:${source}` : `\0${source}`;
}

/** The id `environmentId` gave, as the browser's: what the loader compares. */
export const sharedId = (id: string) => (id.startsWith("\0server:") ? `\0${id.slice("\0server:".length)}` : id);

/**
 * A module whose default or named export `exported` holds `literal` (JSON), read at render time in
 * a server build under `name` (render-content.server.ts: the live preview's given content, a
 * publish's words.json, the reads recorded per page), the plain value everywhere else.
 */
export function renderTimeModule(
  exported: string,
  name: string,
  literal: string,
  serverBuild: boolean,
): string {
  const value = serverBuild
    ? `contentFor(${JSON.stringify(name)}, publishedWords(import.meta.url, ${JSON.stringify(name)}, ${literal}))`
    : literal;
  const line = exported === "default" ? `export default ${value};` : `export const ${exported} = ${value};`;
  return serverBuild
    ? `import { contentFor, publishedWords } from ${JSON.stringify(renderContent)};\n${line}`
    : line;
}

export function siteContent(options: { locale: LocaleCode; replace?: Partial<SiteContent> }): Plugin {
  let building = false;
  return {
    name: "site-content",
    configResolved(config) {
      building = config.command === "build";
    },
    // `react-router dev`: an edited file must be read again, not served from the process's cache.
    watchChange(id) {
      if (id.startsWith(contentRoot)) forgetContent();
    },
    resolveId(source) {
      return source.startsWith(prefix) ? environmentId(this.environment.config.consumer, source) : undefined;
    },
    load(loading) {
      const id = sharedId(loading);
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const name = id.slice(prefix.length + 1);
      if (!Object.hasOwn(contentFiles, name)) this.error(`${prefix}${name}: no content file of that name`);
      for (const entry of Object.values(contentFiles)) {
        this.addWatchFile(join(contentRoot, options.locale, `${entry.file}.yaml`));
        if (entry.facts) this.addWatchFile(join(contentRoot, `${entry.file}.yaml`));
      }
      const report = loadContent(options.locale);
      if (!report.content) {
        this.error(`${report.errors.length} content mistake(s):\n  ${report.errors.join("\n  ")}`);
      }
      const content: Partial<SiteContent> = { ...report.content, ...options.replace };
      const value = content[name as ContentName];
      // A plain object literal: the minifier drops the quotes around its keys, where JSON.parse
      // of a string would carry every quote escaped (measured: 118 bytes over budget on /ar/contact).
      const literal = JSON.stringify(value);
      // A server build reads it at render time, so the editor's live preview can render a page
      // with unsaved words, and a publish of words alone can give the build new ones
      // (app/content/render-content.server.ts); browsers get the words alone.
      return renderTimeModule(name, name, literal, building && this.environment.config.consumer === "server");
    },
  };
}
