/**
 * A certificate's PDF from the browser, through the real server module: uploaded into the
 * company's content as one change with its author and served back; a file that is not a PDF
 * (whatever its name), a cut-off one, one over 10 MB, an unknown place, translators and strangers
 * refused; and the dashboard's warning for a certificate near or past its date.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentHistoryDir } from "../app/content/history.server.ts";
import { editorText } from "../app/admin/editor-text.ts";
import { isPdf } from "../app/admin/documents.server.ts";
import { todoList } from "../app/admin/todo.server.ts";
import { contentOf } from "../app/content/load-content.ts";
import { tinyPdf } from "../tests/fixtures/pdf.ts";
import { adminSiteForTests, multipart, postUpload, signedInAs, visitor } from "./admin-testing.ts";

const site = adminSiteForTests("admin-documents");

const certificate = `certificate-${contentOf("en").quality.certificates[0]?.name}.pdf`;

const signedIn = (email: string) => signedInAs(site.origin, email);

async function upload(browser: ReturnType<typeof visitor>, file: string, bytes: Buffer, name = "scan.pdf") {
  const page = (await browser.get("/admin/documents")).text;
  const { body, type } = multipart(
    { csrf: browser.hidden(page, "csrf") },
    { field: "document", name, bytes, type: "application/pdf" },
  );
  return postUpload(site.origin, browser, `/admin/documents/${file}`, { body, type });
}

describe("documents from the browser", { timeout: 30_000 }, () => {
  it("lists each certificate and sample, keeps an uploaded PDF as a change with its author, and shows it", async () => {
    const editor = await signedIn("editor@foundry.example");
    const list = await editor.get("/admin/documents");
    expect(list.status).toBe(200);
    expect(list.text).toContain(`action="/admin/documents/${certificate}"`);
    expect(list.text).toMatch(/action="\/admin\/documents\/sample-[a-z0-9-]+\.pdf"/);

    const pdf = tinyPdf();
    const answer = await upload(editor, certificate, pdf);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toMatch(/^\/admin\/documents\?saved=[0-9a-f]+$/);
    const kept = join(contentHistoryDir(site.dataDir), "content", "documents", certificate);
    expect(readFileSync(kept)).toEqual(pdf);

    const shown = await editor.get(`/admin/documents/${certificate}`);
    expect(shown.status).toBe(200);
    expect(shown.headers["content-type"]).toBe("application/pdf");
    expect((await editor.get("/admin/history")).text).toContain(
      editorText.en.history.document.replace("{file}", certificate),
    );
  });

  it("refuses what is not a whole PDF, whatever its name, and what is too large", async () => {
    const editor = await signedIn("editor@foundry.example");
    const program = Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(4096, 1)]);
    const notPdf = await upload(editor, certificate, program, "certificate.pdf");
    expect(notPdf.status).toBe(422);
    expect(notPdf.text).toContain("not a PDF");

    const whole = tinyPdf();
    const cutOff = await upload(editor, certificate, whole.subarray(0, whole.length - 12));
    expect(cutOff.status).toBe(422);

    const large = Buffer.concat([tinyPdf(), Buffer.alloc(10_100_000, 32)]);
    const tooLarge = await upload(editor, certificate, large);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.text).toContain("10 MB");

    // A PDF that runs a script when opened: refused, said in the editor's words.
    const active = Buffer.from(
      "%PDF-1.7\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction<</S/JavaScript/JS(app.launchURL('https://evil.example'))>>>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    );
    const refused = await upload(editor, certificate, active);
    expect(refused.status).toBe(422);
    expect(refused.text).toContain(editorText.en.documents.active.slice(0, 40));

    const unknown = await upload(editor, "certificate-no-such-one.pdf", tinyPdf());
    expect(unknown.status).toBe(404);
  });

  it("keeps translators and strangers out", async () => {
    const translator = await signedIn("arabic@foundry.example");
    expect((await translator.get("/admin/documents")).status).toBe(403);
    expect((await upload(translator, certificate, tinyPdf())).status).toBe(403);
    const stranger = visitor(() => site.origin);
    expect((await stranger.get("/admin/documents")).status).toBe(303);
  });
});

describe("isPdf", () => {
  it("reads the content: a PDF's header and end mark, not its name", async () => {
    const folder = mkdtempSync(join(tmpdir(), "pdf-"));
    try {
      writeFileSync(join(folder, "a.pdf"), tinyPdf());
      writeFileSync(join(folder, "b.pdf"), "%PDF-1.4 but nothing else and no end");
      writeFileSync(join(folder, "c.pdf"), Buffer.from("PK\x03\x04 a zip named pdf %%EOF"));
      expect(await isPdf(join(folder, "a.pdf"))).toBe(true);
      expect(await isPdf(join(folder, "b.pdf"))).toBe(false);
      expect(await isPdf(join(folder, "c.pdf"))).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("the dashboard's certificates", () => {
  const [first] = contentOf("en").quality.certificates;
  const day = 86_400_000;
  const until = Date.parse(`${first?.validUntil}T12:00:00Z`);

  it("warns 60 days before a certificate's last day, and says when it has expired", () => {
    expect(todoList(["en"], undefined, until - 61 * day).certificates).toEqual([]);
    expect(todoList(["en"], undefined, until - 60 * day).certificates).toEqual([
      expect.objectContaining({ name: first?.name, daysLeft: 60 }),
    ]);
    expect(todoList(["en"], undefined, until + day).certificates).toEqual([
      expect.objectContaining({ name: first?.name, daysLeft: -1 }),
    ]);
  });
});
