/**
 * Releases (ADR 0018): the live site is always one folder of RELEASES_DIR, `current` pointing at
 * it, and nothing ever writes into a folder that is being served.
 *
 *   npm run release [--settings FILE]            build this checkout into a new release, check it,
 *                                                make it live
 *   npm run release -- preview [--settings FILE] the same, checked but not made live: the browser
 *                                                editor's preview (a release of the same code and
 *                                                content afterwards makes it live without a build)
 *   npm run rollback [ID] [--settings FILE]      make the release before the live one live again
 *   npm run releases [--settings FILE]           list them
 *
 * A release is the checkout's files as they are (node_modules as hard links, so a later `npm ci`
 * cannot change it), its build, and nginx's configuration for that build. It is checked before it
 * goes live: the build's own content check, then every page of every language built must answer
 * 200 from the new release's own server on a port of its own. Going live is one rename of the
 * `current` link; the server process follows it within a second, loading the new code beside the
 * old and moving new requests to it, and the front is reloaded (RELEASE_RELOAD_COMMAND, or
 * `npm run start:nginx` by itself). The assets of the release before stay served, so a page opened
 * before the switch keeps working. A release that fails to build or check is deleted and the live
 * site is left as it was; the reason is the last line.
 */
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  closeSync,
  cpSync,
  existsSync,
  fsyncSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createHash } from "node:crypto";
import { createServer, get } from "node:http";
import { tmpdir } from "node:os";
import { basename, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { localeOfPath, localePath, locales } from "../../app/locales.ts";
import { pages } from "../../app/pages.ts";
import { sitemapPaths } from "../../app/sitemap-paths.server.ts";
import { committedSnapshot, ContentRepoError, contentHistoryDir } from "../../app/content/history.server.ts";
import { mergeCodeContent, overlayContent, overlayImages } from "./release-content.ts";
import { finishedBuild } from "../build/build-reuse.ts";
import type { Config } from "../../server/config.ts";
import { liveRelease, servingRelease } from "../../server/release-links.ts";
import { isPartial, writeWhole } from "../../app/content/write-whole.server.ts";
import type * as GenerationModule from "../../server/generation.ts";
import type { Generation } from "../../server/generation.ts";
import type * as ImagesModule from "../images/generate-images.ts";
import type * as BuildModule from "../build/build.ts";
import type * as NginxConfigModule from "../servers/nginx-config.ts";
import { invocation, OperationError, runOperation, UsageError } from "./settings.ts";
import {
  type FailedPage,
  type FailureCause,
  type PublishStage,
  type PublishStep,
  reportOutcome,
  reportProgress,
  watchRunnerVariable,
} from "../../app/publish/publish-files.server.ts";
import { notReleased, readBuildRecord, releaseFiles } from "../build/build-reuse.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

const usage = [
  "usage: npm run release [--settings FILE]",
  "       npm run release -- preview [--settings FILE]",
  "       npm run rollback [release id] [--settings FILE]",
  "       npm run releases [--settings FILE]",
].join("\n");

export interface ReleaseInfo {
  id: string;
  createdAt: string;
  /** The checkout's commit, when it is a git checkout. */
  commit: string | null;
  /** The release that was live when this one went live: where a rollback goes. */
  previous: string | null;
  /** The company's content it was built with: a commit of DATA_DIR/content-history, if any. */
  content?: string | null;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const secondsOf = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/**
 * Why a release stopped, as data for the editor (app/publish/contract.ts) beside its line for
 * whoever runs it by hand.
 */
export class ReleaseFailure extends OperationError {
  readonly failure: FailureCause;
  constructor(message: string, failure: FailureCause) {
    super(message);
    this.failure = failure;
  }
}

/** Live, but a step after the switch failed: its outcome is reported where it is thrown. */
class LiveButFailure extends OperationError {}

/** The stage the release is in: a failure names it. Set with each step it reports. */
let stage: PublishStage = "copy";
function enter(step: Extract<PublishStep, { step: PublishStage }>["step"]): void {
  stage = step;
  reportProgress({ step });
}

/** A release folder's own record, if it is whole: written last, and naming the folder it is in. */
function recordOf(releasesDir: string, name: string): ReleaseInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(join(releasesDir, name, "release.json"), "utf8")) as ReleaseInfo;
    return info.id === name ? info : undefined;
  } catch {
    return undefined;
  }
}

/** The whole releases, oldest first: a folder a release was stopped in before it finished is none. */
export function releasesOf(releasesDir: string): ReleaseInfo[] {
  if (!existsSync(releasesDir)) return [];
  return readdirSync(releasesDir)
    .filter((name) => /^\d{8}-\d{6}/.test(name))
    .sort()
    .flatMap((name) => recordOf(releasesDir, name) ?? []);
}

/**
 * Deletes what a release stopped before it finished left behind (its folder being built, or one
 * being checked, which has no record of its own yet), never the live one. Returns what it deleted.
 */
export function tidyReleases(releasesDir: string): string[] {
  if (!existsSync(releasesDir)) return [];
  const live = liveRelease(releasesDir);
  const deleted: string[] = [];
  for (const name of readdirSync(releasesDir)) {
    const halfMade =
      name.startsWith(".building-") ||
      name.startsWith(".preview-old-") ||
      name === `${previewFolder(releasesDir).split("/").at(-1)}-next` ||
      (/^\d{8}-\d{6}/.test(name) && name !== live && !recordOf(releasesDir, name));
    if (!halfMade) continue;
    rmSync(join(releasesDir, name), { recursive: true, force: true });
    deleted.push(name);
  }
  if (deleted.length > 0) pruneModules(releasesDir);
  return deleted;
}

