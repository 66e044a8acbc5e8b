/**
 * The editor's photo pages' writes and images: for one slot an upload that shows the crop the site
 * will make before the photo is kept (app/admin/photos.server.ts), and the crops themselves. The
 * pages are the editor's app's (routes/photos.tsx, routes/photo.tsx). Editors and administrators
 * only: a translator's work is words.
 */
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Request, Response, Router } from "express";
import express from "express";
import { findSlotFiles, readFocus, slotImageDirs } from "../content/slot-files.ts";
import { sameToken } from "../http/xsrf.server.ts";
import { sharedContentRepo } from "./content-repo.server.ts";
import { type EditorContext, editorWrite } from "./editing.server.ts";
import { askedPath, perRequest } from "./page.server.ts";
import type { WriteShown } from "./request-context.ts";
import { focusFrom, focusOf, type FocusPoint } from "./focus-points.ts";
import {
  checkPhoto,
  companySlots,
  keepPhoto,
  PhotoRefused,
  receivePhoto,
  slotCrop,
  wholePhoto,
  uploadPath,
} from "./photos.server.ts";
import { editorText } from "./editor-text.ts";

const codeRoot = fileURLToPath(new URL("../..", import.meta.url));

export function photoRoutes(router: Router, context: EditorContext): void {
  // The company's content is read once per request, however often its page asks for a slot.
  const slotsNow = perRequest(() => companySlots(context.dataDir));
  const repo = () => sharedContentRepo(context.dataDir, join(codeRoot, "content"));
  const parseSmall = express.urlencoded({ extended: false, limit: "4kb", parameterLimit: 8 });
  const slotOf = (req: Request) => {
    const slot = String((req.params as { slot?: string }).slot ?? "");
    return Object.hasOwn(slotsNow(req), slot) ? slot : undefined;
  };
  /** The file a slot shows now: the company's photo, else the code's photo or drawing. */
  const currentFile = async (slot: string) =>
    findSlotFiles([slot], slotImageDirs((await repo()).imagesDir)).get(slot);

  const refuse = context.refuse;
  const photosAllowed = (res: Response) => context.signed(res)?.account.role !== "translator";

  router.get("/photos", context.signedIn, context.editorsOnly, context.appPage);

  /** The place's page with a write's outcome: a notice, or the photo to crop before it is kept. */
  // At the address the write was sent to (routes.ts names the page there too): the page hydrates
  // with React only where the browser's address is its route's.
  const slotPage = (req: Request, res: Response, status: number, shown: WriteShown) =>
    context.renderPage(req, res, { path: askedPath(req), status, ...shown });
  const said = (ok: boolean, text: string): WriteShown => ({ notice: { ok, text } });
  const size = (photo: { width: number; height: number }) => ({ width: photo.width, height: photo.height });

  router.get("/photos/:slot", context.signedIn, context.editorsOnly, (req, res, next) => {
    if (!slotOf(req)) return refuse(req, res, 404, editorText[context.languageOf(req, res)].photos.noSlot);
    context.appPage(req, res, next);
  });

  router.post("/photos/:slot", context.signedIn, context.editorsOnly, async (req, res, next) => {
    const slot = slotOf(req);
    const language = context.languageOf(req, res);
    const words = editorText[language].photos;
    if (!slot) return refuse(req, res, 404, words.noSlot);
    let received: Awaited<ReturnType<typeof receivePhoto>>;
    try {
      received = await receivePhoto(req, context.dataDir, context.signed(res)!.account.email);
    } catch (error) {
      if (!(error instanceof PhotoRefused)) return next(error);
      return await slotPage(req, res, error.status, said(false, error.in(language)));
    }
    const { path } = received;
    if (!sameToken(received.fields.csrf ?? "", context.signed(res)!.session.csrf)) {
      await rm(path, { force: true });
      return refuse(req, res, 403, editorText[language].forbidden);
    }
    try {
      const photo = await checkPhoto(path, received.name);
      await slotPage(req, res, 200, {
        photoPreview: { upload: received.id, name: received.name, ...size(photo), point: "auto" },
      });
    } catch (error) {
      await rm(path, { force: true });
      if (!(error instanceof PhotoRefused)) return next(error);
      await slotPage(req, res, 422, said(false, error.in(language)));
    }
  });

  router.post("/photos/:slot/look", ...editorWrite(context, parseSmall), async (req, res, next) => {
    const language = context.languageOf(req, res);
    try {
      const slot = slotOf(req);
      const body = req.body as Record<string, string>;
      const upload = String(body.upload ?? "");
      const path = uploadPath(context.dataDir, context.signed(res)!.account.email, upload);
      if (!slot || !path || !existsSync(path))
        return refuse(req, res, 404, editorText[language].photos.noSlot);
      const name = String(body.name ?? slot).slice(0, 200);
      const photo = await checkPhoto(path, name);
      const point = focusOf(String(body.point)) ? (String(body.point) as FocusPoint) : "auto";
      const focus = focusFrom(body.focus);
      await slotPage(req, res, 200, {
        photoPreview: { upload, name, ...size(photo), point, ...(focus ? { focus } : {}) },
      });
    } catch (error) {
      if (error instanceof PhotoRefused) return refuse(req, res, 422, error.in(language));
      next(error);
    }
  });

  const sendJpeg = (res: Response, bytes: Buffer) =>
    res.status(200).type("image/jpeg").set("Content-Security-Policy", "default-src 'none'").send(bytes);

  router.get("/photos/:slot/current", context.signedIn, async (req, res, next) => {
    try {
      const slot = slotOf(req);
      const file = slot ? await currentFile(slot) : undefined;
      if (!slot || !file || !photosAllowed(res)) return res.status(404).type("text").send("Not found\n");
      const focus = readFocus(slotImageDirs((await repo()).imagesDir))[slot];
      sendJpeg(res, await slotCrop(file, slotsNow(req)[slot]!, 480, focus));
    } catch (error) {
      next(error);
    }
  });

  /** An image made from a photo uploaded for `slot`, by the person who may see it; 404 for anything else. */
  const fromUpload =
    (make: (path: string, slot: string, req: Request) => Promise<Buffer>) =>
    async (req: Request, res: Response, next: (error: unknown) => void) => {
      try {
        const slot = slotOf(req);
        const path = uploadPath(
          context.dataDir,
          context.signed(res)!.account.email,
          String(req.params.upload),
        );
        if (!slot || !path || !existsSync(path) || !photosAllowed(res))
          return res.status(404).type("text").send("Not found\n");
        sendJpeg(res, await make(path, slot, req));
      } catch (error) {
        next(error);
      }
    };

  router.get(
    "/photos/:slot/preview/:upload",
    context.signedIn,
    fromUpload((path, slot, req) => slotCrop(path, slotsNow(req)[slot]!, 960, focusFrom(req.query.focus))),
  );

  // The whole photo, turned the right way up, for the photo page (ui/PhotoCrop.tsx) to frame the crop on.
  router.get(
    "/photos/:slot/whole/:upload",
    context.signedIn,
    fromUpload((path) => wholePhoto(path, 960)),
  );

  router.post("/photos/:slot/keep", ...editorWrite(context, parseSmall), async (req, res, next) => {
    try {
      const slot = slotOf(req);
      const language = context.languageOf(req, res);
      const body = req.body as Record<string, string>;
      const path = uploadPath(context.dataDir, context.signed(res)!.account.email, String(body.upload ?? ""));
      if (!slot || !path) return refuse(req, res, 404, editorText[language].photos.noSlot);
      const who = context.signed(res)!.account.email;
      const focus = focusFrom(body.focus) ?? focusOf(String(body.point ?? ""));
      const kept = await keepPhoto(await repo(), { slot, upload: path, who, ...(focus ? { focus } : {}) });
      if (kept.kind === "refused")
        return await slotPage(req, res, 422, said(false, kept.refusal.in(language)));
      context.audit(who, "saved a photo", `${slot} (${kept.commit})`);
      res.redirect(303, `/admin/photos/${slot}?saved=${kept.commit}`);
    } catch (error) {
      next(error);
    }
  });
}
