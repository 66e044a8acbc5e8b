/**
 * The editor attacked as the enquiry forms are (issue 28), bounded in count and time: bursts of
 * sign-ins, a stolen session, forged and oversized forms, a flood of writes, and kill -9 while
 * people save. After each: the editor still saves, the site still answers, the history equals
 * the files, and what a publish would take is only what was saved.
 */
import { type ChildProcess, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openAccounts } from "../app/admin/accounts.server.ts";
import { committedSnapshot, contentHistoryDir } from "../app/content/history.server.ts";
import { passwordWorkLoad, queueLimits } from "../app/admin/password-work.server.ts";
import { exited, freePort, startSiteProcess, waitUntilUp } from "../scripts/servers/site-process.ts";
import { addAccount, adminSiteForTests, formFields, testPassword, visitor } from "./admin-testing.ts";
import { rawRequest } from "./testing.ts";

/**
 * A site of its own for each test: the attempts counted per address (every request here comes
 * from 127.0.0.1) must not carry from one attack into the next.
 */
const site = adminSiteForTests("admin-attack", {
  each: true,
  accounts: [
    ["giulia@foundry.example", "editor"],
    ["omar@foundry.example", "editor"],
    ["arabic@foundry.example", "translator"],
  ],
});

const browser = () => visitor(() => site.origin);

/** A sign-in page's token and cookie, for a POST sent later (at once with many others). */
async function readyToSignIn() {
  const person = browser();
  const page = await person.get("/admin/login");
  const token = person.hidden(page.text, "token");
  return (email: string, password: string) => person.post("/admin/login", { token, email, password });
}

/** A page Node renders itself (a query variant), timed: what a visitor waits. */
async function timedPage(path: string): Promise<number> {
  const started = performance.now();
  const answer = await rawRequest(site.origin, { path, headers: { "Accept-Encoding": "gzip" } });
  expect(answer.status).toBe(200);
  return performance.now() - started;
}

