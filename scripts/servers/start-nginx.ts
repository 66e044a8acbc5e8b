/**
 * `npm run start:nginx`: the production topology on this machine (DEPLOY.md). Node listens on an
 * internal loopback port and nginx, configured from deploy/nginx.conf, on PORT in front of it:
 * plain HTTP by default, HTTPS when TLS_CERTIFICATE and TLS_CERTIFICATE_KEY name a certificate
 * (then HTTP_PORT, default PORT + 1, redirects to it). Installs Debian's nginx when it is missing and we are
 * root, as `npm test` does for Chromium. nginx starts once Node answers; Node is started again
 * when it stops (as systemd does in production), nginx answering 503 meanwhile. SIGTERM or
 * SIGINT stops both.
 *
 * PORT (3000), HTTP_PORT, NODE_PORT (PORT + 1000), BUILD_DIR, SITE_URL (https://localhost:PORT
 * with a certificate, else http://localhost:PORT); every other variable goes to the Node server.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { hostAndPort, healthAllowOf, writeNginxConfig } from "./nginx-config.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const env = process.env;
const port = Number(env.PORT ?? 3000);
const nodePort = Number(env.NODE_PORT ?? port + 1000);
const releasesDir = resolve(root, env.RELEASES_DIR ?? "releases");

/** The live release's build (RELEASES_DIR/current), or BUILD_DIR when there is no release. */
function servedBuild(): string {
  const current = join(releasesDir, "current");
  return existsSync(current) ? join(realpathSync(current), "build") : resolve(root, env.BUILD_DIR ?? "build");
}
// The front listens where HOST says (loopback unless told otherwise), as `npm start` does.
const host = env.HOST ?? "127.0.0.1";
const tls =
  env.TLS_CERTIFICATE && env.TLS_CERTIFICATE_KEY
    ? {
        certificate: resolve(env.TLS_CERTIFICATE),
        certificateKey: resolve(env.TLS_CERTIFICATE_KEY),
        httpListen: [hostAndPort(host, Number(env.HTTP_PORT ?? port + 1))],
      }
    : null;
const siteUrl = env.SITE_URL ?? `${tls ? "https" : "http"}://localhost:${port}`;
const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

function say(message: string) {
  console.log(JSON.stringify({ time: new Date().toISOString(), level: "info", msg: message }));
}

