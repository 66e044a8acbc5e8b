/**
 * The editor's password hashing (scrypt, 32 MiB each) on a thread of its own, one at a time, with
 * a short queue (issue 28). Node's own `crypto.scrypt` runs on libuv's four shared threads, the
 * ones that also read the site's files and compress its pages: a hundred sign-ins at once held
 * them all and the pages waited for seconds. Here a burst costs one core and one queue; beyond
 * the queue, a check is refused at once (the sign-in answers 429) instead of waiting its turn.
 */
import { Worker } from "node:worker_threads";

/** Work beyond the one running: a sign-in from a trusted browser may queue further than others. */
export const queueLimits = { ordinary: 2, trusted: 4 } as const;
export type Priority = keyof typeof queueLimits;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

interface Job {
  priority: Priority;
  password: string;
  salt: Buffer;
  keyLength: number;
  params: ScryptParams;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

/** Too many password checks at once: the caller answers "try again in a moment". */
export class PasswordWorkBusy extends Error {}

// CommonJS evaluated in the worker: no file to find, whichever release's code runs it.
const workerSource = `
const { parentPort } = require("node:worker_threads");
const { scryptSync } = require("node:crypto");
parentPort.on("message", ({ password, salt, keyLength, params }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keyLength, params);
    parentPort.postMessage({ key });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

let worker: Worker | undefined;
let running: Job | undefined;
const waiting: Job[] = [];

function startWorker(): Worker {
  const thread = new Worker(workerSource, { eval: true });
  thread.on("message", (message: { key?: Uint8Array; error?: string }) => {
    const job = running;
    running = undefined;
    if (job) {
      if (message.key) job.resolve(Buffer.from(message.key));
      else job.reject(new Error(message.error ?? "scrypt failed"));
    }
    next();
  });
  thread.on("error", (error) => {
    running?.reject(error);
    running = undefined;
    worker = undefined;
    next();
  });
  thread.on("exit", () => {
    if (worker === thread) worker = undefined;
  });
  return thread;
}

function next(): void {
  if (running) return;
  const job = waiting.shift();
  // An idle thread does not keep a process alive (npm run admin ends when its work is done).
  if (!job) return void worker?.unref();
  running = job;
  worker ??= startWorker();
  worker.ref();
  worker.postMessage({
    password: job.password,
    salt: job.salt,
    keyLength: job.keyLength,
    params: job.params,
  });
}

/** How many checks are running or waiting now. */
export const passwordWorkLoad = () => waiting.length + (running ? 1 : 0);

/**
 * scrypt on the password thread. Refused with PasswordWorkBusy, at once, when `priority`'s queue
 * is full; `wait: true` (the operator's own command) always queues.
 */
export function scryptOnThread(
  password: string,
  salt: Buffer,
  keyLength: number,
  params: ScryptParams,
  { priority = "ordinary", wait = false }: { priority?: Priority; wait?: boolean } = {},
): Promise<Buffer> {
  if (!wait && running && waiting.length >= queueLimits[priority])
    return Promise.reject(new PasswordWorkBusy("too many password checks at once"));
  return new Promise<Buffer>((resolve, reject) => {
    const job: Job = { priority, password, salt, keyLength, params, resolve, reject };
    // A trusted browser's sign-in goes before the strangers' (sessions.server.ts).
    const before = priority === "trusted" ? waiting.findIndex((queued) => queued.priority !== "trusted") : -1;
    if (before === -1) waiting.push(job);
    else waiting.splice(before, 0, job);
    next();
  });
}
