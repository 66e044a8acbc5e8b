/**
 * The files through which the editor asks for a publish and the runner reports it, all in
 * DATA_DIR/publish/: the request (request.json), the state (state.json: running, done or failed,
 * and why), the release's output (output.log) and its steps as data (progress.jsonl), which the
 * editor words in its own language. The editor writes the request and reads the
 * rest (app/admin/publish.server.ts); the runner (publish.ts) takes the request and writes the
 * rest, so the page can tell them whichever release's code answers it.
 */
import { appendFileSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  outcomeVariable,
  progressVariable,
  type PublishRequest,
  type PublishStep,
  type ReleaseOutcome,
} from "./contract.ts";
import { createWhole, writeWhole } from "../content/write-whole.server.ts";

export * from "./contract.ts";

export const publishFolder = (dataDir: string) => join(dataDir, "publish");
export const stateFile = (dataDir: string) => join(publishFolder(dataDir), "state.json");
export const logFile = (dataDir: string) => join(publishFolder(dataDir), "output.log");

export const requestFile = (dataDir: string) => join(publishFolder(dataDir), "request.json");
/**
 * The request once a runner has taken it, until the runner has said it is running: the editor's
 * page reads it as asked for, so it never shows the last publish's outcome in between.
 */
export const takenRequestFile = (dataDir: string) => `${requestFile(dataDir)}.taken`;
export const progressFile = (dataDir: string) => join(publishFolder(dataDir), "progress.jsonl");

export const outcomeFile = (dataDir: string) => join(publishFolder(dataDir), "outcome.json");

/** Records a step, when the release runs for the editor; nothing otherwise (run by hand). */
export function reportProgress(step: PublishStep): void {
  const file = process.env[progressVariable];
  if (!file) return;
  try {
    appendFileSync(file, `${JSON.stringify({ ...step, at: new Date().toISOString() })}\n`);
  } catch {
    // The editor's page then shows the output as it is: the release goes on.
  }
}

/**
 * Records how the release ended, when the runner runs it: written whole (a temporary file renamed),
 * so the runner reads all of it or none. Nothing when run by hand.
 */
export function reportOutcome(outcome: ReleaseOutcome): void {
  const file = process.env[outcomeVariable];
  if (!file) return;
  try {
    writeWhole(file, `${JSON.stringify(outcome)}\n`);
  } catch {
    // The runner then says the release stopped without saying why, and shows its output.
  }
}

/** The outcome the release wrote, if it wrote one. */
export function readOutcome(dataDir: string): ReleaseOutcome | undefined {
  try {
    return JSON.parse(readFileSync(outcomeFile(dataDir), "utf8")) as ReleaseOutcome;
  } catch {
    return undefined;
  }
}

/**
 * The steps recorded so far, each with its time; none when the release's code records none. Read
 * while the release appends: a line not yet whole (or cut by a crash) is left out, not the rest.
 */
export function readProgress(dataDir: string): (PublishStep & { at: string })[] {
  let text: string;
  try {
    text = readFileSync(progressFile(dataDir), "utf8");
  } catch {
    return [];
  }
  return text.split("\n").flatMap((line) => {
    try {
      return line ? [JSON.parse(line) as PublishStep & { at: string }] : [];
    } catch {
      return [];
    }
  });
}

/**
 * Leaves a request for the runner; false when one is waiting already (of two presses at once, one
 * asks). Whole or not at all: the runner may be started by the file's appearing (systemd's path
 * unit) and read it at once.
 */
export function leaveRequest(dataDir: string, kind: PublishRequest["kind"], by: string): boolean {
  mkdirSync(publishFolder(dataDir), { recursive: true });
  const request: PublishRequest = { kind, by, at: new Date().toISOString() };
  try {
    return createWhole(requestFile(dataDir), JSON.stringify(request));
  } catch {
    return false;
  }
}

export interface LiveRelease {
  id: string;
  createdAt: string;
  /** The company's content it was built with (a commit of DATA_DIR/content-history). */
  content?: string | null;
  previous: string | null;
}

/** The release visitors are served (RELEASES_DIR/current), if any. */
export function liveReleaseInfo(releasesDir: string | undefined): LiveRelease | undefined {
  if (!releasesDir) return undefined;
  try {
    return JSON.parse(readFileSync(join(releasesDir, "current", "release.json"), "utf8")) as LiveRelease;
  } catch {
    return undefined;
  }
}