/** `current` now names `id`: a new link renamed over the old one, so it is never missing. */
export function pointCurrentAt(releasesDir: string, id: string): void {
  const temporary = join(releasesDir, `.current-${process.pid}`);
  rmSync(temporary, { force: true });
  symlinkSync(id, temporary);
  renameSync(temporary, join(releasesDir, "current"));
  const fd = openSync(releasesDir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** What a page answered: its status and body, or that it did not answer (in time, or at all). */
type Answer =
  { status: number; body: string } | { status: "timed out" | "no answer"; body: ""; refused: boolean };

/** One GET, its whole answer within `timeoutMs` (not only its first byte). */
function statusOf(url: string, timeoutMs: number): Promise<Answer> {
  return new Promise((resolvePromise) => {
    let timedOut = false;
    const request = get(url, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        clearTimeout(timer);
        resolvePromise({ status: response.statusCode ?? 0, body });
      });
      response.on("error", () => undefined);
    });
    const timer = setTimeout(() => {
      timedOut = true;
      request.destroy();
    }, timeoutMs);
    request.on("close", () => {
      clearTimeout(timer);
      resolvePromise({
        status: timedOut ? "timed out" : "no answer",
        body: "",
        refused: false,
      });
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolvePromise({
        status: timedOut ? "timed out" : "no answer",
        body: "",
        refused: error.code === "ECONNREFUSED",
      });
    });
  });
}

/**
 * How long the check gives a page, and the whole check: a loaded 2-core server renders a page in
 * seconds, not milliseconds, and six are asked at once (issue 49: 5 s and no retry failed every
 * publish of a busy hour). A page that did not answer in time is asked again until the deadline.
 */
export interface CheckTimes {
  attemptMs: number;
  deadlineMs: number;
  concurrency: number;
}
export const checkTimes: CheckTimes = { attemptMs: 30_000, deadlineMs: 10 * 60_000, concurrency: 6 };

/**
 * Asks for every path at `origin`, `concurrency` at a time; a page that timed out or did not
 * answer is asked again (after a second) while the deadline allows. Returns the pages that are
 * not 200, each with its status or "timed out".
 */
export async function askEveryPage(
  origin: string,
  paths: readonly string[],
  times: CheckTimes = checkTimes,
): Promise<FailedPage[]> {
  const deadline = Date.now() + times.deadlineMs;
  const failed: FailedPage[] = [];
  const waiting = [...paths];
  const asker = async () => {
    for (let path = waiting.shift(); path !== undefined; path = waiting.shift()) {
      let answer = await statusOf(`${origin}${path}`, times.attemptMs);
      while (typeof answer.status !== "number" && Date.now() + 1000 < deadline) {
        await new Promise((resolvePromise) => setTimeout(resolvePromise, 1000));
        answer = await statusOf(`${origin}${path}`, Math.min(times.attemptMs, deadline - Date.now()));
      }
      if (answer.status !== 200) failed.push({ path, status: answer.status });
    }
  };
  await Promise.all(Array.from({ length: times.concurrency }, asker));
  return failed.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** The failed pages in a line: "/gallery timed out, /x 500". */
const pagesLine = (pages: readonly FailedPage[]) =>
  pages.map((page) => `${page.path} ${page.status}`).join(", ");

/** How long the running server may take to load a new release: a busy one takes a while. */
const serveDeadlineMs = 120_000;

/**
 * Waits until the running server says it serves `id` (GET /health at HOST:PORT). Resolves "served",
 * "no server" when nothing answers there (it will serve it when it starts), or "stuck".
 */
async function waitUntilServed(config: Config, id: string): Promise<"served" | "no server" | "stuck"> {
  const url = `http://${config.HOST}:${config.PORT}/health`;
  const deadline = Date.now() + serveDeadlineMs;
  let answered = false;
  while (Date.now() < deadline) {
    const answer = await statusOf(url, 10_000);
    // Only a refused connection is no server: a slow one is a busy server (issue 49).
    if (typeof answer.status !== "number" && answer.refused && !answered) return "no server";
    answered ||= typeof answer.status === "number";
    try {
      if ((JSON.parse(answer.body) as { release?: unknown }).release === id) return "served";
    } catch {
      // not JSON: not our health check yet
    }
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 200));
  }
  return "stuck";
}

/** The front follows: RELEASE_RELOAD_COMMAND (start:nginx reloads by itself). */
function reloadFront(config: Config): string {
  if (!config.RELEASE_RELOAD_COMMAND) return "";
  // Bounded: the release holds its lock and cannot be stopped while it switches.
  const result = spawnSync("sh", ["-c", config.RELEASE_RELOAD_COMMAND], {
    encoding: "utf8",
    timeout: 120_000,
    killSignal: "SIGKILL",
  });
  if (result.status !== 0)
    throw new OperationError(
      `"${config.RELEASE_RELOAD_COMMAND}" failed (${(result.stderr || result.error?.message || "")
        .trim()
        .split(/\s*\n\s*/)
        .join(
          "; ",
        )}): Node serves it, nginx still serves the previous release's pages until it is reloaded; run it by hand`,
    );
  return "; the front reloaded";
}

/** Makes `id` live and waits for the server to serve it; puts `fallback` back if it will not. */
async function goLive(
  config: Config,
  releasesDir: string,
  id: string,
  fallback: string | null,
): Promise<{ line: string; noServer: boolean }> {
  const started = performance.now();
  pointCurrentAt(releasesDir, id);
  const served = await waitUntilServed(config, id);
  if (served === "stuck") {
    if (fallback) pointCurrentAt(releasesDir, fallback);
    const detail = `the server at ${config.HOST}:${config.PORT} did not take release ${id} within ${serveDeadlineMs / 1000} s (see its log); ${fallback ? `${fallback} is live again` : "nothing else to go back to"}`;
    throw new ReleaseFailure(detail, { kind: "server", detail });
  }
  const front = reloadFront(config);
  return {
    line:
      served === "no server"
        ? `no server answers at ${config.HOST}:${config.PORT}: it serves ${id} when it starts${front}`
        : `live in ${seconds(started)}${front}`,
    noServer: served === "no server",
  };
}

