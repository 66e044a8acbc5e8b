/**
 * Releases as the IT person runs them, against the production topology (`npm run start:nginx`:
 * nginx in front of Node) while a visitor asks for pages and assets every 200 ms and sends an
 * enquiry every 2.5 s: a changed site goes live, a rollback brings the old one back, and a release
 * with a broken photo is refused; not one request fails, and the previous release's assets stay
 * served. (English only, to keep the builds short: BUILD_LOCALES=en.)
 */
import { type ChildProcess, spawn } from "node:child_process";
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { liveRelease } from "../../server/release-links.ts";
import { multipartBody, testBoundary } from "../../server/testing.ts";
import { outputLines } from "../servers/site-process.ts";
import { type SmtpSink, startSmtpSink } from "../servers/smtp-sink.ts";
import { carryAssets, copyCheckout, letTheWebServerRead, pruneModules, recordOwnAssets } from "./release.ts";
import { finishedBuild } from "../build/build-reuse.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const port = 6100 + Math.floor(Math.random() * 200);
const nodePort = port + 1000;
const host = `localhost:${port}`;

let work: string;
let releases: string;
let front: ChildProcess | undefined;
let sink: SmtpSink | undefined;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "releases-"));
  // nginx's workers read the releases' files as another user, as www-data does in production.
  chmodSync(work, 0o755);
  releases = join(work, "releases");
});
// Stopping nginx and Node, then deleting three copies of the checkout, takes more than the
// default 10 s on a busy machine.
afterAll(async () => {
  if (front && front.exitCode === null) {
    front.kill("SIGTERM");
    await new Promise((resolve) => front?.once("exit", resolve));
  }
  await sink?.close();
  rmSync(work, { recursive: true, force: true });
}, 120_000);

/** What every release command gets: the releases' folder, and where the site answers. */
const settings = () => ({
  PATH: process.env.PATH ?? "",
  RELEASES_DIR: releases,
  BUILD_LOCALES: "en",
  HOST: "127.0.0.1",
  PORT: String(port),
});

/**
 * `npm run release` (or rollback, list) from a checkout, run beside the visitor, never blocking
 * this process: the visitor must keep asking while it runs.
 */
function releaseCommand(
  checkout: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<{ status: number | null; last: string; stdout: string }> {
  const child = spawn(process.execPath, [join(checkout, "scripts/ops/release.ts"), ...args], {
    cwd: checkout,
    env: { ...settings(), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.once("close", (status) => {
      // The verdict is the last line: on stdout when it went well, on stderr when not.
      const lines = (status === 0 ? stdout : stderr).trim().split("\n");
      resolve({ status, last: lines.at(-1) ?? "", stdout });
    }),
  );
}

/** A copy of this checkout with `change` made to it: the site as the next release would have it. */
function changedCheckout(name: string, change: (checkout: string) => void): string {
  const checkout = join(work, name);
  copyCheckout(root, checkout);
  change(checkout);
  return checkout;
}

interface Answer {
  status: number;
  body: string;
  cookie: string | undefined;
}

function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        headers: { Host: host, ...headers },
        agent: false,
        timeout: 10_000,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            cookie: response.headers["set-cookie"]
              ?.find((line) => line.startsWith("XSRF-TOKEN="))
              ?.split(";")[0],
          }),
        );
        response.on("error", () => resolve({ status: 0, body: "", cookie: undefined }));
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("timed out")));
    outgoing.on("error", (error) =>
      resolve({ status: 0, body: `${error.message} at ${new Date().toISOString()}`, cookie: undefined }),
    );
    outgoing.end(body);
  });
}

