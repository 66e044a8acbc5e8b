/**
 * The words both enquiry forms share (content/<lang>/enquiry.yaml): what a form says when an
 * enquiry was not received, the trap field's label, and the drawings field. Their own file, so
 * the quote page does not carry the contact page's words, nor the contact page the quote's.
 */
import { z } from "zod";
import { draft, pageLink, paragraphs, text, withTemplate } from "./common.ts";

/** The drawings field of both forms: its label, limits, promise and refusals. */
const drawings = z.strictObject({
  label: text,
  limits: withTemplate("files", "total", "kinds").describe("next to the field"),
  confidentiality: paragraphs.describe("next to the upload: how drawings are used and kept"),
  privacyLink: pageLink,
  chosen: withTemplate("count", "total").describe("under the field once files are picked"),
  refused: withTemplate("name", "reason"),
  reasons: z.strictObject({
    type: text.describe("the content is not one of the accepted kinds"),
    program: withTemplate("detected").describe("the content is another kind, named"),
    empty: text,
  }),
  tooMany: withTemplate("files"),
  tooLarge: withTemplate("total"),
  unreadable: text.describe(
    "a file arrived in a form no browser sends (a line break in its name): none was kept, pick them again",
  ),
  refusedNote: text.describe("after the refused files: nothing typed was lost, pick them again"),
  sending: withTemplate("percent", "sent", "total").describe(
    "above the send button while large files upload",
  ),
});

export const enquiryWordsSchema = z.strictObject({
  honeypotLabel: text.describe("label of the hidden trap field; only bots read it"),
  outcomes: z
    .object({
      badRequest: text.describe("the form sent fields it does not have (not our page)"),
      forbidden: text.describe("the anti-forgery check failed: not received, send again"),
      tooLarge: text.describe("the submission was over the size a form takes: not received"),
      rateLimited: text.describe("too many enquiries from one address: not received, try later"),
      unavailable: text.describe("our store failed: NOT received; the phone and emails follow it"),
    })
    .describe("what the page says when an enquiry was not received; the phone and emails follow"),
  drawings,
  draft,
});