describe("sign-in", () => {
  it("a burst of 60 guesses at once meets the limit of five: no more are checked, and the right password after it is refused", async () => {
    const senders = await Promise.all(Array.from({ length: 60 }, () => readyToSignIn()));
    // Every guess of the burst is wrong: sixty connections opened at once reach the server in no
    // set order, so a right password among them could fairly be one of the five checked.
    const answers = await Promise.all(
      senders.map((send, index) => send("omar@foundry.example", `wrong guess ${index}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - checked);
    // What the burst did not spend is all that is left: five guesses in all, then the door closes
    // to new browsers for the window, the right password too.
    for (let guess = checked; guess < 5; guess++)
      expect((await (await readyToSignIn())("omar@foundry.example", `one more ${guess}`)).status).toBe(401);
    const later = await (await readyToSignIn())("omar@foundry.example", testPassword);
    expect(later.status).toBe(429);
  });

  it("a stranger's guesses do not keep out the person whose browser signed in before", async () => {
    const giulia = browser();
    expect((await giulia.signIn("giulia@foundry.example")).status).toBe(303);
    expect(giulia.jar.has("foundry_admin_device")).toBe(true);
    // Someone elsewhere guesses until the account is closed to new browsers.
    for (let guess = 0; guess < 6; guess++)
      await (
        await readyToSignIn()
      )("giulia@foundry.example", `guess number ${guess}`);
    expect((await (await readyToSignIn())("giulia@foundry.example", testPassword)).status).toBe(429);
    // Giulia, from her own browser, signs in.
    giulia.jar.delete("foundry_admin");
    expect((await giulia.signIn("giulia@foundry.example")).status).toBe(303);
    // Her browser's cookie is hers: it opens no door to another account's guesses.
    const borrowed = browser();
    borrowed.jar.set("foundry_admin_device", giulia.jar.get("foundry_admin_device")!);
    for (let guess = 0; guess < 6; guess++) await borrowed.signIn("arabic@foundry.example", `guess ${guess}`);
    expect((await borrowed.signIn("arabic@foundry.example")).status).toBe(429);
  });

  it("100 sign-ins at once never hold the pages Node renders, nor more than a short queue of password checks", async () => {
    const idle = [await timedPage("/about?x=1"), await timedPage("/contact?x=2")];
    const senders = await Promise.all(Array.from({ length: 100 }, () => readyToSignIn()));
    let highest = 0;
    const watch = setInterval(() => (highest = Math.max(highest, passwordWorkLoad())), 5);
    const burst = Promise.all(
      senders.map((send, index) => send(`person${index}@elsewhere.example`, "a wrong password")),
    );
    const waits: number[] = [];
    for (let poll = 0; poll < 10; poll++) {
      waits.push(await timedPage(poll % 2 ? "/contact?x=2" : "/about?x=1"));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const statuses = (await burst).map((answer) => answer.status);
    clearInterval(watch);
    expect(highest).toBeLessThanOrEqual(1 + queueLimits.ordinary);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    // A generous bound (before: 12.5 s behind the burst): pages never wait for the hashing.
    expect(Math.max(...waits), `idle ${idle.map(Math.round).join(", ")} ms`).toBeLessThan(3000);
  });

  it("a new password ends every other session, and reset-password or remove-user ends them all", async () => {
    const password = "another long password 7";
    const accounts = openAccounts({ dataDir: site.dataDir });
    await accounts.add({ email: "luca@foundry.example", role: "editor", password: testPassword });
    const here = browser();
    const elsewhere = browser();
    expect((await here.signIn("luca@foundry.example")).status).toBe(303);
    expect((await elsewhere.signIn("luca@foundry.example")).status).toBe(303);
    const oldCookie = here.jar.get("foundry_admin")!;
    const page = await here.get("/admin/password");
    const changed = await here.post("/admin/password", {
      csrf: here.hidden(page.text, "csrf"),
      current: testPassword,
      next: password,
      again: password,
    });
    expect(changed.status).toBe(200);
    expect(changed.text).toContain("Every other browser signed in to your account has been signed out.");
    // This browser goes on under a new session; the other and the old cookie are signed out.
    expect((await here.get("/admin")).status).toBe(200);
    expect(here.jar.get("foundry_admin")).not.toBe(oldCookie);
    expect((await elsewhere.get("/admin")).status).toBe(303);
    const copied = browser();
    copied.jar.set("foundry_admin", oldCookie);
    expect((await copied.get("/admin")).status).toBe(303);

    // The administrator's reset on the server signs out the person too.
    await accounts.setPassword("luca@foundry.example", "reset by the administrator");
    expect((await here.get("/admin")).status).toBe(303);
    expect((await here.signIn("luca@foundry.example", "reset by the administrator")).status).toBe(303);
    expect(accounts.remove("luca@foundry.example")).toBe(true);
    expect((await here.get("/admin")).status).toBe(303);
    accounts.close();
  });

  it("says a 2,000-character new password is too long at its field, and changes nothing", async () => {
    const person = browser();
    await person.signIn("arabic@foundry.example");
    const page = await person.get("/admin/password");
    const long = "x".repeat(2000);
    const answer = await person.post("/admin/password", {
      csrf: person.hidden(page.text, "csrf"),
      current: testPassword,
      next: long,
      again: long,
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toMatch(
      /<p class="problem" id="problem-next">The new password can have at most 1024 characters\.<\/p>/,
    );
    expect(answer.text).toMatch(/<input id="next"[^>]*aria-invalid="true"/);
    expect((await person.get("/admin")).status).toBe(200);
  });
});

describe("forms", () => {
  /** The longest gap between answers of /health polled every 20 ms while `work` runs. */
  async function longestStall(work: () => Promise<unknown>): Promise<number> {
    let last = performance.now();
    let longest = 0;
    let running = true;
    const poll = (async () => {
      while (running) {
        await rawRequest(site.origin, { path: "/health" });
        const now = performance.now();
        longest = Math.max(longest, now - last);
        last = now;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await work();
    running = false;
    await poll;
    return longest;
  }

  it("refuses at once a form asking for 1,000 items with 19,000 filler fields, and one longer than its schema allows", async () => {
    const person = browser();
    await person.signIn("arabic@foundry.example");
    const file = "ar/home";
    const form = formFields((await person.get(`/admin/edit/${file}`)).text, `/admin/edit/${file}`);
    const list = Object.keys(form).find((name) => name.startsWith("len."))!;
    const before = readFileSync(join(contentHistoryDir(site.dataDir), "content", `${file}.yaml`), "utf8");
    const forged: Record<string, string> = { ...form, [list]: "1000", op: "save" };
    for (let index = 0; index < 19_000; index++) forged[`f.x${index}`] = "y";
    let answer: Awaited<ReturnType<typeof person.post>> | undefined;
    const stall = await longestStall(async () => {
      answer = await person.post(`/admin/edit/${file}`, forged);
    });
    expect(answer?.status).toBe(400);
    expect(answer?.text).toContain("arrived with 1000 items, but the form held at most");
    // Before: 11.2 s without an answer to anyone.
    expect(stall).toBeLessThan(1500);
    // Two items more than the videos' schema allows (exactly two): refused the same way.
    const editor = browser();
    await editor.signIn("giulia@foundry.example");
    const facts = formFields((await editor.get("/admin/edit/site")).text, "/admin/edit/site");
    const tooMany = await editor.post("/admin/edit/site", { ...facts, "len.videos": "4", op: "save" });
    expect(tooMany.status).toBe(400);
    expect(readFileSync(join(contentHistoryDir(site.dataDir), "content", `${file}.yaml`), "utf8")).toBe(
      before,
    );
  });

  it("answers malformed forms with words, never a 500, and changes nothing", async () => {
    const person = browser();
    await person.signIn("giulia@foundry.example");
    const file = "en/contact";
    const form = formFields((await person.get(`/admin/edit/${file}`)).text, `/admin/edit/${file}`);
    const list = Object.keys(form).find((name) => name.startsWith("len."))!;
    const before = readFileSync(join(contentHistoryDir(site.dataDir), "content", `${file}.yaml`), "utf8");
    const deep = `f.${Array.from({ length: 2000 }, (_, index) => `k${index}`).join(".")}`;
    const malformed: Record<string, string>[] = [
      { ...form, [list]: "-1", op: "save" },
      { ...form, [list]: "1e9", op: "save" },
      { ...form, [list]: "abc", op: "add:nowhere.at.all" },
      { ...form, [deep]: "x", op: "save" },
      { ...form, op: "down:../../etc.0" },
      { ...form, version: "0".repeat(40), op: "save" },
    ];
    for (const fields of malformed) {
      const answer = await person.post(`/admin/edit/${file}`, fields);
      expect(answer.status, JSON.stringify(fields.op)).toBeLessThan(500);
    }
    // The same name twice (a forged form's array): read as text, never a crash.
    const twice = await rawRequest(site.origin, {
      method: "POST",
      path: `/admin/edit/${file}`,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: [...person.jar].map(([key, value]) => `${key}=${value}`).join("; "),
        Origin: site.origin,
      },
      body: `${new URLSearchParams({ ...form, op: "save" }).toString()}&version=a&op=b&${list}=2`,
    });
    expect(twice.status).toBeLessThan(500);
    expect(readFileSync(join(contentHistoryDir(site.dataDir), "content", `${file}.yaml`), "utf8")).toBe(
      before,
    );
  });

  it("limits one session's writes before reading them, and says how to keep what was typed", async () => {
    const person = browser();
    await person.signIn("giulia@foundry.example");
    const form = formFields((await person.get("/admin/edit/en/contact")).text, "/admin/edit/en/contact");
    const list = Object.keys(form)
      .find((name) => name.startsWith("len."))!
      .slice("len.".length);
    const statuses: number[] = [];
    for (let click = 0; click < 130; click++)
      statuses.push((await person.post("/admin/edit/en/contact", { ...form, op: `add:${list}` })).status);
    // A person's quick clicks pass (more than nginx's forms allow), a script's thousands do not.
    expect(statuses.slice(0, 100).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const refused = await person.post("/admin/edit/en/contact", { ...form, op: "save" });
    expect(refused.text).toContain("go back with your browser (what you typed is still there)");
    // Another person's session has its own count.
    const other = browser();
    await other.signIn("arabic@foundry.example");
    const arabic = formFields((await other.get("/admin/edit/ar/contact")).text, "/admin/edit/ar/contact");
    expect((await other.post("/admin/edit/ar/contact", { ...arabic, op: "save" })).status).not.toBe(429);
  });
});

describe("kill -9 while people save", () => {
  let port: number;
  let base: string;
  let crashData: string;
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    crashData = mkdtempSync(join(tmpdir(), "admin-crash-"));
    await addAccount(crashData, "giulia@foundry.example", "editor");
    await addAccount(crashData, "omar@foundry.example", "editor");
  });
  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill("SIGKILL");
      await exited(server);
    }
    rmSync(crashData, { recursive: true, force: true });
  });

  /** A page description the check takes (search results show 70–160 characters). */
  const describing = (words: string) =>
    `${words}: steel and alloy castings for valves, pumps and shredders, made in Italy.`;
  const git = (...args: string[]) =>
    spawnSync("git", args, { cwd: contentHistoryDir(crashData), encoding: "utf8" }).stdout.trim();

  /** The process and the git it runs at that moment: what systemd's stop of the unit kills. */
  function killEverything(child: ChildProcess): void {
    const pid = child.pid!;
    const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean),
    );
    for (const id of [pid, ...children.map(Number)])
      try {
        process.kill(id, "SIGKILL");
      } catch {
        // gone already
      }
  }

  async function start(): Promise<ChildProcess> {
    const child = startSiteProcess(port, { DATA_DIR: crashData });
    await waitUntilUp(base, child);
    return child;
  }

  it(
    "leaves no lock, no unsaved text and no change without its record; the editor saves after a restart",
    // Three rounds, each waiting for a real save to land: about 100 s on a busy machine.
    { timeout: 300_000 },
    async () => {
      const people = ["giulia@foundry.example", "omar@foundry.example"];
      const files = ["en/home", "en/about", "it/home", "it/about", "en/contact", "it/contact"];
      let typed = 0;
      for (let round = 0; round < 3; round++) {
        server = await start();
        // One after the other, as people arrive (a crowd at once is told to try again in a moment).
        const editors: ReturnType<typeof visitor>[] = [];
        for (const [index] of files.entries()) {
          const person = visitor(() => base);
          expect((await person.signIn(people[index % 2]!)).status).toBe(303);
          editors.push(person);
        }
        // Every person saves their file again and again until the process is killed.
        let stopped = false;
        const loops = editors.map(async (person, index) => {
          const file = files[index]!;
          while (!stopped) {
            try {
              const page = await person.get(`/admin/edit/${file}`);
              const form = formFields(page.text, `/admin/edit/${file}`);
              const field = Object.keys(form).find((name) => /\.description$/.test(name))!;
              typed++;
              await person.post(`/admin/edit/${file}`, {
                ...form,
                [field]: describing(`Typed in round ${round}, number ${typed}`),
                op: "save",
              });
            } catch {
              // The server is gone.
            }
          }
        });
        // Killed at a random moment once a save of this round has landed: a fixed window let a
        // busy CI machine kill three rounds before any save had finished (one change in all).
        // People's saves only: the history's first commit (the content as it was) appears during
        // the first round too, and counting it let that round be killed before any save landed.
        const changes = () =>
          existsSync(join(contentHistoryDir(crashData), ".git"))
            ? Number(git("rev-list", "--count", "--author=@foundry\\.example", "main") || "0")
            : 0;
        const landed = changes();
        const deadline = Date.now() + 60_000;
        while (changes() <= landed && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 100));
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 2500));
        killEverything(server);
        stopped = true;
        await exited(server);
        await Promise.all(loops);
      }
      // The worst a kill can leave, made sure of: a save's file written, git's lock taken, no commit.
      const repo = contentHistoryDir(crashData);
      writeFileSync(join(repo, "content/en/home.yaml"), "hero:\n  title: typed, never saved\n");
      writeFileSync(join(repo, ".git/index.lock"), "");
      const old = new Date(Date.now() - 60_000);
      utimesSync(join(repo, ".git/index.lock"), old, old);

      server = await start();
      const person = visitor(() => base);
      expect((await person.signIn("giulia@foundry.example")).status).toBe(303);
      const page = await person.get("/admin/edit/en/home");
      expect(page.status).toBe(200);
      expect(page.text).not.toContain("typed, never saved");
      // Mended at start: no lock, the files are the last change.
      const locks = readdirSync(join(repo, ".git"), { recursive: true, encoding: "utf8" }).filter(
        (entry) => entry.endsWith(".lock") && !entry.startsWith("objects"),
      );
      expect(locks).toEqual([]);
      expect(git("status", "--porcelain", "--untracked-files=all")).toBe("");
      // Saves landed between the kills, and every change has its record: who and what.
      expect(Number(git("rev-list", "--count", "main"))).toBeGreaterThan(3);
      for (const line of git("log", "--format=%an|%s", "main").split("\n").slice(0, -1))
        expect(line).toMatch(/^(giulia|omar)@foundry\.example\|content\/.+\.yaml: /);
      // The editor saves, for every account.
      for (const email of ["giulia@foundry.example", "omar@foundry.example"]) {
        const editor = visitor(() => base);
        await editor.signIn(email);
        const form = formFields((await editor.get("/admin/edit/it/home")).text, "/admin/edit/it/home");
        const field = Object.keys(form).find((name) => /\.description$/.test(name))!;
        const answer = await editor.post("/admin/edit/it/home", {
          ...form,
          [field]: describing(`Saved after the crashes by ${email}`),
          op: "save",
        });
        expect(
          answer.status,
          /<div role="alert" class="summary">[\s\S]*?<\/div>/.exec(answer.text)?.[0],
        ).toBe(303);
      }
      expect(git("status", "--porcelain", "--untracked-files=all")).toBe("");
      // What a publish takes (scripts/ops/release.ts) is the last saved change, byte for byte.
      const snapshot = mkdtempSync(join(tmpdir(), "admin-crash-snapshot-"));
      try {
        expect(await committedSnapshot(crashData, snapshot)).toBe(git("rev-parse", "--short", "HEAD"));
        for (const file of files) {
          const shipped = readFileSync(join(snapshot, "content", `${file}.yaml`), "utf8");
          expect(shipped).toBe(readFileSync(join(repo, "content", `${file}.yaml`), "utf8"));
        }
        expect(existsSync(join(snapshot, ".snapshot-index"))).toBe(false);
      } finally {
        rmSync(snapshot, { recursive: true, force: true });
      }
      expect(statSync(join(repo, ".git")).isDirectory()).toBe(true);
    },
  );
});