/**
 * The release's own server on a port of its own: every page of every language it built must be
 * 200. A language copied from `previous` (the live release) as it was, made from the same inputs
 * (ADR 0030), was checked when that went live: its home page shows its build is served.
 *
 * The server is the release's own code and build loaded in this process, as the site's serving
 * process loads a release when it goes live (server/generation-process.ts), with a data folder of
 * its own: a server started anew was two processes and most of the check's 4 s (ADR 0034).
 */
async function checkRelease(folder: string, previous?: string): Promise<number> {
  // The editor's app, which its sign-in needs (ADR 0042), when the release's code has one (a
  // rollback may go back to code from before it): without it, it goes nowhere.
  if (
    existsSync(join(folder, "app", "admin", "routes.ts")) &&
    !existsSync(join(folder, "build", "admin", "server", "index.js"))
  )
    throw new OperationError("it has no editor (build/admin): npm run build makes it");
  const data = mkdtempSync(join(tmpdir(), "release-check-"));
  let generation: Generation | undefined;
  const server = createServer();
  try {
    try {
      const { startGeneration } = await ownModule<typeof GenerationModule>(folder, "server/generation.ts");
      generation = await startGeneration({
        env: {
          PORT: "0",
          HOST: "127.0.0.1",
          DATA_DIR: data,
          // Its own build, not whatever is live.
          BUILD_DIR: "build",
          RELEASES_DIR: join(data, "no-releases"),
        },
        release: null,
        first: false,
      });
    } catch (error) {
      throw new OperationError(
        `its server did not start: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    server.on("request", generation.handle);
    const origin = await new Promise<string>((resolvePromise, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => {
        const address = server.address();
        resolvePromise(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`);
      });
    });
    const built = locales.filter(
      (locale) => locale.prefix === "" || existsSync(join(folder, "build/locales", locale.code)),
    );
    // Every page of app/pages.ts, and those the sitemap lists beside them (one per entry of a
    // content list), in each language built.
    const made = readBuildRecord(join(folder, "build"))?.languages ?? {};
    const before = previous ? (readBuildRecord(join(previous, "build"))?.languages ?? {}) : {};
    const copied = (code: string) =>
      made[code]?.inputs !== undefined && made[code]?.inputs === before[code]?.inputs;
    const builtCodes = new Set(built.filter((locale) => !copied(locale.code)).map((locale) => locale.code));
    const paths = [
      ...new Set([
        ...built.flatMap((locale) =>
          builtCodes.has(locale.code)
            ? pages.map((page) => localePath(locale, page.path))
            : [localePath(locale, "/")],
        ),
        ...sitemapPaths(join(folder, "build/client")).filter((path) =>
          builtCodes.has(localeOfPath(path).code),
        ),
      ]),
    ];
    // Six at a time, as a browser asks: a hundred pages one after another were 3 s of a publish.
    const failed = await askEveryPage(origin, paths);
    if (failed.length > 0)
      throw new ReleaseFailure(
        `pages that do not answer 200: ${pagesLine(failed)}`,
        failed.every((page) => page.status === "timed out")
          ? { kind: "timed out", detail: `pages that did not answer in time: ${pagesLine(failed)}` }
          : { kind: "pages", pages: failed },
      );
    return paths.length;
  } finally {
    server.closeAllConnections();
    server.close();
    await generation?.stop();
    rmSync(data, { recursive: true, force: true });
  }
}

/** Where a release records the hashed assets its own build made (the rest were carried in). */
const ownAssetsFile = (folder: string) => join(folder, "own-assets.json");

/** Records a freshly built release's own assets, before any are carried in. */
export function recordOwnAssets(folder: string): void {
  const assets = join(folder, "build/client/assets");
  const names = existsSync(assets) ? readdirSync(assets).sort() : [];
  writeFileSync(ownAssetsFile(folder), `${JSON.stringify(names)}\n`);
}

/** A release's own assets; for one made before they were recorded, every asset it holds. */
function ownAssets(folder: string): Set<string> {
  try {
    return new Set(JSON.parse(readFileSync(ownAssetsFile(folder), "utf8")) as string[]);
  } catch {
    const assets = join(folder, "build/client/assets");
    return new Set(existsSync(assets) ? readdirSync(assets) : []);
  }
}

/**
 * The hashed assets of the release visitors saw until now (`from`), beside `to`'s own: a page
 * opened before the switch keeps working, whichever way it goes (a release or a rollback). Only
 * those two: what `to` had carried from others before is taken out, so a release holds at most
 * two builds' assets, however many releases and rollbacks came before. Returns how many of
 * `from`'s it holds.
 */
export function carryAssets(from: string, to: string): number {
  const target = join(to, "build/client/assets");
  if (!existsSync(target)) return 0;
  const own = ownAssets(to);
  const theirs = existsSync(join(from, "build/client/assets")) ? ownAssets(from) : new Set<string>();
  for (const name of readdirSync(target))
    if (!own.has(name) && !theirs.has(name)) rmSync(join(target, name), { force: true });
  let carried = 0;
  for (const name of theirs) {
    if (own.has(name)) continue;
    const source = join(from, "build/client/assets", name);
    if (!existsSync(join(target, name)) && existsSync(source)) linkSync(source, join(target, name));
    carried++;
  }
  return carried;
}

/**
 * Every file nginx serves from a release (its client folder: pages, assets, photos, the quality
 * page's PDFs) made readable by the web server's own user, whatever mode its source had (an
 * upload is kept 0600) or the umask the release ran under; then checked. Returns what the check
 * found unreadable: nothing, or the release must not go live.
 */
export function letTheWebServerRead(folders: readonly string[]): string[] {
  const unreadable: string[] = [];
  for (const folder of folders) {
    if (!existsSync(folder)) continue;
    const entries = [
      { path: folder, directory: true },
      ...readdirSync(folder, { recursive: true, withFileTypes: true }).map((entry) => ({
        path: join(entry.parentPath, entry.name),
        directory: entry.isDirectory(),
      })),
    ];
    for (const { path, directory } of entries) {
      const mode = statSync(path).mode & 0o777;
      const wanted = directory ? mode | 0o555 : mode | 0o444;
      if (wanted !== mode) chmodSync(path, wanted);
      const now = statSync(path).mode;
      if ((now & (directory ? 0o005 : 0o004)) !== (directory ? 0o005 : 0o004)) unreadable.push(path);
    }
  }
  return unreadable;
}

