/**
 * Several gallery photos at once: dropped or chosen together, kept aside, each then described in
 * every language and added together as one change; a file that is no photo is named and left
 * out; more than ten, or more than 100 MB, refused before any is kept.
 */
import { parse as parseHtml } from "node-html-parser";
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { editorText } from "../app/admin/editor-text.ts";
import { contentHistoryDir } from "../app/content/history.server.ts";
import { fillTemplate } from "../app/format/template.ts";
import type { visitor } from "./admin-testing.ts";
import { adminSiteForTests, asReactWrites, multipart, postUpload, signedInAs } from "./admin-testing.ts";
import { rawRequest } from "./testing.ts";

const site = adminSiteForTests("admin-gallery-several");
const words = editorText.en.gallery;
const jpeg = (colour: string) =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function sendSeveral(
  browser: ReturnType<typeof visitor>,
  files: { name: string; bytes: Buffer; type: string }[],
  category = "metal",
) {
  const page = (await browser.get("/admin/gallery")).text;
  const { body, type } = multipart(
    { csrf: browser.hidden(page, "csrf"), category },
    files.map((file) => ({ field: "photos", ...file })),
  );
  return postUpload(site.origin, browser, "/admin/gallery/several", { body, type });
}

/** The fields of the describing form, as the page sends them back. */
function describingForm(page: string): Record<string, string> {
  const form = /<form[^>]* action="\/admin\/gallery\/several\/add"[^>]*>(.*?)<\/form>/s.exec(page)?.[1] ?? "";
  const attribute = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
  const fields: Record<string, string> = {};
  for (const [tag] of form.matchAll(/<input [^>]*>/g)) {
    const name = attribute(tag, "name");
    if (name) fields[name] = attribute(tag, "value") ?? "";
  }
  for (const [, tag, options] of form.matchAll(/(<select [^>]*>)(.*?)<\/select>/gs)) {
    const name = attribute(tag!, "name");
    const selected = /<option value="([^"]+)" selected=""/.exec(options!)?.[1];
    if (name && selected) fields[name] = selected;
  }
  return fields;
}

const galleryOf = (code: string) =>
  parse(readFileSync(join(contentHistoryDir(site.dataDir), `content/${code}/gallery.yaml`), "utf8")) as {
    photos: { name: string; category: string; alt: string }[];
  };

