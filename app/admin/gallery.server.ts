/**
 * The gallery's photos changed in every language at once, knowing nothing of HTTP (issue 50): a
 * photo moved or removed, new photos added among their kind with their files. Each change is
 * checked with the whole site's content and saved as one change; the gallery page
 * (gallery-pages.server.ts) reads the request and says the outcome.
 */
import { type Document, isMap, isSeq, parseDocument, type YAMLSeq } from "yaml";
import { type ContentProblem, problemText } from "../content/problems.ts";
import {
  confirmTranslations,
  type TranslationRecord,
  translationRecordText,
} from "../content/translations.ts";
import { defaultLocale, localeByCode, locales } from "../locales.ts";
import type { ContentRepo } from "./content-repo.server.ts";
import { galleryCategory } from "../content/schemas/gallery.ts";
import { checkMended } from "./content-save.server.ts";
import type { AdminLanguage } from "./editor-text.ts";

/** A language's gallery file, as the editor names it. */
export const galleryFile = (code: string) => `${code}/gallery`;

type GalleryStore = Pick<ContentRepo, "dir" | "mend" | "read" | "readRecord" | "saveChange">;

export interface Photo {
  name: string;
  category: string;
  alt: string;
}

/** A photo being added: its file as checked, its category and its description in each language. */
export interface NewPhoto {
  path: string;
  extension: string;
  category: string;
  alts: Record<string, string>;
}

/** "Spider rotor, cast in manganese steel" → "spider-rotor-cast-in-manganese": a photo's name. */
export function photoName(alt: string, taken: ReadonlySet<string>): string {
  const base =
    alt
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 30)
      .replace(/-+$/, "") || "photo";
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
  return name;
}

/**
 * The photos as the file writes them, each field as text: a file from before photos had names,
 * or a name YAML reads as a number, still shows (and the check says what to mend).
 */
export function galleryPhotos(store: Pick<ContentRepo, "read">, code: string): Photo[] {
  const data = parseDocument(store.read(galleryFile(code)).text).toJS() as {
    photos?: Partial<Record<keyof Photo, unknown>>[];
  } | null;
  return (Array.isArray(data?.photos) ? data.photos : []).map((photo) => ({
    name: String(photo?.name ?? ""),
    category: String(photo?.category ?? ""),
    alt: String(photo?.alt ?? ""),
  }));
}

/** Every language's gallery file as it would be, the photos changed by `change`. */
function changedGalleries(
  store: Pick<ContentRepo, "read">,
  change: (photos: YAMLSeq, code: string, document: Document) => void,
) {
  return locales.map((locale) => {
    const file = galleryFile(locale.code);
    const saved = store.read(file);
    const document = parseDocument(saved.text);
    const photos = document.get("photos", true);
    if (!isSeq(photos)) throw new Error(`${file}: no list of photos`);
    change(photos, locale.code, document);
    return { file, version: saved.version, text: document.toString({ lineWidth: 0 }), was: saved.text };
  });
}

const nameOf = (item: unknown) => (isMap(item) ? String(item.get("name")) : "");

export type MoveOutcome =
  /** No photo of that name. */
  | { kind: "not found" }
  /** Not a place in the gallery: above the first, below the last, or not a whole number. */
  | { kind: "no such place" }
  /** It is there already: nothing was saved. */
  | { kind: "unchanged" }
  /** The site's content would not be valid without it (a page shows it): nothing was saved. */
  | { kind: "refused"; problems: ContentProblem[] }
  /** A gallery file changed as this was saved: nothing was saved. */
  | { kind: "busy" }
  | { kind: "saved"; commit: string };

/**
 * Moves photo `name` one place up or down, to place `to` (1 for the first), or removes it with
 * its file, in every language, as a change of `who`'s.
 */
export async function moveGalleryPhoto(
  store: GalleryStore,
  { name, to, who }: { name: string; to: "up" | "down" | "remove" | number; who: string },
): Promise<MoveOutcome> {
  const english = galleryPhotos(store, defaultLocale.code);
  const index = english.findIndex((photo) => photo.name === name);
  if (index === -1) return { kind: "not found" };
  // Where it goes, counted from 0.
  const place = to === "up" ? index - 1 : to === "down" ? index + 1 : to === "remove" ? index : to - 1;
  if (!Number.isInteger(place) || place < 0 || place >= english.length) return { kind: "no such place" };
  if (to !== "remove" && place === index) return { kind: "unchanged" };
  const files = changedGalleries(store, (photos) => {
    const at = photos.items.findIndex((item) => nameOf(item) === name);
    if (at === -1) return;
    const [item] = photos.items.splice(at, 1);
    if (to !== "remove") photos.items.splice(place, 0, item);
  });
  const problems = await checkMended(store, new Map(files.map((file) => [file.file, file.text])));
  if (problems.length > 0) return { kind: "refused", problems };
  const outcome = await store.saveChange({
    files,
    ...(to === "remove" ? { photo: { slot: `gallery-${name}` } } : {}),
    who,
    message:
      to === "remove"
        ? `gallery: removed photo ${name} (every language)`
        : `gallery: moved photo ${name} to place ${place + 1} (every language)`,
  });
  return outcome.saved ? { kind: "saved", commit: outcome.commit } : { kind: "busy" };
}

