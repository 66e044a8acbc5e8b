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
import { type Document, isMap, isSeq, parseDocument, type YAMLSeq } from "yaml";
import { fillTemplate } from "../format/template.ts";
import { galleryCategory } from "../content/schemas/gallery.ts";
import { findSlotFiles } from "../content/slot-files.ts";
import {
  confirmTranslations,
  type TranslationRecord,
  translationRecordText,
} from "../content/translations.ts";
import { sameToken } from "../http/xsrf.server.ts";
import { defaultLocale, localeByCode, locales } from "../locales.ts";
import { sharedContentRepo } from "./content-repo.server.ts";
import { checkProposedFiles, type EditorContext, editorWrite, problemPlace } from "./editing.server.ts";
import { escape, sections } from "./page.server.ts";
import { problemText } from "../content/problems.ts";
import { checkPhoto, PhotoRefused, receivePhoto, slotCrop } from "./photos.server.ts";
import { adminWords } from "./words.ts";

const codeRoot = fileURLToPath(new URL("../..", import.meta.url));
const galleryFile = (code: string) => `${code}/gallery`;

interface Photo {
  name: string;
  category: string;
  alt: string;
}

/** "Spider rotor, cast in manganese steel" → "spider-rotor-cast-in-manganese": a photo's name. */
export function photoName(alt: string, taken: ReadonlySet<string>): string {
  const base =
    alt
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 30)
      .replace(/-+$/, "") || "photo";
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
  return name;
}