/** letTheWebServerRead, or the release stops, naming what nginx could not read. */
function webServerReads(folders: readonly string[]): void {
  const unreadable = letTheWebServerRead(folders);
  if (unreadable.length > 0)
    throw new OperationError(
      `the web server could not read ${unreadable.length} of the release's files, e.g. ${unreadable[0]}`,
    );
}

/** Where releases share their packages: one folder per install (see `releaseModules`). */
export const modulesStore = (releasesDir: string) => join(releasesDir, ".modules");

/** node_modules as hard links: no space, and a later `npm ci` replaces files rather than changing these. */
function linkModules(from: string, to: string): void {
  const linked = spawnSync("cp", ["-al", from, to]);
  if (linked.status !== 0)
    throw new OperationError(`could not link node_modules: ${linked.stderr.toString().trim()}`);
}

/**
 * A release's node_modules: a link to a hard-linked copy of the packages in RELEASES_DIR/.modules,
 * shared by every release made from the same install. Hard-linking its 66,000 files was 2–3 s of
 * every publish; a publish copies the live release, whose link it takes as it is. A checkout's
 * install is named by where it is and by npm's record of it (node_modules/.package-lock.json,
 * which every `npm ci` or `npm install` writes again), so a new install gets a copy of its own and
 * no release's packages ever change. Copies no release links to are deleted (`pruneModules`).
 */
function releaseModules(from: string, to: string, releasesDir: string): void {
  const source = join(from, "node_modules");
  if (lstatSync(source).isSymbolicLink()) {
    const target = readlinkSync(source);
    if (resolve(from, target).startsWith(`${modulesStore(releasesDir)}/`)) {
      symlinkSync(target, join(to, "node_modules"));
      return;
    }
  }
  const record = statSync(join(source, ".package-lock.json"), { throwIfNoEntry: false });
  const key = createHash("sha256")
    .update(JSON.stringify([realpathSync(source), record?.ino, record?.size, record?.mtimeMs]))
    .digest("hex")
    .slice(0, 16);
  const store = join(modulesStore(releasesDir), key);
  if (!existsSync(store)) {
    const making = join(modulesStore(releasesDir), `.making-${key}`);
    rmSync(making, { recursive: true, force: true });
    mkdirSync(making, { recursive: true });
    linkModules(source, join(making, "node_modules"));
    const earlier = newestModules(releasesDir);
    if (earlier) shareUnchangedPackages(earlier, join(making, "node_modules"));
    renameSync(making, store);
  }
  // Relative: the releases folder can be moved or restored elsewhere as a whole.
  symlinkSync(`../.modules/${key}/node_modules`, join(to, "node_modules"));
}

/** The packages copy made last, if any: a new install shares its unchanged packages' files. */
function newestModules(releasesDir: string): string | undefined {
  const store = modulesStore(releasesDir);
  if (!existsSync(store)) return undefined;
  return readdirSync(store)
    .filter((name) => !name.startsWith("."))
    .map((name) => join(store, name, "node_modules"))
    .filter((folder) => existsSync(join(folder, ".package-lock.json")))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
}

/** Each package npm's record names (its folder under node_modules) with what it was installed from. */
function packagesOf(modules: string): Map<string, { from: string; scripted: boolean }> {
  try {
    const record = JSON.parse(readFileSync(join(modules, ".package-lock.json"), "utf8")) as {
      packages?: Record<
        string,
        {
          integrity?: string;
          resolved?: string;
          version?: string;
          link?: boolean;
          hasInstallScript?: boolean;
        }
      >;
    };
    const packages = new Map<string, { from: string; scripted: boolean }>();
    for (const [path, info] of Object.entries(record.packages ?? {})) {
      if (!path.startsWith("node_modules/") || info.link) continue;
      const from =
        info.integrity ?? (info.resolved && info.version ? `${info.resolved}@${info.version}` : "");
      if (from)
        packages.set(path.slice("node_modules/".length), { from, scripted: info.hasInstallScript === true });
    }
    return packages;
  } catch {
    return new Map();
  }
}

/**
 * A new install's copy of the packages shares with the copy before it every file of a package
 * installed from the same tarball (npm's record gives each its integrity): an upgrade that
 * changes a few packages adds their size to the releases folder, not all 880 MB again (issue 49).
 * A package's own nested node_modules are packages of their own, compared on their own.
 */
