/**
 * The production front as `npm run start:nginx` runs it (nginx over HTTPS in front of Node, from
 * deploy/nginx.conf), on ports of its own so its rate limit is this file's alone: nginx starts
 * only once Node answers; its per-address limit meets every POST bound for Node, on both forms'
 * addresses in every language and spelling; everything nginx answers by itself, Node down
 * included, is one of our pages with the security headers; plain HTTP redirects to the configured
 * host, never the one the request names.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { connect as connectHttp2 } from "node:http2";
import { request } from "node:https";
import { request as plainRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentOf } from "../../app/content/load-content.ts";
import { formPagePaths } from "../../app/enquiry/guards.server.ts";
import { localeOfPath } from "../../app/locales.ts";
import { securityHeaders } from "../../app/security-headers.server.ts";
import { testCertificate } from "../../tests/e2e/certificate.ts";
import { noReleases, outputLines } from "./site-process.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const port = 5400 + Math.floor(Math.random() * 300);
const httpPort = port + 1;
const nodePort = port + 1000;
const origin = `https://localhost:${port}`;
const certificate = testCertificate();
const authority = readFileSync(certificate.authority);
const { site } = contentOf("en");

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A request to the front over HTTPS, trusting the tests' own authority; any method, any header. */
function front(
  path: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        servername: "localhost",
        port,
        method,
        path,
        headers,
        ca: authority,
        agent: false,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

function expectOurPage(answer: Answer, status: number, what: string) {
  expect(answer.status, what).toBe(status);
  for (const [name, value] of Object.entries(securityHeaders))
    expect(answer.headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
  expect(answer.headers["content-security-policy"], what).toMatch(/^default-src 'none'/);
  expect(answer.headers["cache-control"], what).toBe("no-store");
  expect(answer.text, what).toContain(`tel:${site.phone.tel}`);
  expect(answer.text, what).not.toMatch(/<center>nginx|Bad Gateway/);
}

/** The front's Node process, found among start-nginx's children. */
function nodeChild(parent: number): number {
  const children = readFileSync(`/proc/${parent}/task/${parent}/children`, "utf8").trim().split(/\s+/);
  const node = children.find((pid) =>
    readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("server/start.ts"),
  );
  if (!node) throw new Error("no Node child");
  return Number(node);
}

let topology: ChildProcess;
let logged: string[];
let dataDir: string;
/** Every status seen from the moment start:nginx was started until the first 200. */
const beforeReady: number[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "front-"));
  topology = spawn(process.execPath, [join(root, "scripts/servers/start-nginx.ts")], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HTTP_PORT: String(httpPort),
      NODE_PORT: String(nodePort),
      DATA_DIR: dataDir,
      TLS_CERTIFICATE: certificate.certificate,
      TLS_CERTIFICATE_KEY: certificate.key,
      // Not this machine: the health check must then be out of the tests' reach through nginx.
      HEALTH_ALLOW: "192.0.2.1",
      RELEASES_DIR: noReleases,
    },
  });
  logged = outputLines(topology);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await front("/").then(
      (answer) => answer.status,
      () => 0,
    );
    if (status !== 0) beforeReady.push(status);
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`the front did not start:\n${logged.join("\n")}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}, 90_000);

afterAll(async () => {
  topology.kill("SIGTERM");
  await new Promise((resolve) => topology.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run start:nginx", () => {
  it("listens on HOST (loopback) only, as npm start does", () => {
    const rendered = readFileSync(join(root, ".cache", `nginx-${port}`, "foundry.conf"), "utf8");
    expect(rendered.match(/^\s*listen .*$/gm)?.map((line) => line.trim())).toEqual([
      `listen 127.0.0.1:${httpPort};`,
      `listen 127.0.0.1:${port} ssl http2;`,
    ]);
  });

  it("starts nginx only once Node answers: no 5xx while it starts", () => {
    expect(beforeReady).toEqual([200]);
  });

  it("answers /health only to the addresses HEALTH_ALLOW names; Node still answers it on loopback", async () => {
    const refused = await front("/health");
    expect(refused.status).toBe(404);
    expect(refused.text).not.toContain("outbox");
    // node:http: fetch refuses some of the ports NODE_PORT may draw (6665–6669).
    const direct = await new Promise<number>((resolve, reject) => {
      plainRequest({ host: "127.0.0.1", port: nodePort, path: "/health", agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
        .on("error", reject)
        .end();
    });
    expect(direct).toBe(200);
  });

  it("keeps its access log 0640, without addresses, browsers, queries or private links", async () => {
    const token = "0b6e9f8e-2f0c-4a55-9d43-5a1f0e7c2b11.1.99999999999.private-signature-of-the-test";
    await front(`/enquiry-files/${token}`);
    await front("/contact/sent?ref=ENQ-7K3F9Q", { headers: { "User-Agent": "Visitor-Browser/1.0" } });
    const log = join(root, ".cache", `nginx-${port}`, "access.log");
    await expect.poll(() => readFileSync(log, "utf8")).toContain("/enquiry-files/(private link)");
    const text = readFileSync(log, "utf8");
    expect(text).not.toContain(token);
    expect(text).not.toContain("ENQ-7K3F9Q");
    expect(text).not.toContain("Visitor-Browser");
    expect(text).not.toContain("127.0.0.1");
    expect(statSync(log).mode & 0o777).toBe(0o640);
  });

  it("answers a body larger than the address takes with our 413 page, over HTTP/2 as over HTTP/1.1", async () => {
    const large = "x".repeat(200 * 1024);
    const headers = { "Content-Type": "application/x-www-form-urlencoded", Origin: origin };
    expectOurPage(
      await front("/about", { method: "POST", headers, body: large }),
      413,
      "HTTP/1.1 POST /about",
    );
    for (const [path, chunked] of [
      ["/about", false],
      ["/about", true],
      ["/admin/login", true],
    ] as const) {
      const session = connectHttp2(origin, { ca: authority });
      session.on("error", () => undefined);
      try {
        const answer = await new Promise<Answer>((resolve, reject) => {
          const stream = session.request({
            ":method": "POST",
            ":path": path,
            ...headers,
            ...(chunked ? {} : { "content-length": String(large.length) }),
          });
          let text = "";
          let answered: Record<string, string | string[] | undefined> = {};
          stream.on("response", (received) => (answered = received));
          stream.setEncoding("utf8");
          stream.on("data", (chunk: string) => (text += chunk));
          stream.on("end", () =>
            resolve({
              status: Number(answered[":status"]),
              headers: answered as Answer["headers"],
              text,
            }),
          );
          stream.on("error", reject);
          stream.end(large);
        });
        expectOurPage(answer, 413, `HTTP/2 POST ${path}${chunked ? " without its length" : ""}`);
      } finally {
        session.close();
      }
    }
  });

  it("takes a photo's 30 MB into the editor, and several photos' 100 MB into the gallery's form only", async () => {
    const forty = "x".repeat(40_000_000);
    const headers = { "Content-Type": "multipart/form-data; boundary=x", Origin: origin };
    expectOurPage(
      await front("/admin/photos/founder", { method: "POST", headers, body: forty }),
      413,
      "40 MB photo",
    );
    // Passed to Node, which sends a stranger to sign in first.
    const several = await front("/admin/gallery/several", { method: "POST", headers, body: forty });
    expect(several.status, "40 MB of several photos").not.toBe(413);
    expect(several.status).toBeLessThan(500);
  });

  it("answers headers too large (a cookie of 64 KB) with our 400 page and the security headers", async () => {
    expectOurPage(
      await front("/about", { headers: { Cookie: `big=${"x".repeat(64 * 1024)}` } }),
      400,
      "HTTP/1.1 GET /about with a 64 KB cookie",
    );
  });

  it("answers TRACE 405 with our page and the security headers", async () => {
    expectOurPage(await front("/", { method: "TRACE" }), 405, "TRACE /");
  });

  it("redirects plain HTTP to the configured host, whatever Host the request names", async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      plainRequest(
        {
          host: "127.0.0.1",
          port: httpPort,
          path: "/about?x=1",
          headers: { Host: "evil.example" },
          agent: false,
        },
        (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text: "" });
        },
      )
        .on("error", reject)
        .end();
    });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`${origin}/about?x=1`);
  });

  // Node started again, as its supervisor does, takes seconds beside the suite's other files: the
  // test waits as long as its own poll does.
  it(
    "with Node down, answers every request it would pass to Node with the 503 page, Retry-After and the headers; Node comes back",
    { timeout: 40_000 },
    async () => {
      // Node crashes: its server process and the release's process it runs, at once (as the kernel
      // or systemd's stop of the unit takes them).
      const node = nodeChild(topology.pid!);
      const generations = readFileSync(`/proc/${node}/task/${node}/children`, "utf8").trim().split(/\s+/);
      for (const pid of [node, ...generations.filter(Boolean).map(Number)]) process.kill(pid, "SIGKILL");
      const cases: [string, { method?: string; headers?: Record<string, string>; body?: string }][] = [
        ["/contact", {}],
        ["/it/quote", {}],
        ["/foundry?panel=testingFacility", {}],
        ["/no-such-page", {}],
        ["/ar/contact", {}],
        [
          "/quote",
          {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
            body: "from_name=x",
          },
        ],
      ];
      for (const [path, options] of cases) {
        const answer = await front(path, options);
        expectOurPage(answer, 503, `${options.method ?? "GET"} ${path} with Node down`);
        expect(answer.headers["retry-after"], path).toBe("30");
        // In the language of the address.
        expect(answer.text, path).toContain(
          contentOf(localeOfPath(path).code).serverAnswers.front.unavailable.title,
        );
      }
      // Pages nginx serves itself are not affected.
      expect((await front("/about")).status).toBe(200);
      // The log names what was asked for, not nginx's own page that answered (no query either).
      const log = readFileSync(join(root, ".cache", `nginx-${port}`, "access.log"), "utf8");
      expect(log).toMatch(/"GET \/foundry" 503 /);
      expect(log).toMatch(/"POST \/quote" 503 /);
      expect(log).not.toContain("/errors/");
      await expect
        .poll(async () => (await front("/contact")).status, { timeout: 20_000, interval: 200 })
        .toBe(200);
      expect(logged.some((line) => line.includes("starting it again"))).toBe(true);
    },
  );
  it("limits POSTs per address on every form address, in every language and spelling, with our 429 page", async () => {
    const post = (path: string) =>
      front(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
        body: "from_name=x",
      });
    // 30 a minute with a burst of 10: 15 at once meet the limit (Node refuses those it passes on
    // itself: no token). At once, not one after another: on a loaded machine 15 in turn took over
    // the 2 s in which the limit lets one more through, and the last three were not all 429.
    const flood = (await Promise.all(Array.from({ length: 15 }, () => post("/contact")))).map(
      (answer) => answer.status,
    );
    expect(flood.filter((status) => status !== 403 && status !== 429)).toEqual([]);
    // The burst passes (at most 11: fewer when this file's earlier POSTs still count, 10 in one
    // run), one or two more if the limit refilled meanwhile; the rest wait.
    const passed = flood.filter((status) => status === 403).length;
    expect(passed).toBeGreaterThanOrEqual(5);
    expect(passed).toBeLessThanOrEqual(12);
    expect(flood.filter((status) => status === 429).length).toBe(15 - passed);

    // The limit refills one request every 2 s, so one may pass to Node (which refuses it: no
    // token) while the addresses are tried; the next one then meets the limit again.
    const addresses = formPagePaths.flatMap((path) => [
      path,
      `${path}.data`,
      path.toUpperCase(),
      `${path}.DATA`,
    ]);
    for (const path of addresses) {
      let answer = await post(path);
      for (let attempt = 1; answer.status !== 429 && attempt < 3; attempt++) {
        expect([403, 405], `POST ${path} passed to Node`).toContain(answer.status);
        answer = await post(path);
      }
      expectOurPage(answer, 429, `POST ${path}`);
      expect(answer.headers["retry-after"], path).toBe("60");
    }
    // Pages and other methods are not counted.
    expect((await front("/contact")).status).toBe(200);

    // The editor's writes have a limit of their own: a person's quick clicks (Add, Up, Down…)
    // pass while the forms' limit holds this address; its sign-in is limited like the forms.
    const clicks: number[] = [];
    for (let i = 0; i < 40; i++) clicks.push((await post("/admin/edit/site")).status);
    expect(clicks.filter((status) => status === 429)).toEqual([]);
    // The live preview's, sent as a person types, are counted apart: fifty more, which the
    // editor's burst left by the clicks could not take, pass, and a save still does.
    const previews: number[] = [];
    for (let i = 0; i < 50; i++) previews.push((await post("/admin/live/site")).status);
    expect(previews.filter((status) => status === 429)).toEqual([]);
    expect((await post("/admin/edit/site")).status).not.toBe(429);
    // As above, the forms' limit may have refilled one request while the clicks ran: that one
    // reaches Node (no account yet: 404), the next meets the limit.
    let signIn = await post("/admin/login");
    for (let attempt = 1; signIn.status !== 429 && attempt < 3; attempt++) {
      expect([403, 404], "POST /admin/login passed to Node").toContain(signIn.status);
      signIn = await post("/admin/login");
    }
    expect(signIn.status).toBe(429);
  });
});
