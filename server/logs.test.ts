/**
 * What the real server process writes while it is sent every kind of bad request we know of: each
 * line, on stdout and stderr alike, must be exactly one JSON object with a level and a message (a
 * log collector reads one entry per line), and none may carry what a visitor typed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { contactToken, exited, type LoggedSite, startLoggedSite } from "../scripts/servers/site-process.ts";
import { type RawRequest, rawRequest } from "./testing.ts";
import { testSubmission } from "../app/enquiry/test-submission.ts";

const personal = testSubmission("contact", {
  from_name: "Giulia Logtest",
  email: "giulia.logtest@acciaierie.example",
  subject: "Hammers for the log test",
  message: "A message that must never reach the log.",
  phone: "+39 0521 987 654",
});
const form = new URLSearchParams(personal).toString();
const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };

let dataDir: string;
let site: LoggedSite;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "server-logs-"));
  site = await startLoggedSite({ DATA_DIR: dataDir, ENQUIRY_MIN_FILL_MS: "0" });
}, 20_000);

afterAll(() => {
  site?.child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

it("logs every request it refuses, and everything else, as one JSON object per line, without personal data", async () => {
  const { base } = site;
  const token = await contactToken(base);
  const withToken = { ...urlencoded, Cookie: `XSRF-TOKEN=${token}`, "X-XSRF-TOKEN": token, Origin: base };
  const requests: RawRequest[] = [
    // First to reach the rate limit, whose checks of our settings run once, on the first request.
    {
      method: "POST",
      path: "/contact",
      headers: { ...withToken, "X-Forwarded-For": "203.0.113.7" },
      body: form,
    },
    { method: "TRACE", path: "/" },
    { method: "OPTIONS", path: "/about" },
    { method: "PUT", path: "/contact", headers: urlencoded, body: form },
    { method: "POST", path: "/about", headers: urlencoded, body: form },
    { method: "POST", path: "/about.data", headers: urlencoded, body: form },
    { method: "POST", path: "/no-such-page", headers: urlencoded, body: form },
    { method: "POST", path: "/contact/sent", headers: urlencoded, body: form },
    { method: "POST", path: "/%63ontact", headers: withToken, body: form },
    { method: "POST", path: "/about", headers: { ...urlencoded, Origin: "not a URL" }, body: form },
    { method: "POST", path: "/contact", headers: { ...urlencoded, Origin: base }, body: form },
    { method: "POST", path: "/contact.data", headers: { ...urlencoded, Origin: base }, body: form },
    {
      method: "POST",
      path: "/contact",
      headers: { ...urlencoded, Origin: "https://attacker.example" },
      body: form,
    },
    { method: "POST", path: "/contact", headers: { ...withToken, "Content-Type": "text/plain" }, body: form },
    {
      method: "POST",
      path: "/contact",
      headers: { ...withToken, "Content-Type": `${urlencoded["Content-Type"]}; charset=koi8-u` },
      body: form,
    },
    { method: "POST", path: "/contact", headers: withToken, body: `${form}&message=${"x".repeat(70_000)}` },
    { method: "POST", path: "/contact", headers: withToken, body: `${form}&phone=000` },
    {
      method: "POST",
      path: "/contact",
      headers: withToken,
      body: form.replace(/email=[^&]*/, "email=not-an-address"),
    },
    { method: "POST", path: "/contact", headers: withToken, body: form },
    { path: "/%E0%A4%A" },
    { path: "/contact?panel=%ZZ" },
    { path: "/assets" },
    { path: "/assets/no-such-file.js" },
    { path: "/\\evil.example/" },
    { path: "/no-such-page" },
  ];
  for (const request of requests) await rawRequest(base, request);

  const done = exited(site.child);
  site.child.kill("SIGTERM");
  await done;

  expect(site.lines.length).toBeGreaterThan(requests.length / 2);
  for (const line of site.lines) {
    let entry: unknown;
    expect(() => (entry = JSON.parse(line)), line).not.toThrow();
    expect(entry, line).toMatchObject({
      level: expect.any(String) as string,
      msg: expect.any(String) as string,
    });
    for (const value of Object.values(personal)) {
      expect(line).not.toContain(value);
      expect(line).not.toContain(new URLSearchParams({ value }).toString().slice("value=".length));
    }
  }
});
