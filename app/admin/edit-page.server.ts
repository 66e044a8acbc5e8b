/**
 * A content file's form, without HTTP (issue 20, 50): what the page shows (`editView`: its fields
 * as data, the check's problems at their fields, a conflict's two sides, the live preview's
 * pages) and what a form sent does (`sendEdit`: a list's button without scripts, or a save through
 * `saveContentFile`). The route (routes/edit.tsx) only translates requests and answers.
 */
import { join } from "node:path";
import { fillTemplate } from "../format/template.ts";
import { loadContentWith } from "../content/load-content.ts";
import { contentFiles } from "../content/schemas/index.ts";
import { indexedPath, outOfDate } from "../content/translations.ts";
import { type ContentProblem, problemText } from "../content/problems.ts";
import { defaultLocale, localeByCode, locales } from "../locales.ts";
import type { ContentRepo } from "./content-repo.server.ts";
import { type Conflict, dataOf, entryOf, saveContentFile, schemaOf } from "./content-save.server.ts";
import { type AdminLanguage, editorText } from "./editor-text.ts";
import { pageName } from "./field-help/index.ts";
import { inWords, problemPlace } from "./file-titles.server.ts";
import { type FormField, formFields } from "./form-fields.server.ts";
import {
  applyListOperation,
  fieldId,
  fieldKey,
  fieldTrail,
  FormRefused,
  type Path,
  readForm,
} from "./form.server.ts";
import { previewPages } from "./live-preview.server.ts";
import { dateOf } from "./shell.ts";

/** The form as it is to be shown: the file as saved, or as a form sent left it. */
export interface EditState {
  file: string;
  values: unknown;
  version: string;
  problems: ContentProblem[];
  message?: { ok: boolean; text: string };
  conflict?: { conflicts: Conflict[]; who: string; when: string };
  /** The answer to this form sent (ui/use-kept-typing.ts keeps the person's copy until a save). */
  posted?: boolean;
}

/** The live preview beside the form: the pages it may show, by language, the first opened. */
export type LivePanel =
  | { pages: undefined }
  | { pages: { language?: string; choices: { path: string; title: string }[] }[]; first: string };

export interface EditView {
  file: string;
  title: string;
  /** content/<file>.yaml: where these texts are kept, for whoever looks after the server. */
  kept: string;
  version: string;
  fields: FormField[];
  /** The check's problems at fields of this form: a link to each, the field in words, what is wrong. */
  atFields: { href: string; trail: string; message: string }[];
  /** The rest: the file's own, or another file's (a link to that field, named in words). */
  above: { message: string; place?: { named: string; href: string | undefined } }[];
  conflict?: {
    who: string;
    when: string;
    fields: { href: string; trail: string; theirs: string; yours: string }[];
  };
  message?: { ok: boolean; text: string };
  outdated: number;
  posted: boolean;
  live: LivePanel;
}

export function editView(repo: ContentRepo, state: EditState, language: AdminLanguage): EditView {
  const words = editorText[language];
  const entry = entryOf(state.file)!;
  const schema = schemaOf(entry.name, entry.language);
  const englishFile = `${defaultLocale.code}/${contentFiles[entry.name].file}`;
  const english =
    entry.language && entry.language !== defaultLocale.code ? dataOf(repo.read(englishFile).text) : undefined;
  const other = !contentFiles[entry.name].facts
    ? undefined
    : dataOf(repo.read(entry.language === undefined ? englishFile : contentFiles[entry.name].file).text);
  const kept = `content/${state.file}.yaml`;
  const translated = entry.language !== undefined && entry.language !== defaultLocale.code;
  const outdated = new Set(
    translated
      ? outOfDate(join(repo.dir, "content"), entry.language!)
          .filter((text) => text.file === contentFiles[entry.name].file)
          .map((text) => indexedPath(state.values, text.path))
      : [],
  );
  const byField = new Map<string, string[]>();
  const options = (seen?: Set<string>) => ({
    words: words.edit.form,
    content: entry.name,
    editor: language,
    data: state.values,
    english,
    other,
    problems: byField,
    outdated,
    seen,
    language: entry.language
      ? { code: entry.language, dir: localeByCode(entry.language)?.dir ?? ("ltr" as const) }
      : undefined,
  });
  // Which fields the form has, to place each problem at the nearest one.
  const shown = new Set<string>();
  const asShown = formFields(schema, options(shown));
  const trail = (field: Path, data: unknown = state.values) =>
    fieldTrail(entry.name, field, data, language, words.edit.form.item);
  const atFields: EditView["atFields"] = [];
  const above: EditView["above"] = [];
  for (const problem of state.problems) {
    const message = problemText(language, problem.detail);
    if (problem.file === kept && problem.field?.length) {
      // The deepest part of the path the form shows: a missing field shows at what holds it.
      let at: Path = problem.field;
      while (at.length > 0 && !shown.has(fieldKey(at))) at = at.slice(0, -1);
      if (at.length > 0) {
        const key = fieldKey(at);
        const said =
          at.length === problem.field.length
            ? message
            : `${trail(problem.field).split(" › ").slice(at.length).join(" › ")}: ${message}`;
        byField.set(key, [...(byField.get(key) ?? []), said]);
        atFields.push({ href: `#${fieldId(at)}`, trail: trail(problem.field), message });
        continue;
      }
    }
    if (problem.file === kept) {
      above.push({ message });
      continue;
    }
    // A problem in another file (a title too long once the company's new name is in it).
    const { page, field, href } = problemPlace(problem, language);
    above.push({ message, place: { named: `${page}${field ? ` · ${field}` : ""}`, href } });
  }
  const conflict = state.conflict && {
    who: state.conflict.who,
    when: state.conflict.when,
    fields: state.conflict.conflicts.map((one) => ({
      href: `#${fieldId(one.path)}`,
      trail: trail(one.path),
      theirs: inWords(one.theirs, words.edit.form),
      yours: inWords(one.yours, words.edit.form),
    })),
  };
  const title = `${pageName(entry.name, language)} (${entry.language ? (localeByCode(entry.language)?.name ?? entry.language) : words.files.factsShort})`;
  return {
    file: state.file,
    title,
    kept,
    version: state.version,
    // Drawn again only when the check's problems were placed at fields after the first drawing.
    fields: byField.size > 0 ? formFields(schema, options()) : asShown,
    atFields,
    above,
    ...(conflict ? { conflict } : {}),
    ...(state.message ? { message: state.message } : {}),
    outdated: outdated.size,
    posted: state.posted === true && !state.message?.ok,
    live: livePanel(state.file, language, repo.dir),
  };
}

