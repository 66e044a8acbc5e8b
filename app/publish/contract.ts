/**
 * The editor's Publish as data (ADR 0038): what the editor asks, the steps a release reports as
 * it goes, and the outcome it ends with, in one home that the editor (app/admin), the runner
 * (scripts/ops/publish.ts) and the release (scripts/ops/release.ts, scripts/build/build.ts)
 * import. The editor words every outcome in its own language from these; nothing is read back
 * from a release's printed lines.
 */
import type { ContentProblem } from "../content/problems.ts";

export type PublishKind = "publish" | "rollback" | "preview";

export interface PublishRequest {
  kind: PublishKind;
  by: string;
  at: string;
}

/** The stages of a release, in the order they run; a failure names the one it stopped in. */
export type PublishStage = "copy" | "content" | "build" | "check" | "switch" | "promote" | "rollback";

/** A step of a release as it happens: what the editor's Publish page says, in its own words. */
export type PublishStep =
  | { step: Exclude<PublishStage, "rollback"> }
  | { step: "language"; code: string; pages: number; seconds: number; reused?: boolean; reworded?: boolean }
  | { step: "checked"; pages: number }
  | { step: "problems"; problems: ContentProblem[] };

/** A page the release's check found wrong: its status, or that it did not answer in time. */
export interface FailedPage {
  path: string;
  status: number | "timed out" | "no answer";
}

/** A value still to give before a production site goes live. */
export interface UnfilledPlace {
  file: string;
  path: string;
  /** As `npm run check` writes it: "\"{Company}\"", "0, 0 (not set)". */
  value: string;
}

/** Why a release did not go live: the real cause, as data the editor words. */
export type FailureCause =
  /** Mistakes in the texts, each at its file and field. */
  | { kind: "content"; problems: ContentProblem[] }
  /**
   * A production site (SITE_URL a public address, not SITE_STAGING) with values still to give:
   * each at its file ("site", "it/home") and field, as the editor's checklist lists them.
   */
  | { kind: "placeholders"; places: UnfilledPlace[] }
  /** A photo that cannot be read. */
  | { kind: "photo"; file: string; detail: string }
  /** The machine was too busy for a step's deadline, retries included. */
  | { kind: "timed out"; detail: string }
  /** Pages of the new release that did not answer 200 (or in time). */
  | { kind: "pages"; pages: FailedPage[] }
  /** The running site did not take the new release (it is back on the one before). */
  | { kind: "server"; detail: string }
  /** Another release or rollback holds the releases. */
  | { kind: "busy"; pid: number }
  /** The runner or the release was stopped (a restart, a kill) before it finished. */
  | { kind: "stopped" }
  /** A rollback with nowhere to go. */
  | { kind: "no earlier release" }
  /** Anything else: its own words, for whoever looks after the server. */
  | { kind: "other"; detail: string };

/** How a release ended. Written by the release as data (`PUBLISH_OUTCOME_FILE`), read by the runner. */
export type ReleaseOutcome =
  | {
      status: "live";
      release: string;
      seconds: number;
      /** Pages checked (none when a checked preview was promoted). */
      pages?: number;
      /** Live, but no server answered to say it serves it (it will when it starts). */
      noServer?: boolean;
    }
  | { status: "previewed"; release: string; seconds: number; pages: number }
  | { status: "rolled back"; release: string; from: string | null }
  /** Live, but a step after the switch failed (the front's reload): said as it is. */
  | { status: "live with a problem"; release: string; detail: string }
  | { status: "failed"; stage: PublishStage; cause: FailureCause; seconds: number };

/** The runner's record of the last publish, preview or rollback: the editor's page reads it. */
export interface PublishState {
  kind: PublishKind;
  by: string;
  startedAt: string;
  pid: number;
  status: "running" | "done" | "failed";
  finishedAt?: string;
  seconds?: number;
  /** The release's outcome as data; absent while running, or from a release that wrote none. */
  outcome?: ReleaseOutcome;
  /** The release's own last line, in English: for the log and for a release that wrote no outcome. */
  message?: string;
}

/** Where a release run by the runner reports its steps (release.ts and build.ts read it). */
export const progressVariable = "PUBLISH_PROGRESS_FILE";
/** Where a release run by the runner writes its outcome. */
export const outcomeVariable = "PUBLISH_OUTCOME_FILE";
/**
 * Set by the runner: the release watches its standard input, the runner's end of a pipe, and stops
 * whole (its half-made folder removed, the lock given back, its own processes ended) when the
 * runner dies, so no orphan holds the releases.
 */
export const watchRunnerVariable = "PUBLISH_WATCH_RUNNER";