describe("several gallery photos at once", { timeout: 60_000 }, () => {
  it("keeps the photos aside, asks for each one's words, and adds them together as one change", async () => {
    const editor = await signedInAs(site.origin, "editor@foundry.example");
    const gallery = (await editor.get("/admin/gallery")).text;
    // The form takes several files; the categories by the names the site shows.
    const several = parseHtml(gallery).querySelector('input[name="photos"]');
    expect(several?.getAttribute("type")).toBe("file");
    expect(several?.hasAttribute("multiple")).toBe(true);
    expect(gallery).toContain('<option value="metal">Metal Recycling</option>');

    const sent = await sendSeveral(editor, [
      { name: "IMG_1.jpg", bytes: await jpeg("#884422"), type: "image/jpeg" },
      { name: "notes.txt", bytes: Buffer.from("not a photo at all"), type: "image/jpeg" },
      { name: "IMG_2.jpg", bytes: await jpeg("#224488"), type: "image/jpeg" },
    ]);
    expect(sent.status, sent.text.slice(0, 400)).toBe(200);
    expect(sent.text).toContain(`<h1>${words.several.title}</h1>`);
    // The text file named and left out; the two photos, each with a small picture.
    expect(sent.text).toMatch(/<div role="alert" class="refused">.*notes\.txt/s);
    expect(sent.text).toContain(fillTemplate(words.several.photo, { n: 1, name: "IMG_1.jpg" }));
    expect(sent.text).toContain(fillTemplate(words.several.photo, { n: 2, name: "IMG_2.jpg" }));
    const fields = describingForm(sent.text);
    expect(fields.count).toBe("2");
    expect(fields["category-0"]).toBe("metal");
    const small = await rawRequest(site.origin, {
      path: `/admin/gallery/upload/${fields["upload-0"]}`,
      headers: { Cookie: [...editor.jar].map(([key, value]) => `${key}=${value}`).join("; ") },
    });
    expect(small.status).toBe(200);
    expect(small.headers["content-type"]).toBe("image/jpeg");

    const englishBefore = galleryOf("en").photos;
    const before = englishBefore.length;
    const history = () =>
      readdirSync(join(contentHistoryDir(site.dataDir), "images"), { withFileTypes: true });
    // A description left out: said at its field, nothing added.
    const described = {
      ...fields,
      "alt-0-en": "Grate casting after shot blasting",
      "alt-0-it": "Griglia dopo la granigliatura",
      "alt-0-pt": "Grelha depois da granalhagem",
      "alt-0-ar": "شبكة بعد السفع بالخردق",
      "alt-1-en": "Hammer ready for dispatch",
      "alt-1-it": "Martello pronto per la spedizione",
      "alt-1-pt": "Martelo pronto para envio",
      "alt-1-ar": "",
      "category-1": "hardwares",
    };
    const incomplete = await editor.post("/admin/gallery/several/add", described);
    expect(incomplete.status).toBe(422);
    expect(incomplete.text).toMatch(
      new RegExp(
        `<p class="problem" id="problem-alt-1-ar">${fillTemplate(words.altMissing, { language: "العربية" })}</p><input id="alt-1-ar"[^>]* aria-describedby="problem-alt-1-ar"`,
      ),
    );
    // What was typed stays in the form.
    expect(incomplete.text).toContain('value="Martello pronto per la spedizione"');
    expect(galleryOf("en").photos.length).toBe(before);
    // One photo named twice (a form this page did not write) is not added twice.
    const twice = await editor.post("/admin/gallery/several/add", {
      ...described,
      "alt-1-ar": "مطرقة",
      "upload-1": fields["upload-0"]!,
    });
    expect(twice.status).toBe(422);
    expect(twice.text).toMatch(
      new RegExp(`<p class="problem" id="problem-photo-1">${words.several.gone}</p>`),
    );
    expect(galleryOf("en").photos.length).toBe(before);

    const commits = () =>
      Number(
        execFileSync("git", ["-C", contentHistoryDir(site.dataDir), "rev-list", "--count", "HEAD"], {
          encoding: "utf8",
        }).trim(),
      );
    const commitsBefore = commits();
    const added = await editor.post("/admin/gallery/several/add", {
      ...described,
      "alt-1-ar": "مطرقة جاهزة للشحن",
    });
    expect(added.status, added.text.slice(0, 400)).toBe(303);
    // Back at the first photo added, which the page names.
    expect(added.headers.location).toMatch(/^\/admin\/gallery\?saved=[0-9a-f]+&photo=([a-z0-9-]+)#photo-\1$/);
    // Each among its kind: the metal-recycling photo after the last of those, the hardware at the end.
    const lastMetal = englishBefore.map((photo) => photo.category).lastIndexOf("metal");
    expect(lastMetal).toBeLessThan(before - 1);
    for (const code of ["en", "it", "pt", "ar"]) {
      const photos = galleryOf(code).photos;
      expect(photos.length).toBe(before + 2);
      expect(photos[lastMetal + 1]?.category).toBe("metal");
      expect(photos.at(-1)?.category).toBe("hardwares");
    }
    expect(galleryOf("it").photos.at(-1)?.alt).toBe("Martello pronto per la spedizione");
    const first = galleryOf("en").photos[lastMetal + 1];
    const second = galleryOf("en").photos.at(-1);
    expect(added.headers.location).toContain(`&photo=${first!.name}#`);
    const files = history().map((entry) => entry.name);
    expect(files).toContain(`gallery-${first!.name}.jpg`);
    expect(files).toContain(`gallery-${second!.name}.jpg`);
    // One change for both.
    expect(commits()).toBe(commitsBefore + 1);
    // The uploads are gone once added: the same form again says so.
    const again = await editor.post("/admin/gallery/several/add", { ...described, "alt-1-ar": "مطرقة" });
    expect(again.status).toBe(422);
    expect(again.text).toContain(words.several.gone);
  });

  it("refuses more than ten photos, and a form of files that are no photos, keeping none", async () => {
    const editor = await signedInAs(site.origin, "editor@foundry.example");
    const waitingUploads = () =>
      readdirSync(join(site.dataDir, "photo-uploads"), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !entry.parentPath.includes("/."))
        .map((entry) => entry.name)
        .sort();
    const waitingBefore = waitingUploads();
    const bytes = await jpeg("#446688");
    const eleven = await sendSeveral(
      editor,
      Array.from({ length: 11 }, (_, n) => ({ name: `IMG_${n}.jpg`, bytes, type: "image/jpeg" })),
    );
    expect(eleven.status).toBe(400);
    expect(eleven.text).toContain(fillTemplate(editorText.en.photos.refused.tooMany, { count: 10 }));
    // The form's 100 MB, counted as the body comes: nothing is kept.
    const tooMuch = await sendSeveral(
      editor,
      Array.from({ length: 4 }, (_, n) => ({
        name: `IMG_${n}.jpg`,
        bytes: Buffer.alloc(26_000_000),
        type: "image/jpeg",
      })),
    );
    expect(tooMuch.status).toBe(413);
    expect(tooMuch.text).toContain(
      fillTemplate(editorText.en.photos.refused.severalTooLarge, { megabytes: 100 }),
    );
    expect(waitingUploads()).toEqual(waitingBefore);
    // Each photo at most 30 MB, as one alone: the form's 100 MB count them together.
    const big = await sendSeveral(editor, [
      { name: "IMG_big.jpg", bytes: Buffer.concat([bytes, Buffer.alloc(31_000_000)]), type: "image/jpeg" },
      { name: "IMG_ok.jpg", bytes, type: "image/jpeg" },
    ]);
    expect(big.status).toBe(200);
    expect(big.text).toContain(
      asReactWrites(fillTemplate(editorText.en.photos.refused.tooLarge, { name: "IMG_big.jpg" })),
    );
    expect(big.text).toContain(fillTemplate(words.several.photo, { n: 1, name: "IMG_ok.jpg" }));
    const kept = describingForm(big.text)["upload-0"]!;
    expect(waitingUploads()).toContain(kept.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5"));
    expect(waitingUploads().length).toBe(waitingBefore.length + 1);
    const none = await sendSeveral(editor, [
      { name: "a.txt", bytes: Buffer.from("text"), type: "text/plain" },
    ]);
    expect(none.status).toBe(422);
    expect(none.text).toMatch(/<p class="problem" id="problem-photos">[^<]*a\.txt/);
    expect(waitingUploads().length).toBe(waitingBefore.length + 1);
  });

  it("keeps translators and strangers out", async () => {
    const translator = await signedInAs(site.origin, "arabic@foundry.example");
    // Refused before the body is read: no gallery page, so no token of one, is needed to see it.
    const { body, type } = multipart(
      { csrf: "none" },
      { field: "photos", name: "IMG_1.jpg", bytes: await jpeg("#884422"), type: "image/jpeg" },
    );
    expect((await postUpload(site.origin, translator, "/admin/gallery/several", { body, type })).status).toBe(
      403,
    );
    expect((await translator.get("/admin/gallery/upload/0123456789abcdef0123456789abcdef")).status).toBe(403);
  });
});
