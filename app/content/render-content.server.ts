/**
 * The content a server render reads (issue 31: the editor's live preview). A server build's
 * `virtual:content/<name>` modules (scripts/build/content-plugin.ts) export the words they were
 * built with, read through `contentFor`: a render run inside `withContent` reads the content it
 * was given instead, the unsaved values of the editor's form, with the site's own components.
 * Every other render, the public pages' included, reads what was built. Browser builds never
 * import this: their modules are the plain words.
 *
 * One store for the whole process (a key on globalThis): each language's server build bundles
 * its own copy of this module, and the editor, running from source, must reach all of them.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

type Given = Readonly<Record<string, unknown>>;

const key = Symbol.for("foundry.render-content");
const holder = globalThis as { [key]?: AsyncLocalStorage<Given> };
const store: AsyncLocalStorage<Given> = (holder[key] ??= new AsyncLocalStorage<Given>());

/**
 * Which content modules a render reads (a publish of words alone renders again only the pages
 * that read what changed, scripts/build/reword.ts): the names read inside `watchReads`, and those
 * read outside any watched render, at a module's loading say, which every page may show.
 */
const readsKey = Symbol.for("foundry.render-content.reads");
const readsHolder = globalThis as {
  [readsKey]?: { watching: AsyncLocalStorage<Set<string>>; outside: Set<string> };
};
const reads = (readsHolder[readsKey] ??= {
  watching: new AsyncLocalStorage<Set<string>>(),
  outside: new Set<string>(),
});

/** Runs `render` (and everything it awaits), adding to `names` each content module it reads. */
export function watchReads<T>(names: Set<string>, render: () => T): T {
  return reads.watching.run(names, render);
}

/** The content modules read outside any watched render in this process, so far. */
export function readOutsideRenders(): ReadonlySet<string> {
  return reads.outside;
}

const published = new Map<string, Readonly<Record<string, unknown>> | null>();

/**
 * The words a server build's content module starts with: those of the server build's `words.json` when a
 * publish of words alone wrote it (scripts/build/reword.ts), the built ones otherwise. Found
 * from the module's own file, in server/ or a folder below it, so two releases loaded in one
 * process (ADR 0024) each read their own.
 */
export function publishedWords<T>(moduleUrl: string, name: string, built: T): T {
  const dir = dirname(fileURLToPath(moduleUrl));
  for (const file of [join(dir, "words.json"), join(dir, "..", "words.json")]) {
    if (!published.has(file)) {
      published.set(
        file,
        existsSync(file)
          ? (JSON.parse(readFileSync(file, "utf8")) as Readonly<Record<string, unknown>>)
          : null,
      );
    }
    const words = published.get(file);
    if (words && Object.hasOwn(words, name)) return words[name] as T;
  }
  return built;
}

/** Runs `render` (and everything it awaits) reading `content` wherever it names a content module. */
export function withContent<T>(content: Given, render: () => T): T {
  return store.run(content, render);
}

/**
 * `built` as a render reads it: the given content's part of that name when a render runs inside
 * `withContent`, what was built otherwise. Only the module's own object is looked up per read;
 * what it holds are the given content's plain values.
 */
export function contentFor<T extends object>(name: string, built: T): T {
  const current = (): object => {
    (reads.watching.getStore() ?? reads.outside).add(name);
    const given = store.getStore()?.[name];
    return typeof given === "object" && given !== null ? given : built;
  };
  return new Proxy(built, {
    get: (_target, property) => Reflect.get(current(), property) as unknown,
    has: (_target, property) => Reflect.has(current(), property),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (target, property) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), property);
      // A proxy may not call a property fixed that its target lets change (an array's length is
      // the one fixed property a content module's object can have).
      if (descriptor && Reflect.getOwnPropertyDescriptor(target, property)?.configurable !== false)
        descriptor.configurable = true;
      return descriptor;
    },
    set: () => false,
    deleteProperty: () => false,
    defineProperty: () => false,
  });
}
