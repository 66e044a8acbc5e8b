import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentRoot } from "../../app/content/load-content.ts";
import { contentFiles } from "../../app/content/schemas/index.ts";
import { locales } from "../../app/locales.ts";
import {
  contentSchemas,
  schemaDir,
  schemaLine,
  virtualContentTypes,
  virtualContentTypesFile,
} from "./content-schemas.ts";

describe("the editors' JSON Schemas (content/.schema/)", () => {
  it("are what the zod schemas say today: run `npm run check` after changing a schema", () => {
    for (const [file, text] of contentSchemas()) {
      const path = join(schemaDir, `${file}.json`);
      expect(existsSync(path), path).toBe(true);
      expect(readFileSync(path, "utf8"), path).toBe(text);
    }
  });

  it("come with one typed virtual:content module per content file: run `npm run check` after adding one", () => {
    expect(readFileSync(virtualContentTypesFile, "utf8")).toBe(virtualContentTypes());
    for (const name of Object.keys(contentFiles))
      expect(virtualContentTypes()).toContain(`declare module "virtual:content/${name}"`);
  });

  it("carry the help of every field the schemas describe", () => {
    const about = JSON.parse(contentSchemas().get("about") ?? "{}") as {
      properties: Record<string, { description?: string }>;
    };
    expect(about.properties.principlesHeading?.description).toMatch(/screen readers/);
  });

  it("are named on the first line of every content file, in every language", () => {
    for (const entry of Object.values(contentFiles)) {
      const files = [
        ...locales.map((locale) => ({
          path: join(contentRoot, locale.code, `${entry.file}.yaml`),
          facts: false,
        })),
        ...(entry.facts ? [{ path: join(contentRoot, `${entry.file}.yaml`), facts: true }] : []),
      ];
      for (const { path, facts } of files) {
        expect(readFileSync(path, "utf8").split("\n")[0], path).toBe(schemaLine(entry.file, facts));
      }
    }
    expect(readdirSync(schemaDir).sort()).toEqual(
      Object.values(contentFiles)
        .map((entry) => `${entry.file}.json`)
        .sort(),
    );
  });
});
