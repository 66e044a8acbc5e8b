/**
 * A form's body, read once the guards (guards.server.ts) have decided what they can from its
 * headers: form-urlencoded by body-parser, multipart by `readMultipart` (app/http/multipart.server.ts), with
 * its files written to disk only for a request that passed. Both count the body as it arrives: one
 * past its limit becomes a 413 verdict the visitor is answered with, one that is not a form a 400.
 * The guards keep the request's state; this module only reads, and tells them through `verdicts`.
 */
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import { attachmentField, attachmentLimits } from "./attachments.ts";
import {
  discardFiles,
  MultipartError,
  type MultipartForm,
  type MultipartLimits,
  readMultipart,
} from "../http/multipart.server.ts";

/** The text of a form: without files, a whole body; with files, all its fields together. */
export const bodyLimitBytes = 64 * 1024;
/**
 * The largest body a form takes: its drawings, and as much again as a form's text for the field
 * text and part headers; beyond, it is cut off unread (nginx's limit for the forms, too).
 */
export const formBodyCutOffBytes = attachmentLimits.maxTotalBytes + bodyLimitBytes + 64 * 1024;

/** The limits of a form's multipart body. */
const multipartLimits: MultipartLimits = {
  textBytes: bodyLimitBytes,
  fields: 100,
  parts: 200,
  files: attachmentLimits.maxFiles,
  fileBytes: attachmentLimits.maxTotalBytes,
  bodyBytes: formBodyCutOffBytes,
};

export interface FormBodyOptions {
  /** Where a passed request's files are written; without it, files are read and dropped. */
  uploadDir: string | undefined;
  /** The guards already have a verdict: nothing to read. */
  decided: (res: Response) => boolean;
  /** The request passed the header checks: its files may be written to disk. */
  keepFiles: (res: Response) => boolean;
  verdicts: {
    /** The multipart form as read; its fields are also `req.body`. */
    read: (res: Response, form: MultipartForm) => void;
    /** Over its limit: the visitor is answered 413 with what they wrote. */
    tooLarge: (res: Response) => void;
    /** Not a form we can read: answered at once, in plain words. */
    unreadable: (req: Request, res: Response, status: 400 | 415) => void;
  };
}

/** The two handlers: `readBody`, then `bodyErrors` for what body-parser passes on as an error. */
export function formBody({ uploadDir, decided, keepFiles, verdicts }: FormBodyOptions) {
  // body-parser counts a body as it arrives and reads the rest off the connection before
  // answering 413, so the client gets it; it handles the request stream's errors.
  const parseUrlencoded = express.urlencoded({ extended: false, limit: bodyLimitBytes, parameterLimit: 100 });

  const readBody: RequestHandler = (req, res, next) => {
    if (decided(res)) return next();
    if (!req.is("multipart/form-data")) return parseUrlencoded(req, res, next);
    readMultipart(req, {
      limits: multipartLimits,
      keepFiles: keepFiles(res),
      storeFilesIn: uploadDir,
      fileField: attachmentField,
    }).then(
      (form) => {
        verdicts.read(res, form);
        req.body = form.fields;
        // Files the outbox did not take (a refusal, a bot, a failure) go when the answer has gone.
        res.on("close", () => discardFiles(form.files));
        next();
      },
      (error: unknown) => {
        if (!(error instanceof MultipartError)) return next(error);
        // The client is gone: nobody to answer.
        if (error.reason === "aborted") return;
        if (error.reason === "unreadable") return verdicts.unreadable(req, res, 400);
        verdicts.tooLarge(res);
        next();
      },
    );
  };

  const bodyErrors: ErrorRequestHandler = (error: { status?: unknown; type?: unknown }, req, res, next) => {
    if (error.type === "entity.too.large" || error.type === "parameters.too.many") {
      verdicts.tooLarge(res);
      return next();
    }
    if (typeof error.status === "number" && error.status >= 400 && error.status < 500) {
      return verdicts.unreadable(req, res, error.status === 415 ? 415 : 400);
    }
    next(error);
  };

  return { readBody, bodyErrors };
}