export function shareUnchangedPackages(earlier: string, fresh: string): number {
  const before = packagesOf(earlier);
  let shared = 0;
  for (const [path, { from, scripted }] of packagesOf(fresh)) {
    if (before.get(path)?.from !== from) continue;
    const walk = (relativePath: string) => {
      let entries;
      try {
        entries = readdirSync(join(fresh, relativePath), { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const inner = join(relativePath, entry.name);
        if (entry.isDirectory()) {
          // A nested node_modules is packages of their own, but what an install script put there
          // (Node's binary, under node/node_modules) is npm's record's nowhere: compared by bytes.
          if (entry.name !== "node_modules" || scripted) walk(inner);
          continue;
        }
        if (!entry.isFile()) continue;
        const old = statSync(join(earlier, inner), { throwIfNoEntry: false });
        const now = statSync(join(fresh, inner));
        if (!old?.isFile() || old.size !== now.size || old.ino === now.ino) continue;
        // What an install script wrote (Node's own binary) is not the tarball's: shared only when
        // its bytes are the same.
        if (scripted && !readFileSync(join(earlier, inner)).equals(readFileSync(join(fresh, inner))))
          continue;
        // A link beside it, renamed over it: the file is never missing.
        const temporary = join(fresh, `${inner}.sharing-${process.pid}`);
        linkSync(join(earlier, inner), temporary);
        renameSync(temporary, join(fresh, inner));
        shared += now.size;
      }
    };
    walk(path);
  }
  return shared;
}

/** Deletes the shared packages no folder of RELEASES_DIR links to any more. */
export function pruneModules(releasesDir: string): number {
  const store = modulesStore(releasesDir);
  if (!existsSync(store)) return 0;
  const used = new Set<string>();
  for (const name of readdirSync(releasesDir)) {
    try {
      used.add(resolve(releasesDir, name, readlinkSync(join(releasesDir, name, "node_modules"))));
    } catch {
      // not a release, or one with node_modules of its own
    }
  }
  let deleted = 0;
  for (const key of readdirSync(store)) {
    if (used.has(join(store, key, "node_modules"))) continue;
    rmSync(join(store, key), { recursive: true, force: true });
    deleted++;
  }
  return deleted;
}

/**
 * The checkout's files as they are, into `to`: what builds, tests and the server made is left out;
 * node_modules as hard links (no space, and a later `npm ci` replaces files rather than changing
 * these), shared between releases (`releaseModules`) when `releasesDir` is given; the fonts' and
 * photos' caches copied, which make the build several times faster.
 */
export function copyCheckout(from: string, to: string, releasesDir?: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    // A release's own record stays its own: a copy of the live one's in a half-made release listed
    // that release twice (issue 49).
    if (notReleased.has(entry) || releaseFiles.has(entry) || resolve(from, entry) === releasesDir) continue;
    cpSync(join(from, entry), join(to, entry), { recursive: true, verbatimSymlinks: true });
  }
  if (releasesDir) releaseModules(from, to, releasesDir);
  else linkModules(join(from, "node_modules"), join(to, "node_modules"));
  if (existsSync(join(from, ".cache", "fonts")))
    cpSync(join(from, ".cache", "fonts"), join(to, ".cache", "fonts"), { recursive: true });
  if (releasesDir) releasePhotoCache(from, to, releasesDir);
  else if (existsSync(join(from, ".cache", "images")))
    cpSync(join(from, ".cache", "images"), join(to, ".cache", "images"), { recursive: true });
}

/** Where releases share the photos' encoded variants (see `releasePhotoCache`). */
export const photoCacheStore = (releasesDir: string) => join(releasesDir, ".photo-cache");

/**
 * A release's photo cache (.cache/images): a link to one cache in RELEASES_DIR that every release
 * shares, given the entries of the checkout's that it lacks. Every build and publish works out
 * every slot's photo (ADR 0035): in a cache of its own, each release encoded the company's photos
 * all again, seconds each. Entries are named by their photo's bytes and settings and written
 * whole or not at all (photo-pipeline.ts), so releases can share them.
 */
function releasePhotoCache(from: string, to: string, releasesDir: string): void {
  const store = photoCacheStore(releasesDir);
  mkdirSync(store, { recursive: true });
  const own = join(from, ".cache", "images");
  const ownStat = lstatSync(own, { throwIfNoEntry: false });
  if (ownStat?.isDirectory())
    for (const entry of readdirSync(own))
      if (!isPartial(entry) && !existsSync(join(store, entry)))
        cpSync(join(own, entry), join(store, entry), { recursive: true });
  mkdirSync(join(to, ".cache"), { recursive: true });
  // Relative: the releases folder can be moved or restored elsewhere as a whole.
  symlinkSync(relative(join(to, ".cache"), store), join(to, ".cache", "images"));
}

function gitCommit(): string | null {
  const result = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * One release or rollback at a time: a lock file naming the process that holds it; one left by a
 * process that is gone is taken over.
 */
function lockReleases(releasesDir: string): () => void {
  mkdirSync(releasesDir, { recursive: true });
  const lock = join(releasesDir, ".lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lock, String(process.pid), { flag: "wx" });
      return () => rmSync(lock, { force: true });
    } catch {
      const holder = Number(readFileSync(lock, "utf8"));
      try {
        process.kill(holder, 0);
        throw new ReleaseFailure(`another release or rollback is running (process ${holder}); wait for it`, {
          kind: "busy",
          pid: holder,
        });
      } catch (error) {
        if (error instanceof OperationError) throw error;
        rmSync(lock, { force: true });
      }
    }
  }
  throw new OperationError(`could not take ${lock}`);
}

/**
 * Where the browser editor's preview is built (`npm run release -- preview`): a release checked
 * like any other but never made live, whose pages the editor shows at /admin/preview. Publishing
 * the same content from the same code afterwards makes this very folder live, without a build.
 */
export const previewFolder = (releasesDir: string) => join(releasesDir, "preview");

interface PreviewInfo extends ReleaseInfo {
  /** The code it was built from: a preview is published only by the code that built it. */
  builtFrom: string;
}

function contentHead(config: Config): string | null {
  const dir = contentHistoryDir(resolve(config.DATA_DIR));
  if (!existsSync(join(dir, ".git"))) return null;
  const head = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: dir, encoding: "utf8" });
  return head.status === 0 ? head.stdout.trim() : null;
}

