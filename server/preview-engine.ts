/**
 * The editor's live previews off the thread that serves visitors (issue 49, ADR 0039): one worker thread
 * (server/preview-worker.ts), started at the first preview, given one preview at a time by
 * `queuedPreviews` (each person's newest only, a bound on those waiting), started again if it
 * dies or takes longer than a deadline, and ended with the generation that serves its build.
 */
import { Worker } from "node:worker_threads";
import {
  type PreviewAsked,
  type PreviewEngine,
  type PreviewOutcome,
  queuedPreviews,
} from "../app/admin/live-preview.server.ts";
import { log } from "../app/log.server.ts";
import type { PreviewWorkerData } from "./preview-worker.ts";

/** A preview that takes longer than this (a page that never finishes rendering) ends its worker. */
const previewDeadlineMs = 30_000;

export function workerPreviews(data: PreviewWorkerData): PreviewEngine {
  let worker: Worker | undefined;
  let ready: Promise<void> | undefined;
  let ids = 0;
  const pending = new Map<
    number,
    { resolve: (outcome: PreviewOutcome) => void; reject: (error: Error) => void }
  >();
  const failAll = (why: string) => {
    for (const { reject } of pending.values()) reject(new Error(why));
    pending.clear();
  };
  const start = () => {
    const started = new Worker(new URL("./preview-worker.ts", import.meta.url), { workerData: data });
    worker = started;
    ready = new Promise<void>((resolve, reject) => {
      started.once("message", () => resolve());
      started.once("error", reject);
      started.once("exit", (code) =>
        reject(new Error(`the preview worker ended (${code}) before it was ready`)),
      );
    });
    started.on("message", (message: { id?: number; outcome?: PreviewOutcome; error?: string }) => {
      if (message.id === undefined) return;
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error !== undefined) waiting?.reject(new Error(message.error));
      else if (message.outcome) waiting?.resolve(message.outcome);
    });
    started.on("error", (error) => log("error", "the preview worker failed", { error: error.message }));
    started.once("exit", () => {
      if (worker === started) worker = undefined;
      failAll("the preview worker ended");
    });
    // A worker does not keep the process alive: stopping the site never waits for it.
    started.unref();
  };
  const run = async (asked: PreviewAsked): Promise<PreviewOutcome> => {
    if (!worker) start();
    await ready;
    const id = ++ids;
    const current = worker!;
    return new Promise<PreviewOutcome>((resolve, reject) => {
      const timer = setTimeout(() => {
        log("error", "a live preview took too long: its worker is started again", {
          deadlineMs: previewDeadlineMs,
        });
        void current.terminate();
      }, previewDeadlineMs);
      pending.set(id, {
        resolve: (outcome) => {
          clearTimeout(timer);
          resolve(outcome);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      current.postMessage({ id, asked });
    });
  };
  return queuedPreviews(run, async () => {
    const ending = worker;
    worker = undefined;
    await ending?.terminate();
  });
}
