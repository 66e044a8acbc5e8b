/**
 * The real server as a separate process, for the checks that must stop or load it from outside:
 * the kill -9 test (server/crash.test.ts) and the enquiry benchmark (scripts/bench-enquiry.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** `node server/start.ts` on 127.0.0.1:`port` with the given settings, over the existing build. */
export function startSiteProcess(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["server/start.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
  });
}

/** Resolves once GET /contact answers; fails after about 15 s. */
export async function waitUntilUp(base: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      const response = await fetch(`${base}/contact`);
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server at ${base} did not start`);
}

/** The anti-forgery token a visitor's GET /contact sets, as a programmatic client reads it. */
export async function contactToken(base: string): Promise<string> {
  const response = await fetch(`${base}/contact`);
  await response.body?.cancel();
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("XSRF-TOKEN="));
  if (!cookie) throw new Error("GET /contact set no XSRF-TOKEN cookie");
  return decodeURIComponent(cookie.split(";")[0]?.slice("XSRF-TOKEN=".length) ?? "");
}