/** A visitor who keeps going through the switch: pages, an asset of the first release, enquiries. */
function startVisitor(asset: string) {
  const failures: string[] = [];
  let requests = 0;
  let stopped = false;
  const expectStatus = (what: string, answer: Answer, expected: number) => {
    requests++;
    if (answer.status !== expected)
      failures.push(`${what}: ${answer.status} ${answer.status === 0 ? answer.body : ""}`);
  };
  const done = (async () => {
    let round = 0;
    while (!stopped) {
      const pages = await Promise.all(
        ["/", "/about", "/contact", "/foundry?panel=testingFacility", asset].map((path) => send("GET", path)),
      );
      pages.forEach((answer, index) =>
        expectStatus(`GET ${["/", "/about", "/contact", "/foundry?…", asset][index]}`, answer, 200),
      );
      if (round++ % 12 === 0) {
        const token = decodeURIComponent(pages[2]?.cookie?.slice("XSRF-TOKEN=".length) ?? "");
        const sent = await send(
          "POST",
          "/contact",
          {
            "Content-Type": "application/x-www-form-urlencoded",
            Cookie: pages[2]?.cookie ?? "",
            Origin: `http://${host}`,
          },
          new URLSearchParams({
            xsrf: token,
            from_name: "Visitor during a release",
            email: "visitor@example.com",
            subject: "Hammers",
            message: "Sent while the site was being released.",
          }).toString(),
        );
        expectStatus("POST /contact", sent, 303);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return {
    failures,
    requests: () => requests,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

/**
 * A visitor straight to Node, on kept-alive connections as nginx's upstream and most clients keep
 * them (node:http's keep-alive agent; Host and Origin the public site's, as nginx passes them):
 * pages every 100 ms, and a quote with a drawing every second. Every acknowledged quote's
 * reference is kept, to be found in the sales mailbox once, and only once.
 */
function startDirectVisitor() {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const ask = (method: string, path: string, headers: Record<string, string> = {}, body?: Buffer) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
      (resolve, reject) => {
        const outgoing = request(
          {
            host: "127.0.0.1",
            port: nodePort,
            method,
            path,
            agent,
            headers: { Host: host, ...headers },
            timeout: 10_000,
          },
          (response) => {
            response.resume();
            response.on("end", () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers }),
            );
            response.on("error", reject);
          },
        );
        outgoing.on("timeout", () => outgoing.destroy(new Error("timed out")));
        outgoing.on("error", reject);
        outgoing.end(body);
      },
    );
  const failures: string[] = [];
  const references: string[] = [];
  let requests = 0;
  let stopped = false;
  const done = (async () => {
    for (let round = 0; !stopped; round++) {
      for (const path of ["/contact", "/about?x=1", "/health"]) {
        requests++;
        const answer = await ask("GET", path).catch((error: Error) => ({ status: 0, error: error.message }));
        if (answer.status !== 200)
          failures.push(`GET ${path} (Node): ${answer.status} ${"error" in answer ? answer.error : ""}`);
      }
      if (round % 10 === 0) {
        requests++;
        try {
          const page = await ask("GET", "/quote");
          const cookie = [page.headers["set-cookie"] ?? []]
            .flat()
            .find((line) => line.startsWith("XSRF-TOKEN="))
            ?.split(";")[0];
          const token = decodeURIComponent(cookie?.slice("XSRF-TOKEN=".length) ?? "");
          const body = multipartBody([
            { name: "xsrf", value: token },
            { name: "from_name", value: "Buyer during a switch" },
            { name: "email", value: "buyer@example.com" },
            { name: "message", value: `Quote ${round}, sent while releases switch.` },
            { name: "attachments", filename: `part-${round}.pdf`, value: `%PDF-1.7\n${"x".repeat(3000)}` },
          ]);
          const sent = await ask(
            "POST",
            "/quote",
            {
              "Content-Type": `multipart/form-data; boundary=${testBoundary}`,
              "Content-Length": String(body.length),
              Cookie: cookie ?? "",
              Origin: `http://${host}`,
            },
            body,
          );
          const reference = new URL(String(sent.headers.location ?? ""), `http://${host}`).searchParams.get(
            "ref",
          );
          if (sent.status !== 303 || !reference) failures.push(`POST /quote (Node): ${sent.status}`);
          else references.push(reference);
        } catch (error) {
          failures.push(`POST /quote (Node): ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    failures,
    references,
    requests: () => requests,
    stop: async () => {
      stopped = true;
      await done;
      agent.destroy();
    },
  };
}

/** What the site's Node processes hold in memory together (the server's and its releases'). */
function nodeMemoryMb(startNginx: number): number {
  const childrenOf = (pid: number): number[] =>
    readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  const server = childrenOf(startNginx).find((pid) =>
    readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("server/start.ts"),
  )!;
  const rss = (pid: number) =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return [server, ...childrenOf(server)].reduce((sum, pid) => sum + rss(pid), 0) / 1024;
}

const pdfName = "sample-release-test.pdf";
const samplePdf = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

it("makes every file a release serves readable by the web server, and says which it could not", () => {
  const folder = join(work, "served");
  mkdirSync(join(folder, "documents"), { recursive: true, mode: 0o700 });
  writeFileSync(join(folder, "documents", "certificate-iso.pdf"), samplePdf, { mode: 0o600 });
  expect(letTheWebServerRead([folder])).toEqual([]);
  expect(statSync(join(folder, "documents")).mode & 0o777).toBe(0o755);
  expect(statSync(join(folder, "documents", "certificate-iso.pdf")).mode & 0o777).toBe(0o644);
});

it("shares a release's packages with every release made from the same install, and deletes a copy no release links to", () => {
  const folder = mkdtempSync(join(tmpdir(), "release-modules-"));
  try {
    const checkout = join(folder, "checkout");
    const releasesDir = join(folder, "releases");
    mkdirSync(join(checkout, "node_modules/some-package"), { recursive: true });
    writeFileSync(join(checkout, "package.json"), "{}");
    writeFileSync(join(checkout, "node_modules/.package-lock.json"), "{}");
    writeFileSync(join(checkout, "node_modules/some-package/index.js"), "export {};");
    const made = (from: string, id: string) => {
      copyCheckout(from, join(releasesDir, id), releasesDir);
      return join(releasesDir, id);
    };
    const first = made(checkout, "20261129-000001");
    const file = join(first, "node_modules/some-package/index.js");
    // Hard links to the install's own files, behind one link.
    expect(lstatSync(join(first, "node_modules")).isSymbolicLink()).toBe(true);
    expect(statSync(file).ino).toBe(statSync(join(checkout, "node_modules/some-package/index.js")).ino);
    expect(readFileSync(join(first, "package.json"), "utf8")).toBe("{}");
    // From the same install, and from a release (a publish copies the live one): the same copy.
    const second = made(checkout, "20261129-000002");
    const third = made(second, "20261129-000003");
    expect(new Set([first, second, third].map((id) => realpathSync(join(id, "node_modules"))))).toEqual(
      new Set([realpathSync(join(first, "node_modules"))]),
    );
    // A new install (npm ci writes npm's record again) gets a copy of its own.
    rmSync(join(checkout, "node_modules/.package-lock.json"));
    writeFileSync(join(checkout, "node_modules/.package-lock.json"), "{}");
    const fourth = made(checkout, "20261129-000004");
    expect(realpathSync(join(fourth, "node_modules"))).not.toBe(realpathSync(join(first, "node_modules")));
    expect(readdirSync(join(releasesDir, ".modules"))).toHaveLength(2);
    // The releases of the first install deleted: its copy goes, the other stays.
    for (const release of [first, second, third]) rmSync(release, { recursive: true });
    expect(pruneModules(releasesDir)).toBe(1);
    expect(readdirSync(join(releasesDir, ".modules"))).toEqual([
      basename(dirname(realpathSync(join(fourth, "node_modules")))),
    ]);
    expect(readFileSync(join(fourth, "node_modules/some-package/index.js"), "utf8")).toBe("export {};");
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

it("gives a new install's copy of the packages the earlier copy's files of every package installed from the same tarball", () => {
  const folder = mkdtempSync(join(tmpdir(), "release-modules-share-"));
  try {
    const checkout = join(folder, "checkout");
    const releasesDir = join(folder, "releases");
    const install = (
      packages: Record<string, { integrity: string; files: Record<string, string>; scripted?: boolean }>,
    ) => {
      rmSync(join(checkout, "node_modules"), { recursive: true, force: true });
      for (const [name, { files }] of Object.entries(packages))
        for (const [file, text] of Object.entries(files)) {
          mkdirSync(dirname(join(checkout, "node_modules", name, file)), { recursive: true });
          writeFileSync(join(checkout, "node_modules", name, file), text);
        }
      const record = {
        packages: Object.fromEntries(
          Object.entries(packages).map(([name, { integrity, scripted }]) => [
            `node_modules/${name}`,
            { integrity, ...(scripted ? { hasInstallScript: true } : {}) },
          ]),
        ),
      };
      writeFileSync(join(checkout, "node_modules/.package-lock.json"), JSON.stringify(record));
    };
    mkdirSync(checkout, { recursive: true });
    writeFileSync(join(checkout, "package.json"), "{}");
    install({
      react: { integrity: "sha512-react19", files: { "index.js": "react 19" } },
      vite: { integrity: "sha512-vite8.3", files: { "index.js": "vite 8.3" } },
      "vite/node_modules/esbuild": { integrity: "sha512-esbuild1", files: { "index.js": "esbuild 1" } },
      node: {
        integrity: "sha512-node24",
        files: { "bin/node": "ELF 24", "built.txt": "by its script: 1" },
        scripted: true,
      },
    });
    copyCheckout(checkout, join(releasesDir, "20261206-000001"), releasesDir);
    // `npm ci` after a `git pull` that updated vite: every file new, one package changed.
    install({
      react: { integrity: "sha512-react19", files: { "index.js": "react 19" } },
      vite: { integrity: "sha512-vite8.4", files: { "index.js": "vite 8.4" } },
      "vite/node_modules/esbuild": { integrity: "sha512-esbuild1", files: { "index.js": "esbuild 1" } },
      // Its install script wrote a file of the same size but other bytes this time.
      node: {
        integrity: "sha512-node24",
        files: { "bin/node": "ELF 24", "built.txt": "by its script: 2" },
        scripted: true,
      },
    });
    copyCheckout(checkout, join(releasesDir, "20261206-000002"), releasesDir);
    const inode = (release: string, file: string) =>
      statSync(join(releasesDir, release, "node_modules", file)).ino;
    expect(inode("20261206-000002", "react/index.js")).toBe(inode("20261206-000001", "react/index.js"));
    expect(inode("20261206-000002", "vite/node_modules/esbuild/index.js")).toBe(
      inode("20261206-000001", "vite/node_modules/esbuild/index.js"),
    );
    expect(inode("20261206-000002", "vite/index.js")).not.toBe(inode("20261206-000001", "vite/index.js"));
    // A package an install script ran for: only the bytes that are the same are shared.
    expect(inode("20261206-000002", "node/bin/node")).toBe(inode("20261206-000001", "node/bin/node"));
    expect(inode("20261206-000002", "node/built.txt")).not.toBe(inode("20261206-000001", "node/built.txt"));
    expect(readFileSync(join(releasesDir, "20261206-000002/node_modules/node/built.txt"), "utf8")).toBe(
      "by its script: 2",
    );
    expect(readFileSync(join(releasesDir, "20261206-000002/node_modules/vite/index.js"), "utf8")).toBe(
      "vite 8.4",
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

it("shares one photo cache among releases, given the checkout's entries, so no release encodes a photo again", () => {
  const folder = mkdtempSync(join(tmpdir(), "release-photos-"));
  try {
    const checkout = join(folder, "checkout");
    const releasesDir = join(folder, "releases");
    mkdirSync(join(checkout, "node_modules"), { recursive: true });
    writeFileSync(join(checkout, "node_modules/.package-lock.json"), "{}");
    mkdirSync(join(checkout, ".cache/images/abc123"), { recursive: true });
    writeFileSync(join(checkout, ".cache/images/abc123/photo.json"), "{}");
    mkdirSync(join(checkout, ".cache/images/def456.partial-99"), { recursive: true });
    const first = join(releasesDir, "20261129-000001");
    copyCheckout(checkout, first, releasesDir);
    // What one release's build encodes, the next finds.
    mkdirSync(join(first, ".cache/images/new789"));
    writeFileSync(join(first, ".cache/images/new789/photo.json"), "{}");
    const second = join(releasesDir, "20261129-000002");
    copyCheckout(first, second, releasesDir);
    expect(lstatSync(join(second, ".cache/images")).isSymbolicLink()).toBe(true);
    expect(readdirSync(join(second, ".cache/images")).sort()).toEqual(["abc123", "new789"]);
    expect(realpathSync(join(second, ".cache/images"))).toBe(realpathSync(join(releasesDir, ".photo-cache")));
    // Deleting a release leaves the cache.
    rmSync(first, { recursive: true });
    expect(existsSync(join(second, ".cache/images/new789/photo.json"))).toBe(true);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

it("keeps the assets of the release visitors saw until now, and no older ones, on a release and on a rollback alike", () => {
  /** A release whose build made `names` (and a page that needs them). */
  const built = (id: string, names: string[]) => {
    const folder = join(work, "asset-releases", id);
    mkdirSync(join(folder, "build/client/assets"), { recursive: true });
    for (const name of names) writeFileSync(join(folder, "build/client/assets", name), name);
    recordOwnAssets(folder);
    return folder;
  };
  const assets = (folder: string) => readdirSync(join(folder, "build/client/assets")).sort();
  // Six releases, each with its own chunk and a shared one whose name never changes.
  const folders = Array.from({ length: 6 }, (_, index) =>
    built(`r${index}`, [`page-${index}.js`, `page-${index}.js.br`, "shared.js"]),
  );
  for (let index = 1; index < folders.length; index++)
    expect(carryAssets(folders[index - 1]!, folders[index]!)).toBe(2);
  // Each holds its own and its predecessor's: not the 775 → 2,815 files of six releases before.
  expect(assets(folders[5]!)).toEqual([
    "page-4.js",
    "page-4.js.br",
    "page-5.js",
    "page-5.js.br",
    "shared.js",
  ]);
  // A rollback from r5 to r3: r3 serves r5's pages' scripts, and drops r2's.
  expect(carryAssets(folders[5]!, folders[3]!)).toBe(2);
  expect(assets(folders[3]!)).toEqual([
    "page-3.js",
    "page-3.js.br",
    "page-5.js",
    "page-5.js.br",
    "shared.js",
  ]);
});

const phoneOf = (checkout: string) =>
  /display: (\+[\d ]+)/.exec(readFileSync(join(checkout, "content/site.yaml"), "utf8"))?.[1]?.trim() ?? "";

it(
  "goes live, rolls back and refuses a broken release without one failed request",
  { timeout: 600_000 },
  async () => {
    // The first release, before any server runs.
    const first = await releaseCommand(root);
    expect(first.status, first.last).toBe(0);
    expect(first.last).toMatch(/is live/);
    // With none live, what the checkout's own finished build made from the same inputs is copied.
    if (finishedBuild(join(root, "build")))
      expect(first.stdout).toMatch(/English \(en\): unchanged, its \d+ pages copied/);
    const firstId = liveRelease(releases)!;

    // The sales mailbox: every enquiry acknowledged during the switches arrives once.
    sink = await startSmtpSink();
    front = spawn(process.execPath, [join(root, "scripts/servers/start-nginx.ts")], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        ...settings(),
        NODE_PORT: String(nodePort),
        DATA_DIR: join(work, "data"),
        ENQUIRY_MIN_FILL_MS: "0",
        ENQUIRY_RATE_LIMIT: "100000",
        SMTP_URL: sink.url,
        MAIL_TO: "sales@example.com",
        MAIL_FROM: "website@example.com",
      },
    });
    const logged = outputLines(front);
    await expect
      .poll(async () => (await send("GET", "/health")).body, { timeout: 60_000, interval: 250 })
      .toContain(firstId);
    // What a fresh start holds, once it has served a little.
    for (const path of ["/", "/contact", "/about?x=1", "/it/contact", "/ar/contact"]) await send("GET", path);
    const freshMb = nodeMemoryMb(front.pid!);
    const asset = `/assets/${readdirSync(join(releases, firstId, "build/client/assets")).find((name) => name.endsWith(".js"))}`;
    const visitor = startVisitor(asset);
    const direct = startDirectVisitor();

    // A changed site: the phone number.
    const oldPhone = phoneOf(root);
    const newPhone = "+39 011 555 0199";
    const changed = changedCheckout("changed", (checkout) => {
      const file = join(checkout, "content/site.yaml");
      writeFileSync(file, readFileSync(file, "utf8").replace(`display: ${oldPhone}`, `display: ${newPhone}`));
      // A PDF as the editor's upload keeps it: readable by its owner only.
      mkdirSync(join(checkout, "content/documents"), { recursive: true });
      writeFileSync(join(checkout, "content/documents", pdfName), samplePdf, { mode: 0o600 });
    });
    const second = await releaseCommand(changed);
    expect(second.status, second.last).toBe(0);
    const secondId = liveRelease(releases)!;
    expect(secondId).not.toBe(firstId);
    await expect
      .poll(async () => (await send("GET", "/about")).body, { timeout: 10_000 })
      .toContain(newPhone);
    expect((await send("GET", "/contact")).body).toContain(newPhone);
    // A page opened before the switch still gets its scripts.
    expect((await send("GET", asset)).status).toBe(200);
    // nginx's worker (another user) serves the upload.
    const pdf = await send("GET", `/documents/${pdfName}`);
    expect(pdf.status).toBe(200);
    expect(pdf.body).toContain("%PDF-1.4");

    // An asset only the newer release has: a rollback must keep it answering.
    const assetsOf = (id: string) => readdirSync(join(releases, id, "build/client/assets"));
    const newerOnly = assetsOf(secondId).filter((name) => !assetsOf(firstId).includes(name));
    expect(newerOnly.length).toBeGreaterThan(0);
    const newer = `/assets/${newerOnly.find((name) => name.endsWith(".js")) ?? newerOnly[0]}`;
    // The front's reload fails (sudo not set up yet): the last line says what is true, that the
    // rollback went live and nginx was not reloaded.
    const back = await releaseCommand(root, ["rollback"], {
      RELEASE_RELOAD_COMMAND: "echo sudo: a password is required >&2; exit 1",
    });
    expect(back.status, back.last).toBe(1);
    expect(back.last).toMatch(
      new RegExp(
        `^✗ Rolled back to ${firstId}, but ".+" failed \\(sudo: a password is required\\): Node serves it`,
      ),
    );
    expect(liveRelease(releases)).toBe(firstId);
    await expect
      .poll(async () => (await send("GET", "/about")).body, { timeout: 10_000 })
      .toContain(oldPhone);
    // A page of the newer release, opened a minute ago, still gets its scripts.
    expect((await send("GET", newer)).status, newer).toBe(200);

    // Back and forth between the two, as an editor's publishes and their undoing do: each a
    // switch of the Node processes and of nginx while both visitors keep asking and sending.
    for (const target of [secondId, firstId, secondId, firstId]) {
      const switched = await releaseCommand(root, ["rollback", target]);
      expect(switched.status, switched.last).toBe(0);
      await expect
        .poll(async () => JSON.parse((await send("GET", "/health")).body).release, { timeout: 10_000 })
        .toBe(target);
      // Both sides' scripts answer after every switch.
      for (const path of [asset, newer]) expect((await send("GET", path)).status, path).toBe(200);
    }

    // A broken photo: the build stops, nothing goes live.
    const broken = changedCheckout("broken", (checkout) =>
      writeFileSync(
        join(checkout, "app/images/founder.jpg"),
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]),
      ),
    );
    const refused = await releaseCommand(broken);
    expect(refused.status).toBe(1);
    expect(refused.last).toMatch(/^✗ Release not made: .*The live site is as it was/);
    expect(liveRelease(releases)).toBe(firstId);
    expect((await send("GET", "/about")).body).toContain(oldPhone);

    await visitor.stop();
    await direct.stop();
    const problems = logged.filter((line) => /"level":"(error|alert)"/.test(line)).join("\n");
    expect(visitor.failures, problems).toEqual([]);
    expect(direct.failures, problems).toEqual([]);
    expect(visitor.requests()).toBeGreaterThan(100);
    expect(direct.requests()).toBeGreaterThan(300);
    // Every quote acknowledged during the switches (two releases, five rollbacks and back) reaches
    // the sales mailbox, once.
    expect(direct.references.length).toBeGreaterThan(10);
    await expect
      .poll(
        () =>
          direct.references.filter(
            (reference) => !sink!.mails.some((mail) => mail.subject?.includes(reference)),
          ),
        {
          timeout: 30_000,
        },
      )
      .toEqual([]);
    const subjects = sink.mails.map((mail) => mail.subject ?? "");
    expect(subjects.filter((subject, index) => subjects.indexOf(subject) !== index)).toEqual([]);
    // The releases left behind were let go: memory as after a fresh start, give or take 50 MB.
    await expect
      .poll(() => nodeMemoryMb(front!.pid!) - freshMb, { timeout: 30_000, interval: 1000 })
      .toBeLessThan(50);
    const listed = await releaseCommand(root, ["list"]);
    expect(listed.status).toBe(0);
    // Each release links to the shared copy of the packages of the install it was made from (this
    // checkout's, or the changed copy's); the refused release's copy was deleted with it.
    const installs = readdirSync(releases)
      .filter((name) => /^\d{8}-\d{6}/.test(name))
      .map((id) => realpathSync(join(releases, id, "node_modules")));
    expect(new Set(installs).size).toBe(2);
    expect(readdirSync(join(releases, ".modules")).sort()).toEqual(
      [...new Set(installs.map((path) => basename(dirname(path))))].sort(),
    );
  },
);