/** The pages the live preview may show for a file: its own first, by language when several. */
function livePanel(file: string, language: AdminLanguage, dir: string): LivePanel {
  const entry = entryOf(file)!;
  const shown = entry.language ?? defaultLocale.code;
  // The pages made from a list (a family's datasheet, an article) are read from the content
  // only for the file that writes them: every other form opens without reading the site.
  const lists = entry.name === "materials" || entry.name === "articles";
  const choices = previewPages(
    entry.name,
    entry.language,
    (code) =>
      lists && code === shown ? loadContentWith(code, new Map(), join(dir, "content")).content : undefined,
    language,
  );
  const first = choices[0];
  if (!first) return { pages: undefined };
  const byLanguage = locales
    .map((locale) => ({
      language: locale.name,
      choices: choices
        .filter((choice) => choice.language === locale.code)
        .map(({ path, title }) => ({ path, title })),
    }))
    .filter((group) => group.choices.length > 0);
  return {
    pages: byLanguage.length === 1 ? [{ choices: byLanguage[0]!.choices }] : byLanguage,
    first: first.path,
  };
}

/** The file as saved, as the form opens on it. */
export function savedState(repo: ContentRepo, file: string): EditState {
  const { text, version } = repo.read(file);
  return { file, values: dataOf(text), version, problems: [] };
}

/** What a form sent did. */
export type EditSent =
  /** A form no page of the editor sends (a list longer than its schema allows): nothing read. */
  | { kind: "refused"; text: string }
  | { kind: "saved"; commit: string; mergedWith?: string }
  | { kind: "unchanged" }
  /** The form shown again, as the send left it (a list's button, a conflict, the check's problems). */
  | { kind: "shown"; status: 200 | 409 | 422; state: EditState };

/**
 * A form sent for `file` by `who`: a list's button (add, remove, move) without scripts changes
 * the values shown; Save and "Confirm all" save through `saveContentFile`. Each outcome audited.
 */
export async function sendEdit(
  repo: ContentRepo,
  request: { file: string; form: Readonly<Record<string, string>>; who: string; language: AdminLanguage },
  audit: (action: string, detail: string) => void,
): Promise<EditSent> {
  const { file, form, who, language } = request;
  const entry = entryOf(file)!;
  const schema = schemaOf(entry.name, entry.language);
  const op = form.op ?? "save";
  const sentVersion = form.version ?? "";
  let values: unknown;
  try {
    values = readForm(schema, form);
  } catch (error) {
    if (!(error instanceof FormRefused)) throw error;
    audit("save refused", `${file}: ${error.message}`);
    return { kind: "refused", text: refusedText(error, language) };
  }
  if (op !== "save" && op !== "confirm-all") {
    values = applyListOperation(schema, values, op);
    return {
      kind: "shown",
      status: 200,
      state: { file, values, version: sentVersion, problems: [], posted: true },
    };
  }
  const outcome = await saveContentFile(repo, {
    file,
    values,
    sentVersion,
    who,
    ticked: new Set(
      Object.keys(form)
        .filter((key) => key.startsWith("confirm.") && form[key] === "true")
        .map((key) => key.slice("confirm.".length)),
    ),
    confirmAll: op === "confirm-all",
  });
  switch (outcome.kind) {
    case "unchanged":
      return outcome;
    case "saved":
      audit("saved", `content/${file}.yaml (${outcome.commit})`);
      return outcome;
    case "conflict":
      audit("save refused", `${file}: changed by someone else meanwhile`);
      return {
        kind: "shown",
        status: 409,
        state: {
          file,
          values: outcome.values,
          version: outcome.version,
          problems: [],
          posted: true,
          conflict: {
            conflicts: outcome.conflicts,
            who: outcome.last?.author ?? "",
            when: outcome.last ? dateOf(outcome.last.date, language) : "",
          },
        },
      };
    case "problems":
      return {
        kind: "shown",
        status: 422,
        state: {
          file,
          values: outcome.values,
          version: outcome.version,
          problems: outcome.problems,
          posted: true,
        },
      };
    case "busy":
      // Saved over three times while this save was being made: said, with the values kept.
      return {
        kind: "shown",
        status: 409,
        state: {
          file,
          values,
          version: sentVersion,
          problems: [],
          posted: true,
          message: { ok: false, text: editorText[language].edit.conflictTitle },
        },
      };
  }
}

/** A form no page of the editor sends, said in words. */
export const refusedText = (error: FormRefused, language: AdminLanguage): string =>
  fillTemplate(editorText[language].edit.formRefused, {
    list: error.list,
    count: error.count,
    max: error.max,
  });