/** Debian's nginx and its brotli module, installed without starting Debian's own nginx service. */
export function ensureNginx(): void {
  const nginxFound = spawnSync("nginx", ["-v"], { stdio: "ignore" }).status === 0;
  if (nginxFound && existsSync(brotliModule)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      "nginx not found. Install it, then run again:\n  sudo apt-get update && sudo apt-get install -y nginx libnginx-mod-http-brotli-static",
    );
  }
  say("nginx not found: installing Debian's nginx (apt-get install nginx libnginx-mod-http-brotli-static)");
  // Debian starts a package's service on install; policy-rc.d answering 101 says "not now".
  const policy = "/usr/sbin/policy-rc.d";
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, "#!/bin/sh\nexit 101\n", { mode: 0o755 });
  try {
    for (const args of [["update"], ["install", "-y", "nginx", "libnginx-mod-http-brotli-static"]]) {
      const result = spawnSync("apt-get", args, {
        stdio: "inherit",
        env: { ...env, DEBIAN_FRONTEND: "noninteractive" },
      });
      if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed`);
    }
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
}

/** A main nginx.conf of its own, so it runs beside (never instead of) a system nginx. */
export function writeMainConfig(prefix: string, siteConfig: string): string {
  const file = join(prefix, "nginx.conf");
  const temp = (name: string) => `${name}_temp_path ${join(prefix, name)};`;
  writeFileSync(
    file,
    [
      `load_module ${brotliModule};`,
      "daemon off;",
      "worker_processes 1;",
      `pid ${join(prefix, "nginx.pid")};`,
      "error_log stderr warn;",
      "events { worker_connections 1024; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      `  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}`,
      `  include ${siteConfig};`,
      "}",
      "",
    ].join("\n"),
  );
  return file;
}

/** The status of GET `url`, or 0 when nothing answers within 2 s. */
function statusOf(url: string): Promise<number> {
  // node:http, not fetch: fetch refuses some ports outright (6665–6669 and others browsers block).
  return new Promise((resolve) => {
    const request = get(url, { timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve(0));
  });
}

/** Resolves once Node answers a page (any answer below 500), or rejects after `timeoutMs`. */
export async function waitForNode(origin: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await statusOf(`${origin}/`);
    if (status > 0 && status < 500) return;
    if (Date.now() > deadline)
      throw new Error(`Node did not answer on ${origin} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureNginx();
  const prefix = join(root, ".cache", `nginx-${port}`);
  rmSync(prefix, { recursive: true, force: true });
  mkdirSync(prefix, { recursive: true });

  let stopping = false;
  let node: ChildProcess;
  let nginx: ChildProcess | undefined;
  const startNode = () => {
    node = spawn(process.execPath, [join(root, "server/start.ts")], {
      cwd: root,
      stdio: "inherit",
      // Behind the front: its address is the client's only through X-Forwarded-For (ADR 0012).
      env: { ...env, HOST: "127.0.0.1", PORT: String(nodePort), SITE_URL: siteUrl, TRUST_PROXY: "loopback" },
    });
    // As systemd's Restart= does in production: nginx stays up and answers "back in a moment"
    // (503) while Node starts again.
    node.once("exit", (code, signal) => {
      if (stopping) return;
      // A Node that never got ready (bad settings, no build) would only fail again.
      if (!nginx) return stop(code ?? 1);
      say(`Node stopped (${signal ?? code}); starting it again in 1 s`);
      setTimeout(() => {
        if (!stopping) startNode();
      }, 1000);
    });
  };

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    process.once("exit", () => rmSync(prefix, { recursive: true, force: true }));
    nginx?.kill("SIGQUIT");
    node.kill("SIGTERM");
    setTimeout(() => process.exit(code), 2000).unref();
    Promise.all(
      [node, nginx].map((child) =>
        child && child.exitCode === null && child.signalCode === null
          ? new Promise((done) => child.once("exit", done))
          : undefined,
      ),
    ).then(() => process.exit(code));
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stop(0));

  startNode();
  const render = (buildDir: string) =>
    writeNginxConfig({
      buildDir,
      outDir: prefix,
      serverName: new URL(siteUrl).hostname,
      upstream: `127.0.0.1:${nodePort}`,
      accessLog,
      errorLog: join(prefix, "error.log"),
      healthAllow: healthAllowOf(env),
      listen: [hostAndPort(host, port)],
      port,
      tls,
    });
  // Created 0640 before nginx opens it: visitors' requests are not for everyone to read.
  const accessLog = join(prefix, "access.log");
  closeSync(openSync(accessLog, "a", 0o640));
  let served = servedBuild();
  const siteConfig = render(served);
  // nginx only once Node answers: before, every request through it would fail.
  try {
    await waitForNode(`http://127.0.0.1:${nodePort}`);
  } catch (error) {
    say(error instanceof Error ? error.message : String(error));
    stop(1);
  }
  if (!stopping) {
    nginx = spawn("nginx", ["-p", prefix, "-c", writeMainConfig(prefix, siteConfig)], { stdio: "inherit" });
    say(`nginx on ${siteUrl} in front of Node on 127.0.0.1:${nodePort}`);
    // Without the front there is no site: stop everything.
    nginx.once("exit", (code) => stop(code ?? 1));
    // A release that goes live (npm run release, rollback): its pages and their policies, by a
    // reload, which lets the old workers finish what they are sending.
    setInterval(() => {
      const live = servedBuild();
      if (live === served || stopping) return;
      served = live;
      render(live);
      nginx?.kill("SIGHUP");
      say(`nginx now serves ${live}`);
    }, 1000).unref();
  }
}
