/**
 * The editor's photo pages: every image slot with what it shows now, and for one slot an upload
 * that shows the crop the site will make before the photo is kept (app/admin/photos.server.ts).
 * Editors and administrators only: a translator's work is words.
 */
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Request, Response, Router } from "express";
import express from "express";
import { fillTemplate } from "../format/template.ts";
import { imageSlots } from "../content/images.ts";
import { contentOf, contentRoot, forgetContent, loadContent } from "../content/load-content.ts";
import { defaultLocale } from "../locales.ts";
import type { Focus } from "../content/photo-crop.ts";
import { findSlotFiles, readFocus } from "../content/slot-files.ts";
import { sameToken } from "../http/xsrf.server.ts";
import { contentFolderOf, sharedContentRepo } from "./content-repo.server.ts";
import { type EditorContext, editorWrite, sendEditorPage } from "./editing.server.ts";
import { perRequest } from "./page.server.ts";
import { createElement as h, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  checkPhoto,
  focusFrom,
  focusOf,
  focusText,
  type FocusPoint,
  focusPoints,
  keepPhoto,
  PhotoRefused,
  pointAt,
  receivePhoto,
  slotCrop,
  wholePhoto,
  uploadPath,
} from "./photos.server.ts";
import { editorText } from "./editor-text.ts";
import { pageName } from "./field-help/index.ts";
import { photoPlace, photoPlacesByPage } from "./field-help/photo-places.ts";

const codeRoot = fileURLToPath(new URL("../..", import.meta.url));
const codeImages = join(codeRoot, "app/images");

/**
 * The image slots of the company's content as saved (an article added in the editor has its slot
 * before it is published), or of the code's when that content has a mistake.
 */
