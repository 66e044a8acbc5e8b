/**
 * The editor's domain bound to one request's person (request-context.ts `EditorWork`): what the
 * pages of the editor's app may ask for. Each is a domain function of its own module; this only
 * hands it the stores and the person, and sets what the answer must carry (a new session's cookie).
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Account, Accounts } from "./accounts.server.ts";
import { sharedContentRepo } from "./content-repo.server.ts";
import { entryOf } from "./content-save.server.ts";
import { contentHistoryDir, contentPath, editableFiles } from "../content/history.server.ts";
import { findSlotFiles, slotImageDirs } from "../content/slot-files.ts";
import { locales } from "../locales.ts";
import { mayEdit } from "./roles.server.ts";
import { dashboardOf } from "./dashboard.server.ts";
import { documentsShown } from "./documents.server.ts";
import { fileTitle } from "./file-titles.server.ts";
import { type AdminLanguage, editorText } from "./editor-text.ts";
import { pageName } from "./field-help/index.ts";
import { photoPlace, photoPlacesByPage } from "./field-help/photo-places.ts";
import { companySlots, severalPhotos } from "./photos.server.ts";
import { galleryView } from "./gallery.server.ts";
import { historyOf } from "./history.server.ts";
import { caseStudyForm } from "./new-case-study.server.ts";
import { datasheetForm } from "./new-datasheet.server.ts";
import { mediaLibrary } from "./media.server.ts";
import { changePassword } from "./password-change.server.ts";
import { editView, savedState, sendEdit } from "./edit-page.server.ts";
import { type GuidedPlace, guidedPages } from "./guided-page.server.ts";
import { unfinishedForms } from "./unfinished.server.ts";
import { liveReleaseInfo } from "./publish.server.ts";
import { publishView } from "./publish-view.server.ts";
import { previewList } from "./preview-list.server.ts";
import type { EditorWork } from "./request-context.ts";
import type { Sessions } from "./sessions.server.ts";

const codeRoot = fileURLToPath(new URL("../..", import.meta.url));

/** The guided forms, each at /admin/new/<path> (router.server.ts guards them). */
export const guidedForms = [guidedPages(caseStudyForm), guidedPages(datasheetForm)];

export interface WorkSettings {
  dataDir: string;
  releasesDir: string | undefined;
  accounts: () => Accounts | undefined;
  sessions: () => Sessions;
  enquiries: (() => { pending: number; oldestPendingSeconds: number | null }) | undefined;
}

export function workFor(
  settings: WorkSettings,
  request: {
    /** Undefined before signing in: then only what needs no one may be asked. */
    account: Account | undefined;
    language: AdminLanguage;
    address: string;
    /** Starts the session the answer's cookie names. */
    keepSession: (id: string) => void;
  },
): EditorWork {
  const signedIn = () => {
    if (!request.account) throw new Error("the editor's work asked for without a signed-in person");
    return request.account;
  };
  const repo = () => sharedContentRepo(settings.dataDir, join(codeRoot, "content"));
  const guidedPlace = async (): Promise<GuidedPlace> => ({
    repo: await repo(),
    unfinished: unfinishedForms(settings.dataDir),
    who: signedIn().email,
    language: request.language,
  });
  return {
    changePassword: async (fields) => {
      const outcome = await changePassword(
        { accounts: settings.accounts()!, sessions: settings.sessions() },
        signedIn().email,
        fields,
        request.address,
      );
      // The session goes on under its new id: a copy of the old cookie signs no one in.
      if (outcome.changed) request.keepSession(outcome.sessionId);
      return outcome;
    },
    dashboard: () =>
      dashboardOf(
        {
          dataDir: settings.dataDir,
          accounts: settings.accounts(),
          enquiries: settings.enquiries,
          guided: [caseStudyForm, datasheetForm],
        },
        signedIn(),
        request.language,
      ),
    history: async () =>
      historyOf(await repo(), liveReleaseInfo(settings.releasesDir)?.content, signedIn(), request.language),
    publish: async () =>
      publishView(
        { dataDir: settings.dataDir, releasesDir: settings.releasesDir, repo: await repo() },
        signedIn(),
        request.language,
      ),
    documents: async () => documentsShown(settings.dataDir, (await repo()).dir),
    media: () => mediaLibrary(settings.dataDir, request.language),
    photoPlaces: () => {
      const slots = companySlots(settings.dataDir);
      return photoPlacesByPage(Object.keys(slots), slots, request.language).map(([page, places]) => ({
        page,
        places: places.map((place) => ({
          ...place,
          width: slots[place.slot]!.width,
          height: slots[place.slot]!.height,
        })),
      }));
    },
    photoSlot: (slot) => {
      const slots = companySlots(settings.dataDir);
      if (!Object.hasOwn(slots, slot)) return undefined;
      const size = slots[slot]!;
      const place = photoPlace(slot, request.language, size.label);
      const placeName = place
        ? `${pageName(place.page, request.language)} · ${place.label}`
        : `${editorText[request.language].photos.slot} ${slot}`;
      // A place new with its entry (a case study just made) has no photo nor drawing yet.
      const shown = findSlotFiles(
        [slot],
        slotImageDirs(join(contentHistoryDir(settings.dataDir), "images")),
      ).has(slot);
      return { slot, placeName, width: size.width, height: size.height, shown };
    },
    files: () => {
      const mine = editableFiles().filter((file) => mayEdit(signedIn(), file));
      const named = (files: string[]) =>
        files.map((file) => {
          const entry = entryOf(file);
          return { file, title: entry ? pageName(entry.name, request.language) : file };
        });
      const facts = mine.filter((file) => !file.includes("/"));
      return [
        ...(facts.length ? [{ files: named(facts) }] : []),
        ...locales.flatMap((locale) => {
          const files = mine.filter((file) => file.startsWith(`${locale.code}/`));
          return files.length ? [{ language: locale.code, name: locale.name, files: named(files) }] : [];
        }),
      ];
    },
    preview: () => previewList(settings.releasesDir, async () => (await repo()).head()),
    gallery: async () => ({
      ...galleryView(await repo(), request.language),
      several: { count: severalPhotos.count, megabytes: severalPhotos.bytes / 1e6 },
    }),
    editView: async (state) => {
      if (!contentPath(state.file) || !mayEdit(signedIn(), state.file)) return undefined;
      const store = await repo();
      const shown = "values" in state ? state : { ...savedState(store, state.file), message: state.message };
      return editView(store, shown, request.language);
    },
    sendEdit: async (file, form) => {
      const who = signedIn();
      if (!contentPath(file) || !mayEdit(who, file))
        throw new Error(`${file} is not ${who.email}'s to change`);
      return sendEdit(
        await repo(),
        { file, form, who: who.email, language: request.language },
        (action, detail) => settings.sessions().audit(who.email, action, detail),
      );
    },
    guidedForm: async (form, asked) =>
      guidedForms.find((one) => one.path === form)?.open(await guidedPlace(), asked),
    sendGuided: async (form, fields) => {
      const pages = guidedForms.find((one) => one.path === form);
      if (!pages) throw new Error(`no guided form ${form}`);
      const place = await guidedPlace();
      return pages.send(place, fields, (action, detail) =>
        settings.sessions().audit(place.who, action, detail),
      );
    },
    guidedMade: async (form, name) =>
      guidedForms.find((one) => one.path === form)?.made(await guidedPlace(), name),
    fileTitle: (file) => fileTitle(file, request.language),
  };
}
