/**
 * The editor's media library (/admin/media): every photo place and document in one list with
 * where it is used, what it is now, its crop and its description in each language; made with
 * React on the server, so what the company types is escaped by React, not by hand.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { descriptionField } from "../app/admin/media.server.ts";
import { editorText } from "../app/admin/editor-text.ts";
import { contentOf } from "../app/content/load-content.ts";
import { imageSlots } from "../app/content/images.ts";
import { fillTemplate } from "../app/format/template.ts";
import {
  adminSiteForTests,
  formFields,
  multipart,
  postUpload,
  signedInAs,
  asReactWrites,
} from "./admin-testing.ts";

const site = adminSiteForTests("admin-media");
const words = editorText.en.media;
const html = asReactWrites;

/** The card of one photo place, as the page has it. */
const card = (page: string, slot: string) =>
  new RegExp(`<li class="media-item [a-z]+" id="photo-${slot}">.*?</li>`, "s").exec(page)?.[0] ?? "";

describe("the media library", { timeout: 60_000 }, () => {
  it("names the field of every photo description the content has, in every language", () => {
    for (const code of ["en", "it", "pt", "ar"] as const) {
      const content = contentOf(code);
      const slots = Object.keys(imageSlots(contentOf("en")));
      const described = slots.filter((slot) => descriptionField(slot, content));
      // The portrait, the certificate, the site plan, each gallery photo and each article's photos.
      expect(described).toEqual(
        expect.arrayContaining([
          "founder",
          "certificate",
          "head-office-map",
          "gallery-01",
          "article-us-joint-venture",
        ]),
      );
      // Every one in English; a draft article's words may not be written yet in another language.
      if (code === "en")
        expect(described.length).toBe(
          slots.filter((slot) => /^(founder|certificate|head-office-map|gallery-|article-)/.test(slot))
            .length,
        );
      for (const slot of described) {
        const field = descriptionField(slot, content)!;
        const value = field.path.reduce<unknown>(
          (at, key) => (at as Record<string | number, unknown>)[key],
          content[field.name],
        );
        expect(typeof value, `${code} ${slot}`).toBe("string");
      }
    }
  });

  it("lists every place with what it shows, its crop and its descriptions, each a link to change it", async () => {
    const editor = await signedInAs(site.origin, "editor@foundry.example");
    const page = (await editor.get("/admin/media")).text;
    expect(page).toContain(`<h1>${html(words.title)}</h1>`);
    expect(page).toContain('<a href="/admin/media" aria-current="page">');
    // The portrait: on About, still a drawing, cropped to its shape, described in four languages.
    const founder = card(page, "founder");
    expect(founder).toContain('<a href="/admin/photos/founder">');
    expect(founder).toContain(html(words.drawing));
    expect(founder).toContain(
      html(fillTemplate(words.crop, { width: 960, height: 1200, point: editorText.en.photos.pointAuto })),
    );
    for (const code of ["en", "it", "pt", "ar"])
      expect(founder).toContain(`href="/admin/edit/${code}/about#f-founder-photo-alt"`);
    expect(founder).toContain(html(contentOf("it").about.founder.photo.alt));
    // A banner says what it shows in its title: no description field of its own.
    expect(card(page, "banner-01")).toContain(html(words.noDescription));
    // The documents, each with where to change it.
    expect(page).toContain(`<h2 id="documents">${html(words.documents)}</h2>`);
    expect(page).toMatch(/<a href="\/admin\/documents">[^<]*ISO 9001[^<]*<\/a>/);
    // The filters count what they show.
    const drawings = Number(/Still a drawing \((\d+)\)/.exec(page)?.[1]);
    const onlyDrawings = (await editor.get("/admin/media?show=drawing")).text;
    expect(onlyDrawings.match(/<li class="media-item drawing"/g)?.length).toBe(drawings);
    expect(onlyDrawings).not.toMatch(/<li class="media-item (yours|code)"/);

    // A photo of the company's: said so, with its pixels; one drawing fewer.
    const form = (await editor.get("/admin/photos/founder")).text;
    const bytes = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#884422" } })
      .jpeg()
      .toBuffer();
    const { body, type } = multipart(
      { csrf: editor.hidden(form, "csrf") },
      { field: "photo", name: "IMG_1.jpg", bytes, type: "image/jpeg" },
    );
    const sent = await postUpload(site.origin, editor, "/admin/photos/founder", { body, type });
    expect(sent.status).toBe(200);
    const kept = await editor.post("/admin/photos/founder/keep", {
      csrf: editor.hidden(sent.text, "csrf"),
      upload: editor.hidden(sent.text, "upload"),
      point: "top",
    });
    expect(kept.status).toBe(303);
    const after = (await editor.get("/admin/media")).text;
    const yours = card(after, "founder");
    expect(yours).toContain('class="media-item yours"');
    expect(yours).toContain(html(words.yours));
    expect(yours).toMatch(/3000 × 2000 pixels, \d+ KB/);
    expect(yours).toContain(editorText.en.photos.points.top);
    expect(after).toContain(`Still a drawing (${drawings - 1})`);
  });

  it("shows a description as typed, escaped, and a missing one as a link to its field", async () => {
    const editor = await signedInAs(site.origin, "editor@foundry.example");
    const form = (await editor.get("/admin/edit/it/about")).text;
    const fields = formFields(form, "/admin/edit/it/about");
    expect(fields["f.founder.photo.alt"]).toBeDefined();
    const typed = 'Ritratto <b>del fondatore</b> & "socio"';
    const saved = await editor.post("/admin/edit/it/about", {
      ...fields,
      "f.founder.photo.alt": typed,
      op: "save",
    });
    expect(saved.status, saved.text.slice(0, 500)).toBe(303);
    const page = (await editor.get("/admin/media")).text;
    expect(card(page, "founder")).toContain(html(typed));
    expect(page).not.toContain("<b>del fondatore</b>");
    // A description a language has not written yet (an article whose words wait, today): a link to
    // its file, and counted by the filter.
    const slots = Object.keys(imageSlots(contentOf("en")));
    const missing = slots.filter((slot) =>
      (["it", "pt", "ar"] as const).some((code) => {
        const content = contentOf(code);
        const field = descriptionField(slot, content);
        return descriptionField(slot, contentOf("en")) && !field;
      }),
    );
    expect(page).toContain(`A description missing (${missing.length})`);
    for (const slot of missing)
      expect(card(page, slot), slot).toMatch(/<a href="\/admin\/edit\/(it|pt|ar)\/[a-z-]+" class="missing">/);
  });

  it("keeps translators and strangers out", async () => {
    const translator = await signedInAs(site.origin, "arabic@foundry.example");
    expect((await translator.get("/admin/media")).status).toBe(403);
  });
});
