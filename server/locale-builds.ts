/**
 * Where each language's build is (scripts/build/build.ts writes them): English in the build folder
 * itself, every other language in <build>/locales/<code>. The server, the build and the byte
 * budgets' test all find them here, and the editor's app beside them.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { defaultLocale, type Locale, type LocaleCode, locales } from "../app/locales.ts";

/** A language's build folder: `base` for English, `base/locales/<code>` for the others. */
export function localeBuildDir(base: string, locale: Locale): string {
  return locale === defaultLocale ? base : join(base, "locales", locale.code);
}

/** The other languages' server builds found under `buildDir`; a build of English only has none. */
export async function loadLocaleBuilds(buildDir: string): Promise<Partial<Record<LocaleCode, ServerBuild>>> {
  const builds: Partial<Record<LocaleCode, ServerBuild>> = {};
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    const entry = join(localeBuildDir(buildDir, locale), "server/index.js");
    if (existsSync(entry)) builds[locale.code] = (await import(pathToFileURL(entry).href)) as ServerBuild;
  }
  return builds;
}

/**
 * The editor's app (ADR 0042), built once into <build>/admin; undefined in a build made before
 * it existed, whose editor then says its pages are missing (app/admin/router.server.ts).
 */
export async function loadEditorBuild(buildDir: string): Promise<ServerBuild | undefined> {
  const entry = join(buildDir, "admin/server/index.js");
  return existsSync(entry) ? ((await import(pathToFileURL(entry).href)) as ServerBuild) : undefined;
}
