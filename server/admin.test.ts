/**
 * The editor's door (/admin), through the real server module: off until the first account, signing
 * in and out, the limit on attempts, and every write refused without a session, without its token
 * or from another site; every answer no-store, noindex, under a policy without 'unsafe-eval'.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openAccounts } from "../app/admin/accounts.server.ts";
import {
  addAccount as addAccountIn,
  asReactWrites,
  startAdminSite,
  testPassword as password,
  visitor as visitorOf,
} from "./admin-testing.ts";
import { defaultSessionSettings, openSessions } from "../app/admin/sessions.server.ts";
import { editorText } from "../app/admin/editor-text.ts";
import { fieldId, pathOf } from "../app/admin/form.server.ts";
import { draftList } from "../app/content/checklist.ts";
import { rawRequest } from "./testing.ts";

let dataDir: string;
let close: (() => Promise<void>) | undefined;
let origin: string;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "admin-"));
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  const site = await startAdminSite(dataDir);
  origin = site.origin;
  close = site.close;
});
afterEach(async () => {
  vi.restoreAllMocks();
  await close?.();
  rmSync(dataDir, { recursive: true, force: true });
});

const addAccount = (email: string, role: "admin" | "editor" | "translator" = "editor") =>
  addAccountIn(dataDir, email, role);
const visitor = () => visitorOf(() => origin);

describe("/admin", () => {
  it("is an unknown page until the first account exists", async () => {
    expect((await rawRequest(origin, { path: "/admin" })).status).toBe(404);
    expect((await rawRequest(origin, { path: "/admin/login" })).status).toBe(404);
    await addAccount("giulia@foundry.example");
    expect((await rawRequest(origin, { path: "/admin" })).status).toBe(303);
  });

  it("shows its sign-in and its refusals whatever Host a client sends, each with its own status", async () => {
    await addAccount("giulia@foundry.example");
    const odd = { Host: "a b", "Accept-Language": "en" };
    const signIn = await rawRequest(origin, { path: "/admin/login", headers: odd });
    expect(signIn.status).toBe(200);
    expect(signIn.text).toContain('name="token"');
    const unknown = await rawRequest(origin, { path: "/admin/no-such-page", headers: odd });
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain(editorText.en.noSuchPage);
    // An address the app itself has no page for is never a page of its own.
    expect((await rawRequest(origin, { path: "/admin/refusal" })).status).toBe(404);
    expect((await rawRequest(origin, { path: "/admin/login.data" })).status).toBe(404);
  });

  it("signs in with the right password, shows the to-do list, and signs out", async () => {
    await addAccount("giulia@foundry.example");
    const browser = visitor();
    const signedIn = await browser.signIn("Giulia@Foundry.example");
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.location).toBe("/admin");
    expect([signedIn.headers["set-cookie"]].flat().join("\n")).toMatch(
      /foundry_admin=[\w-]{43}; Path=\/admin; HttpOnly; SameSite=Strict/,
    );
    const dashboard = await browser.get("/admin");
    expect(dashboard.status).toBe(200);
    expect(dashboard.text).toContain("What is left to do");
    expect(dashboard.text).toContain("giulia@foundry.example");
    // The editor's own words, read from its word list: the company's wording may change.
    expect(dashboard.text).toMatch(new RegExp(`${editorText.en.dashboard.placeholders} \\(\\d+\\)`));
    // Each draft named and linked to its mark; or, once the company has confirmed every one, none.
    const [draft] = draftList(["en"]);
    if (draft) {
      expect(dashboard.text).toContain(`href="/admin/edit/${draft.file}#${fieldId(pathOf(draft.path))}"`);
      expect(dashboard.text).toContain(asReactWrites(editorText.en.dashboard.confirmDraft));
    } else expect(dashboard.text).toContain(asReactWrites(editorText.en.dashboard.translationsNone));
    const out = await browser.post("/admin/logout", { csrf: browser.hidden(dashboard.text, "csrf") });
    expect(out.status).toBe(303);
    expect((await browser.get("/admin")).status).toBe(303);
    const log = openSessions({ dataDir });
    expect(log.auditLog().map((entry) => entry.action)).toEqual(["signed out", "signed in"]);
    log.close();
  });

  it("returns to the page after signing in again, and nowhere but the editor", async () => {
    await addAccount("giulia@foundry.example");
    const browser = visitor();
    await browser.signIn("giulia@foundry.example");
    // The session ends (the idle time ran out): the page she was on sends her to sign in.
    browser.jar.delete("foundry_admin");
    const away = await browser.get("/admin/gallery?language=it");
    expect(away.status).toBe(303);
    expect(away.headers.location).toBe(`/admin/login?next=${encodeURIComponent("/admin/gallery")}`);
    const login = await browser.get(String(away.headers.location));
    expect(browser.hidden(login.text, "next")).toBe("/admin/gallery");
    const back = await browser.post("/admin/login", {
      token: browser.hidden(login.text, "token"),
      next: browser.hidden(login.text, "next"),
      email: "giulia@foundry.example",
      password,
    });
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe("/admin/gallery");
    // A form sent after the session ended: the sign-in it gets returns to the form's page.
    browser.jar.delete("foundry_admin");
    const sent = await browser.post(
      "/admin/edit/it/about",
      { csrf: "x" },
      { Referer: `${origin}/admin/edit/it/about` },
    );
    expect(sent.status).toBe(401);
    expect(browser.hidden(sent.text, "next")).toBe("/admin/edit/it/about");
    // Anywhere else is the dashboard.
    for (const next of [
      "//evil.example/",
      "https://evil.example/admin/",
      "/admin/%2F%2Fevil.example",
      "/about",
    ]) {
      const page = await browser.get(`/admin/login?next=${encodeURIComponent(next)}`);
      expect(browser.hidden(page.text, "next"), next).toBe("");
      const signed = await browser.post("/admin/login", {
        token: browser.hidden(page.text, "token"),
        next,
        email: "giulia@foundry.example",
        password,
      });
      expect(signed.headers.location, next).toBe("/admin");
      browser.jar.delete("foundry_admin");
    }
  });

  it("links each page to the same page in the other language, and says so of an address it has no page at", async () => {
    await addAccount("giulia@foundry.example", "admin");
    const browser = visitor();
    await browser.signIn("giulia@foundry.example");
    const dashboard = (await browser.get("/admin")).text;
    // Every page of the menu, as a person reaches it.
    const pages = [...dashboard.matchAll(/<a href="(\/admin[^"?#]*)"/g)].map((match) => match[1]!);
    expect(pages).toEqual(
      expect.arrayContaining(["/admin/files", "/admin/photos", "/admin/history", "/admin/publish"]),
    );
    for (const path of new Set(pages)) {
      const page = await browser.get(path);
      if (page.status !== 200) continue;
      expect(page.text, path).toContain(`href="${path}?language=it" lang="it"`);
    }
    const none = await browser.get("/admin/no-such-page?language=it");
    expect(none.status).toBe(404);
    expect(none.text).toContain(editorText.it.noSuchPage.replaceAll("'", "&#x27;"));
    expect(none.text).toContain('href="/admin/files"');
  }, 60_000);

  it("says the same for a wrong password and an unknown account, and waits after five failures", async () => {
    await addAccount("giulia@foundry.example");
    const browser = visitor();
    const wrong = await browser.signIn("giulia@foundry.example", "not the password at all");
    const unknown = await browser.signIn("nobody@foundry.example", "not the password at all");
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    for (const answer of [wrong, unknown])
      expect(answer.text).toContain("The email or the password is not right.");
    for (let attempt = 0; attempt < 4; attempt++)
      await browser.signIn("giulia@foundry.example", "still not it");
    const limited = await browser.signIn("giulia@foundry.example");
    expect(limited.status).toBe(429);
    expect(limited.text).toMatch(/Too many attempts: try again in 1[45] minutes\./);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(800);
    // The same for an account that does not exist.
    for (let attempt = 0; attempt < 5; attempt++) await browser.signIn("nobody@foundry.example", "guess");
    expect((await browser.signIn("nobody@foundry.example", "guess")).status).toBe(429);
    const log = openSessions({ dataDir });
    const actions = log.auditLog().map((entry) => entry.action);
    expect(actions).toContain("sign-in failed");
    expect(actions).toContain("sign-in refused");
    expect(JSON.stringify(log.auditLog())).not.toContain("not the password");
    log.close();
  });

  it("refuses every write without a session, without its token, or from another site", async () => {
    await addAccount("giulia@foundry.example");
    const stranger = visitor();
    expect((await stranger.post("/admin/logout", { csrf: "x" })).status).toBe(401);
    expect(
      (
        await stranger.post("/admin/password", {
          csrf: "x",
          current: password,
          next: "x".repeat(20),
          again: "x".repeat(20),
        })
      ).status,
    ).toBe(401);
    // A sign-in without the page's token.
    expect((await stranger.post("/admin/login", { email: "giulia@foundry.example", password })).status).toBe(
      403,
    );

    const browser = visitor();
    await browser.signIn("giulia@foundry.example");
    const page = await browser.get("/admin/password");
    const csrf = browser.hidden(page.text, "csrf");
    const change = { current: password, next: "a brand new password", again: "a brand new password" };
    expect((await browser.post("/admin/password", { ...change, csrf: "forged" })).status).toBe(403);
    expect(
      (await browser.post("/admin/password", { ...change, csrf }, { Origin: "https://evil.example" })).status,
    ).toBe(403);
    const accounts = openAccounts({ dataDir });
    expect(await accounts.verify("giulia@foundry.example", password)).toBeDefined();
    expect((await browser.post("/admin/password", { ...change, csrf })).status).toBe(200);
    expect(await accounts.verify("giulia@foundry.example", "a brand new password")).toBeDefined();
    accounts.close();
  });

  it("a removed account is signed out at its next request", async () => {
    await addAccount("giulia@foundry.example");
    await addAccount("admin@foundry.example", "admin");
    const browser = visitor();
    await browser.signIn("giulia@foundry.example");
    expect((await browser.get("/admin")).status).toBe(200);
    const accounts = openAccounts({ dataDir });
    accounts.remove("giulia@foundry.example");
    accounts.close();
    expect((await browser.get("/admin")).status).toBe(303);
  });

  it("answers no-store and noindex, under a policy that runs its own script file and nothing inline", async () => {
    await addAccount("giulia@foundry.example");
    for (const path of ["/admin/login", "/admin", "/admin/nothing-here"]) {
      const answer = await rawRequest(origin, { path });
      expect(answer.headers["cache-control"], path).toBe("no-store");
      expect(answer.headers["x-robots-tag"], path).toBe("noindex, nofollow");
      const policy = String(answer.headers["content-security-policy"]);
      expect(policy, path).toMatch(/^default-src 'none'/);
      expect(policy, path).not.toContain("unsafe-eval");
      // The editor's own files, and on a page React runs its scripts under the answer's nonce
      // (admin-photos.test.ts): never an inline script without it. These pages need no script.
      expect(/script-src ([^;]*)/.exec(policy)?.[1], path).toMatch(/^'self'( 'nonce-[A-Za-z0-9+/]{24}')?$/);
      expect(answer.text, path).not.toContain("<script");
      // Framed: only the editor's own live preview, framing nothing of anyone else.
      expect(policy, path).toContain("frame-src 'self'");
      expect(policy, path).toContain("frame-ancestors 'none'");
    }
    // The plain scripts a content form once ran are gone: React runs it (ADR 0043).
    for (const name of ["lists.js", "field-checks.js", "keep-typing.js", "live-preview.js"])
      expect((await rawRequest(origin, { path: `/admin/assets/${name}` })).status, name).toBe(404);
    // Its one stylesheet, a file of its own: no style inside its pages.
    const stylesheet = await rawRequest(origin, { path: "/admin/assets/editor.css" });
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.headers["content-type"]).toMatch(/^text\/css/);
    expect(stylesheet.text).toContain("fieldset");
    const signIn = await rawRequest(origin, { path: "/admin/login" });
    expect(signIn.text).toMatch(/<link rel="stylesheet" href="\/admin\/assets\/editor\.css"\/?>/);
    expect(signIn.text).not.toContain("<style");
  });
});

describe("sessions", () => {
  it("let an office of 50 behind one address sign in, each with a slip or two, while a stranger's guesses at many accounts from one address stay capped", () => {
    let clock = Date.UTC(2026, 11, 6, 9);
    const sessions = openSessions({ dataDir, now: () => clock });
    const office = "203.0.113.7";
    // Fifty colleagues over a morning, each signing in from a new browser: one in three types the
    // password wrong once or twice first.
    for (let person = 0; person < 50; person++) {
      const from = { email: `person${person}@foundry.example`, address: office };
      for (let slip = 0; slip < person % 3; slip++) {
        expect(sessions.waitMs(from), `person ${person}, slip ${slip}`).toBe(0);
        sessions.begin(from); // wrong password: counted, not forgiven
        clock += 5_000;
      }
      expect(sessions.waitMs(from), `person ${person}`).toBe(0);
      sessions.succeeded(sessions.begin(from));
      clock += 10_000;
    }
    // A stranger at one address guessing many accounts, never right: capped at the address's limit.
    const stranger = "198.51.100.9";
    let tried = 0;
    for (let guess = 0; guess < 200; guess++) {
      const from = { email: `guess${guess}@foundry.example`, address: stranger };
      if (sessions.waitMs(from) > 0) continue;
      sessions.begin(from);
      tried++;
    }
    expect(tried).toBe(defaultSessionSettings.attemptsPerAddress);
    // And the office is not the stranger: it still signs in.
    expect(sessions.waitMs({ email: "late@foundry.example", address: office })).toBe(0);
    sessions.close();
  });

  it("end after the idle time, and after the longest time whatever the activity", async () => {
    await addAccount("giulia@foundry.example");
    let clock = Date.UTC(2026, 10, 26, 9);
    const settings = {
      idleMs: 30 * 60_000,
      maxMs: 12 * 3600_000,
      attemptsPerAccount: 5,
      attemptsPerAddress: 20,
      attemptsPerDevice: 5,
      attemptWindowMs: 15 * 60_000,
    };
    const sessions = openSessions({ dataDir, settings, now: () => clock });
    const idle = sessions.start("giulia@foundry.example");
    clock += 29 * 60_000;
    expect(sessions.touch(idle.id)).toBeDefined();
    clock += 31 * 60_000;
    expect(sessions.touch(idle.id)).toBeUndefined();
    const busy = sessions.start("giulia@foundry.example");
    for (let hour = 0; hour < 12; hour++) {
      clock += 20 * 60_000;
      sessions.touch(busy.id);
      clock += 20 * 60_000;
      sessions.touch(busy.id);
      clock += 20 * 60_000;
      sessions.touch(busy.id);
    }
    clock += 60_000;
    expect(sessions.touch(busy.id)).toBeUndefined();
    sessions.close();
  });
});
