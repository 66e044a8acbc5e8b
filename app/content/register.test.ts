/**
 * One way of addressing the reader per language (issue 51): an Italian buyer who is "tu" in one
 * sentence and "voi" in the next reads a site written in pieces. Which register is the company's
 * choice; the test only asks that the public pages keep to one, and names each place that breaks it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const contentDir = fileURLToPath(new URL("../../content", import.meta.url));

/**
 * Words that can only address one reader ("tu") or several or a company ("voi"). Forms that are
 * also something else ("vi" is also "there", "sei" also six) are left out.
 */
const italianRegisters = {
  tu: /\b(tuo|tua|tuoi|tue|puoi|hai|vuoi|devi)\b/giu,
  voi: /\b(vostr[oaie]|avete|potete|volete|dovete|siete|\w+(?:ateci|eteci|iteci|atelo|atela|ateli|etelo|etela|itelo|itela|atevi|etevi))\b/giu,
};

/** Every line of the language's content files, with where it is, comments left out. */
function linesOf(locale: string): { where: string; text: string }[] {
  const dir = join(contentDir, locale);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".yaml"))
    .flatMap((name) =>
      readFileSync(join(dir, name), "utf8")
        .split("\n")
        .map((text, index) => ({ where: `content/${locale}/${name}:${index + 1}`, text }))
        .filter(({ text }) => !text.trimStart().startsWith("#")),
    );
}

describe("the Italian pages address the reader one way", () => {
  it("as tu or as voi, never both", () => {
    const found = { tu: [] as string[], voi: [] as string[] };
    for (const { where, text } of linesOf("it")) {
      for (const register of ["tu", "voi"] as const) {
        const words = [...text.matchAll(italianRegisters[register])].map((match) => match[0]);
        if (words.length > 0) found[register].push(`${where} (${words.join(", ")})`);
      }
    }
    // One of the two lists is empty; the shorter one names the places to reword.
    const fewer = found.tu.length <= found.voi.length ? found.tu : found.voi;
    expect(fewer, `tu: ${found.tu.length} lines, voi: ${found.voi.length} lines`).toEqual([]);
  });

  it("tells the two apart", () => {
    expect("Inviatelo con la vostra specifica".match(italianRegisters.voi)).toEqual(["Inviatelo", "vostra"]);
    expect("Se hai un disegno, invialo con il tuo ordine".match(italianRegisters.tu)).toEqual(["hai", "tuo"]);
    expect("Chiedici il certificato".match(italianRegisters.voi)).toBeNull();
  });
});