export function companySlots(dataDir: string) {
  const root = contentFolderOf(dataDir);
  if (root !== contentRoot) forgetContent(root);
  return imageSlots(loadContent(defaultLocale.code, root).content ?? contentOf(defaultLocale.code));
}

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
    findSlotFiles(
      [slot],
      [codeImages, (await repo()).imagesDir].filter((dir) => existsSync(dir)),
    ).get(slot);

  const page = (req: Request, res: Response, status: number, title: string, body: ReactNode) =>
    sendEditorPage(context, req, res, {
      status,
      title,
      section: "/admin/photos",
      body: renderToStaticMarkup(body),
    });
  const refuse = context.refuse;
  const photosAllowed = (res: Response) => context.signed(res)?.account.role !== "translator";

  router.get("/photos", context.signedIn, context.editorsOnly, (req, res) => {
    const language = context.languageOf(req, res);
    const words = editorText[language].photos;
    const slots = slotsNow(req);
    // By page, each place in words ("Fascia in alto, foto 1"), its file name small beneath.
    const pages = photoPlacesByPage(Object.keys(slots), slots, language);
    page(
      req,
      res,
      200,
      words.title,
      h(
        Fragment,
        null,
        h("h1", null, words.title),
        h("p", null, words.intro),
        h("p", null, h("a", { href: "/admin/gallery" }, editorText[language].gallery.link)),
        pages.map(([name, places]) =>
          h(
            Fragment,
            { key: name },
            h("h2", null, name),
            h(
              "ul",
              { className: "slots" },
              places.map(({ slot, label }) => {
                const size = slots[slot]!;
                return h(
                  "li",
                  { key: slot },
                  h(
                    "a",
                    { href: `/admin/photos/${slot}` },
                    h("img", {
                      src: `/admin/photos/${slot}/current`,
                      alt: "",
                      width: 160,
                      height: Math.round((160 * size.height) / size.width),
                      loading: "lazy",
                    }),
                    h("span", null, label),
                  ),
                  h("small", null, `${size.width} × ${size.height}`),
                );
              }),
            ),
          ),
        ),
      ),
    );
  });

  function slotPage(req: Request, res: Response, slot: string, status: number, extra: ReactNode) {
    const language = context.languageOf(req, res);
    const words = editorText[language].photos;
    const size = slotsNow(req)[slot]!;
    const current = context.signed(res)!;
    const place = photoPlace(slot, language, size.label);
    const placeName = place ? `${pageName(place.page, language)} · ${place.label}` : `${words.slot} ${slot}`;
    page(
      req,
      res,
      status,
      placeName,
      h(
        Fragment,
        null,
        h("p", null, h("a", { href: "/admin/photos" }, words.title)),
        h("h1", null, placeName),
        h("p", null, fillTemplate(words.shape, { width: size.width, height: size.height })),
        extra,
        h("h2", null, words.now),
        h("img", {
          className: "crop",
          src: `/admin/photos/${slot}/current`,
          alt: words.now,
          width: size.width,
          height: size.height,
        }),
        h(
          "form",
          {
            className: "stack",
            method: "post",
            action: `/admin/photos/${slot}`,
            encType: "multipart/form-data",
          },
          h("input", { type: "hidden", name: "csrf", value: current.session.csrf }),
          h("label", { htmlFor: "photo" }, words.choose),
          h("p", { className: "help", id: "photo-help" }, words.limits),
          h("input", {
            id: "photo",
            name: "photo",
            type: "file",
            accept: "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif",
            "aria-describedby": "photo-help",
            required: true,
          }),
          h("button", { type: "submit" }, words.upload),
        ),
        h("p", { className: "help" }, fillTemplate(words.keptAs, { slot })),
      ),
    );
  }

  const said = (ok: boolean, text: string) => h("p", { role: ok ? "status" : "alert" }, text);

  router.get("/photos/:slot", context.signedIn, context.editorsOnly, (req, res) => {
    const slot = slotOf(req);
    const language = context.languageOf(req, res);
    if (!slot) return refuse(req, res, 404, editorText[language].photos.noSlot);
    const saved = typeof req.query.saved === "string" ? req.query.saved.slice(0, 40) : undefined;
    slotPage(req, res, slot, 200, saved ? said(true, editorText[language].photos.saved) : null);
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
      return slotPage(req, res, slot, error.status, said(false, error.in(language)));
    }
    const { path } = received;
    if (!sameToken(received.fields.csrf ?? "", context.signed(res)!.session.csrf)) {
      await rm(path, { force: true });
      return refuse(req, res, 403, editorText[language].forbidden);
    }
    try {
      const photo = await checkPhoto(path, received.name);
      slotPage(
        req,
        res,
        slot,
        200,
        previewSection(req, res, slot, received.id, received.name, photo, "auto"),
      );
    } catch (error) {
      await rm(path, { force: true });
      if (!(error instanceof PhotoRefused)) return next(error);
      slotPage(req, res, slot, 422, said(false, error.in(language)));
    }
  });

  /**
   * The photo cropped as the site will show it, the nine points its crop may keep, and Keep. With
   * focal-point.js, the whole photo too, on which a click or a drag chooses any point, the crop
   * following in the page; the point goes back in `focus`, which wins over the nine.
   */
  function previewSection(
    req: Request,
    res: Response,
    slot: string,
    upload: string,
    name: string,
    photo: { width: number; height: number; extension: string },
    point: FocusPoint | "auto",
    focus?: Focus,
  ): ReactNode {
    const language = context.languageOf(req, res);
    const words = editorText[language].photos;
    const size = slotsNow(req)[slot]!;
    const current = context.signed(res)!;
    const chosen = focus ?? focusOf(point);
    // A point chosen on the photo is one of the nine only when it is exactly there.
    const checked = focus ? pointAt(focus) : point;
    const auto = `/admin/photos/${slot}/preview/${upload}`;
    const choices: [key: string, label: string, focus: string][] = [
      ["auto", words.pointAuto, ""],
      ...focusPoints.map(([key, x, y]): [string, string, string] => [
        key,
        words.points[key],
        focusText({ x, y }),
      ]),
    ];
    return h(
      Fragment,
      null,
      h("h2", null, words.preview),
      h("p", null, fillTemplate(words.previewIntro, { name, width: photo.width, height: photo.height })),
      h("img", {
        className: "crop",
        src: `${auto}${chosen ? `?focus=${focusText(chosen)}` : ""}`,
        alt: words.preview,
        width: size.width,
        height: size.height,
      }),
      h(
        "form",
        { method: "post", action: `/admin/photos/${slot}/keep` },
        h("input", { type: "hidden", name: "csrf", value: current.session.csrf }),
        h("input", { type: "hidden", name: "upload", value: upload }),
        h("input", { type: "hidden", name: "name", value: name }),
        h("input", { type: "hidden", name: "focus", value: focus ? focusText(focus) : "" }),
        // Shown by focal-point.js: a pointer's way to the same choice, and any point between.
        h(
          "div",
          {
            className: "picker",
            hidden: true,
            "data-picker": "",
            "data-crop": `${size.width}x${size.height}`,
            "data-auto": auto,
            "data-at": words.pickAt,
          },
          h("p", { id: "pick-help" }, words.pick),
          // Where the point is, said as it moves.
          h("p", { id: "pick-at", className: "visually-hidden", "aria-live": "polite" }),
          // A button: reached with Tab, its arrow keys move the point (focal-point.js).
          h(
            "button",
            {
              type: "button",
              className: "whole",
              "aria-describedby": "pick-help pick-at",
              "aria-label": words.whole,
            },
            h("img", {
              src: `/admin/photos/${slot}/whole/${upload}`,
              alt: "",
              width: photo.width,
              height: photo.height,
              draggable: false,
            }),
            h("span", { className: "frame", hidden: true }),
            h("span", { className: "mark", hidden: true }),
          ),
        ),
        h(
          "fieldset",
          { className: "points" },
          h("legend", null, words.point),
          choices.map(([key, label, at]) =>
            h(
              "div",
              { key, className: "check" },
              h("input", {
                type: "radio",
                id: `point-${key}`,
                name: "point",
                value: key,
                defaultChecked: key === checked,
                "data-focus": at,
              }),
              h("label", { htmlFor: `point-${key}` }, label),
            ),
          ),
          h(
            "button",
            { type: "submit", formAction: `/admin/photos/${slot}/look`, className: "small secondary" },
            words.look,
          ),
        ),
        h("button", { type: "submit" }, words.keep),
      ),
    );
  }

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
      slotPage(
        req,
        res,
        slot,
        200,
        previewSection(req, res, slot, upload, name, photo, point, focusFrom(body.focus)),
      );
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
      const focus = readFocus([codeImages, (await repo()).imagesDir].filter((dir) => existsSync(dir)))[slot];
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

  // The whole photo, turned the right way up, for focal-point.js to frame the crop on.
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
        return slotPage(req, res, slot, 422, said(false, kept.refusal.in(language)));
      context.audit(who, "saved a photo", `${slot} (${kept.commit})`);
      res.redirect(303, `/admin/photos/${slot}?saved=${kept.commit}`);
    } catch (error) {
      next(error);
    }
  });
}
