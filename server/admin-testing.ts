/**
 * A browser's visit to the editor, for the server tests of /admin: cookies kept, the site's Origin
 * on every POST, and a form sent the way a browser sends it (every field as the page holds it).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "node-html-parser";
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import { openAccounts } from "../app/admin/accounts.server.ts";
import type { LocaleCode } from "../app/locales.ts";
import { openOutbox } from "../app/enquiry/outbox.server.ts";
import { createApp } from "./app.ts";
import { loadEditorBuild } from "./locale-builds.ts";
import { parseConfig } from "./config.ts";
import { englishBuild, listen, rawRequest } from "./testing.ts";

export const testPassword = "cast iron is heavy 42";

/** The real server module with the editor on, over `dataDir` (and `releasesDir` when given). */
export async function startAdminSite(
  dataDir: string,
  { releasesDir }: { releasesDir?: string } = {},
): Promise<{ origin: string; close: () => Promise<void> }> {
  const { build, clientDir } = await englishBuild();
  const editorBuild = await loadEditorBuild(fileURLToPath(new URL("../build", import.meta.url)));
  const config = parseConfig({ DATA_DIR: dataDir, ENQUIRY_MIN_FILL_MS: "0" });
  const store = openOutbox({ dataDir });
  const served = await listen(
    createApp({
      build,
      clientDir,
      store,
      secret: "admin-test-secret-0123456789abcdef0123",
      config,
      adminDataDir: dataDir,
      ...(editorBuild ? { editorBuild } : {}),
      ...(releasesDir ? { releasesDir } : {}),
    }),
  );
  return {
    origin: served.origin,
    close: async () => {
      await served.close();
      store.close();
    },
  };
}

export async function addAccount(
  dataDir: string,
  email: string,
  role: "admin" | "editor" | "translator" = "editor",
  languages: LocaleCode[] = ["ar"],
) {
  const accounts = openAccounts({ dataDir });
  await accounts.add({
    email,
    role,
    password: testPassword,
    ...(role === "translator" ? { languages } : {}),
  });
  accounts.close();
}

/** The fields a browser would send from the page's form `action` (the first form when none is named). */
export function formFields(html: string, action?: string): Record<string, string> {
  const root = parse(html);
  const form = action ? root.querySelector(`form[action="${action}"]`) : root.querySelector("form");
  if (!form) throw new Error(`no form ${action ?? ""} on the page`);
  // A list's template (the item "Add" makes) is no part of the form until it is copied into it.
  for (const template of form.querySelectorAll("template")) template.remove();
  const fields: Record<string, string> = {};
  for (const input of form.querySelectorAll("input")) {
    const name = input.getAttribute("name");
    const type = input.getAttribute("type") ?? "text";
    if (!name || type === "submit") continue;
    if (type === "checkbox" && !input.hasAttribute("checked")) continue;
    fields[name] = input.getAttribute("value") ?? (type === "checkbox" ? "on" : "");
  }
  for (const area of form.querySelectorAll("textarea")) {
    const name = area.getAttribute("name");
    if (name) fields[name] = area.textContent.replace(/^\n/, "");
  }
  for (const select of form.querySelectorAll("select")) {
    const name = select.getAttribute("name");
    const chosen = select.querySelector("option[selected]") ?? select.querySelector("option");
    if (name) fields[name] = chosen?.getAttribute("value") ?? chosen?.textContent ?? "";
  }
  return fields;
}

export function visitor(origin: () => string) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const keep = (headers: Record<string, string | string[] | undefined>) => {
    for (const line of [headers["set-cookie"] ?? []].flat()) {
      const [pair] = line.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (name) jar.set(name, value.join("="));
    }
  };
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await rawRequest(origin(), {
      path,
      headers: { Cookie: cookieHeader(), "Accept-Language": "en", ...headers },
    });
    keep(answer.headers);
    return answer;
  };
  /** A list's values are sent as a form sends checked boxes: the name once per value. */
  const post = async (
    path: string,
    fields: Record<string, string | string[]>,
    headers: Record<string, string> = {},
  ) => {
    const answer = await rawRequest(origin(), {
      method: "POST",
      path,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: cookieHeader(),
        Origin: origin(),
        "Accept-Language": "en",
        ...headers,
      },
      body: new URLSearchParams(
        Object.entries(fields).flatMap(([name, value]) => [value].flat().map((one) => [name, one])),
      ).toString(),
    });
    keep(answer.headers);
    return answer;
  };
  const hidden = (html: string, name: string) =>
    new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "";
  const signIn = async (email: string, typed = testPassword) => {
    const page = await get("/admin/login");
    return post("/admin/login", { token: hidden(page.text, "token"), email, password: typed });
  };
  return { get, post, signIn, hidden, jar };
}

/** A form with a file (or several) in `field`, as a browser sends it (multipart/form-data). */
export function multipart(
  fields: Record<string, string>,
  files:
    | { field: string; name: string; bytes: Buffer; type: string }
    | { field: string; name: string; bytes: Buffer; type: string }[],
): { body: Buffer; type: string } {
  const boundary = `----upload${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      Object.entries(fields)
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join(""),
    ),
    ...(Array.isArray(files) ? files : [files]).flatMap((file) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * The editor's site for one test file: started before its tests over a data folder of its own,
 * with `accounts` (by default an editor, editor@foundry.example, and an Arabic translator,
 * arabic@foundry.example); stopped and its folder removed after them. `each`: a site of its own
 * for each test instead. The fields are filled once it has started.
 */
export function adminSiteForTests(
  prefix: string,
  {
    each = false,
    accounts = [
      ["editor@foundry.example", "editor"],
      ["arabic@foundry.example", "translator"],
    ],
  }: { each?: boolean; accounts?: [string, "admin" | "editor" | "translator"][] } = {},
): { dataDir: string; origin: string } {
  const site = { dataDir: "", origin: "" };
  let close: (() => Promise<void>) | undefined;
  (each ? beforeEach : beforeAll)(async () => {
    site.dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const started = await startAdminSite(site.dataDir);
    site.origin = started.origin;
    close = started.close;
    for (const [email, role] of accounts) await addAccount(site.dataDir, email, role);
  });
  (each ? afterEach : afterAll)(async () => {
    vi.restoreAllMocks();
    await close?.();
    rmSync(site.dataDir, { recursive: true, force: true });
  });
  return site;
}

/** A browser signed in to the editor at `origin` as `email` (the test password). */
export async function signedInAs(origin: string, email: string) {
  const browser = visitor(() => origin);
  expect((await browser.signIn(email)).status).toBe(303);
  return browser;
}

/** Sends a multipart body as the signed-in browser's form would: its cookies, the site's Origin. */
export function postUpload(
  origin: string,
  browser: ReturnType<typeof visitor>,
  path: string,
  { body, type }: { body: Buffer; type: string },
) {
  return rawRequest(origin, {
    method: "POST",
    path,
    headers: {
      "Content-Type": type,
      "Content-Length": String(body.length),
      "Accept-Language": "en",
      Cookie: [...browser.jar].map(([key, value]) => `${key}=${value}`).join("; "),
      Origin: origin,
    },
    body,
  });
}

/** Text as React writes it into HTML: its five characters escaped. */
export const asReactWrites = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
