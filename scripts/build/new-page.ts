/**
 * `npm run new-page <name>`: a new page in one step. It writes the page's line in app/pages.ts,
 * its route (app/routes/<name>.tsx, a document page to start from: banner, introduction,
 * sections), its content schema (app/content/schemas/<name>.ts, listed in schemas/index.ts) and
 * its words in every language (content/<language>/<name>.yaml: English placeholders in braces,
 * which the editor's to-do list shows until they are written; the translations marked draft), then
 * runs the content check, which writes the editors' JSON Schema and the page's typed
 * `virtual:content` module. Routes, prerendering, the sitemap, link previews, the page-weight
 * budget and every test's page list follow app/pages.ts. A new page is in no menu (the menu is
 * content: content/<language>/layout.yaml).
 *
 * `--root DIR` writes into another checkout (the tests use a copy).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { locales } from "../../app/locales.ts";

export interface NewPage {
  /** "spare-parts": the address, the route's and the content file's name. */
  name: string;
  /** "spareParts": the page's id in app/pages.ts and its content's name. */
  id: string;
  /** "Spare parts": the first title, until the company writes its own. */
  title: string;
}

export function newPageOf(name: string): NewPage {
  if (!/^[a-z]+(-[a-z]+)*$/.test(name))
    throw new Error(`"${name}": a page's name is lower-case words joined by hyphens, e.g. spare-parts`);
  const id = name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const words = name.replace(/-/g, " ");
  return { name, id, title: words.charAt(0).toUpperCase() + words.slice(1) };
}

const routeModule = ({ name, id, title }: NewPage) => {
  const component = id.charAt(0).toUpperCase() + id.slice(1);
  return `import { ${id} } from "virtual:content/${id}";
import { DocumentPage } from "../components/DocumentPage.tsx";
import { innerPageMeta } from "../seo/meta.ts";

export const meta = () => innerPageMeta("/${name}", ${id});

/** ${title} (/${name}): a document page to start from; compose the page's own sections here. */
export default function ${component}() {
  return <DocumentPage document={${id}} />;
}
`;
};

const schemaModule = ({ name, id }: NewPage) => `import type { z } from "zod";
import { documentPage } from "./document.ts";

/** /${name}: a document page (banner, introduction, sections) until it needs fields of its own. */
export const ${id}Schema = documentPage;

export type ${id.charAt(0).toUpperCase() + id.slice(1)} = z.output<typeof ${id}Schema>;
`;

const words = ({ name, title }: NewPage, today: string, draft: boolean) => `# yaml-language-server: $schema=../.schema/${name}.json
${draft ? "draft: true\n" : ""}meta:
  title: ${title}
  description: "{What a buyer finds on this page, in one or two sentences: search results and link previews show it.}"
banner:
  title: ${title}
  breadcrumbs:
    - label: Home
      to: /
    - label: ${title}
      to: /${name}
updated: ${today}
updatedLabel: Last updated
intro:
  - "{The page's first paragraph.}"
sections:
  - id: first
    heading: "{A section's heading}"
    paragraphs:
      - "{Its text.}"
`;

/** Inserts `text` before the first line of `file` that `before` matches. */
function insertBefore(file: string, before: RegExp, text: string): void {
  const source = readFileSync(file, "utf8");
  const match = before.exec(source);
  if (!match) throw new Error(`${file}: no place found for the new page (${String(before)})`);
  writeFileSync(file, source.slice(0, match.index) + text + source.slice(match.index));
}

/** Writes every file of the page; returns them, from the root. Refuses a page that exists. */
export function writeNewPage(root: string, page: NewPage, today = new Date().toISOString().slice(0, 10)) {
  const { name, id } = page;
  const at = (path: string) => join(root, path);
  const pagesFile = at("app/pages.ts");
  const indexFile = at("app/content/schemas/index.ts");
  const created = {
    route: `app/routes/${name}.tsx`,
    schema: `app/content/schemas/${name}.ts`,
    words: locales.map((locale) => `content/${locale.code}/${name}.yaml`),
  };
  if (new RegExp(`id: "${id}"|path: "/${name}"`).test(readFileSync(pagesFile, "utf8")))
    throw new Error(`app/pages.ts already has a page "${id}" or the address /${name}`);
  if (new RegExp(`^  ${id}: \\{`, "m").test(readFileSync(indexFile, "utf8")))
    throw new Error(`app/content/schemas/index.ts already has content named "${id}"`);
  for (const file of [created.route, created.schema, ...created.words])
    if (existsSync(at(file))) throw new Error(`${file} exists already`);

  insertBefore(
    pagesFile,
    /^ {2}\{\n {4}id: "contactSent",/m,
    `  {\n    id: "${id}",\n    path: "/${name}",\n    module: "routes/${name}.tsx",\n    prerender: true,\n    scripts: true,\n    indexable: true,\n    picture: "hammer",\n  },\n`,
  );
  insertBefore(indexFile, /^import \{ siteSchema \}/m, `import { ${id}Schema } from "./${name}.ts";\n`);
  insertBefore(
    indexFile,
    /^\} as const;\n\nexport type ContentName/m,
    `  ${id}: { file: "${name}", schema: ${id}Schema, facts: false },\n`,
  );
  writeFileSync(indexFile, `${readFileSync(indexFile, "utf8")}export * from "./${name}.ts";\n`);
  writeFileSync(at(created.route), routeModule(page));
  writeFileSync(at(created.schema), schemaModule(page));
  locales.forEach((locale, index) =>
    writeFileSync(at(created.words[index] ?? ""), words(page, today, locale.code !== "en")),
  );
  return [
    "app/pages.ts",
    "app/content/schemas/index.ts",
    created.route,
    created.schema,
    ...created.words,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf("--root");
  const root =
    rootAt >= 0 ? (args.splice(rootAt, 2)[1] ?? ".") : fileURLToPath(new URL("../..", import.meta.url));
  const [name] = args;
  try {
    if (!name) throw new Error("usage: npm run new-page <name>   (e.g. npm run new-page spare-parts)");
    const page = newPageOf(name);
    for (const file of writeNewPage(root, page)) console.log(`+ ${file}`);
    // The content check validates the new files and writes the JSON Schema and the module's types.
    const check = spawnSync(process.execPath, [join(root, "scripts/build/check-content.ts")], {
      cwd: root,
      stdio: "inherit",
    });
    if (check.status !== 0) process.exit(check.status ?? 1);
    console.log(
      `✓ /${name}: write its words in content/en/${name}.yaml (the to-do list in /admin shows what is left), ` +
        `add it to the menu in content/<language>/layout.yaml if it belongs there, and run npm run dev.`,
    );
  } catch (error) {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
