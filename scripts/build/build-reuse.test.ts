import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { defaultLocale, localeByCode } from "../../app/locales.ts";
import { buildInputs, type BuildRecord, readBuildRecord } from "./build-reuse.ts";
import { parseBuildSettings } from "./build-settings.ts";
import { precompress } from "./precompress.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), "build-reuse-"));
  made.push(dir);
  return dir;
};
const write = (path: string, text: string | Buffer) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
};
const italian = localeByCode("it")!;
const settings = parseBuildSettings({});

describe("buildInputs", () => {
  /** A project as a release folder holds it: code, facts, each language's words, and what is made. */
  function project(): string {
    const dir = scratch();
    write(join(dir, "app/routes/home.tsx"), "export default 1;\n");
    write(join(dir, "content/site.yaml"), "phone: 1\n");
    write(join(dir, "content/en/home.yaml"), "lead: Hello\n");
    write(join(dir, "content/it/home.yaml"), "lead: Ciao\n");
    write(join(dir, "app/images/founder.jpg"), "jpeg");
    write(join(dir, "node_modules/.package-lock.json"), "{}\n");
    return dir;
  }

  it("changes with the code, the facts, the photos, the language's words and the site's address", () => {
    const dir = project();
    const before = buildInputs(dir, italian, settings);
    expect(buildInputs(dir, italian, settings)).toBe(before);
    for (const [file, text] of [
      ["app/routes/home.tsx", "export default 2;\n"],
      ["content/site.yaml", "phone: 2\n"],
      ["app/images/founder.jpg", "jpeg2"],
      ["content/it/home.yaml", "lead: Salve\n"],
      ["node_modules/.package-lock.json", '{"a":1}\n'],
    ] as const) {
      const changed = project();
      write(join(changed, file), text);
      expect(buildInputs(changed, italian, settings), file).not.toBe(before);
    }
    expect(buildInputs(dir, italian, parseBuildSettings({ SITE_URL: "https://www.example.it" }))).not.toBe(
      before,
    );
    // The next day (UTC, the day the pages count certificates in), every language is built again.
    const today = Date.parse("2026-11-28T23:59:00Z");
    expect(buildInputs(dir, italian, settings, [], today)).toBe(
      buildInputs(dir, italian, settings, [], Date.parse("2026-11-28T00:01:00Z")),
    );
    expect(buildInputs(dir, italian, settings, [], today + 120_000)).not.toBe(buildInputs(dir, italian, settings, [], today));
    // A file renamed is another input, even with the same bytes.
    const renamed = project();
    rmSync(join(renamed, "app/routes/home.tsx"));
    write(join(renamed, "app/routes/about.tsx"), "export default 1;\n");
    expect(buildInputs(renamed, italian, settings)).not.toBe(before);
  });

  it("does not change with another language's words, nor with what builds, tests and releases make", () => {
    const dir = project();
    const before = buildInputs(dir, italian, settings);
    const english = buildInputs(dir, defaultLocale, settings);
    write(join(dir, "content/en/home.yaml"), "lead: Good morning\n");
    write(join(dir, "content/ar/home.yaml"), "lead: مرحبا\n");
    for (const file of [
      "build/client/index.html",
      "node_modules/react/index.js",
      ".cache/images/a.webp",
      "test-results/x.png",
      ".code-content/site.yaml",
      "release.json",
      "own-assets.json",
      "nginx/nginx.conf",
      "elsewhere/out.html",
    ])
      write(join(dir, file), "made");
    expect(buildInputs(dir, italian, settings, ["elsewhere"])).toBe(before);
    expect(buildInputs(dir, defaultLocale, settings, ["elsewhere"])).not.toBe(english);
  });
});

describe("precompress with an earlier build", () => {
  it("copies the compressed files of a file that is there byte for byte, and compresses the rest", () => {
    const earlier = scratch();
    const now = scratch();
    const same = "<p>the same page</p>".repeat(50);
    write(join(earlier, "index.html"), same);
    // Marked copies (level 1, not the level 9 this would write) show they were taken, not made.
    write(join(earlier, "index.html.gz"), gzipSync(same, { level: 1 }));
    write(join(earlier, "index.html.br"), "marked brotli");
    write(join(earlier, "it/index.html"), "<p>vecchia</p>");
    write(join(earlier, "it/index.html.gz"), gzipSync("<p>vecchia</p>"));
    write(join(earlier, "it/index.html.br"), "old brotli");
    write(join(now, "index.html"), same);
    write(join(now, "it/index.html"), "<p>nuova</p>");
    write(join(now, "ar/index.html"), "<p>جديدة</p>");

    const totals = precompress(now, earlier);
    expect(totals).toMatchObject({ files: 3, reused: 1 });
    expect(readFileSync(join(now, "index.html.gz"))).toEqual(readFileSync(join(earlier, "index.html.gz")));
    expect(readFileSync(join(now, "index.html.br"), "utf8")).toBe("marked brotli");
    expect(gunzipSync(readFileSync(join(now, "it/index.html.gz"))).toString()).toBe("<p>nuova</p>");
    expect(readFileSync(join(now, "it/index.html.br"), "utf8")).not.toBe("old brotli");
    expect(gunzipSync(readFileSync(join(now, "ar/index.html.gz"))).toString()).toBe("<p>جديدة</p>");
  });
});

