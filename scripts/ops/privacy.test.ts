/**
 * `npm run privacy`, run as an operator runs it, against a real outbox with drawings: the export
 * holds everything about one address and nothing of another's; the erasure removes that address's
 * enquiries and drawings and leaves the others, and the address can no longer be read from the
 * database's files; so too for what the retention purge erases.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Outbox, openOutbox } from "../../app/enquiry/outbox.server.ts";

const script = fileURLToPath(new URL("./privacy.ts", import.meta.url));

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "privacy-"));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function privacy(...args: string[]) {
  const result = spawnSync(process.execPath, [script, ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    encoding: "utf8",
    timeout: 20_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Every byte of the outbox's files, as `strings` would read them. */
const databaseBytes = () =>
  ["outbox.sqlite", "outbox.sqlite-wal", "outbox.sqlite-shm"]
    .map((name) => join(dataDir, name))
    .filter(existsSync)
    .map((file) => readFileSync(file).toString("latin1"))
    .join("");

/** Each person's own number: what is erased is theirs alone. */
const phoneOf = (who: { name: string }) => `+46 8 123 ${String(who.name.length).padStart(3, "0")} 78`;

const storedDrawings = () => readdirSync(join(dataDir, "drawings")).filter((name) => name !== "incoming");

function enqueue(outbox: Outbox, who: { name: string; email: string }, drawing?: string) {
  const attachments = drawing
    ? [
        (() => {
          const path = join(outbox.uploadDir, `upload-${drawing}`);
          writeFileSync(path, `%PDF-1.7 drawing of ${who.name}`);
          return { name: drawing, kind: "pdf" as const, size: 30, path };
        })(),
      ]
    : [];
  return outbox.enqueue(
    {
      from_name: who.name,
      email: who.email,
      subject: `Grates for ${who.name}`,
      message: `Message from ${who.name}, quoting a long part number ZX-${who.name.length}-4471.`,
      form: drawing ? "quote" : "contact",
      // The optional phone is personal data too: it is exported and erased with the rest.
      details: drawing ? { company: `${who.name} Mining Ltd`, phone: phoneOf(who) } : { phone: phoneOf(who) },
      attachments,
    },
    { requestId: "r", locale: "en" },
  );
}

const anna = { name: "Anna Bergström", email: "anna.bergstrom@mining.example" };
const omar = { name: "Omar Haddad", email: "omar.haddad@cement.example" };

describe("npm run privacy", () => {
  it("exports everything held about one address, whatever its case, and nothing of another's", () => {
    const outbox = openOutbox({ dataDir });
    enqueue(outbox, anna, "grate rev A.pdf");
    enqueue(outbox, anna);
    enqueue(outbox, omar, "liner.pdf");
    outbox.close();

    const result = privacy("export", "Anna.Bergstrom@Mining.example");
    expect(result.status).toBe(0);
    const exported = JSON.parse(result.stdout) as { enquiries: Record<string, unknown>[] };
    expect(exported.enquiries).toHaveLength(2);
    expect(exported.enquiries[0]).toMatchObject({
      name: anna.name,
      email: anna.email,
      form: "quote",
      details: { company: "Anna Bergström Mining Ltd", phone: phoneOf(anna) },
      drawings: [{ name: "grate rev A.pdf", kind: "pdf", size: 30 }],
    });
    expect(result.stdout).not.toContain(omar.email);
  });

  it("erases one address's enquiries and drawings, leaves the others, and leaves nothing of it in the database's files", () => {
    const outbox = openOutbox({ dataDir });
    enqueue(outbox, anna, "grate rev A.pdf");
    enqueue(outbox, anna);
    const kept = enqueue(outbox, omar, "liner.pdf");
    outbox.close();
    expect(databaseBytes()).toContain(anna.email);
    const before = statSync(join(dataDir, "outbox.sqlite")).size;

    const result = privacy("erase", anna.email);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Erased 2 enquiries/);
    expect(databaseBytes()).not.toContain(anna.email);
    expect(databaseBytes()).not.toContain(anna.name);
    expect(databaseBytes()).not.toContain("ZX-14-4471");
    expect(databaseBytes()).not.toContain(phoneOf(anna));
    expect(storedDrawings()).toHaveLength(1);
    expect(statSync(join(dataDir, "outbox.sqlite")).size).toBeLessThanOrEqual(before);

    const after = openOutbox({ dataDir });
    expect(after.findByEmail(anna.email)).toEqual([]);
    expect(after.findByEmail(omar.email).map((row) => row.reference)).toEqual([kept.reference]);
    after.close();
    // Twice is safe.
    expect(privacy("erase", anna.email)).toMatchObject({
      status: 0,
      stdout: expect.stringContaining("Nothing held") as string,
    });
  });

  it("after the retention purge too, the erased data cannot be read from the database's files", () => {
    let clock = Date.UTC(2026, 10, 1);
    const outbox = openOutbox({ dataDir, now: () => clock });
    const sent = enqueue(outbox, anna, "grate rev A.pdf");
    outbox.claimDue(1);
    outbox.markDelivered(sent.id);
    clock += 31 * 24 * 3600 * 1000;
    expect(outbox.purgeDelivered(30 * 24 * 3600 * 1000)).toBe(1);
    outbox.close();
    expect(databaseBytes()).not.toContain(anna.email);
    expect(databaseBytes()).not.toContain(anna.name);
    expect(storedDrawings()).toEqual([]);
  });

  it("refuses to run without the server's data folder", () => {
    const result = spawnSync(process.execPath, [script, "export", anna.email], {
      env: { PATH: process.env.PATH, DATA_DIR: join(dataDir, "elsewhere") },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("no outbox at");
  });
});
