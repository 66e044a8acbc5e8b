/**
 * `npm run bench:publish`: how long a text change and a new photo take to reach visitors from the
 * editor's Publish, on this machine. A site of its own (this checkout's server, data and releases
 * in a temporary folder), an editor's account, a first release (untimed: a site always has one
 * live), then BENCH_RUNS times (default 3) each: a text of the English home page changed and saved
 * through /admin/edit, or a 12-megapixel photo of the founder kept through /admin/photos; Publish
 * pressed, and the clock stopped when the live page shows it. Prints each run and the medians
 * (README "Editing content").
 * BENCH_PREVIEW=1: "Preview first" before each Publish (not timed), so Publish promotes the
 * checked preview instead of building.
 * BENCH_LOAD (default "idle,loaded"): each round once on a quiet machine and once beside two
 * CPU-bound processes per core, as a busy hour of the company's server (issue 49); the goals are
 * a text live in ≤ 10 s idle and ≤ 60 s loaded, a photo in ≤ 30 s idle.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { addAccount, formFields, multipart, postUpload, visitor } from "../../server/admin-testing.ts";
import { rawRequest } from "../../server/testing.ts";
import { readProgress } from "../../app/publish/publish-files.server.ts";
import { publishState } from "../../app/admin/publish.server.ts";
import { photographLike } from "../../tests/fixtures/photos.ts";

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

  /** Publish pressed; the clock stops when `live` finds the change on the live site. */
  async function timedPublish(live: () => Promise<boolean>): Promise<number> {
    // The last publish may still be tidying up after its switch: its form comes back after.
    let publish = (await editor.get("/admin/publish")).text;
    for (let waited = 0; !publish.includes('action="/admin/publish"'); waited++) {
      if (waited > 240) throw new Error("the Publish button did not come back within a minute");
      await sleep(250);
      publish = (await editor.get("/admin/publish")).text;
    }
    const started = performance.now();
    const pressedAt = Date.now();
    const pressed = await editor.post("/admin/publish", formFields(publish, "/admin/publish"));
    if (pressed.status !== 303) throw new Error(`Publish was refused (${pressed.status})`);
    while (!(await live())) {
      const state = (await editor.get("/admin/publish")).text;
      if (state.includes("Not published")) throw new Error(/Not published[^<]*/.exec(state)?.[0]);
      if (performance.now() - started > 600_000) throw new Error("not live after 10 minutes");
      await sleep(250);
    }
    const seconds = (performance.now() - started) / 1000;
    // Where the time went: until the runner took the request (its state's start), then each step
    // the release reported.
    let last = pressedAt;
    const runner = Date.parse(publishState(dataDir)?.startedAt ?? "");
    const taken = `${((runner - last) / 1000).toFixed(1)} s → runner`;
    last = runner;
    const steps = readProgress(dataDir).map((step) => {
      const at = Date.parse(step.at);
      const took = `${((at - last) / 1000).toFixed(1)} s`;
      last = at;
      return `${took} → ${step.step === "language" ? `${step.code}${step.reworded ? " (words only)" : step.reused ? " (reused)" : ""}` : step.step}`;
    });
    console.log(
      `  ${["Publish", taken, ...steps].join(" ")} → ${((pressedAt + seconds * 1000 - last) / 1000).toFixed(1)} s → live`,
    );
    return seconds;
  }

  async function previewFirstIfAsked(): Promise<void> {
    if (!previewFirst) return;
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

  // A site always has a release live, which a publish builds on: the first is made untimed.
  const first = await timedPublish(async () =>
    (await rawRequest(origin, { path: "/health" })).text.includes('"release":"2'),
  );
  console.log(`the first release (every language built; not counted): ${first.toFixed(1)} s`);

  const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
  const listed = (times: number[]) =>
    [...times]
      .sort((a, b) => a - b)
      .map((time) => time.toFixed(1))
      .join(", ");

  /** Two CPU-bound processes per core beside the site, until stopped. */
  function loadTheMachine(): () => void {
    const hogs = Array.from({ length: availableParallelism() * 2 }, () =>
      spawn(process.execPath, ["-e", "for (;;) Math.sqrt(Math.random());"], { stdio: "ignore" }),
    );
    return () => {
      for (const hog of hogs) hog.kill("SIGKILL");
    };
  }

  const rounds = (process.env.BENCH_LOAD ?? "idle,loaded").split(",").map((round) => round.trim());
  const summary: string[] = [];
  for (const round of rounds) {
    if (round !== "idle" && round !== "loaded")
      throw new Error(`BENCH_LOAD: "idle" or "loaded", not ${round}`);
    const unload = round === "loaded" ? loadTheMachine() : () => undefined;
    try {
      console.log(
        `— ${round}${round === "loaded" ? ` (${availableParallelism() * 2} CPU-bound processes beside the site)` : ""}`,
      );
      const texts: number[] = [];
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
        await previewFirstIfAsked();
        const seconds = await timedPublish(async () =>
          (await rawRequest(origin, { path: "/" })).text.includes(marker),
        );
        texts.push(seconds);
        console.log(`text ${run}: live ${seconds.toFixed(1)} s after Publish`);
      }

      // A new photo of the founder on About, as a phone's 12-megapixel photo is sent.
      const founderSource = async () =>
        /<img[^>]*src="(\/assets\/founder-[^"]+)"/.exec(
          (await rawRequest(origin, { path: "/about" })).text,
        )?.[1];
      const photos: number[] = [];
      for (let run = 1; run <= runs; run++) {
        const before = await founderSource();
        // Detail and noise as a camera's: a flat colour would encode in no time, a photo does not.
        const bytes = await photographLike(4000, 3000, [0.5, 0.4], run).jpeg({ quality: 92 }).toBuffer();
        const page = (await editor.get("/admin/photos/founder")).text;
        const { body, type } = multipart(
          { csrf: editor.hidden(page, "csrf") },
          { field: "photo", name: `IMG_${run}.jpg`, bytes, type: "image/jpeg" },
        );
        const sent = await postUpload(origin, editor, "/admin/photos/founder", { body, type });
        if (sent.status !== 200) throw new Error(`the photo was refused (${sent.status})`);
        const kept = await editor.post("/admin/photos/founder/keep", {
          csrf: editor.hidden(sent.text, "csrf"),
          upload: editor.hidden(sent.text, "upload"),
          point: "center",
        });
        if (kept.status !== 303) throw new Error(`the photo was not kept (${kept.status})`);
        await previewFirstIfAsked();
        const seconds = await timedPublish(async () => {
          const now = await founderSource();
          return now !== undefined && now !== before;
        });
        photos.push(seconds);
        console.log(`photo ${run}: live ${seconds.toFixed(1)} s after Publish`);
      }
      const after = previewFirst ? ", after a preview" : "";
      summary.push(
        `✓ ${round}: a text change is live ${median(texts).toFixed(1)} s after Publish${after} (median of ${runs}; ${listed(texts)} s)`,
        `✓ ${round}: a new photo is live ${median(photos).toFixed(1)} s after Publish${after} (median of ${runs}; ${listed(photos)} s)`,
      );
    } finally {
      unload();
    }
  }
  for (const line of summary) console.log(line);
} finally {
  server?.kill("SIGTERM");
  await sleep(500);
  rmSync(work, { recursive: true, force: true });
}