/**
 * New photos among their kind in every language, each with its file, as one change:
 * checked with the whole site first; their translations confirmed, written by the person who
 * typed them. Says the check's problems by photo (its place among `photos`) and language.
 */
export async function addGalleryPhotos(
  store: GalleryStore,
  photos: readonly NewPhoto[],
  who: string,
): Promise<
  | { saved: true; commit: string; names: string[] }
  | { saved: false }
  | {
      problems: {
        photo: number | undefined;
        code: string | undefined;
        alt: boolean;
        text: (language: AdminLanguage) => string;
      }[];
    }
> {
  const english = galleryPhotos(store, defaultLocale.code);
  const taken = new Set(english.map((entry) => entry.name));
  const names = photos.map((photo) => {
    const name = photoName(photo.alts[defaultLocale.code] ?? "", taken);
    taken.add(name);
    return name;
  });
  // Each goes after the last photo of its category (the end when it has none): among its kind,
  // not 21 moves away from it. Every language lists the same photos in the same order, so the
  // places worked out on English are every language's.
  const order = english.map((photo) => photo.category);
  const after = english.map((photo) => photo.name);
  const places = photos.map((photo, index) => {
    const place = order.lastIndexOf(photo.category) + 1 || order.length;
    order.splice(place, 0, photo.category);
    after.splice(place, 0, names[index]!);
    return place;
  });
  const files = changedGalleries(store, (list, code, document) => {
    photos.forEach((photo, index) =>
      list.items.splice(
        places[index]!,
        0,
        document.createNode({ name: names[index], category: photo.category, alt: photo.alts[code] }),
      ),
    );
  });
  const problems = await checkMended(store, new Map(files.map((file) => [file.file, file.text])));
  if (problems.length > 0)
    return {
      problems: problems.map((problem) => {
        const code = /^content\/(\w+)\/gallery\.yaml$/.exec(problem.file)?.[1];
        const at = problem.field?.[0] === "photos" ? Number(problem.field[1]) : undefined;
        // The new photo at that place in the list as it would be, if it is one.
        const photo = at === undefined ? -1 : names.indexOf(after[at] ?? "");
        return {
          photo: photo >= 0 ? photo : undefined,
          code,
          alt: problem.field?.at(-1) === "alt",
          text: (language: AdminLanguage) => problemText(language, problem.detail),
        };
      }),
    };
  let record = JSON.parse(store.readRecord()) as TranslationRecord;
  const englishAfter = parseDocument(
    files.find((file) => file.file === galleryFile(defaultLocale.code))!.text,
  ).toJS();
  for (const file of files) {
    const code = file.file.split("/")[0]!;
    if (code === defaultLocale.code || !localeByCode(code)) continue;
    record = confirmTranslations(
      record,
      code as never,
      "gallery",
      englishAfter,
      parseDocument(file.was).toJS(),
      parseDocument(file.text).toJS(),
      new Set(),
    );
  }
  const outcome = await store.saveChange({
    files,
    photos: photos.map((photo, index) => ({
      slot: `gallery-${names[index]}`,
      source: photo.path,
      extension: photo.extension,
    })),
    record: translationRecordText(record),
    who,
    message:
      names.length === 1
        ? `gallery: added photo ${names[0]} (every language)`
        : `gallery: added ${names.length} photos, ${names.join(", ")} (every language)`,
  });
  return outcome.saved ? { saved: true, commit: outcome.commit, names } : { saved: false };
}

/** The gallery's categories, each with the label the site shows in `language` (English's if none). */
export function galleryCategories(
  store: Pick<ContentRepo, "read">,
  language: string,
): { key: string; label: string }[] {
  const read = (code: string) => {
    const data = parseDocument(store.read(galleryFile(code)).text).toJS() as {
      categories?: { key?: unknown; label?: unknown }[];
    } | null;
    return new Map(
      (Array.isArray(data?.categories) ? data.categories : []).map((entry) => [
        String(entry?.key ?? ""),
        String(entry?.label ?? ""),
      ]),
    );
  };
  const own = read(language);
  const english = read(defaultLocale.code);
  return galleryCategory.options.map((key) => ({ key, label: own.get(key) || english.get(key) || key }));
}

/** The gallery's photos in order, each named by its description in `language` (English's if none). */
export function galleryView(store: Pick<ContentRepo, "read">, language: string) {
  // She reads Italian: each photo named in the editor's language.
  const described = new Map(galleryPhotos(store, language).map((photo) => [photo.name, photo.alt]));
  return {
    photos: galleryPhotos(store, defaultLocale.code).map((photo) => ({
      name: photo.name,
      alt: described.get(photo.name) || photo.alt,
      category: photo.category,
    })),
    categories: galleryCategories(store, language),
  };
}
