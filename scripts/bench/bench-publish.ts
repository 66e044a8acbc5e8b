/**
 * `npm run bench:publish`: how long a text change takes to reach visitors from the editor's
 * Publish, on this machine. A site of its own (this checkout's server, data and releases in a
 * temporary folder), an editor's account, then BENCH_RUNS times (default 3): a text of the English
 * home page changed and saved through /admin/edit, Publish pressed, and the clock stopped when the
 * live home page shows the new text. Prints each run and the median (README "Editing content").
 * BENCH_PREVIEW=1: "Preview first" before each Publish (not timed), so Publish promotes the
 * checked preview instead of building.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { addAccount, formFields, visitor } from "../../server/admin-testing.ts";
import { rawRequest } from "../../server/testing.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 3);
const previewFirst = process.env.BENCH_PREVIEW === "1";
const port = 7800 + Math.floor(Math.random() * 100);
const origin = `http://127.0.0.1:${port}`;
const work = mkdtempSync(join(tmpdir(), "bench-publish-"));
chmodSync(work, 0o755);
const dataDir = join(work, "data");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let server: ChildProcess | undefined;
try {
  await addAccount(dataDir, "bench@foundry.example", "editor");
  server = spawn(process.execPath, ["server/start.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      RELEASES_DIR: join(work, "releases"),
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: "build",
    },
    stdio: "ignore",
  });
  for (
    let tries = 0;
    (await rawRequest(origin, { path: "/health" }).catch(() => ({ status: 0 }))).status !== 200;
    tries++
  ) {
    if (tries > 300) throw new Error("the site did not start");
    await sleep(200);
  }
  const editor = visitor(() => origin);
  if ((await editor.signIn("bench@foundry.example")).status !== 303) throw new Error("could not sign in");
  const times: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const marker = `Measured publish ${Date.now()}`;
    const form = (await editor.get("/admin/edit/en/home")).text;
    const fields = formFields(form, "/admin/edit/en/home");
    const field =
      Object.keys(fields).find((name) => name.startsWith("f.") && name.endsWith(".lead")) ??
      Object.keys(fields).find((name) => name.startsWith("f.") && (fields[name] ?? "").length > 40);
    if (!field) throw new Error("no text to change on the home page");
    const saved = await editor.post("/admin/edit/en/home", { ...fields, [field]: marker, op: "save" });
    if (saved.status !== 303) throw new Error(`the save was refused (${saved.status})`);
    if (previewFirst) {
      const page = (await editor.get("/admin/publish")).text;
      await editor.post("/admin/preview", formFields(page, "/admin/preview"));
      for (
        let waited = 0;
        !(await editor.get("/admin/publish")).text.includes("The preview is ready");
        waited++
      ) {
        if (waited > 2400) throw new Error("no preview after 10 minutes");
        await sleep(250);
      }
    }
    const publish = (await editor.get("/admin/publish")).text;
    const started = performance.now();
    const pressed = await editor.post("/admin/publish", formFields(publish, "/admin/publish"));
    if (pressed.status !== 303) throw new Error(`Publish was refused (${pressed.status})`);
    for (;;) {
      const home = await rawRequest(origin, { path: "/" });
      if (home.text.includes(marker)) break;
      const state = (await editor.get("/admin/publish")).text;
      if (state.includes("Not published")) throw new Error(/Not published[^<]*/.exec(state)?.[0]);
      if (performance.now() - started > 600_000) throw new Error("not live after 10 minutes");
      await sleep(250);
    }
    const seconds = (performance.now() - started) / 1000;
    times.push(seconds);
    console.log(`run ${run}: live ${seconds.toFixed(1)} s after Publish`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `✓ A text change is live ${median.toFixed(1)} s after Publish${previewFirst ? ", after a preview" : ""} (median of ${runs}; ${sorted.map((time) => time.toFixed(1)).join(", ")} s)`,
  );
} finally {
  server?.kill("SIGTERM");
  await sleep(500);
  rmSync(work, { recursive: true, force: true });
}
