/**
 * What the server's guards (router.server.ts) hand each page of the editor's app: who is signed
 * in, in which language, the form a write sent (read within its limits before any page sees it),
 * and the work a page may ask for. The key travels in the build's entry (entry.server.tsx), so the
 * server and the built pages share one.
 */
import { createContext } from "react-router";
import type { Role } from "./accounts.server.ts";
import type { AdminLanguage } from "./editor-text.ts";
import type { LocaleCode } from "../locales.ts";
import type { Focus } from "../content/photo-crop.ts";
import type { WaitingPhoto } from "./gallery-several.server.ts";
import type { FocusPoint } from "./focus-points.ts";
import type { Dashboard } from "./dashboard.server.ts";
import type { DocumentShown } from "./documents.server.ts";
import type { HistoryEntry } from "./history.server.ts";
import type { MediaLibrary } from "./media.server.ts";
import type { PublishView } from "./publish-view.server.ts";
import type { PreviewList } from "./preview-list.server.ts";
import type { PasswordChange, PasswordFields } from "./password-change.server.ts";
import type { EditSent, EditState, EditView } from "./edit-page.server.ts";
import type { GuidedMade, GuidedSent, GuidedView } from "./guided-page.server.ts";

export interface EditorPerson {
  email: string;
  role: Role;
  /** A translator's languages; empty for the other roles. */
  languages: LocaleCode[];
  /** The session's anti-forgery token, sent back with every form. */
  csrf: string;
}

/** What a write the router answered itself says on the page it shows: kept (status), or refused (alert). */
export interface Notice {
  ok: boolean;
  text: string;
  /** Several things refused at once (a change the site's check refused), each said. */
  lines?: string[];
}

/** The gallery's forms as a refused write left them: what was typed, and each field's problems. */
export interface GalleryForm {
  category?: string;
  /** Each language's description, by its code. */
  alts?: Record<string, string>;
  /** Each field's problems, by its name ("photo", "alt-it"). */
  problems?: Record<string, string[]>;
  /** A place refused for this photo, as typed. */
  move?: { name: string; to: string };
  /** The photo just added or moved: the notice is said beside it, where the page opens. */
  at?: string;
}

/** A photo uploaded for a place, shown cropped before it is kept (the photo page's second step). */
export interface PhotoPreview {
  /** Its id among the person's uploads. */
  upload: string;
  /** Its file's name, as it came. */
  name: string;
  width: number;
  height: number;
  point: FocusPoint | "auto";
  /** Any point chosen on the photo: wins over `point`. */
  focus?: Focus;
}

/** What the live preview's frame says instead of the page (routes/live-status.tsx). */
export type LiveStatus =
  /** The file shows on no page of its own. */
  | { kind: "none" }
  /** The server has no build to render with. */
  | { kind: "no build" }
  /** The content as typed is not valid yet: each problem, where it is. */
  | { kind: "waiting"; problems: { where: string; message: string }[] };

/** What a write the router answers itself hands the page it shows (app-pages.server.ts `render`). */
export interface WriteShown {
  /** The live preview's frame, when it shows no page. */
  live?: LiveStatus;
  notice?: Notice;
  photoPreview?: PhotoPreview;
  gallery?: GalleryForm;
  /** The sign-in form: its token (its cookie goes with the answer), what went wrong, the address typed, the page to return to. */
  signIn?: { token: string; problem: string; email: string; next?: string };
  /** Several gallery photos kept aside, each waiting for its words; the files not kept; each field's problems. */
  several?: { photos: WaitingPhoto[]; refused: string[]; problems: Record<string, readonly string[]> };
  /** A request refused, in words, for the address it asked for (the language switch's). */
  refusal?: { message: string; path: string };
}

export interface EditorRequest extends WriteShown {
  language: AdminLanguage;
  /** Undefined only on the pages a person reaches before signing in. */
  person: EditorPerson | undefined;
  /** The key drafts are encrypted with in the browser (ui/use-kept-typing.ts), for the signed-in person. */
  draftKey: string | undefined;
  /** A write's fields, as the guards read them. */
  form: Readonly<Record<string, string>>;
  /**
   * The address the browser shows with this page: the request's. A write may answer with a page
   * of another address (app-pages.server.ts `render`), which then must not hydrate (root.tsx).
   */
  address: string;
  /** What the pages may ask the editor's domain for, on behalf of the signed-in person. */
  work: EditorWork;
  /** Logs a page's failure with the request's id (entry.server.tsx `handleError`). */
  logError(error: unknown): void;
  /**
   * The page's Content-Security-Policy as the guards chose it (the editor's own, or the framed
   * one for the live preview): entry.server.tsx adds the nonce of the page's scripts and sends it.
   */
  policy: string;
}

/** Each the domain's own function (app/admin/*.server.ts), bound to the request's person. */
export interface EditorWork {
  /** The person's own password, changed; the new session's cookie goes with the answer. */
  changePassword(fields: PasswordFields): Promise<PasswordChange>;
  /** The to-do list, as the dashboard shows it. */
  dashboard(): Dashboard;
  /** The last changes to the content, in words. */
  history(): Promise<HistoryEntry[]>;
  /** The Publish page: the live release, what waits, what runs or how the last one ended. */
  publish(): Promise<PublishView>;
  /** Every document place the quality page names, with the size of the PDF it shows now. */
  documents(): Promise<DocumentShown[]>;
  /** Every photo place and document, as the media library lists them. */
  media(): Promise<MediaLibrary>;
  /** Every photo place, by page, with the size it is cropped to. */
  photoPlaces(): { page: string; places: { slot: string; label: string; width: number; height: number }[] }[];
  /** One photo place in words, with its size; undefined for a place the content does not name. */
  photoSlot(
    slot: string,
  ): { slot: string; placeName: string; width: number; height: number; shown: boolean } | undefined;
  /** The content files the person may change: the facts first, then each language's. */
  files(): { language?: LocaleCode; name?: string; files: { file: string; title: string }[] }[];
  /** The pages of the preview, compared with what visitors are served now. */
  preview(): Promise<PreviewList>;
  /** The gallery's photos in order (each by its description in the editor's language) and categories. */
  gallery(): Promise<{
    photos: { name: string; alt: string; category: string }[];
    categories: { key: string; label: string }[];
    /** How many photos one upload of several takes, and how large. */
    several: { count: number; megabytes: number };
  }>;
  /**
   * A content file's form: as saved (with a message, after a save), or as a form sent left it.
   * Undefined for a file the person may not change.
   */
  editView(
    state: { file: string; message?: EditState["message"] } | EditState,
  ): Promise<EditView | undefined>;
  /** A content file's form sent: a list's button, or a save (audited). */
  sendEdit(file: string, form: Readonly<Record<string, string>>): Promise<EditSent>;
  /**
   * A guided form (`form`: "case-study", "datasheet") as it opens: new, or one kept unfinished;
   * undefined for a kept one that is no more, or a form there is not.
   */
  guidedForm(
    form: string,
    asked: { unfinished?: string; justKept?: boolean },
  ): Promise<GuidedView | undefined>;
  /** A guided form sent: kept unfinished, or made (audited). */
  sendGuided(form: string, fields: Readonly<Record<string, string>>): Promise<GuidedSent>;
  /** What a guided form made, and the steps that follow; undefined for what it did not make. */
  guidedMade(form: string, name: string): Promise<GuidedMade | undefined>;
  /** A content file's title in the editor's words ("Contact page (Italiano)"); undefined if none. */
  fileTitle(file: string): string | undefined;
}

export const editorRequest = createContext<EditorRequest>();
