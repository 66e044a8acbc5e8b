/**
 * A photo into an image slot from the browser, through the real server module: uploaded, shown
 * cropped to the slot's shape, kept as one change with its author; a phone's HEIC made a JPEG the
 * right way up; a file that is not a photo, a HEIC that cannot be read, one over 40 megapixels or
 * over 30 MB refused with a message naming it; translators and strangers kept out.
 */
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { parseDocument } from "yaml";
import { describe, expect, it } from "vitest";
import { type AdminLanguage, editorText } from "../app/admin/editor-text.ts";
import { pageName } from "../app/admin/field-help/index.ts";
import { localeByCode } from "../app/locales.ts";
import { contentHistoryDir } from "../app/content/history.server.ts";
import { fillTemplate } from "../app/format/template.ts";
import { uploadRoom, uploadsFolder } from "../app/admin/photos.server.ts";
import {
  addAccount,
  adminSiteForTests,
  asReactWrites,
  multipart,
  postUpload,
  signedInAs,
  visitor,
} from "./admin-testing.ts";
import { rawRequest } from "./testing.ts";

const site = adminSiteForTests("admin-photos");

const signedIn = (email: string) => signedInAs(site.origin, email);

async function upload(
  browser: ReturnType<typeof visitor>,
  slot: string,
  file: { name: string; bytes: Buffer; type: string },
  fields: Record<string, string> = {},
  path = `/admin/photos/${slot}`,
) {
  const page = (await browser.get("/admin/photos/founder")).text;
  const { body, type } = multipart(
    { csrf: browser.hidden(page, "csrf"), ...fields },
    { field: "photo", ...file },
  );
  return postUpload(site.origin, browser, path, { body, type });
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 30 } } })
    .jpeg()
    .toBuffer();
/** A refusal as the page says it, in the editor's words (photos.server.ts `PhotoRefusal`). */
const refused = (
  reason: keyof (typeof editorText)["en"]["photos"]["refused"],
  values: Record<string, string | number>,
  language: AdminLanguage = "en",
) => asReactWrites(fillTemplate(editorText[language].photos.refused[reason], values));

const companyPhotos = () => join(contentHistoryDir(site.dataDir), "images");

