import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Config } from "../../server/config.ts";

/**
 * SECRET when it is set; otherwise the one kept in DATA_DIR/secret, generated (mode 0600) on the
 * first start, so tokens stay valid across restarts without any setup.
 */
export function loadSecret(config: Pick<Config, "SECRET" | "DATA_DIR">): string {
  if (config.SECRET) return config.SECRET;
  const dataDir = resolve(config.DATA_DIR);
  const file = join(dataDir, "secret");
  mkdirSync(dataDir, { recursive: true });
  try {
    // "wx": when two processes start at once, exactly one writes and both read the same secret.
    writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32) {
    throw new Error(`${file} holds no usable secret (under 32 characters): delete it or set SECRET`);
  }
  return secret;
}