describe("npm run build with BUILD_REUSE", () => {
  it(
    // That a change is built again is held by scripts/ops/release.test.ts (a new phone number
    // must reach the pages) and tests/e2e/publish.spec.ts (each language's words).
    "copies each language made from the same inputs, the default one's own files only, and records them",
    { timeout: 120_000 },
    () => {
      // An earlier build of English and Italian from exactly this checkout, made by hand: when
      // it is taken, no page of it is built again (a build would replace these made-up files).
      const earlier = scratch();
      const out = scratch();
      const record: BuildRecord = {
        languages: {
          en: {
            inputs: buildInputs(root, defaultLocale, settings),
            pages: 2,
            files: ["index.html", "assets/entry-abc.js", "og/en/home.png"],
          },
          it: { inputs: buildInputs(root, italian, settings), pages: 2 },
        },
      };
      write(join(earlier, "build-inputs.json"), JSON.stringify(record));
      write(join(earlier, "server/index.js"), "export const english = 1;\n");
      write(join(earlier, "client/index.html"), "<p>Home, as built before</p>");
      write(join(earlier, "client/index.html.gz"), gzipSync("<p>Home, as built before</p>", { level: 1 }));
      write(join(earlier, "client/index.html.br"), "marked brotli");
      write(join(earlier, "client/assets/entry-abc.js"), "export {};\n");
      write(join(earlier, "client/og/en/home.png"), "png");
      // What the earlier build gathered from Italian, and an asset carried from a release before it.
      write(join(earlier, "client/it/index.html"), "<p>Casa, raccolta</p>");
      write(join(earlier, "client/assets/carried-old.js"), "old");
      write(join(earlier, "locales/it/server/index.js"), "export const italian = 1;\n");
      write(join(earlier, "locales/it/client/it/index.html"), "<p>Casa, come prima</p>");
      write(join(earlier, "locales/it/client/assets/route-it.js"), "export {};\n");
      // Where each language's words files are (scripts/build/words-files.ts): none in these pages.
      write(join(earlier, "words-files.json"), "[]\n");
      write(join(earlier, "locales/it/words-files.json"), "[]\n");

      const result = spawnSync(process.execPath, [join(root, "scripts/build/build.ts")], {
        cwd: root,
        encoding: "utf8",
        env: {
          PATH: process.env.PATH,
          BUILD_LOCALES: "en,it",
          BUILD_DIR: relative(root, out),
          BUILD_REUSE: earlier,
        },
      });
      expect(result.status, result.stderr + result.stdout).toBe(0);
      expect(result.stdout).toMatch(/English \(en\): unchanged, its 2 pages copied/);
      expect(result.stdout).toMatch(/Italiano \(it\): unchanged, its 2 pages copied/);
      expect(readFileSync(join(out, "client/index.html"), "utf8")).toBe("<p>Home, as built before</p>");
      expect(readFileSync(join(out, "client/index.html.br"), "utf8")).toBe("marked brotli");
      expect(readFileSync(join(out, "server/index.js"), "utf8")).toContain("english");
      // Italian as its own build has it, gathered again; nothing carried from before.
      expect(readFileSync(join(out, "client/it/index.html"), "utf8")).toBe("<p>Casa, come prima</p>");
      expect(gunzipSync(readFileSync(join(out, "client/it/index.html.gz"))).toString()).toBe(
        "<p>Casa, come prima</p>",
      );
      expect(existsSync(join(out, "client/assets/route-it.js"))).toBe(true);
      expect(existsSync(join(out, "client/assets/carried-old.js"))).toBe(false);
      // Recorded as before, with what a publish of words alone compares (ADR 0032).
      expect(readBuildRecord(out)).toMatchObject(record);
      for (const code of ["en", "it"])
        expect(readBuildRecord(out)?.languages[code]).toMatchObject({
          code: expect.stringMatching(/^[0-9a-f]{64}$/),
          derived: expect.stringMatching(/^[0-9a-f]{64}$/),
          characters: expect.any(String),
        });
      expect(existsSync(join(out, "words-files.json"))).toBe(true);

      // A build to copy from inside the build's own folder would be emptied as it is read.
      const inside = spawnSync(process.execPath, [join(root, "scripts/build/build.ts")], {
        cwd: root,
        encoding: "utf8",
        env: { PATH: process.env.PATH, BUILD_LOCALES: "en", BUILD_DIR: relative(root, out), BUILD_REUSE: join(out, "locales") },
      });
      expect(inside.status).toBe(1);
      expect(inside.stderr).toMatch(/BUILD_REUSE .* is inside the build's own folder/);
      expect(readFileSync(join(out, "client/index.html"), "utf8")).toBe("<p>Home, as built before</p>");
      // It had begun (its languages' folders gone): no record is left to pass it for a finished
      // build, so a release never copies from it (scripts/ops/release.ts).
      expect(readBuildRecord(out)).toBeUndefined();
    },
  );
});
