/**
 * The gallery in the editor (issue 20): its photos in order, each moved or removed in every
 * language at once, and a new photo added with its category and its description in each language
 * and its file, in one change. A photo is an entry with a name of its own (gallery-<name> is its
 * image slot), so its texts stay with it whatever moves.
 */
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import express, { type Request, type Response, type Router } from "express";
import sharp from "sharp";
import { fillTemplate } from "../format/template.ts";
import { galleryCategory } from "../content/schemas/gallery.ts";
import { addGalleryPhotos, moveGalleryPhoto, type NewPhoto } from "./gallery.server.ts";
import { findSlotFiles, slotImageDirs } from "../content/slot-files.ts";
import { sameToken } from "../http/xsrf.server.ts";
import { locales } from "../locales.ts";
import { sharedContentRepo } from "./content-repo.server.ts";
import { type EditorContext, editorWrite } from "./editing.server.ts";
import { problemPlace } from "./file-titles.server.ts";
import { problemText } from "../content/problems.ts";
import {
  checkPhoto,
  PhotoRefused,
  photoLimits,
  receivePhoto,
  receivePhotos,
  severalPhotos,
  slotCrop,
  uploadPath,
} from "./photos.server.ts";
import { type SeveralProblems, type WaitingPhoto, waitingPhotosOf } from "./gallery-several.server.ts";
import { editorText } from "./editor-text.ts";
import type { GalleryForm, Notice } from "./request-context.ts";

const codeRoot = fileURLToPath(new URL("../..", import.meta.url));

/** What the gallery's routes share: the content, the page a write answers with, the photos a form sent. */
function galleryShared(context: EditorContext) {
  const repo = () => sharedContentRepo(context.dataDir, join(codeRoot, "content"));
  const allowed = (res: Response) => context.signed(res)?.account.role !== "translator";

  /** The gallery's page with a write's outcome: a notice, and the forms as it left them. */
  const galleryPage = (
    req: Request,
    res: Response,
    status: number,
    notice: Notice | null,
    form: GalleryForm = {},
  ) =>
    context.renderPage(req, res, {
      path: "/admin/gallery",
      status,
      ...(notice ? { notice } : {}),
      gallery: form,
    });
  const alert = (text: string): Notice => ({ ok: false, text });

  /**
   * The photos of a multipart form as `receive` keeps them, from this person's own page (its
   * token); otherwise undefined, with the answer sent (the gallery saying why at `field`, or 403)
   * and nothing kept.
   */
  async function receivedFrom<T extends { fields: Record<string, string> }>(
    req: Request,
    res: Response,
    field: "photo" | "photos",
    receive: () => Promise<T>,
    pathsOf: (received: T) => string[],
  ): Promise<T | undefined> {
    const language = context.languageOf(req, res);
    let received: T;
    try {
      received = await receive();
    } catch (error) {
      if (!(error instanceof PhotoRefused)) throw error;
      await galleryPage(req, res, error.status, null, { problems: { [field]: [error.in(language)] } });
      return undefined;
    }
    if (sameToken(received.fields.csrf ?? "", context.signed(res)!.session.csrf)) return received;
    await Promise.all(pathsOf(received).map((path) => rm(path, { force: true })));
    context.refuse(req, res, 403, editorText[language].forbidden);
    return undefined;
  }

  return { repo, allowed, galleryPage, alert, receivedFrom };
}
type Shared = ReturnType<typeof galleryShared>;

export function galleryRoutes(router: Router, context: EditorContext): void {
  const shared = galleryShared(context);
  galleryListRoutes(router, context, shared);
  galleryAddRoute(router, context, shared);
  gallerySeveralRoutes(router, context, shared);
}

