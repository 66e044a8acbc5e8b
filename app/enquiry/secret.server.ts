import { randomBytes } from "node:crypto";
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import type { EnquiryConfig } from "./settings.ts";
import { log as defaultLog, errorFields, type Log } from "../log.server.ts";

/** Writes the whole text to an open file; a test passes one that fails as a full disk does. */
export type WriteText = (fd: number, text: string) => void;

const writeText: WriteText = (fd, text) => writeFileSync(fd, text);

const newSecret = () => randomBytes(32).toString("base64url");

/**
 * Puts a new secret at `file` unless one is there. It is written whole to a file of its own and
 * flushed before it gets the name, so a disk that fills on the way leaves no half-written secret
 * behind (only the temporary file, removed here). The name is given with link(), not rename():
 * link fails when the name exists, as the "wx" flag did, so of two processes starting at once
 * exactly one writes and both read its secret; rename would let the second replace the first's.
 */
function writeSecretOnce(file: string, write: WriteText): void {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    const fd = openSync(temporary, "wx", 0o600);
    try {
      write(fd, `${newSecret()}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    try {
      linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    // The new name itself must survive a power cut: flush the directory that holds it.
    const dir = openSync(resolve(file, ".."), "r");
    try {
      fsyncSync(dir);
    } finally {
      closeSync(dir);
    }
  } finally {
    rmSync(temporary, { force: true });
  }
}

function readIfThere(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/**
 * SECRET when it is set; otherwise the one kept in DATA_DIR/secret, generated (mode 0600) on the
 * first start, so tokens stay valid across restarts without any setup. Throws when DATA_DIR cannot
 * hold one.
 */
export function loadSecret(
  config: Pick<EnquiryConfig, "SECRET" | "DATA_DIR">,
  write: WriteText = writeText,
): string {
  if (config.SECRET) return config.SECRET;
  const dataDir = resolve(config.DATA_DIR);
  const file = join(dataDir, "secret");
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let text = readIfThere(file);
  if (text === undefined) {
    writeSecretOnce(file, write);
    text = readFileSync(file, "utf8");
  }
  const secret = text.trim();
  if (secret.length < 32) {
    throw new Error(`${file} holds no usable secret (under 32 characters): delete it or set SECRET`);
  }
  return secret;
}

/**
 * loadSecret, or, when DATA_DIR cannot hold the secret (not writable, full, an unusable secret
 * file), one that lasts until the next restart, and an alert. The site and the form keep working;
 * a form handed out before a restart is then refused once, and sending it again works.
 */
export function loadSecretOrStandIn(
  config: Pick<EnquiryConfig, "SECRET" | "DATA_DIR">,
  { log = defaultLog, write }: { log?: Log; write?: WriteText } = {},
): string {
  try {
    return loadSecret(config, write);
  } catch (error) {
    log(
      "alert",
      "no anti-forgery secret kept in DATA_DIR: using one until the next restart; fix DATA_DIR or set SECRET",
      {
        dataDir: config.DATA_DIR,
        ...errorFields(error),
      },
    );
    return newSecret();
  }
}
