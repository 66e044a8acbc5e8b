import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { images } from "../../app/content/images.ts";
import { checkPhotos, checkSiteContent } from "./check-content.ts";
import { todoList } from "../../app/admin/todo.server.ts";
import { locales } from "../../app/locales.ts";
import { copyCheckout } from "../ops/release.ts";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "photos-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function photo(name: string, width: number, height: number, orientation?: number): Promise<string> {
  const file = join(dir, name);
  let image = sharp({ create: { width, height, channels: 3, background: "#777" } }).jpeg();
  if (orientation) image = image.withMetadata({ orientation });
  await image.toFile(file);
  return file;
}

describe("checkPhotos", () => {
  it("warns when a landscape photo goes into a portrait slot, saying how much will show", async () => {
    expect(images["about-01"]).toMatchObject({ width: 900, height: 1200 });
    const file = await photo("about-01.jpg", 4000, 3000);
    const { errors, warnings } = await checkPhotos(new Map([["about-01", file]]), images);
    expect(errors).toEqual([]);
    const [warning, ...rest] = warnings;
    expect(rest).toEqual([]);
    expect(warning).toMatch(
      /^app\/images\/about-01\.jpg is 4000 × 3000 \(landscape\), but its slot shows 900 × 1200 \(portrait\): only 56% of it will show/,
    );
  });

  it("says nothing of a photo near its slot's shape, or one taken with the camera turned", async () => {
    const near = await photo("about-02.jpg", 3000, 4000);
    const turned = await photo("founder.jpg", 5000, 4000, 6);
    expect(
      await checkPhotos(
        new Map([
          ["about-02", near],
          ["founder", turned],
        ]),
        images,
      ),
    ).toEqual({ errors: [], warnings: [] });
  });
});

describe("a photo the build could not read", () => {
  it("is named with what to do: a cut-off JPEG, a phone's HEIC saved as .jpg, a text file named .png", async () => {
    const whole = await photo("gallery-01.jpg", 1200, 1200);
    const cut = join(dir, "gallery-02.jpg");
    writeFileSync(cut, readFileSync(whole).subarray(0, 2000));
    const heic = join(dir, "gallery-03.jpg");
    writeFileSync(
      heic,
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(200)]),
    );
    const text = join(dir, "gallery-04.png");
    writeFileSync(text, "not a photo at all");
    const { errors } = await checkPhotos(
      new Map([
        ["gallery-01", whole],
        ["gallery-02", cut],
        ["gallery-03", heic],
        ["gallery-04", text],
      ]),
      images,
    );
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/^app\/images\/gallery-02\.jpg: not a readable image .*save it again/);
    expect(errors[1]).toMatch(/^app\/images\/gallery-03\.jpg: a HEIC photo .*save it as JPEG/);
    expect(errors[2]).toMatch(/^app\/images\/gallery-04\.png: not a readable image/);
  });
});

describe("npm run check, with mistakes in the English words and in the facts", () => {
  it("prints one plain line for each, once, and no stack trace", { timeout: 60_000 }, () => {
    const checkout = join(dir, "checkout");
    copyCheckout(fileURLToPath(new URL("../..", import.meta.url)), checkout);
    const edit = (file: string, from: RegExp, to: string) => {
      const path = join(checkout, "content", file);
      writeFileSync(path, readFileSync(path, "utf8").replace(from, to));
    };
    edit("site.yaml", /\n {2}display: /, '\n  display: "');
    edit("en/offering.yaml", /title: Offering\n/, "title: {company} offering\n");
    const result = spawnSync(process.execPath, [join(checkout, "scripts/build/check-content.ts")], {
      cwd: checkout,
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    const problems = result.stderr.split("\n").filter((line) => line.startsWith("✗"));
    expect(problems).toEqual([
      expect.stringMatching(
        /^✗ content\/site\.yaml:\d+: unfinished text: a quote or bracket is opened and not closed/,
      ),
      expect.stringMatching(
        /^✗ content\/en\/offering\.yaml:\d+: a text that starts with “\{” must be put in double quotes/,
      ),
      "✗ Content: 2 problem(s), listed above (file:line: field: what is wrong).",
    ]);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});

describe("the placeholders npm run check lists", () => {
  it("are the editor's checklist, line for line: one count everywhere", async () => {
    const report = await checkSiteContent();
    const checklist = todoList(locales.map((locale) => locale.code)).placeholders;
    expect(report.placeholders).toEqual(
      checklist.map((entry) => `content/${entry.file}.yaml: ${entry.path} = ${entry.value}`),
    );
    // Not the words the site fills in, and not what the pages derive from the files.
    expect(report.placeholders.filter((line) => /\{phone\}|published\[/.test(line))).toEqual([]);
  });
});
