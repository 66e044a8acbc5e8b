/**
 * The editor's documents: the PDFs the quality page offers (each certificate content/quality.yaml
 * lists, each sample inspection document), uploaded into content/documents/ of the company's
 * content as one change each, published with the rest. Editors and administrators only.
 */
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Request, Response, Router } from "express";
import { fillTemplate } from "../format/template.ts";
import { contentRoot, forgetContent, loadContent } from "../content/load-content.ts";
import type { SiteContent } from "../content/schemas/index.ts";
import { defaultLocale } from "../locales.ts";
import { MultipartError, readMultipart } from "../http/multipart.server.ts";
import { sameToken } from "../http/xsrf.server.ts";
import { documentFile } from "../content/history.server.ts";
import { contentFolderOf, sharedContentRepo } from "./content-repo.server.ts";
import { type EditorContext, sendEditorPage } from "./editing.server.ts";
import { createElement as h, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { perRequest } from "./page.server.ts";
import { keepDocument } from "./documents.server.ts";
import { type AdminLanguage, editorText } from "./editor-text.ts";

const codeRoot = fileURLToPath(new URL("../..", import.meta.url));

/** A certificate or sample PDF: at most 10 MB, as the upload form says. */
export const documentLimits = { bytes: 10_000_000 } as const;

class DocumentRefused extends Error {
  readonly reason: "tooLarge" | "notPdf" | "noFile" | "cutOff" | "active";
  readonly status: number;
  constructor(reason: DocumentRefused["reason"], status: number) {
    super(reason);
    this.reason = reason;
    this.status = status;
  }
}

/** The document places the company's content names now: certificates first, then samples. */
export function documentSlots(
  dataDir: string,
): { file: string; kind: "certificate" | "sample"; label: string }[] {
  const root = contentFolderOf(dataDir);
  if (root !== contentRoot) forgetContent(root);
  return documentPlaces(
    (loadContent(defaultLocale.code, root).content ?? loadContent(defaultLocale.code).content)?.quality,
  );
}

/** The document places of the quality page's content: certificates first, then samples. */
export function documentPlaces(
  quality: SiteContent["quality"] | undefined,
): { file: string; kind: "certificate" | "sample"; label: string }[] {
  if (!quality) return [];
  return [
    ...quality.certificates.map((entry) => ({
      file: `certificate-${entry.name}.pdf`,
      kind: "certificate" as const,
      label: `${entry.standard} (${entry.name})`,
    })),
    ...quality.documents.map((entry) => ({
      file: `sample-${entry.name}.pdf`,
      kind: "sample" as const,
      label: entry.title,
    })),
  ];
}

/** The PDF a place shows now: the company's upload (in `companyDir`, its content's folder), else the code's own. */
export const currentDocument = (companyDir: string, file: string): string | undefined =>
  [join(companyDir, "content", "documents", file), join(contentRoot, "documents", file)].find((path) =>
    existsSync(path),
  );

export const sizeText = (bytes: number) =>
  bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`;

/** The documents' list, each with what it is now and its upload form (React, escaped by it). */
function DocumentsList({
  language,
  csrf,
  documents,
  notice,
}: {
  language: AdminLanguage;
  csrf: string;
  documents: readonly (ReturnType<typeof documentSlots>[number] & { bytes: number | undefined })[];
  notice: { ok: boolean; text: string } | undefined;
}): ReactNode {
  const words = editorText[language].documents;
  return h(
    Fragment,
    null,
    h("h1", null, words.title),
    h("p", null, words.intro),
    notice ? h("p", { role: notice.ok ? "status" : "alert" }, notice.text) : null,
    h(
      "ul",
      { className: "documents" },
      documents.map((document) => {
        const id = document.file.replace(/\.pdf$/, "");
        return h(
          "li",
          { key: document.file, className: "card" },
          h(
            "h2",
            null,
            `${document.kind === "certificate" ? words.certificate : words.sample}: ${document.label}`,
          ),
          document.bytes === undefined
            ? h("p", null, words.none)
            : h(
                "p",
                null,
                fillTemplate(words.current, { size: sizeText(document.bytes) }),
                " ",
                h("a", { href: `/admin/documents/${document.file}` }, words.view),
              ),
          h(
            "form",
            {
              className: "stack",
              method: "post",
              action: `/admin/documents/${document.file}`,
              encType: "multipart/form-data",
            },
            h("input", { type: "hidden", name: "csrf", value: csrf }),
            h("label", { htmlFor: id }, words.choose),
            h("p", { className: "help", id: `${id}-help` }, words.limits),
            h("input", {
              id,
              name: "document",
              type: "file",
              accept: "application/pdf,.pdf",
              "aria-describedby": `${id}-help`,
              required: true,
            }),
            h("button", { type: "submit" }, words.upload),
          ),
        );
      }),
    ),
  );
}

export function documentRoutes(router: Router, context: EditorContext): void {
  const repo = () => sharedContentRepo(context.dataDir, join(codeRoot, "content"));
  const currentFile = async (file: string) => currentDocument((await repo()).dir, file);
  // The company's content is read once per request, however often its page asks for a slot.
  const slotsNow = perRequest(() => documentSlots(context.dataDir));
  const slotOf = (req: Request) => {
    const file = String((req.params as { file?: string }).file ?? "");
    return documentFile.test(file) && slotsNow(req).some((slot) => slot.file === file) ? file : undefined;
  };

  /** The documents' page; `notice`: a change kept (status) or an upload refused (alert). */
  async function listPage(
    req: Request,
    res: Response,
    status: number,
    notice?: { ok: boolean; text: string },
  ) {
    const language: AdminLanguage = context.languageOf(req, res);
    const words = editorText[language].documents;
    const csrf = context.signed(res)!.session.csrf;
    const documents = await Promise.all(
      slotsNow(req).map(async (slot) => {
        const path = await currentFile(slot.file);
        return { ...slot, bytes: path ? statSync(path).size : undefined };
      }),
    );
    sendEditorPage(context, req, res, {
      status,
      title: words.title,
      section: "/admin/documents",
      body: renderToStaticMarkup(h(DocumentsList, { language, csrf, documents, notice })),
    });
  }

  router.get("/documents", context.signedIn, context.editorsOnly, async (req, res, next) => {
    try {
      const words = editorText[context.languageOf(req, res)].documents;
      const saved = typeof req.query.saved === "string" ? req.query.saved.slice(0, 40) : undefined;
      await listPage(req, res, 200, saved ? { ok: true, text: words.saved } : undefined);
    } catch (error) {
      next(error);
    }
  });

  router.get("/documents/:file", context.signedIn, context.editorsOnly, async (req, res, next) => {
    try {
      const file = slotOf(req);
      const path = file ? await currentFile(file) : undefined;
      if (!path)
        return context.refuse(req, res, 404, editorText[context.languageOf(req, res)].documents.noSlot);
      res
        .status(200)
        .type("application/pdf")
        .set("Content-Security-Policy", "default-src 'none'")
        .set("Content-Disposition", `inline; filename="${file}"`);
      const stream = createReadStream(path);
      stream.once("error", next);
      stream.pipe(res);
    } catch (error) {
      next(error);
    }
  });

  router.post("/documents/:file", context.signedIn, context.editorsOnly, async (req, res, next) => {
    const language = context.languageOf(req, res);
    const words = editorText[language].documents;
    // Which document, and whether this person may change it, before the body is read.
    const file = slotOf(req);
    if (!file) return context.refuse(req, res, 404, words.noSlot);
    const folder = join(context.dataDir, "document-uploads");
    mkdirSync(folder, { recursive: true });
    const incoming = mkdtempSync(join(folder, ".incoming-"));
    try {
      let form;
      try {
        form = await readMultipart(req, {
          limits: {
            textBytes: 4 * 1024,
            fields: 4,
            parts: 6,
            files: 1,
            fileBytes: documentLimits.bytes,
            bodyBytes: documentLimits.bytes + 16 * 1024,
          },
          keepFiles: true,
          storeFilesIn: incoming,
          fileField: "document",
        });
      } catch (error) {
        if (!(error instanceof MultipartError)) throw error;
        throw error.reason === "too-large"
          ? new DocumentRefused("tooLarge", 413)
          : new DocumentRefused("cutOff", 400);
      }
      if (!sameToken(String(form.fields.csrf ?? ""), context.signed(res)!.session.csrf))
        return context.refuse(req, res, 403, editorText[language].forbidden);
      if (form.filesRefused === "too-large") throw new DocumentRefused("tooLarge", 413);
      if (form.filesNotStored) throw new Error(`no room to keep an upload in ${incoming}`);
      const [upload] = form.files;
      if (!upload) throw new DocumentRefused("noFile", 400);
      const who = context.signed(res)!.account.email;
      const kept = await keepDocument(await repo(), { file, upload: upload.path, who });
      if (kept.kind === "refused") throw new DocumentRefused(kept.reason, 422);
      context.audit(who, "saved a document", `${file} (${kept.commit})`);
      res.redirect(303, `/admin/documents?saved=${kept.commit}`);
    } catch (error) {
      if (!(error instanceof DocumentRefused)) return next(error);
      await listPage(req, res, error.status, { ok: false, text: words[error.reason] });
    } finally {
      rmSync(incoming, { recursive: true, force: true });
    }
  });
}
