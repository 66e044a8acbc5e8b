/**
 * The files through which the editor asks for a publish and the runner reports it, all in
 * DATA_DIR/publish/: the request (request.json), the state (state.json: running, done or failed,
 * and why) and the release's output (output.log). The editor writes the request and reads the
 * rest (app/admin/publish.server.ts); the runner (publish.ts) takes the request and writes the
 * rest, so the page can tell them whichever release's code answers it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface PublishState {
  kind: "publish" | "rollback" | "preview";
  by: string;
  startedAt: string;
  pid: number;
  status: "running" | "done" | "failed";
  finishedAt?: string;
  seconds?: number;
  /** The release's own last line: what went live, or why nothing did. */
  message?: string;
}

export const publishFolder = (dataDir: string) => join(dataDir, "publish");
export const stateFile = (dataDir: string) => join(publishFolder(dataDir), "state.json");
export const logFile = (dataDir: string) => join(publishFolder(dataDir), "output.log");

export const requestFile = (dataDir: string) => join(publishFolder(dataDir), "request.json");

export interface PublishRequest {
  kind: PublishState["kind"];
  by: string;
  at: string;
}

/**
 * Leaves a request for the runner; false when one is waiting already ("wx": of two presses at
 * once, one asks).
 */
export function leaveRequest(dataDir: string, kind: PublishRequest["kind"], by: string): boolean {
  mkdirSync(publishFolder(dataDir), { recursive: true });
  const request: PublishRequest = { kind, by, at: new Date().toISOString() };
  try {
    writeFileSync(requestFile(dataDir), JSON.stringify(request), { flag: "wx" });
    return true;
  } catch {
    return false;
  }
}