export function galleryRoutes(router: Router, context: EditorContext): void {
  const repo = () => sharedContentRepo(context.dataDir, join(codeRoot, "content"));
  const parseSmall = express.urlencoded({ extended: false, limit: "4kb", parameterLimit: 5 });
  const allowed = (res: Response) => context.signed(res)?.account.role !== "translator";

  /**
   * The photos as the file writes them, each field as text: a file from before photos had names,
   * or a name YAML reads as a number, still shows (and the check says what to mend).
   */
  const photosOf = async (code: string): Promise<Photo[]> => {
    const data = parseDocument((await repo()).read(galleryFile(code)).text).toJS() as {
      photos?: Partial<Record<keyof Photo, unknown>>[];
    } | null;
    return (Array.isArray(data?.photos) ? data.photos : []).map((photo) => ({
      name: String(photo?.name ?? ""),
      category: String(photo?.category ?? ""),
      alt: String(photo?.alt ?? ""),
    }));
  };

  async function galleryPage(
    req: Request,
    res: Response,
    status: number,
    notice: string,
    form: { category?: string; alts?: Record<string, string>; problems?: Map<string, string[]> } = {},
  ) {
    const language = context.languageOf(req, res);
    const words = adminWords[language].gallery;
    const current = context.signed(res)!;
    const photos = await photosOf(defaultLocale.code);
    const csrf = `<input type="hidden" name="csrf" value="${escape(current.session.csrf)}">`;
    const button = (op: string, label: string, name: string, secondary = false) =>
      `<button type="submit" name="op" value="${op}:${escape(name)}" class="small${secondary ? " secondary" : ""}">${escape(label)}<span class="visually-hidden"> ${escape(name)}</span></button>`;
    const items = photos.map(
      (
        photo,
        index,
      ) => `<li><img src="/admin/gallery/${escape(photo.name)}/image" alt="" width="96" height="96" loading="lazy">
<div><strong>${index + 1}. ${escape(photo.alt)}</strong><br><small>${escape(photo.name)} · ${escape(photo.category)}</small>
<form method="post" action="/admin/gallery" class="item-actions">${csrf}${index > 0 ? button("up", words.up, photo.name) : ""}${index < photos.length - 1 ? button("down", words.down, photo.name) : ""}${button("remove", words.remove, photo.name, true)}</form></div></li>`,
    );
    const problem = (key: string) => {
      const list = form.problems?.get(key) ?? [];
      return list.length
        ? {
            html: `<p class="problem" id="problem-${key}">${list.map(escape).join("<br>")}</p>`,
            attributes: ` aria-describedby="problem-${key}" aria-invalid="true"`,
          }
        : { html: "", attributes: "" };
    };
    const altFields = locales.map((locale) => {
      const key = `alt-${locale.code}`;
      const said = problem(key);
      return `<div class="field"><label for="${key}">${escape(fillTemplate(words.alt, { language: locale.name }))}</label>${said.html}<input id="${key}" name="${key}" type="text" lang="${locale.code}" dir="${locale.dir}" required value="${escape(form.alts?.[locale.code] ?? "")}"${said.attributes}></div>`;
    });
    const categoryProblem = problem("category");
    const photoProblem = problem("photo");
    context.send(
      res,
      status,
      language,
      words.title,
      `${context.chrome(language, current, "/admin/gallery")}<main>${sections(language, "/admin/photos")}
<h1>${escape(words.title)}</h1>
<p>${escape(words.intro)}</p>
${notice}
<h2>${escape(words.add)}</h2>
<form method="post" action="/admin/gallery/add" enctype="multipart/form-data" class="add-photo">
${csrf}
<div class="field"><label for="photo">${escape(adminWords[language].photos.choose)}</label><p class="help" id="photo-help">${escape(adminWords[language].photos.limits)}</p>${photoProblem.html}
<input id="photo" name="photo" type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif" aria-describedby="photo-help" required${photoProblem.attributes}></div>
<div class="field"><label for="category">${escape(words.category)}</label>${categoryProblem.html}<select id="category" name="category"${categoryProblem.attributes}>${galleryCategory.options
        .map((key) => `<option${key === form.category ? " selected" : ""}>${key}</option>`)
        .join("")}</select></div>
${altFields.join("\n")}
<button type="submit">${escape(words.addButton)}</button>
</form>
<h2>${escape(fillTemplate(words.count, { count: photos.length }))}</h2>
<ol class="gallery-photos">${items.join("\n")}</ol>
</main>`,
    );
  }

  router.get("/gallery", context.signedIn, context.editorsOnly, async (req, res, next) => {
    try {
      const language = context.languageOf(req, res);
      const saved = typeof req.query.saved === "string" ? req.query.saved.slice(0, 40) : undefined;
      await galleryPage(
        req,
        res,
        200,
        saved
          ? `<p role="status">${escape(fillTemplate(adminWords[language].gallery.saved, { commit: saved }))}</p>`
          : "",
      );
    } catch (error) {
      next(error);
    }
  });

  router.get("/gallery/:name/image", context.signedIn, async (req, res, next) => {
    try {
      const name = String(req.params.name);
      const slot = `gallery-${name}`;
      const folders = [join(codeRoot, "app/images"), (await repo()).imagesDir].filter((dir) =>
        existsSync(dir),
      );
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

  /** Every language's gallery file as it would be, the photos changed by `change`. */
  async function changed(change: (photos: YAMLSeq, code: string, document: Document) => void) {
    const store = await repo();
    return locales.map((locale) => {
      const file = galleryFile(locale.code);
      const saved = store.read(file);
      const document = parseDocument(saved.text);
      const photos = document.get("photos", true);
      if (!isSeq(photos)) throw new Error(`${file}: no list of photos`);
      change(photos, locale.code, document);
      return { file, version: saved.version, text: document.toString({ lineWidth: 0 }), was: saved.text };
    });
  }

  const nameOf = (item: unknown) => (isMap(item) ? String(item.get("name")) : "");

  router.post("/gallery", ...editorWrite(context, parseSmall), async (req, res, next) => {
    try {
      const language = context.languageOf(req, res);
      const words = adminWords[language].gallery;
      const [verb, name = ""] = String((req.body as Record<string, string>).op ?? "").split(":");
      const english = await photosOf(defaultLocale.code);
      const index = english.findIndex((photo) => photo.name === name);
      const other = verb === "up" ? index - 1 : index + 1;
      if (
        index === -1 ||
        !["up", "down", "remove"].includes(verb ?? "") ||
        (verb !== "remove" && (other < 0 || other >= english.length))
      )
        return galleryPage(req, res, 404, `<p role="alert">${escape(words.noPhoto)}</p>`);
      const files = await changed((photos) => {
        const at = photos.items.findIndex((item) => nameOf(item) === name);
        if (at === -1) return;
        const [item] = photos.items.splice(at, 1);
        if (verb !== "remove") photos.items.splice(verb === "up" ? at - 1 : at + 1, 0, item);
      });
      const problems = checkProposedFiles(
        (await repo()).dir,
        new Map(files.map((file) => [file.file, file.text])),
      );
      if (problems.length > 0)
        return galleryPage(
          req,
          res,
          422,
          `<div role="alert"><ul>${problems.map((problem) => `<li>${escape(`${problemPlace(problem, language).page}: ${problemText(language, problem.detail)}`)}</li>`).join("")}</ul></div>`,
        );
      const who = context.signed(res)!.account.email;
      const outcome = await (
        await repo()
      ).saveChange({
        files,
        ...(verb === "remove" ? { photo: { slot: `gallery-${name}` } } : {}),
        who,
        message: `gallery: ${verb === "remove" ? "removed" : verb === "up" ? "moved up" : "moved down"} photo ${name} (every language)`,
      });
      if (!outcome.saved)
        return galleryPage(
          req,
          res,
          409,
          `<p role="alert">${escape(adminWords[language].edit.conflictTitle)}</p>`,
        );
      context.audit(who, "changed the gallery", `${verb} ${name} (${outcome.commit})`);
      res.redirect(303, `/admin/gallery?saved=${outcome.commit}`);
    } catch (error) {
      next(error);
    }
  });

  router.post("/gallery/add", context.signedIn, context.editorsOnly, async (req, res, next) => {
    const language = context.languageOf(req, res);
    const words = adminWords[language].gallery;
    let received: Awaited<ReturnType<typeof receivePhoto>>;
    try {
      received = await receivePhoto(req, context.dataDir);
    } catch (error) {
      if (!(error instanceof PhotoRefused)) return next(error);
      return galleryPage(req, res, error.status, "", {
        problems: new Map([["photo", [error.in(language)]]]),
      });
    }
    const { path } = received;
    try {
      if (!sameToken(received.fields.csrf ?? "", context.signed(res)!.session.csrf))
        return context.send(
          res,
          403,
          language,
          adminWords[language].editor,
          `<main><p role="alert">${escape(adminWords[language].forbidden)}</p></main>`,
        );
      const alts = Object.fromEntries(
        locales.map((locale) => [locale.code, (received.fields[`alt-${locale.code}`] ?? "").trim()]),
      );
      const category = received.fields.category ?? "";
      const form = { category, alts, problems: new Map<string, string[]>() };
      let photo;
      try {
        photo = await checkPhoto(path, received.name);
      } catch (error) {
        if (!(error instanceof PhotoRefused)) throw error;
        form.problems.set("photo", [error.in(language)]);
      }
      if (!(galleryCategory.options as readonly string[]).includes(category))
        form.problems.set("category", [words.noCategory]);
      for (const locale of locales)
        if (!alts[locale.code])
          form.problems.set(`alt-${locale.code}`, [
            fillTemplate(words.altMissing, { language: locale.name }),
          ]);
      if (form.problems.size > 0 || !photo) return await galleryPage(req, res, 422, "", form);

      const english = await photosOf(defaultLocale.code);
      const name = photoName(alts[defaultLocale.code] ?? "", new Set(english.map((entry) => entry.name)));
      const files = await changed((photos, code, document) => {
        photos.items.push(document.createNode({ name, category, alt: alts[code] }));
      });
      const store = await repo();
      const problems = checkProposedFiles(store.dir, new Map(files.map((file) => [file.file, file.text])));
      if (problems.length > 0) {
        for (const problem of problems) {
          const code = /^content\/(\w+)\/gallery\.yaml$/.exec(problem.file)?.[1];
          const key = code && problem.field?.at(-1) === "alt" ? `alt-${code}` : "photo";
          form.problems.set(key, [...(form.problems.get(key) ?? []), problemText(language, problem.detail)]);
        }
        return await galleryPage(req, res, 422, "", form);
      }
      // Written by the person who typed them: the new photo's translations are confirmed.
      let record = JSON.parse(store.readRecord()) as TranslationRecord;
      const englishAfter = parseDocument(
        files.find((file) => file.file === galleryFile(defaultLocale.code))!.text,
      ).toJS();
      for (const file of files) {
        const code = file.file.split("/")[0]!;
        if (code === defaultLocale.code || !localeByCode(code)) continue;
        record = confirmTranslations(
          record,
          code as never,
          "gallery",
          englishAfter,
          parseDocument(file.was).toJS(),
          parseDocument(file.text).toJS(),
          new Set(),
        );
      }
      const who = context.signed(res)!.account.email;
      const outcome = await store.saveChange({
        files,
        photo: { slot: `gallery-${name}`, source: path, extension: photo.extension },
        record: translationRecordText(record),
        who,
        message: `gallery: added photo ${name} (every language)`,
      });
      if (!outcome.saved)
        return await galleryPage(
          req,
          res,
          409,
          `<p role="alert">${escape(adminWords[language].edit.conflictTitle)}</p>`,
          form,
        );
      context.audit(who, "added a gallery photo", `${name} (${outcome.commit})`);
      res.redirect(303, `/admin/gallery?saved=${outcome.commit}`);
    } catch (error) {
      next(error);
    } finally {
      await rm(path, { force: true });
    }
  });
}