// Photos are made and decoded with sharp: seconds each on a busy machine.
describe("photos from the browser", { timeout: 30_000 }, () => {
  it("lists every slot, shows the crop the site will make, and keeps the photo as a change with its author", async () => {
    const browser = await signedIn("editor@foundry.example");
    const list = await browser.get("/admin/photos");
    expect(list.status).toBe(200);
    expect(list.text).toContain('href="/admin/photos/founder"');
    const now = await rawRequest(site.origin, {
      path: "/admin/photos/founder/current",
      headers: { Cookie: [...browser.jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(now.status).toBe(200);
    expect(now.headers["content-type"]).toBe("image/jpeg");

    const sent = await upload(browser, "founder", {
      name: "IMG_2041.jpg",
      bytes: await jpeg(3000, 2000),
      type: "image/jpeg",
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.text).toContain("IMG_2041.jpg, 3000 × 2000");
    const preview = /src="(\/admin\/photos\/founder\/preview\/[0-9a-f]{32})"/.exec(sent.text)?.[1];
    expect(preview).toBeDefined();
    expect(existsSync(companyPhotos())).toBe(false);
    // The point the crop keeps: shown, then kept with the photo.
    const looked = await browser.post("/admin/photos/founder/look", {
      csrf: browser.hidden(sent.text, "csrf"),
      upload: browser.hidden(sent.text, "upload"),
      name: "IMG_2041.jpg",
      point: "top-left",
    });
    expect(looked.status).toBe(200);
    expect(looked.text).toMatch(/src="\/admin\/photos\/founder\/preview\/[0-9a-f]{32}\?focus=0,0"/);
    expect(looked.text).toMatch(
      /<input(?=[^>]* id="point-top-left")(?=[^>]* value="top-left")(?=[^>]* checked="")[^>]*>/,
    );
    const keep = await browser.post("/admin/photos/founder/keep", {
      csrf: browser.hidden(sent.text, "csrf"),
      upload: browser.hidden(sent.text, "upload"),
      point: "top-left",
    });
    expect(keep.status).toBe(303);
    expect(keep.headers.location).toMatch(/^\/admin\/photos\/founder\?saved=[0-9a-f]+$/);
    expect(readdirSync(companyPhotos()).sort()).toEqual(["focus.json", "founder.jpg"]);
    expect(JSON.parse(readFileSync(join(companyPhotos(), "focus.json"), "utf8"))).toEqual({
      founder: { x: 0, y: 0 },
    });
    const history = (await browser.get("/admin/history")).text;
    expect(history).toContain(editorText.en.history.photo.replace("{place}", "founder"));
    expect(history).toContain("editor@foundry.example");
    // The slot is no longer on the dashboard's list of drawings.
    expect((await browser.get("/admin")).text).not.toMatch(/<li>founder<\/li>/);
  });

  it("runs React on a photo's preview only: its scripts carry the answer's own nonce, its modules are files kept a year", async () => {
    const browser = await signedIn("editor@foundry.example");
    // The place with no photo chosen yet: nothing there needs React, and none of it comes.
    const plain = await browser.get("/admin/photos/founder");
    expect(plain.text).not.toMatch(/<script(?![^>]*\ssrc="\/admin\/assets\/)/);
    expect(plain.text).not.toContain("/admin/modules/");
    const previews = [];
    for (let each = 0; each < 2; each++)
      previews.push(
        await upload(browser, "founder", { name: "a.jpg", bytes: await jpeg(1200, 800), type: "image/jpeg" }),
      );
    const nonces = previews.map((sent) => {
      expect(sent.status, sent.text).toBe(200);
      const policy = String(sent.headers["content-security-policy"]);
      const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/]{24})'(;|$)/.exec(policy)?.[1];
      expect(nonce, policy).toBeDefined();
      // Every inline script carries it; none runs without it.
      const inline = [...sent.text.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((match) => match[1]);
      expect(inline.length).toBeGreaterThanOrEqual(2);
      for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
      expect(policy).not.toMatch(/unsafe-inline'[^;]*script|script-src[^;]*unsafe/);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    // The modules React starts from: the editor's build's own files, at /admin/modules/.
    const modules = [...previews[0]!.text.matchAll(/"(\/admin\/modules\/[\w.-]+\.js)"/g)].map(
      (match) => match[1]!,
    );
    expect(modules.some((path) => path.includes("entry.client"))).toBe(true);
    for (const path of new Set(modules)) {
      const module = await rawRequest(site.origin, { path });
      expect(module.status, path).toBe(200);
      expect(module.headers["content-type"], path).toMatch(/javascript/);
      expect(module.headers["cache-control"], path).toBe("public, max-age=31536000, immutable");
    }
    const missing = await rawRequest(site.origin, { path: "/admin/modules/nothing-here.js" });
    expect(missing.status).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-store");
    // What this test uploaded and did not keep is not left for the next one's count.
    for (const entry of readdirSync(join(site.dataDir, "photo-uploads"), {
      recursive: true,
      withFileTypes: true,
    }))
      if (entry.isFile()) rmSync(join(entry.parentPath, entry.name));
  });

  it("keeps any point chosen on the whole photo, which wins over the nine, and nothing that is no point", async () => {
    const browser = await signedIn("editor@foundry.example");
    const cookie = () => [...browser.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    // A phone's portrait, turned by its EXIF: the whole photo comes the right way up.
    const portrait = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#357" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await upload(browser, "founder", {
      name: "IMG_2042.jpg",
      bytes: portrait,
      type: "image/jpeg",
    });
    expect(sent.status, sent.text).toBe(200);
    const upload_ = browser.hidden(sent.text, "upload");
    const whole = await fetch(`${site.origin}/admin/photos/founder/whole/${upload_}`, {
      headers: { Cookie: cookie() },
    });
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("image/jpeg");
    const size = await sharp(Buffer.from(await whole.arrayBuffer())).metadata();
    expect([size.width, size.height]).toEqual([640, 960]);
    for (const wrong of [
      `/admin/photos/founder/whole/${"0".repeat(32)}`,
      "/admin/photos/founder/whole/..%2Fsecret",
    ])
      expect(
        (await rawRequest(site.origin, { path: wrong, headers: { Cookie: cookie() } })).status,
        wrong,
      ).toBe(404);
    expect(
      (await rawRequest(site.origin, { path: `/admin/photos/founder/whole/${upload_}` })).status,
    ).not.toBe(200);

    const looked = await browser.post("/admin/photos/founder/look", {
      csrf: browser.hidden(sent.text, "csrf"),
      upload: upload_,
      name: "IMG_2042.jpg",
      point: "top-left",
      focus: "0.25,0.7",
    });
    expect(looked.status).toBe(200);
    expect(looked.text).toMatch(/src="\/admin\/photos\/founder\/preview\/[0-9a-f]{32}\?focus=0.25,0.7"/);
    expect(browser.hidden(looked.text, "focus")).toBe("0.25,0.7");
    // None of the nine is that point.
    expect(looked.text).not.toMatch(/<input(?=[^>]* name="point")(?=[^>]* checked="")[^>]*>/);
    // The same point as one of the nine is that one.
    const top = await browser.post("/admin/photos/founder/look", {
      csrf: browser.hidden(sent.text, "csrf"),
      upload: upload_,
      name: "IMG_2042.jpg",
      focus: "0.5,0",
    });
    expect(top.text).toMatch(/<input(?=[^>]* id="point-top")(?=[^>]* checked="")[^>]*>/);

    // What is no point (out of the photo, not numbers, too long) leaves the nine to decide.
    for (const focus of ["2,3", "-0.1,0.5", "a,b", "0.5", `0.${"1".repeat(50)},0.5`]) {
      const answer = await browser.post("/admin/photos/founder/look", {
        csrf: browser.hidden(sent.text, "csrf"),
        upload: upload_,
        name: "IMG_2042.jpg",
        point: "bottom",
        focus,
      });
      expect(answer.status, focus).toBe(200);
      expect(answer.text, focus).toMatch(/\?focus=0.5,1"/);
    }

    const keep = await browser.post("/admin/photos/founder/keep", {
      csrf: browser.hidden(sent.text, "csrf"),
      upload: upload_,
      point: "top-left",
      focus: "0.25,0.7",
    });
    expect(keep.status).toBe(303);
    expect(JSON.parse(readFileSync(join(companyPhotos(), "focus.json"), "utf8")).founder).toEqual({
      x: 0.25,
      y: 0.7,
    });
  });

  it("refuses what is not a photo it can publish, naming the file", async () => {
    const browser = await signedIn("editor@foundry.example");
    const text = await upload(browser, "about-01", {
      name: "notes.jpg",
      bytes: Buffer.from("not a photo at all"),
      type: "image/jpeg",
    });
    expect(text.status).toBe(422);
    expect(text.text).toContain(refused("unreadable", { name: "notes.jpg" }));
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(200)]);
    const phone = await upload(browser, "about-01", {
      name: "IMG_0001.HEIC",
      bytes: heic,
      type: "image/heic",
    });
    expect(phone.status).toBe(422);
    expect(phone.text).toContain(refused("heic", { name: "IMG_0001.HEIC" }));
    const huge = await sharp({ create: { width: 8000, height: 5100, channels: 3, background: "#888" } })
      .png()
      .toBuffer();
    const big = await upload(browser, "about-01", { name: "panorama.png", bytes: huge, type: "image/png" });
    expect(big.status).toBe(422);
    expect(big.text).toContain(
      refused("tooManyPixels", { name: "panorama.png", megapixels: 41, width: 8000, height: 5100 }),
    );
    const heavy = Buffer.concat([await jpeg(100, 100), Buffer.alloc(30_000_001)]);
    const tooLarge = await upload(browser, "about-01", {
      name: "scan.jpg",
      bytes: heavy,
      type: "image/jpeg",
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.text).toContain(refused("tooLarge", { name: "scan.jpg" }));
    // In the person's own language, as every other word of the editor.
    await browser.get("/admin/photos?language=it");
    const italian = await upload(browser, "about-01", {
      name: "notes.jpg",
      bytes: Buffer.from("not a photo at all"),
      type: "image/jpeg",
    });
    expect(italian.text).toContain(refused("unreadable", { name: "notes.jpg" }, "it"));
    await browser.get("/admin/photos?language=en");
    // Nothing refused was kept, nor left waiting.
    expect(readdirSync(companyPhotos()).sort()).toEqual(["focus.json", "founder.jpg"]);
    const waiting = readdirSync(join(site.dataDir, "photo-uploads"), {
      recursive: true,
      withFileTypes: true,
    });
    expect(waiting.filter((entry) => entry.isFile())).toEqual([]);
  });

  it("takes a phone's HEIC as it is: made a JPEG, the right way up, without its EXIF", async () => {
    const browser = await signedIn("editor@foundry.example");
    const bytes = readFileSync(new URL("../tests/fixtures/heic/phone-portrait.heic", import.meta.url));
    const sent = await upload(browser, "about-01", { name: "IMG_0002.HEIC", bytes, type: "image/heic" });
    expect(sent.status, sent.text).toBe(200);
    // Stored sideways, turned by its own irot: upright, as the phone showed it.
    expect(sent.text).toContain("IMG_0002.HEIC, 480 × 640");
    const keep = await browser.post("/admin/photos/about-01/keep", {
      csrf: browser.hidden(sent.text, "csrf"),
      upload: browser.hidden(sent.text, "upload"),
      point: "",
    });
    expect(keep.status).toBe(303);
    const kept = join(companyPhotos(), "about-01.jpg");
    const photo = sharp(kept);
    const metadata = await photo.metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", 480, 640]);
    expect(metadata.exif).toBeUndefined();
    const { data } = await photo.raw().toBuffer({ resolveWithObject: true });
    const colour = (x: number, y: number) => [...data.subarray((y * 480 + x) * 3, (y * 480 + x) * 3 + 3)];
    const near = (actual: number[], expected: number[]) =>
      actual.every((value, index) => Math.abs(value - expected[index]!) < 40);
    expect(near(colour(240, 200), [208, 32, 16]), `top ${colour(240, 200)}`).toBe(true);
    expect(near(colour(240, 500), [16, 64, 208]), `bottom ${colour(240, 500)}`).toBe(true);
    expect(near(colour(60, 60), [16, 192, 48]), `top left ${colour(60, 60)}`).toBe(true);
    // One over 40 megapixels is refused from its size, before it is decoded.
    const panorama = readFileSync(new URL("../tests/fixtures/heic/panorama-41mp.heic", import.meta.url));
    const big = await upload(browser, "about-01", {
      name: "IMG_0003.HEIC",
      bytes: panorama,
      type: "image/heic",
    });
    expect(big.status).toBe(422);
    expect(big.text).toContain(
      refused("tooManyPixels", { name: "IMG_0003.HEIC", megapixels: 41, width: 8000, height: 5100 }),
    );
  });

  it("keeps each person's uploads apart and within their share, and the whole folder within its bound", async () => {
    await addAccount(site.dataDir, "second@foundry.example", "editor");
    const first = await signedIn("editor@foundry.example");
    const second = await signedIn("second@foundry.example");
    const photo = { name: "IMG_1.jpg", bytes: await jpeg(800, 600), type: "image/jpeg" };
    const sent = await upload(first, "founder", photo);
    expect(sent.status).toBe(200);
    const id = first.hidden(sent.text, "upload");
    // Another person's upload is not theirs to look at or keep.
    const theirs = (await second.get("/admin/photos/founder")).text;
    const looked = await second.post("/admin/photos/founder/look", {
      csrf: second.hidden(theirs, "csrf"),
      upload: id,
      name: "IMG_1.jpg",
      point: "center",
    });
    expect(looked.status).toBe(404);

    // A person's share: their oldest waiting uploads make room for a new one, nobody else's.
    const own = (who: string) =>
      join(uploadsFolder(site.dataDir), createHash("sha256").update(who).digest("hex").slice(0, 16));
    mkdirSync(own("second@foundry.example"), { recursive: true });
    for (let extra = 0; extra < uploadRoom.perPersonFiles + 2; extra++)
      writeFileSync(join(own("second@foundry.example"), `0000000${extra}-0000-0000-0000-000000000000`), "x");
    expect((await upload(second, "founder", photo)).status).toBe(200);
    expect(readdirSync(own("second@foundry.example")).filter((name) => !name.startsWith("."))).toHaveLength(
      uploadRoom.perPersonFiles,
    );
    expect(
      existsSync(
        join(
          own("editor@foundry.example"),
          [id.slice(0, 8), id.slice(8, 12), id.slice(12, 16), id.slice(16, 20), id.slice(20)].join("-"),
        ),
      ),
    ).toBe(true);

    // The whole folder full (others' uploads, sparse files here): a new upload is refused before
    // its body is read, in the person's words, and nothing of theirs is deleted.
    const stranger = join(uploadsFolder(site.dataDir), "0123456789abcdef");
    mkdirSync(stranger, { recursive: true });
    const big = join(stranger, "11111111-1111-1111-1111-111111111111");
    writeFileSync(big, "");
    truncateSync(big, uploadRoom.allBytes);
    const full = await upload(first, "founder", photo);
    expect(full.status).toBe(507);
    expect(full.text).toContain(refused("uploadsFull", {}));
    expect(existsSync(big)).toBe(true);
    rmSync(stranger, { recursive: true });
  });

  it("keeps translators and strangers out", async () => {
    const translator = await signedIn("arabic@foundry.example");
    expect((await translator.get("/admin/photos")).status).toBe(403);
    expect(
      (
        await upload(translator, "founder", {
          name: "a.jpg",
          bytes: await jpeg(100, 100),
          type: "image/jpeg",
        })
      ).status,
    ).toBe(403);
    const stranger = visitor(() => site.origin);
    expect(
      (await stranger.post("/admin/photos/founder/keep", { csrf: "x", upload: "0".repeat(32) })).status,
    ).toBe(401);
    expect((await stranger.get("/admin/photos/founder/current")).status).toBe(303);
    const editor = await signedIn("editor@foundry.example");
    expect((await editor.get("/admin/photos/../secret")).status).toBe(404);
    expect((await editor.get("/admin/photos/not-a-slot")).status).toBe(404);
    expect(
      (
        await editor.post("/admin/photos/founder/keep", {
          csrf: "forged",
          upload: "0".repeat(32),
          extension: "jpg",
        })
      ).status,
    ).toBe(403);
  });

  it("adds a 42nd gallery photo with its texts in four languages, moves it and removes it in all of them", async () => {
    const browser = await signedIn("editor@foundry.example");
    const gallery = (code: string) =>
      (
        parseDocument(
          readFileSync(join(contentHistoryDir(site.dataDir), "content", code, "gallery.yaml"), "utf8"),
        ).toJS() as {
          photos: { name: string; category: string; alt: string }[];
        }
      ).photos;
    const alts = {
      "alt-en": "Spider rotor after heat treatment",
      "alt-it": "Rotore a ragno dopo il trattamento termico",
      "alt-pt": "Rotor aranha após o tratamento térmico",
      "alt-ar": "دوار عنكبوتي بعد المعالجة الحرارية",
    };
    const before = gallery("en");
    const count = before.length;
    // Without the Arabic words: refused at that field, nothing changed.
    const missing = await upload(
      browser,
      "",
      { name: "rotor.jpg", bytes: await jpeg(1600, 1600), type: "image/jpeg" },
      { ...alts, "alt-ar": "", category: "metal" },
      "/admin/gallery/add",
    );
    expect(missing.status).toBe(422);
    expect(missing.text).toMatch(/id="problem-alt-ar"[^>]*>Say what the photo shows in العربية/);
    expect(gallery("ar")).toHaveLength(count);

    const added = await upload(
      browser,
      "",
      { name: "rotor.jpg", bytes: await jpeg(1600, 1600), type: "image/jpeg" },
      { ...alts, category: "metal" },
      "/admin/gallery/add",
    );
    expect(added.status, added.text).toBe(303);
    // Among its kind: after the last metal-recycling photo, not at the end of the gallery.
    const lastMetal = before.map((photo) => photo.category).lastIndexOf("metal");
    expect(lastMetal).toBeLessThan(count - 1);
    expect(added.headers.location).toMatch(/&photo=spider-rotor-after-heat-treatm#photo-spider-rotor/);
    for (const code of ["en", "it", "pt", "ar"]) {
      const photos = gallery(code);
      expect(photos).toHaveLength(count + 1);
      expect(photos[lastMetal + 1]).toEqual({
        name: "spider-rotor-after-heat-treatm",
        category: "metal",
        alt: alts[`alt-${code}` as keyof typeof alts],
      });
    }
    expect(readdirSync(companyPhotos())).toContain("gallery-spider-rotor-after-heat-treatm.jpg");
    const page = (await browser.get("/admin/gallery")).text;
    expect(page).toContain(`${lastMetal + 2}. Spider rotor after heat treatment`);
    // In Italian, each photo is named by its Italian description.
    expect((await browser.get("/admin/gallery?language=it")).text).toContain(
      `${lastMetal + 2}. Rotore a ragno dopo il trattamento termico`,
    );
    await browser.get("/admin/gallery?language=en");
    const csrf = browser.hidden(page, "csrf");
    // Moved to a place in one action: in every language, each photo with its own words.
    const moved = await browser.post("/admin/gallery", {
      csrf,
      op: "move:spider-rotor-after-heat-treatm",
      to: "2",
    });
    expect(moved.status).toBe(303);
    for (const code of ["en", "it", "ar"]) {
      const photos = gallery(code);
      expect(photos[1]?.name).toBe("spider-rotor-after-heat-treatm");
      expect(photos[1]?.alt).toBe(alts[`alt-${code}` as keyof typeof alts]);
      expect(
        photos.map((photo) => photo.name).filter((name) => name !== "spider-rotor-after-heat-treatm"),
      ).toEqual(before.map((photo) => photo.name));
    }
    // A place that is not one is said at the photo's field, and nothing moves.
    for (const to of ["0", String(count + 2), "two", ""]) {
      const refused = await browser.post("/admin/gallery", {
        csrf,
        op: "move:spider-rotor-after-heat-treatm",
        to,
      });
      expect(refused.status, to).toBe(422);
      expect(refused.text).toContain(
        `id="problem-to-spider-rotor-after-heat-treatm">${asReactWrites(editorText.en.gallery.badPosition.replace("{count}", String(count + 1)))}`,
      );
      expect(gallery("en")[1]?.name).toBe("spider-rotor-after-heat-treatm");
    }
    // Moved up: to the top.
    expect(
      (await browser.post("/admin/gallery", { csrf, op: "up:spider-rotor-after-heat-treatm" })).status,
    ).toBe(303);
    for (const code of ["en", "it", "ar"])
      expect(gallery(code)[0]?.name).toBe("spider-rotor-after-heat-treatm");
    // Removed: from every language, its photo with it.
    expect(
      (await browser.post("/admin/gallery", { csrf, op: "remove:spider-rotor-after-heat-treatm" })).status,
    ).toBe(303);
    for (const code of ["en", "it", "pt", "ar"]) expect(gallery(code)).toHaveLength(count);
    expect(readdirSync(companyPhotos())).not.toContain("gallery-spider-rotor-after-heat-treatm.jpg");
    const history = (await browser.get("/admin/history")).text;
    // In words: the gallery of each language, the photo put in, and later taken out.
    const changes = history.split("<li>").slice(1);
    const removed = changes[0]!;
    // Its photo taken out with it, said as such (read from the change's record, not its bytes).
    expect(removed).toContain(
      asReactWrites(
        editorText.en.history.photoRemoved.replace("{place}", "gallery-spider-rotor-after-heat-treatm"),
      ),
    );
    for (const code of ["en", "it", "pt", "ar"])
      expect(removed).toContain(
        asReactWrites(`${pageName("gallery", "en")} (${localeByCode(code as "en")!.name})`),
      );
    expect(removed).toMatch(
      /<td class="value" dir="auto">• spider-rotor-after-heat-treatm · [^<]*<\/td><td class="value" dir="auto">—<\/td>/,
    );
    expect(
      changes.some((change) =>
        /<td class="value" dir="auto">—<\/td><td class="value" dir="auto">• spider-rotor-after-heat-treatm · /.test(
          change,
        ),
      ),
    ).toBe(true);
  });
});