/** The preview, if it holds exactly what a release now would: the same code and content. */
function reusablePreview(config: Config, releasesDir: string): PreviewInfo | undefined {
  try {
    const info = JSON.parse(
      readFileSync(join(previewFolder(releasesDir), "release.json"), "utf8"),
    ) as PreviewInfo;
    const content = contentHead(config);
    return content !== null && info.content === content && info.builtFrom === realpathSync(root)
      ? info
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A module of a release's own code, loaded into this process (ADR 0034): the release's build,
 * check and nginx configuration are its code run on its files, without a process of their own.
 */
const ownModule = <T>(folder: string, file: string): Promise<T> =>
  import(pathToFileURL(join(folder, file)).href) as Promise<T>;

/**
 * `npm run images` of the release being built, in this process (a process of its own was half a
 * second of every publish): its own code, reading its own content.
 */
async function drawPlaceholders(building: string): Promise<void> {
  try {
    (await ownModule<typeof ImagesModule>(building, "scripts/images/generate-images.ts")).drawPlaceholders();
  } catch (error) {
    throw new OperationError(
      `the photos' placeholders could not be drawn: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * nginx's configuration for a release, written by its own code with its own words (the front's
 * error pages), which its check has loaded already: the live code's took half a second to load at
 * every publish, and wrote the live release's words.
 */
async function writeOwnNginxConfig(folder: string): Promise<void> {
  const { productionNginxSettings, writeNginxConfig } = await ownModule<typeof NginxConfigModule>(
    folder,
    "scripts/servers/nginx-config.ts",
  );
  writeNginxConfig(
    productionNginxSettings(process.env, {
      buildDir: join(folder, "build"),
      outDir: join(folder, "nginx"),
    }),
  );
  webServerReads([join(folder, "nginx")]);
}

/**
 * `npm run build` of the release being built, its own code run in this process (ADR 0034), into
 * its `build/`, copying from `reuse` what is unchanged there.
 */
async function buildRelease(building: string, reuse: string | undefined): Promise<void> {
  try {
    const { buildSite, BuildFailure } = (ownBuild = await ownModule<typeof BuildModule>(
      building,
      "scripts/build/build.ts",
    ));
    try {
      // Every language, into the release's own build/ (whatever BUILD_* this process was given).
      await buildSite({ dir: "build", reuse });
    } catch (error) {
      if (!(error instanceof BuildFailure)) throw error;
      console.error(`✗ Not built: ${error.message}`);
      throw new ReleaseFailure(`the build failed: ${error.message}`, error.failure);
    }
  } catch (error) {
    if (error instanceof OperationError) throw error;
    throw new OperationError(`the build failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function release(
  config: Config,
  releasesDir: string,
  mode: "release" | "preview" = "release",
): Promise<string> {
  const started = performance.now();
  // What a release makes is read by the web server's user (the site's own service runs with
  // UMask=0077, and a publish it starts inherits that).
  process.umask(0o022);
  mkdirSync(releasesDir, { recursive: true });
  // What a release interrupted before it went live left behind.
  tidyReleases(releasesDir);

  const now = new Date();
  const commit = gitCommit();
  const id = `${now.toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-")}${commit ? `-${commit}` : ""}`;
  const building = join(releasesDir, `.building-${id}`);
  const folder = join(releasesDir, id);
  const previous = liveRelease(releasesDir);
  const preview = mode === "release" ? reusablePreview(config, releasesDir) : undefined;
  if (preview) return promotePreview(config, releasesDir, preview, previous, started);
  try {
    console.log(`▶ ${mode === "preview" ? "Preview" : "Release"} ${id}: copying the checkout`);
    enter("copy");
    making = { building, folder };
    copyCheckout(root, building, releasesDir);
    enter("content");
    const content = await takeCompanyContent(config, building, commit ?? id);
    // A slot the company's content added (an article's photo) shows a drawing until its photo comes.
    await drawPlaceholders(building);

    console.log("▶ Building it (npm run build)");
    enter("build");
    // The languages the change left as they were are copied from what visitors see (ADR 0030);
    // before any release, from the checkout's own finished build (`npm start` made one).
    await buildRelease(
      building,
      previous && existsSync(join(releasesDir, previous, "build"))
        ? join(releasesDir, previous, "build")
        : finishedBuild(join(root, "build")),
    );
    recordOwnAssets(building);
    webServerReads([join(building, "build/client")]);

    if (mode === "preview") {
      // Checked under a name of its own (not a hidden folder, as the server's static files need).
      const next = `${previewFolder(releasesDir)}-next`;
      rmSync(next, { recursive: true, force: true });
      renameSync(building, next);
      try {
        console.log("▶ Checking every page from the preview's own server");
        enter("check");
        const checked = await checkRelease(next, previous ? join(releasesDir, previous) : undefined);
        reportProgress({ step: "checked", pages: checked });
        const info: PreviewInfo = {
          id,
          createdAt: now.toISOString(),
          commit,
          previous,
          content,
          builtFrom: realpathSync(root),
        };
        writeWhole(join(next, "release.json"), `${JSON.stringify(info, null, 2)}\n`);
        // The earlier preview moved aside before the new one takes its place: the editor's
        // preview never serves a folder half deleted.
        const earlier = join(releasesDir, `.preview-old-${process.pid}`);
        if (existsSync(previewFolder(releasesDir))) renameSync(previewFolder(releasesDir), earlier);
        renameSync(next, previewFolder(releasesDir));
        rmSync(earlier, { recursive: true, force: true });
        reportOutcome({ status: "previewed", release: id, seconds: secondsOf(started), pages: checked });
        return `✓ Preview ${id} built and checked in ${seconds(started)} (${checked} pages 200); visitors still see ${previous ?? "the site as it was"}.`;
      } finally {
        rmSync(next, { recursive: true, force: true });
      }
    }

    renameSync(building, folder);
    console.log("▶ Checking every page from the release's own server");
    enter("check");
    const checked = await checkRelease(folder, previous ? join(releasesDir, previous) : undefined);
    reportProgress({ step: "checked", pages: checked });
    const carried = previous ? carryAssets(join(releasesDir, previous), folder) : 0;
    await writeOwnNginxConfig(folder);
    const info: ReleaseInfo = { id, createdAt: now.toISOString(), commit, previous, content };
    writeWhole(join(folder, "release.json"), `${JSON.stringify(info, null, 2)}\n`);

    enter("switch");
    const live = await goLive(config, releasesDir, id, previous);
    const pruned = pruneReleases(releasesDir, config.KEEP_RELEASES);
    reportOutcome({
      status: "live",
      release: id,
      seconds: secondsOf(started),
      pages: checked,
      ...(live.noServer ? { noServer: true } : {}),
    });
    return `✓ Release ${id} is live: built and checked in ${seconds(started)} (${checked} pages 200, ${carried} assets of ${previous ?? "no earlier release"} kept), ${live.line}; ${pruned} old release(s) deleted.`;
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (liveRelease(releasesDir) !== id) {
      rmSync(folder, { recursive: true, force: true });
      // The packages' copy made for it, if no other release links to it.
      pruneModules(releasesDir);
    }
    const why = error instanceof Error ? error.message : String(error);
    // Past the switch, what failed came after it (the front's reload): said as it is.
    if (liveRelease(releasesDir) === id) {
      reportOutcome({ status: "live with a problem", release: id, detail: why });
      throw new LiveButFailure(`Release ${id} is live, but ${why}.`);
    }
    throw new ReleaseFailure(
      `${mode === "preview" ? "Preview" : "Release"} not made: ${why}. The live site is as it was${previous ? ` (${previous})` : ""}.`,
      failureOf(error),
    );
  }
}

/** The preview made live as it is: built and checked already, with the same code and content. */
async function promotePreview(
  config: Config,
  releasesDir: string,
  preview: PreviewInfo,
  previous: string | null,
  started: number,
): Promise<string> {
  const folder = join(releasesDir, preview.id);
  console.log(`▶ Publishing the preview ${preview.id}: the same code and content, built and checked already`);
  enter("promote");
  renameSync(previewFolder(releasesDir), folder);
  try {
    const carried = previous ? carryAssets(join(releasesDir, previous), folder) : 0;
    await writeOwnNginxConfig(folder);
    const info: ReleaseInfo = {
      id: preview.id,
      createdAt: preview.createdAt,
      commit: preview.commit,
      previous,
      content: preview.content ?? null,
    };
    writeWhole(join(folder, "release.json"), `${JSON.stringify(info, null, 2)}\n`);
    const live = await goLive(config, releasesDir, preview.id, previous);
    const pruned = pruneReleases(releasesDir, config.KEEP_RELEASES);
    reportOutcome({
      status: "live",
      release: preview.id,
      seconds: secondsOf(started),
      ...(live.noServer ? { noServer: true } : {}),
    });
    return `✓ Release ${preview.id} is live: the preview, published in ${seconds(started)} (${carried} assets of ${previous ?? "no earlier release"} kept), ${live.line}; ${pruned} old release(s) deleted.`;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    if (liveRelease(releasesDir) === preview.id) {
      reportOutcome({ status: "live with a problem", release: preview.id, detail: why });
      throw new LiveButFailure(`Release ${preview.id} is live, but ${why}.`);
    }
    rmSync(folder, { recursive: true, force: true });
    throw new ReleaseFailure(
      `Release not made: ${why}. The live site is as it was${previous ? ` (${previous})` : ""}.`,
      failureOf(error),
    );
  }
}

/**
 * The content edited in the browser (DATA_DIR/content-history, ADR 0020) goes into the release
 * over the code's: first the code's own content is merged into the company's, so a developer's
 * change to a file arrives and the company's edits are never overwritten. The code's content is
 * kept in the release as `.code-content/`, for when the editor publishes from that release.
 * Returns the content's commit, or null when nothing was edited in the browser yet.
 */
async function takeCompanyContent(config: Config, building: string, label: string): Promise<string | null> {
  const dataDir = resolve(config.DATA_DIR);
  if (!existsSync(join(contentHistoryDir(dataDir), ".git"))) return null;
  const codeContent = existsSync(join(root, ".code-content"))
    ? join(root, ".code-content")
    : join(root, "content");
  rmSync(join(building, ".code-content"), { recursive: true, force: true });
  cpSync(codeContent, join(building, ".code-content"), { recursive: true });
  try {
    console.log(`▶ The company's content: ${await mergeCodeContent(dataDir, codeContent, label)}`);
  } catch (error) {
    if (error instanceof ContentRepoError) throw new OperationError(error.message);
    throw error;
  }
  // The last change as committed: a save being written, or one a crash left half-written, never
  // reaches visitors.
  const snapshot = mkdtempSync(join(tmpdir(), "company-content-"));
  try {
    const commit = await committedSnapshot(dataDir, snapshot);
    const copied = overlayContent(snapshot, join(building, "content"));
    const photos = overlayImages(snapshot, join(building, "app/images"));
    console.log(
      `▶ ${copied} content files and ${photos} photos as the company saved them (change ${commit})`,
    );
    return commit;
  } finally {
    rmSync(snapshot, { recursive: true, force: true });
  }
}

/**
 * Deletes the oldest releases beyond `keep`, never the live one, the one before it (a rollback's),
 * or the one the running server came from; returns how many it deleted.
 */
export function pruneReleases(releasesDir: string, keep: number): number {
  const live = liveRelease(releasesDir);
  const all = releasesOf(releasesDir);
  const spare = new Set([live, all.find((info) => info.id === live)?.previous, servingRelease(releasesDir)]);
  const old = all.slice(0, Math.max(0, all.length - keep)).filter((info) => !spare.has(info.id));
  for (const info of old) rmSync(join(releasesDir, info.id), { recursive: true, force: true });
  pruneModules(releasesDir);
  return old.length;
}

async function rollback(config: Config, releasesDir: string, requested: string | undefined): Promise<string> {
  const live = liveRelease(releasesDir);
  const all = releasesOf(releasesDir);
  const current = all.find((info) => info.id === live);
  const target =
    requested ??
    current?.previous ??
    all
      .map((info) => info.id)
      .filter((id) => live !== null && id < live)
      .at(-1);
  stage = "rollback";
  if (!target)
    throw new ReleaseFailure("no earlier release to go back to (npm run releases lists them)", {
      kind: "no earlier release",
    });
  if (!all.some((info) => info.id === target))
    throw new OperationError(`no release ${target} (npm run releases)`);
  if (target === live) return `✓ ${target} is already live.`;
  // The release left keeps its pages' scripts: a visitor who opened one a minute ago.
  const carried = live ? carryAssets(join(releasesDir, live), join(releasesDir, target)) : 0;
  try {
    const outcome = await goLive(config, releasesDir, target, live);
    reportOutcome({ status: "rolled back", release: target, from: live });
    return `✓ Rolled back to ${target} (from ${live ?? "none"}, ${carried} of its assets kept): ${outcome.line}.`;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    if (liveRelease(releasesDir) === target) {
      reportOutcome({ status: "live with a problem", release: target, detail: why });
      throw new LiveButFailure(`Rolled back to ${target}, but ${why}.`);
    }
    throw error;
  }
}

function list(releasesDir: string): string {
  const live = liveRelease(releasesDir);
  const all = releasesOf(releasesDir);
  if (all.length === 0) return `No releases in ${releasesDir} yet: npm run release makes the first.`;
  return all
    .map((info) => {
      const made = info.createdAt.slice(0, 16).replace("T", " ");
      return `${info.id === live ? "* " : "  "}${info.id}  made ${made}${info.commit ? `  commit ${info.commit}` : ""}${info.id === live ? "  (live)" : ""}`;
    })
    .join("\n");
}

/** Any error as the cause the editor words: a ReleaseFailure's own, or its message. */
function failureOf(error: unknown): FailureCause {
  if (error instanceof ReleaseFailure) return error.failure;
  return { kind: "other", detail: error instanceof Error ? error.message : String(error) };
}

/** The folders the release running now is making, until one of them is live. */
let making: { building: string; folder: string } | undefined;

/**
 * The release stopped from outside (its runner gone, SIGTERM): what it was making is deleted unless
 * it is live already, the lock is given back, the outcome says so, and the processes it started
 * (a language's build) end with it: it leads a process group of its own when the runner starts it.
 */
let stopping = false;
/** The release's own build module, once loaded: its running builds end with a release stopped. */
let ownBuild: typeof BuildModule | undefined;
function attemptStopBuilds(): void {
  try {
    ownBuild?.stopBuilds?.();
  } catch {
    // Ended already.
  }
}
function stopWhole(releasesDir: string, unlock: () => void, why: string): void {
  if (stopping) return;
  // Switching already: a second or two more leaves one whole release live, where stopping now
  // could leave the link switched and the record saying otherwise.
  if (stage === "switch" || stage === "promote" || stage === "rollback") {
    console.error(`▶ Asked to stop (${why}) while switching: finishing the switch first.`);
    return;
  }
  stopping = true;
  // Its own processes first, so none writes into what is deleted next (this one ignores the signal):
  // the builds it started by name, then, under the runner, its whole group.
  attemptStopBuilds();
  if (process.env[watchRunnerVariable]) {
    process.on("SIGTERM", () => undefined);
    try {
      process.kill(-process.pid, "SIGTERM");
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
    } catch {
      // Not a group's leader: only this process ends.
    }
  }
  const live = liveRelease(releasesDir);
  // Each step on its own: a folder that will not go (a file held open) must not keep the lock.
  const attempt = (step: () => unknown) => {
    try {
      step();
    } catch (error) {
      console.error(`  (could not tidy: ${error instanceof Error ? error.message : String(error)})`);
    }
  };
  if (making && live !== basename(making.folder))
    for (const folder of [making.building, making.folder])
      attempt(() => rmSync(folder, { recursive: true, force: true, maxRetries: 5 }));
  attempt(() => tidyReleases(releasesDir));
  attempt(unlock);
  if (!(making && live === basename(making.folder)))
    reportOutcome({ status: "failed", stage, cause: { kind: "stopped" }, seconds: 0 });
  attempt(() =>
    console.error(`✗ Stopped (${why}): nothing half-made is kept; the live site is ${live ?? "as it was"}.`),
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`)
  await runOperation(usage, async () => {
    const { config, args } = invocation();
    const [command = "release", ...rest] = args;
    const releasesDir = resolve(root, config.RELEASES_DIR);
    if (command === "list" && rest.length === 0) return list(releasesDir);
    if (command === "tidy" && rest.length === 0) {
      // The lock, taken over from a holder that is gone (killed), held while it tidies: a release
      // starting meanwhile would otherwise see its folder being built deleted.
      let unlockTidy: () => void;
      try {
        unlockTidy = lockReleases(releasesDir);
      } catch {
        return "A release or rollback is running: nothing tidied.";
      }
      let deleted: string[];
      try {
        deleted = tidyReleases(releasesDir);
      } finally {
        unlockTidy();
      }
      return deleted.length
        ? `✓ Deleted what stopped releases left: ${deleted.join(", ")}`
        : "✓ Nothing half-made.";
    }
    const changes =
      ((command === "release" || command === "preview") && rest.length === 0) ||
      (command === "rollback" && rest.length <= 1);
    if (!changes) throw new UsageError();
    const started = performance.now();
    let unlock: () => void = () => undefined;
    try {
      unlock = lockReleases(releasesDir);
      const stop = (why: string) => () => stopWhole(releasesDir, unlock, why);
      for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.once(signal, stop(signal));
      if (process.env[watchRunnerVariable]) {
        // The runner's end of the pipe closes when it dies, however it dies.
        process.stdin.on("error", () => undefined);
        process.stdin.once("end", stop("its runner ended"));
        process.stdin.resume();
        // Its output goes to the runner too: a line written after the runner died fails (EPIPE),
        // which would end this process before it tidies up.
        for (const stream of [process.stdout, process.stderr]) stream.on("error", stop("its runner ended"));
      }
      return command === "rollback"
        ? await rollback(config, releasesDir, rest[0])
        : await release(config, releasesDir, command === "preview" ? "preview" : "release");
    } catch (error) {
      if (!(error instanceof LiveButFailure))
        reportOutcome({ status: "failed", stage, cause: failureOf(error), seconds: secondsOf(started) });
      throw error;
    } finally {
      unlock();
      // Nothing more to watch: the process ends when its work does.
      if (process.env[watchRunnerVariable]) {
        process.stdin.removeAllListeners("end");
        process.stdin.destroy();
      }
    }
  });