/** The gallery's page, each photo's thumbnail, and a photo moved or removed in every language. */
function galleryListRoutes(router: Router, context: EditorContext, shared: Shared): void {
  const { repo, allowed, galleryPage, alert } = shared;
  const parseSmall = express.urlencoded({ extended: false, limit: "4kb", parameterLimit: 5 });
  router.get("/gallery", context.signedIn, context.editorsOnly, context.appPage);

  router.get("/gallery/:name/image", context.signedIn, async (req, res, next) => {
    try {
      const name = String(req.params.name);
      const slot = `gallery-${name}`;
      const folders = slotImageDirs((await repo()).imagesDir);
      const file = /^[a-z0-9-]+$/.test(name) ? findSlotFiles([slot], folders).get(slot) : undefined;
      if (!file || !allowed(res)) return res.status(404).type("text").send("Not found\n");
      res
        .type("image/jpeg")
        .set("Content-Security-Policy", "default-src 'none'")
        .send(await slotCrop(file, { width: 1, height: 1 }, 192));
    } catch (error) {
      next(error);
    }
  });

  router.post("/gallery", ...editorWrite(context, parseSmall), async (req, res, next) => {
    try {
      const language = context.languageOf(req, res);
      const words = editorText[language].gallery;
      const body = req.body as Record<string, string | undefined>;
      const [verb, name = ""] = String(body.op ?? "").split(":");
      if (!["up", "down", "move", "remove"].includes(verb ?? ""))
        return galleryPage(req, res, 404, alert(words.noPhoto));
      // The place typed, 1 to the count.
      const typed = String(body.to ?? "").trim();
      const to =
        verb === "move"
          ? /^\d+$/.test(typed)
            ? Number(typed)
            : Number.NaN
          : (verb as "up" | "down" | "remove");
      const who = context.signed(res)!.account.email;
      const outcome = await moveGalleryPhoto(await repo(), { name, to, who });
      switch (outcome.kind) {
        case "not found":
          return galleryPage(req, res, 404, alert(words.noPhoto));
        case "no such place":
          if (verb !== "move") return galleryPage(req, res, 404, alert(words.noPhoto));
          return galleryPage(req, res, 422, null, { move: { name, to: typed.slice(0, 12) } });
        case "unchanged":
          return res.redirect(303, `/admin/gallery#photo-${name}`);
        case "refused":
          return galleryPage(req, res, 422, {
            ok: false,
            text: "",
            lines: outcome.problems.map(
              (problem) =>
                `${problemPlace(problem, language).page}: ${problemText(language, problem.detail)}`,
            ),
          });
        case "busy":
          return galleryPage(req, res, 409, alert(editorText[language].edit.conflictTitle));
        case "saved":
          context.audit(who, "changed the gallery", `${verb} ${name} (${outcome.commit})`);
          // Back at the photo moved, not at the top of a long page.
          return res.redirect(
            303,
            `/admin/gallery?saved=${outcome.commit}${verb === "remove" ? "" : `&photo=${name}#photo-${name}`}`,
          );
      }
    } catch (error) {
      next(error);
    }
  });
}

/** One photo added, with its category and its description in each language, in one change. */
function galleryAddRoute(router: Router, context: EditorContext, shared: Shared): void {
  const { repo, galleryPage, alert, receivedFrom } = shared;
  router.post("/gallery/add", context.signedIn, context.editorsOnly, async (req, res, next) => {
    const language = context.languageOf(req, res);
    const words = editorText[language].gallery;
    let received;
    try {
      received = await receivedFrom(
        req,
        res,
        "photo",
        () => receivePhoto(req, context.dataDir, context.signed(res)!.account.email),
        (photo) => [photo.path],
      );
    } catch (error) {
      return next(error);
    }
    if (!received) return;
    const { path } = received;
    try {
      const alts = Object.fromEntries(
        locales.map((locale) => [locale.code, (received.fields[`alt-${locale.code}`] ?? "").trim()]),
      );
      const category = received.fields.category ?? "";
      const problems: Record<string, string[]> = {};
      const form: GalleryForm = { category, alts, problems };
      let photo;
      try {
        photo = await checkPhoto(path, received.name);
      } catch (error) {
        if (!(error instanceof PhotoRefused)) throw error;
        problems.photo = [error.in(language)];
      }
      if (!(galleryCategory.options as readonly string[]).includes(category))
        problems.category = [words.noCategory];
      for (const locale of locales)
        if (!alts[locale.code])
          problems[`alt-${locale.code}`] = [fillTemplate(words.altMissing, { language: locale.name })];
      if (Object.keys(problems).length > 0 || !photo) return await galleryPage(req, res, 422, null, form);

      const who = context.signed(res)!.account.email;
      const outcome = await addGalleryPhotos(
        await repo(),
        [{ path, extension: photo.extension, category, alts }],
        who,
      );
      if ("problems" in outcome) {
        for (const problem of outcome.problems) {
          const key = problem.code && problem.alt ? `alt-${problem.code}` : "photo";
          problems[key] = [...(problems[key] ?? []), problem.text(language)];
        }
        return await galleryPage(req, res, 422, null, form);
      }
      if (!outcome.saved)
        return await galleryPage(req, res, 409, alert(editorText[language].edit.conflictTitle), form);
      context.audit(who, "added a gallery photo", `${outcome.names.join(", ")} (${outcome.commit})`);
      res.redirect(
        303,
        `/admin/gallery?saved=${outcome.commit}&photo=${outcome.names[0]}#photo-${outcome.names[0]}`,
      );
    } catch (error) {
      next(error);
    } finally {
      await rm(path, { force: true });
    }
  });
}

