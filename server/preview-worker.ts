/**
 * The editor's live previews, on a thread of their own (server/preview-engine.ts): the content read
 * with the form's values and the page rendered by the same builds the site serves, so that people
 * previewing never hold up a visitor's page (issue 49). Answers one message at a time.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import type { ServerBuild } from "react-router";
import { type PreviewAsked, previewWork } from "../app/admin/live-preview.server.ts";
import type { EnquiryStore } from "../app/enquiry/contract.ts";
import type { EnquirySettings } from "../app/enquiry/context.ts";
import { pageRenderer } from "./page-render.ts";
import { loadLocaleBuilds } from "./locale-builds.ts";

export interface PreviewWorkerData {
  buildDir: string;
  secret: string;
  config: EnquirySettings;
}

const { buildDir, secret, config } = workerData as PreviewWorkerData;
const build = (await import(pathToFileURL(resolve(buildDir, "server/index.js")).href)) as ServerBuild;
const localeBuilds = await loadLocaleBuilds(buildDir);
// A preview reads nothing of the enquiries: a page's receipt says mail is on time.
const store = { deliveryDelayed: () => false } as unknown as EnquiryStore;
const render = pageRenderer({ build, localeBuilds, store, secret, config });

parentPort?.on("message", (message: { id: number; asked: PreviewAsked }) => {
  previewWork(message.asked, render).then(
    (outcome) => parentPort?.postMessage({ id: message.id, outcome }),
    (error: unknown) =>
      parentPort?.postMessage({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
parentPort?.postMessage({ ready: true });
