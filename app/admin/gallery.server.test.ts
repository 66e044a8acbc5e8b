/**
 * The gallery's photos moved, removed and added in every language, called as the gallery page
 * calls them, without HTTP.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { photographLike } from "../../tests/fixtures/photos.ts";
import { contentRoot } from "../content/load-content.ts";
import { locales } from "../locales.ts";
import { openContentRepo } from "./content-repo.server.ts";
import { addGalleryPhotos, galleryPhotos, moveGalleryPhoto } from "./gallery.server.ts";

const work = mkdtempSync(join(tmpdir(), "gallery-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const who = "giulia@foundry.example";
const git = (dir: string, ...args: string[]) =>
  spawnSync("git", args, { cwd: dir, encoding: "utf8" }).stdout.trim();

/** Each language's photo names, in order. */
const orders = (store: Parameters<typeof galleryPhotos>[0]) =>
  locales.map((locale) => galleryPhotos(store, locale.code).map((photo) => photo.name));

it("moves a photo a place up or down, or to the place typed, in every language as one change", async () => {
  const store = await openContentRepo(join(work, "move"), contentRoot);
  const before = galleryPhotos(store, "en").map((photo) => photo.name);
  const [first, second, third] = before;

  const down = await moveGalleryPhoto(store, { name: first!, to: "down", who });
  expect(down.kind).toBe("saved");
  for (const order of orders(store)) expect(order.slice(0, 3)).toEqual([second, first, third]);

  const typed = await moveGalleryPhoto(store, { name: first!, to: before.length, who });
  expect(typed.kind).toBe("saved");
  for (const order of orders(store)) expect(order.at(-1)).toBe(first);
  expect(git(store.dir, "log", "-1", "--format=%ae %s")).toBe(
    `${who} gallery: moved photo ${first} to place ${before.length} (every language)`,
  );

  // Already there, or no such place, or no such photo: nothing is saved.
  const head = git(store.dir, "rev-parse", "HEAD");
  expect(await moveGalleryPhoto(store, { name: first!, to: before.length, who })).toEqual({
    kind: "unchanged",
  });
  expect(await moveGalleryPhoto(store, { name: first!, to: "down", who })).toEqual({ kind: "no such place" });
  expect(await moveGalleryPhoto(store, { name: second!, to: 0, who })).toEqual({ kind: "no such place" });
  expect(await moveGalleryPhoto(store, { name: second!, to: Number.NaN, who })).toEqual({
    kind: "no such place",
  });
  expect(await moveGalleryPhoto(store, { name: "no-such-photo", to: "up", who })).toEqual({
    kind: "not found",
  });
  expect(git(store.dir, "rev-parse", "HEAD")).toBe(head);
});

it("removes a photo from every language, and adds new ones after the last of their kind, with their files", async () => {
  const store = await openContentRepo(join(work, "add"), contentRoot);
  const before = galleryPhotos(store, "en");
  const removed = await moveGalleryPhoto(store, { name: before[0]!.name, to: "remove", who });
  expect(removed.kind).toBe("saved");
  for (const order of orders(store)) expect(order).toEqual(before.slice(1).map((photo) => photo.name));

  const path = join(work, "new-photo.jpg");
  await photographLike(1600, 1200).jpeg().toFile(path);
  const category = before[0]!.category;
  const alts = Object.fromEntries(locales.map((locale) => [locale.code, `A new casting (${locale.code})`]));
  const added = await addGalleryPhotos(store, [{ path, extension: "jpg", category, alts }], who);
  if (!("saved" in added) || !added.saved) throw new Error(`saved expected: ${JSON.stringify(added)}`);
  const [name] = added.names;
  const english = galleryPhotos(store, "en");
  const at = english.findIndex((photo) => photo.name === name);
  // Right after the last photo of its category.
  expect(english[at - 1]?.category).toBe(category);
  expect(english.slice(at + 1).some((photo) => photo.category === category)).toBe(false);
  for (const locale of locales)
    expect(galleryPhotos(store, locale.code).find((photo) => photo.name === name)?.alt).toBe(
      `A new casting (${locale.code})`,
    );
  expect(git(store.dir, "show", "--name-only", "--format=", "HEAD").split("\n")).toContain(
    `images/gallery-${name}.jpg`,
  );
});
