/**
 * The editor's documents: the PDFs the quality page offers (each certificate content/quality.yaml
 * lists, each sample inspection document), uploaded into content/documents/ of the company's
 * content as one change each, published with the rest. Editors and administrators only. The page
 * is the editor's app's (routes/documents.tsx); here the upload, read within its limits, and the
 * PDF shown as it is.
 */
import { createReadStream, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Request, Router } from "express";
import { MultipartError, readMultipart } from "../http/multipart.server.ts";
import { sameToken } from "../http/xsrf.server.ts";
import { documentFile } from "../content/history.server.ts";
import { sharedContentRepo } from "./content-repo.server.ts";
import type { EditorContext } from "./editing.server.ts";
import { perRequest } from "./page.server.ts";
import { currentDocument, documentSlots, keepDocument } from "./documents.server.ts";
import { editorText } from "./editor-text.ts";

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

export function documentRoutes(router: Router, context: EditorContext): void {
  const repo = () => sharedContentRepo(context.dataDir, join(codeRoot, "content"));
  const currentFile = async (file: string) => currentDocument((await repo()).dir, file);
  // The company's content is read once per request, however often its page asks for a slot.
  const slotsNow = perRequest(() => documentSlots(context.dataDir));
  const slotOf = (req: Request) => {
    const file = String((req.params as { file?: string }).file ?? "");
    return documentFile.test(file) && slotsNow(req).some((slot) => slot.file === file) ? file : undefined;
  };

  router.get("/documents", context.signedIn, context.editorsOnly, context.appPage);

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
      await context.renderPage(req, res, {
        path: "/admin/documents",
        status: error.status,
        notice: { ok: false, text: words[error.reason] },
      });
    } finally {
      rmSync(incoming, { recursive: true, force: true });
    }
  });
}
