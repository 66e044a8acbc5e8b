/**
 * `npm run bench:previews`: what four people previewing at once cost visitors (issue 49). A site
 * of its own (this checkout's server and build, a data folder in a temporary folder), four
 * editors typing into the English home page's form (one live preview after another each, for
 * BENCH_SECONDS, default 20), while a visitor asks for /health and a page rendered per request
 * (/contact?x=1) every 100 ms. Prints the previews' and the visitor's times (p50, p95, max).
 * Goal: /health ≤ 100 ms and the page ≤ 300 ms.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { addAccount, formFields, visitor } from "../../server/admin-testing.ts";
import { rawRequest } from "../../server/testing.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const work = mkdtempSync(join(tmpdir(), "bench-previews-"));
const port = 7900 + Math.floor(Math.random() * 50);
const origin = `http://127.0.0.1:${port}`;
const people = [0, 1, 2, 3].map((n) => `editor${n}@foundry.example`);
for (const email of people) await addAccount(work, email, "editor");
const server = spawn(process.execPath, ["server/start.ts"], {
  cwd: root,
  env: { PATH: process.env.PATH, DATA_DIR: work, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: "build" },
  stdio: "ignore",
});
try {
  for (
    let tries = 0;
    (await rawRequest(origin, { path: "/health" }).catch(() => ({ status: 0 }))).status !== 200;
    tries++
  ) {
    if (tries > 300) throw new Error("the site did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // One after another, as people arrive (a crowd at once is told to wait for the password check).
  const editors = [];
  for (const email of people) {
    const editor = visitor(() => origin);
    if ((await editor.signIn(email)).status !== 303) throw new Error(`could not sign in ${email}`);
    editors.push(editor);
  }
  const forms = await Promise.all(
    editors.map(async (editor) =>
      formFields((await editor.get("/admin/edit/en/home")).text, "/admin/edit/en/home"),
    ),
  );
  let running = true;
  const previews: number[] = [];
  const previewing = editors.map(async (editor, index) => {
    for (let typed = 0; running; typed++) {
      const started = performance.now();
      await editor.post("/admin/live/en/home", {
        ...forms[index],
        "f.hero.heading": `Typed ${index}.${typed}`,
        previewPath: "/",
      });
      previews.push(performance.now() - started);
    }
  });
  const health: number[] = [];
  const page: number[] = [];
  for (const until = Date.now() + seconds * 1000; Date.now() < until;) {
    let started = performance.now();
    await rawRequest(origin, { path: "/health" });
    health.push(performance.now() - started);
    started = performance.now();
    await rawRequest(origin, { path: "/contact?x=1" });
    page.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  running = false;
  await Promise.all(previewing);
  const at = (times: number[], share: number) =>
    [...times].sort((a, b) => a - b)[Math.floor((times.length - 1) * share)]?.toFixed(0) ?? "–";
  const line = (times: number[]) =>
    `p50 ${at(times, 0.5)} ms, p95 ${at(times, 0.95)} ms, max ${at(times, 1)} ms`;
  console.log(`4 people previewing: ${previews.length} previews in ${seconds} s (${line(previews)})`);
  console.log(`a visitor meanwhile: /health ${line(health)}; /contact?x=1 ${line(page)}`);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(work, { recursive: true, force: true });
}