/** Several photos at once: kept aside, then each described, then added together. */
function gallerySeveralRoutes(router: Router, context: EditorContext, shared: Shared): void {
  const { repo, galleryPage, receivedFrom } = shared;
  const parseSeveral = express.urlencoded({
    extended: false,
    limit: "64kb",
    parameterLimit: 4 + severalPhotos.count * (3 + locales.length),
  });

  async function severalAnswer(
    req: Request,
    res: Response,
    status: number,
    photos: readonly WaitingPhoto[],
    refused: readonly string[],
    problems: SeveralProblems,
  ) {
    await context.renderPage(req, res, {
      path: "/admin/gallery/several",
      status,
      several: { photos: [...photos], refused: [...refused], problems: Object.fromEntries(problems) },
    });
  }

  router.post("/gallery/several", context.signedIn, context.editorsOnly, async (req, res, next) => {
    const language = context.languageOf(req, res);
    let received;
    try {
      received = await receivedFrom(
        req,
        res,
        "photos",
        () => receivePhotos(req, context.dataDir, context.signed(res)!.account.email),
        (several) => several.photos.map((photo) => photo.path),
      );
    } catch (error) {
      return next(error);
    }
    if (!received) return;
    const photos = received.photos;
    const drop = () => Promise.all(photos.map((photo) => rm(photo.path, { force: true })));
    try {
      const category = received.fields.category ?? "";
      const waiting: WaitingPhoto[] = [];
      const refused: string[] = [];
      // One at a time: a phone's HEIC is decoded on a thread of its own, one photo at a time.
      for (const photo of received.photos) {
        try {
          await checkPhoto(photo.path, photo.name);
          waiting.push({ id: photo.id, name: photo.name, category, alts: {} });
        } catch (error) {
          if (!(error instanceof PhotoRefused)) throw error;
          refused.push(error.in(language));
          await rm(photo.path, { force: true });
        }
      }
      if (waiting.length === 0)
        return await galleryPage(req, res, 422, null, { problems: { photos: refused } });
      await severalAnswer(req, res, 200, waiting, refused, new Map());
    } catch (error) {
      await drop();
      next(error);
    }
  });

  /** A photo waiting for its words, small, for the page that asks for them. */
  router.get("/gallery/upload/:id", context.signedIn, context.editorsOnly, async (req, res, next) => {
    try {
      const path = uploadPath(
        context.dataDir,
        context.signed(res)!.account.email,
        String(req.params.id ?? ""),
      );
      if (!path || !existsSync(path)) return res.status(404).end();
      const small = await sharp(path, { limitInputPixels: photoLimits.pixels })
        .rotate()
        .resize(320, 320, { fit: "cover" })
        .jpeg({ quality: 80 })
        .toBuffer();
      // An upload's id names one file for the day it waits: the browser need not ask twice.
      res.set("Cache-Control", "private, max-age=86400, immutable").type("image/jpeg").send(small);
    } catch (error) {
      next(error);
    }
  });

  router.post("/gallery/several/add", ...editorWrite(context, parseSeveral), async (req, res, next) => {
    try {
      const language = context.languageOf(req, res);
      const words = editorText[language].gallery;
      const photos = waitingPhotosOf(req.body as Record<string, unknown>, severalPhotos.count);
      if (photos.length === 0) return res.redirect(303, "/admin/gallery");
      const problems = new Map<string, string[]>();
      const say = (key: string, line: string) => problems.set(key, [...(problems.get(key) ?? []), line]);
      const checked: NewPhoto[] = [];
      const seen = new Set<string>();
      for (const [n, photo] of photos.entries()) {
        const path = uploadPath(context.dataDir, context.signed(res)!.account.email, photo.id);
        // A photo named twice (by a form this page did not write) is refused there.
        if (!path || !existsSync(path) || seen.has(path)) {
          say(`photo-${n}`, words.several.gone);
          continue;
        }
        seen.add(path);
        if (!(galleryCategory.options as readonly string[]).includes(photo.category))
          say(`category-${n}`, words.noCategory);
        for (const locale of locales)
          if (!photo.alts[locale.code])
            say(`alt-${n}-${locale.code}`, fillTemplate(words.altMissing, { language: locale.name }));
        checked.push({ path, extension: "", category: photo.category, alts: photo.alts });
      }
      if (problems.size > 0) return await severalAnswer(req, res, 422, photos, [], problems);
      // The photos read again only once the form is whole: a form sent again and again costs no
      // decoding until it can be added.
      for (const [n, photo] of checked.entries()) {
        try {
          photo.extension = (await checkPhoto(photo.path, photos[n]!.name)).extension;
        } catch (error) {
          if (!(error instanceof PhotoRefused)) throw error;
          say(`photo-${n}`, error.in(language));
        }
      }
      if (problems.size > 0) return await severalAnswer(req, res, 422, photos, [], problems);
      const who = context.signed(res)!.account.email;
      const outcome = await addGalleryPhotos(await repo(), checked, who);
      if ("problems" in outcome) {
        for (const problem of outcome.problems)
          say(
            problem.photo !== undefined && problem.code && problem.alt
              ? `alt-${problem.photo}-${problem.code}`
              : `photo-${problem.photo ?? 0}`,
            problem.text(language),
          );
        return await severalAnswer(req, res, 422, photos, [], problems);
      }
      if (!outcome.saved) {
        say("photo-0", editorText[language].edit.conflictTitle);
        return await severalAnswer(req, res, 409, photos, [], problems);
      }
      await Promise.all(checked.map((photo) => rm(photo.path, { force: true })));
      context.audit(who, "added gallery photos", `${outcome.names.join(", ")} (${outcome.commit})`);
      res.redirect(
        303,
        `/admin/gallery?saved=${outcome.commit}&photo=${outcome.names[0]}#photo-${outcome.names[0]}`,
      );
    } catch (error) {
      next(error);
    }
  });
}
