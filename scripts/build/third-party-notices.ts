/**
 * /third-party-notices.txt (app/pages.ts): who wrote the code and fonts the site sends to browsers, under which
 * licence, with each licence's text and where each package's source is. The packages are found,
 * not listed: every module of the browser bundles that comes from node_modules (the CAD worker's
 * own bundle too, where occt-import-js and OCCT are, LGPL-2.1: ADR 0013), and the font packages
 * the pages' fonts are cut from. Written into the English build's client folder, which every
 * language's footer links to.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import type { Plugin } from "vite";
import { defaultLocale, type LocaleCode } from "../../app/locales.ts";
import { thirdPartyNoticesPath } from "../../app/pages.ts";


interface Package {
  name: string;
  version: string;
  license: string;
  source: string;
  texts: { file: string; text: string }[];
}

const licenceFile = /^(licen[cs]e|copying|notice)([.-].*)?$/i;

/** The package folder a module of node_modules belongs to ("…/node_modules/@scope/name"). */
export function packageDirOf(id: string): string | undefined {
  const path = id.split("?")[0]!.replaceAll("\\", "/");
  const at = path.lastIndexOf("/node_modules/");
  if (at === -1) return undefined;
  const [first, second] = path.slice(at + "/node_modules/".length).split("/");
  if (!first) return undefined;
  const name = first.startsWith("@") && second ? `${first}/${second}` : first;
  return path.slice(0, at + "/node_modules/".length) + name;
}

function readPackage(dir: string): Package {
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
    name: string;
    version: string;
    license?: string;
    repository?: string | { url?: string };
    homepage?: string;
  };
  const repository =
    typeof manifest.repository === "string" ? manifest.repository : manifest.repository?.url;
  // Licence files at the package's top, and those a build ships beside its files (occt-import-js's dist/).
  const texts = ["", "dist"].flatMap((folder) => {
    const where = join(dir, folder);
    if (!existsSync(where)) return [];
    return readdirSync(where)
      .filter((file) => licenceFile.test(file))
      .sort()
      .map((file) => ({ file: folder ? `${folder}/${file}` : file, text: readFileSync(join(where, file), "utf8") }));
  });
  return {
    name: manifest.name,
    version: manifest.version,
    license: manifest.license ?? "see its licence below",
    source: (repository ?? manifest.homepage ?? "")
      .replace(/^git\+/, "")
      .replace(/\.git$/, "")
      .replace(/^github:/, "https://github.com/"),
    texts,
  };
}

/** The notices' text for these package folders, sorted by name. */
export function noticesText(dirs: Iterable<string>): string {
  const packages = [...new Set(dirs)]
    .map(readPackage)
    .sort((a, b) => a.name.localeCompare(b.name));
  const rule = "=".repeat(78);
  const lines = [
    "Third-party software and fonts on this site",
    "",
    "The pages of this site send your browser the open-source software and fonts below, each used",
    "under its licence, reproduced in full. Each one's complete source code is published at the",
    "address named, and at https://www.npmjs.com/package/<name>/v/<version>.",
    "",
    "Software under the GNU Lesser General Public License is sent as files of its own, which you",
    "may replace with a modified version (on the quote page: the CAD reader occt-import-js and the",
    "Open CASCADE Technology it contains, in its .js and .wasm files).",
    "",
    ...packages.map((entry) => `- ${entry.name} ${entry.version}: ${entry.license}`),
  ];
  for (const entry of packages) {
    lines.push("", rule, `${entry.name} ${entry.version}`, `Licence: ${entry.license}`);
    if (entry.source) lines.push(`Source: ${entry.source}`);
    lines.push(`Source of this version: https://www.npmjs.com/package/${entry.name}/v/${entry.version}`);
    for (const text of entry.texts) lines.push("", `--- ${text.file} ---`, "", text.text.trim());
  }
  return `${lines.join("\n")}\n`;
}

/**
 * The plugin, and the one its worker bundles need (vite.config.ts `worker.plugins`): both note the
 * packages their modules come from; the client build writes the notices once it is bundled.
 */
export function thirdPartyNotices(options: { locale: LocaleCode; fonts: string[]; root: string }): {
  plugin: Plugin;
  worker: () => Plugin;
} {
  const found = new Set<string>();
  const note = (ids: Iterable<string>) => {
    for (const id of ids) {
      const dir = packageDirOf(id);
      if (dir) found.add(resolve(dir));
    }
  };
  const worker = (): Plugin => ({
    name: "foundry-third-party-notices-worker",
    generateBundle() {
      note(this.getModuleIds());
    },
  });
  const plugin: Plugin = {
    name: "foundry-third-party-notices",
    generateBundle() {
      if (this.environment.mode !== "build" || this.environment.name !== "client") return;
      note(this.getModuleIds());
      note(options.fonts.map((font) => join(options.root, "node_modules", font)));
    },
    closeBundle(error) {
      if (error || this.environment.mode !== "build" || this.environment.name !== "client") return;
      if (options.locale !== defaultLocale.code) return;
      const outDir = resolve(this.environment.config.root, this.environment.config.build.outDir);
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, thirdPartyNoticesPath.slice(1)), noticesText([...found].map((dir) => dir.split(sep).join("/"))));
      this.environment.logger.info(`${found.size} package(s) in ${thirdPartyNoticesPath}`);
    },
  };
  return { plugin, worker };
}
