/**
 * What the editor's guided forms share (a new case study, a new datasheet: issue 31 item 7): one
 * page that asks for everything a new entry needs in numbered groups, each field with its label
 * and help in the editor's words, what was typed read as people type it, and each problem said
 * at its field with everything typed kept; then a page saying what was made and what follows.
 * Made with React on the server, as the rest of the editor's newer pages.
 */
import express, { type Request, type Response, type Router } from "express";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { type Document, isSeq, parseDocument } from "yaml";
import { problemText } from "../content/problems.ts";
import { fillTemplate } from "../format/template.ts";
import { type ContentRepo, sharedContentRepo } from "./content-repo.server.ts";
import { checkMended } from "./content-save.server.ts";
import { type EditorContext, editorWrite, sendEditorPage } from "./editing.server.ts";
import { dateOf } from "./page.server.ts";
import { TooManyUnfinished, unfinishedForms, unfinishedLimit } from "./unfinished.server.ts";
import { numberPattern, readTypedNumber } from "./typed-number.ts";
import { type AdminLanguage, editorText, type GuidedFormWords } from "./editor-text.ts";

const codeRoot = fileURLToPath(new URL("../..", import.meta.url));

/**
 * line: one line; lines: a text on one line however it was typed; list: one item per line;
 * paragraphs: an empty line between each; number, whole: a figure; date: a day; choice: one of
 * `options`; checks: any of them; range: a least and a most, each optional.
 */
export type GuidedKind =
  "line" | "lines" | "list" | "paragraphs" | "number" | "whole" | "date" | "choice" | "checks" | "range";

export interface GuidedField {
  name: string;
  kind: GuidedKind;
  label: string;
  help: string;
  required?: boolean;
  /** choice and checks: each value with the site's own name for it, in the editor's language */
  options?: Readonly<Record<string, string>>;
}

export interface GuidedGroup {
  key: string;
  heading: string;
  /** What the group's fields are, when each says no more than its name (a composition's elements). */
  intro?: string;
  fields: GuidedField[];
}

export type Values = Record<string, string | string[]>;
export type Problems = Map<string, string[]>;

/** What a guided form says of a field it cannot take as it is. */
export type GuidedWords = Pick<
  GuidedFormWords,
  "needed" | "notANumber" | "notADate" | "paragraphs" | "choose" | "problems"
>;

/**
 * A field's name in the form: "f." first, as the editor's other forms name what is typed, so
 * keep-typing.js keeps it through a reload, a lost session or a closed tab.
 */
export const formName = (name: string) => `f.${name}`;

export const single = (value: string | string[] | undefined) =>
  Array.isArray(value) ? (value[0] ?? "") : (value ?? "");

const paragraphsOf = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);

const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);

/** A number field's value: a figure ≥ 0 for a range's bound, > 0 otherwise; whole when asked. */
function figureOf(raw: string, kind: GuidedKind, bound: boolean): number | undefined {
  const number = readTypedNumber(raw);
  if (number === undefined || number < 0 || (!bound && number === 0)) return undefined;
  return kind === "whole" && !Number.isInteger(number) ? undefined : number;
}

/** A figure as a person types it ("1.200", "1,5"), as a number field reads it; undefined when it is no positive number. */
export const typedNumber = (value: string): number | undefined => figureOf(value, "number", false);

/**
 * Every field's value as its file keeps it, by the field's name (left out when nothing was
 * typed), and a problem at each field that cannot be taken. A range is `{min?, max?}`, each of
 * its bounds named `<name>.min` and `<name>.max` in the form and in the problems.
 */
export function readGuided(
  fields: readonly GuidedField[],
  values: Values,
  words: GuidedWords,
): { read: Map<string, unknown>; problems: Problems } {
  const read = new Map<string, unknown>();
  const problems: Problems = new Map();
  const say = (name: string, line: string) => problems.set(name, [...(problems.get(name) ?? []), line]);
  for (const field of fields) {
    if (field.kind === "checks") {
      const chosen = Object.keys(field.options ?? {}).filter(
        (option) => values[formName(`${field.name}.${option}`)] === "on",
      );
      if (chosen.length) read.set(field.name, chosen);
      else if (field.required) say(field.name, words.needed);
      continue;
    }
    if (field.kind === "range") {
      const range: { min?: number; max?: number } = {};
      for (const bound of ["min", "max"] as const) {
        const raw = single(values[formName(`${field.name}.${bound}`)]).trim();
        if (raw === "") continue;
        const figure = figureOf(raw, field.kind, true);
        if (figure === undefined) say(`${field.name}.${bound}`, words.notANumber);
        else range[bound] = figure;
      }
      if (range.min !== undefined || range.max !== undefined) read.set(field.name, range);
      else if (field.required) say(`${field.name}.min`, words.needed);
      continue;
    }
    const raw = single(values[formName(field.name)]).trim();
    if (raw === "") {
      if (field.required) say(field.name, words.needed);
      continue;
    }
    let value: unknown = raw;
    if (field.kind === "number" || field.kind === "whole") {
      value = figureOf(raw, field.kind, false);
      if (value === undefined) say(field.name, words.notANumber);
    } else if (field.kind === "paragraphs") value = paragraphsOf(raw);
    else if (field.kind === "list") value = linesOf(raw);
    else if (field.kind === "lines") value = raw.replace(/\s+/g, " ");
    else if (field.kind === "choice" && !Object.hasOwn(field.options ?? {}, raw)) {
      value = undefined;
      say(field.name, words.needed);
    } else if (field.kind === "date" && !/^\d{4}-\d{2}-\d{2}$/.test(raw)) {
      value = undefined;
      say(field.name, words.notADate);
    }
    if (value !== undefined) read.set(field.name, value);
  }
  return { read, problems };
}

/** Sets `value` at `path` inside `into`, making the objects on the way. */
export function putAt(into: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let at = into;
  for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
  at[path.at(-1)!] = value;
}

function Problem({ name, said }: { name: string; said: readonly string[] | undefined }): ReactNode {
  return said?.length ? h("p", { className: "problem", id: `problem-${name}` }, said.join(" ")) : null;
}

function FieldControl({
  field,
  idPrefix,
  values,
  problems,
  words,
  language,
}: {
  language: AdminLanguage;
  field: GuidedField;
  idPrefix: string;
  values: Values;
  problems: Problems;
  words: GuidedWords;
}): ReactNode {
  const said = problems.get(field.name);
  const value = single(values[formName(field.name)]);
  // A field that says no more than its label (an element of a composition) has no help of its own.
  const helpId = field.help ? `${field.name}-help` : undefined;
  const invalid = (name: string) => (problems.get(name)?.length ? { "aria-invalid": true } : {});
  const describedBy = (name: string) =>
    [...(helpId ? [helpId] : []), ...(problems.get(name)?.length ? [`problem-${name}`] : [])].join(" ") ||
    undefined;
  const figure = { inputMode: "decimal" as const, "data-number": "", "data-pattern": numberPattern(false) };
  if (field.kind === "checks" || field.kind === "range") {
    const inputs =
      field.kind === "checks"
        ? Object.entries(field.options ?? {}).map(([option, name]) =>
            h(
              "div",
              { key: option, className: "check" },
              h("input", {
                type: "checkbox",
                id: `${field.name}-${option}`,
                name: formName(`${field.name}.${option}`),
                defaultChecked: values[formName(`${field.name}.${option}`)] === "on",
              }),
              h("label", { htmlFor: `${field.name}-${option}` }, name),
            ),
          )
        : (["min", "max"] as const).map((bound) => {
            const name = `${field.name}.${bound}`;
            return h(
              "div",
              { key: bound, className: "bound" },
              h(
                "label",
                { htmlFor: `${idPrefix}-${field.name}-${bound}` },
                editorText[language].guided[bound],
              ),
              h(Problem, { name, said: problems.get(name) }),
              h("input", {
                id: `${idPrefix}-${field.name}-${bound}`,
                name: formName(name),
                type: "text",
                size: 8,
                ...figure,
                "aria-describedby": describedBy(name),
                ...invalid(name),
                defaultValue: single(values[formName(name)]),
              }),
            );
          });
    return h(
      "fieldset",
      { className: field.kind === "range" ? "field range" : "field", "aria-describedby": helpId },
      h("legend", null, field.label),
      helpId ? h("p", { className: "help", id: helpId }, field.help) : null,
      h(Problem, { name: field.name, said }),
      inputs,
    );
  }
  const common = {
    id: `${idPrefix}-${field.name}`,
    name: formName(field.name),
    "aria-describedby": describedBy(field.name),
    ...invalid(field.name),
  };
  let control: ReactNode;
  if (field.kind === "choice")
    control = h(
      "select",
      { ...common, defaultValue: value, required: field.required },
      h("option", { value: "" }, words.choose),
      Object.entries(field.options ?? {}).map(([option, name]) =>
        h("option", { key: option, value: option }, name),
      ),
    );
  else if (field.kind === "paragraphs" || field.kind === "lines" || field.kind === "list")
    control = h("textarea", {
      ...common,
      rows: field.kind === "paragraphs" ? 5 : 3,
      defaultValue: value,
      required: field.required,
    });
  else
    control = h("input", {
      ...common,
      type: field.kind === "date" ? "date" : "text",
      ...(field.kind === "number" || field.kind === "whole" ? figure : {}),
      defaultValue: value,
      required: field.required,
    });
  return h(
    "div",
    { className: "field" },
    h("label", { htmlFor: common.id }, field.label),
    helpId
      ? h(
          "p",
          { className: "help", id: helpId },
          field.help,
          field.kind === "paragraphs" ? ` ${words.paragraphs}` : null,
        )
      : null,
    h(Problem, { name: field.name, said }),
    control,
  );
}

export function GuidedForm({
  language,
  title,
  intro,
  action,
  idPrefix,
  groups,
  words,
  create,
  csrf,
  values,
  problems,
  general,
  draft,
  posted,
  unfinished,
  kept,
}: {
  language: AdminLanguage;
  title: string;
  intro: string;
  action: string;
  /** What the fields' ids begin with: never a bare "title", which a form's own property would answer to. */
  idPrefix: string;
  groups: readonly GuidedGroup[];
  words: GuidedWords;
  /** The button's words. */
  create: string;
  csrf: string;
  values: Values;
  problems: Problems;
  /** Problems that name no field of the form. */
  general: readonly string[];
  /** Where keep-typing.js keeps what is typed: this person's new entry. */
  draft: string;
  posted: boolean;
  /** The form kept unfinished this continues, if any. */
  unfinished?: string;
  /** Kept unfinished: what is still to add, each field by its label (its problem says why). */
  kept?: { status: string; needed: readonly { name: string; label: string }[]; clear?: string };
}): ReactNode {
  const edit = editorText[language].edit;
  const guided = editorText[language].guided;
  return h(
    "div",
    { className: "guided" },
    // Kept on the server now: the copy this browser kept of the new form goes (keep-typing.js).
    kept?.clear ? h("form", { hidden: true, "data-draft": kept.clear, "data-saved": "" }) : null,
    h("h1", null, title),
    h("p", null, intro),
    kept
      ? h(
          "div",
          { role: "status", className: "kept" },
          h("p", null, kept.status),
          kept.needed.length
            ? h(
                "ul",
                null,
                kept.needed.map(({ name, label }) =>
                  h("li", { key: name }, h("a", { href: `#problem-${name}` }, label)),
                ),
              )
            : h("p", null, guided.nothingNeeded),
        )
      : null,
    !kept && (problems.size || general.length)
      ? h(
          "div",
          { role: "alert", className: "refused" },
          h("p", null, fillTemplate(words.problems, { count: problems.size + general.length })),
          general.length
            ? h(
                "ul",
                null,
                general.map((line) => h("li", { key: line }, line)),
              )
            : null,
        )
      : null,
    h(
      "form",
      {
        method: "post",
        action,
        className: "guided-form",
        "data-draft": draft,
        "data-restored": edit.restored,
        "data-discard": edit.discard,
        // What field-checks.js says at a figure that does not read as one.
        "data-check-number": edit.form.checkNumber,
        // The answer to this form sent: what it shows is the newest copy (keep-typing.js).
        ...(posted ? { "data-posted": "" } : {}),
      },
      h("input", { type: "hidden", name: "csrf", value: csrf }),
      unfinished ? h("input", { type: "hidden", name: "unfinished", value: unfinished }) : null,
      groups.map((group, index) =>
        h(
          "section",
          { key: group.key, className: "card" },
          h("h2", null, `${index + 1}. ${group.heading}`),
          group.intro ? h("p", { className: "help" }, group.intro) : null,
          group.fields.map((field) =>
            h(FieldControl, { key: field.name, field, idPrefix, values, problems, words, language }),
          ),
        ),
      ),
      h(
        "div",
        { className: "guided-actions" },
        h("button", { type: "submit" }, create),
        // Kept as it is, with nothing required: for someone else to complete (issue 50).
        h(
          "button",
          { type: "submit", name: "op", value: "keep", formNoValidate: true, className: "secondary" },
          guided.keep,
        ),
      ),
      h("p", { className: "help" }, guided.keepHelp),
    ),
  );
}

/** What a guided form made, and the steps that follow, each a link. */
export function MadePage({
  title,
  status,
  nextHeading,
  next,
  draft,
}: {
  title: string;
  status: string;
  nextHeading: string;
  next: readonly { href: string; label: string }[];
  draft: string;
}): ReactNode {
  return h(
    "div",
    { className: "guided" },
    // Made: what keep-typing.js kept of the form is in the files now, and goes.
    h("form", { hidden: true, "data-draft": draft, "data-saved": "" }),
    h("h1", null, title),
    h("p", { role: "status" }, status),
    h("h2", null, nextHeading),
    h(
      "ol",
      null,
      next.map((step) => h("li", { key: step.href }, h("a", { href: step.href }, step.label))),
    ),
  );
}

/** What a guided form makes a new entry of, in a list of the facts and of the English words. */
export interface GuidedSpec<Made> {
  /** Its pages are /admin/new/<path>. */
  path: string;
  /** The most fields a form sends, counted before any is read. */
  parameters: number;
  idPrefix: string;
  words: (language: AdminLanguage) => GuidedFormWords;
  /** The files (without content/ and .yaml) and the list in each that the new entry ends. */
  facts: { file: string; list: string };
  texts: { file: string; list: string };
  groups: (language: AdminLanguage, store: ContentRepo) => GuidedGroup[] | Promise<GuidedGroup[]>;
  /** What the form starts with (e.g. today's date). */
  initial?: () => Values;
  /** The new entry's facts and words, both named `name`, from what the form read. */
  make: (
    read: ReadonlyMap<string, unknown>,
    values: Values,
    language: AdminLanguage,
    taken: ReadonlySet<string>,
  ) => {
    name: string;
    facts: Record<string, unknown>;
    words: Record<string, unknown>;
    problems?: Problems;
    made: Made;
  };
  /** The facts as the site's check reads them, when not as saved (and problems of files to leave out). */
  checked?: { facts: (document: Document, index: number) => string; ignored: (file: string) => boolean };
  /** The form's field a problem names, from its path in the new entry of either file. */
  fieldOf: (path: readonly (string | number)[], inWords: boolean, made: Made) => string | undefined;
  /** What follows once it is made, each a link. */
  next: (language: AdminLanguage, name: string, index: number) => { href: string; label: string }[];
  /** The change's message and the audit log's words. */
  message: (name: string) => string;
  audit: string;
}

/**
 * The pages of a guided form: the form (GET), its answer (POST: read, checked with the whole
 * site, made in one change of both files as `spec` says), and what was made (a page of its own,
 * so a reload does not send the form again). Editors and administrators only.
 */
export function guidedRoutes<Made>(router: Router, context: EditorContext, spec: GuidedSpec<Made>): void {
  const repo = () => sharedContentRepo(context.dataDir, join(codeRoot, "content"));
  const base = `/new/${spec.path}`;
  const parse = express.urlencoded({ extended: false, limit: "64kb", parameterLimit: spec.parameters });
  const answer = (req: Request, res: Response, status: number, body: ReactNode) =>
    sendEditorPage(context, req, res, {
      status,
      title: spec.words(context.languageOf(req, res)).title,
      section: "/admin/files",
      body: renderToStaticMarkup(body),
    });
  const unfinishedStore = () => unfinishedForms(context.dataDir);
  // One kept unfinished has a browser copy of its own: the one of a new form must not come over it.
  const draftOf = (res: Response, unfinished?: string) =>
    `${context.signed(res)!.account.email}:new/${spec.path}${unfinished ? `/${unfinished}` : ""}`;
  /**
   * A form's values read and made into the new entry: each field's problem, as sending it would
   * say. A form with fields still missing may not make an entry: what is missing is said at them.
   */
  const readAndMake = async (
    values: Values,
    language: AdminLanguage,
    store: ContentRepo,
    taken: Set<string>,
  ) => {
    const fields = (await spec.groups(language, store)).flatMap((group) => group.fields);
    const { read, problems } = readGuided(fields, values, spec.words(language));
    let made: ReturnType<typeof spec.make> | undefined;
    try {
      made = spec.make(read, values, language, taken);
    } catch (error) {
      if (problems.size === 0) throw error;
    }
    for (const [field, lines] of made?.problems ?? [])
      problems.set(field, [...(problems.get(field) ?? []), ...lines]);
    return { fields, problems, made };
  };
  /** What a form as typed still lacks, field by field. */
  const stillNeeded = async (values: Values, language: AdminLanguage, store: ContentRepo) => {
    const { fields, problems } = await readAndMake(values, language, store, new Set());
    const labelOf = (name: string) =>
      fields.find((field) => field.name === name || name.startsWith(`${field.name}.`))?.label ?? name;
    return { problems, needed: [...problems.keys()].map((name) => ({ name, label: labelOf(name) })) };
  };
  const form = async (
    req: Request,
    res: Response,
    status: number,
    values: Values,
    problems: Problems,
    general: string[] = [],
    unfinished?: { id: string; status: string; needed: { name: string; label: string }[]; clear?: string },
  ) => {
    const language = context.languageOf(req, res);
    const words = spec.words(language);
    answer(
      req,
      res,
      status,
      h(GuidedForm, {
        language,
        title: words.title,
        intro: words.intro,
        action: `/admin${base}`,
        idPrefix: spec.idPrefix,
        groups: await spec.groups(language, await repo()),
        words,
        create: words.create,
        csrf: context.signed(res)!.session.csrf,
        values,
        problems,
        general,
        draft: draftOf(res, unfinished?.id),
        posted: req.method === "POST",
        unfinished: unfinished?.id,
        kept: unfinished,
      }),
    );
  };
  const namesIn = (document: Document, list: string) =>
    (
      (document.toJS() as Record<string, { name?: unknown; title?: unknown }[] | undefined> | null)?.[list] ??
      []
    ).map((entry) => ({ name: String(entry?.name), title: entry?.title }));

  router.get(base, context.signedIn, context.editorsOnly, async (req, res, next) => {
    try {
      if (req.query.unfinished === undefined)
        return await form(req, res, 200, spec.initial?.() ?? {}, new Map());
      const kept = unfinishedStore().read(spec.path, req.query.unfinished);
      if (!kept) return res.redirect(303, `/admin${base}`);
      const language = context.languageOf(req, res);
      const { problems, needed } = await stillNeeded(kept.values, language, await repo());
      const status = fillTemplate(editorText[language].guided.kept, {
        who: kept.who,
        when: dateOf(new Date(kept.at).toISOString(), language),
      });
      // Just kept by this person: the copy of the new form in this browser goes.
      const clear = req.query.kept === "1" ? draftOf(res) : undefined;
      await form(req, res, 200, kept.values, problems, [], { id: kept.id, status, needed, clear });
    } catch (error) {
      next(error);
    }
  });

  router.get(`${base}/made/:name`, context.signedIn, context.editorsOnly, async (req, res, next) => {
    try {
      const language = context.languageOf(req, res);
      const store = await repo();
      const name = String(req.params.name ?? "");
      const index = namesIn(parseDocument(store.read(spec.facts.file).text), spec.facts.list).findIndex(
        (entry) => entry.name === name,
      );
      const title = namesIn(parseDocument(store.read(spec.texts.file).text), spec.texts.list).find(
        (entry) => entry.name === name,
      )?.title;
      if (index < 0 || typeof title !== "string") return res.redirect(303, `/admin${base}`);
      const words = spec.words(language);
      answer(
        req,
        res,
        200,
        h(MadePage, {
          title: fillTemplate(words.created, { title }),
          status: words.createdIntro,
          nextHeading: words.next,
          next: spec.next(language, name, index),
          draft: draftOf(res),
        }),
      );
    } catch (error) {
      next(error);
    }
  });

  router.post(base, ...editorWrite(context, parse), async (req, res, next) => {
    try {
      const language = context.languageOf(req, res);
      const values = req.body as Values;
      const store = await repo();
      if (values.op === "keep") {
        const typed = Object.fromEntries(
          Object.entries(values).filter(([name]) => name.startsWith(formName(""))),
        ) as Values;
        let id: string;
        try {
          id = unfinishedStore().keep(
            spec.path,
            values.unfinished,
            context.signed(res)!.account.email,
            typed,
          );
        } catch (error) {
          if (!(error instanceof TooManyUnfinished)) throw error;
          return await form(req, res, 409, values, new Map(), [
            fillTemplate(editorText[language].guided.tooMany, { count: unfinishedLimit }),
          ]);
        }
        context.audit(context.signed(res)!.account.email, `${spec.audit} (kept unfinished)`, id);
        return res.redirect(303, `/admin${base}?unfinished=${id}&kept=1`);
      }
      const facts = store.read(spec.facts.file);
      const texts = store.read(spec.texts.file);
      const factsDocument = parseDocument(facts.text);
      const wordsDocument = parseDocument(texts.text);
      const factsList = factsDocument.get(spec.facts.list, true);
      const wordsList = wordsDocument.get(spec.texts.list, true);
      if (!isSeq(factsList) || !isSeq(wordsList))
        throw new Error(`content/${spec.facts.file}.yaml: no list of ${spec.facts.list}`);
      const taken = new Set(namesIn(factsDocument, spec.facts.list).map((entry) => entry.name));
      const { problems: unread, made } = await readAndMake(values, language, store, taken);
      if (unread.size || !made) return await form(req, res, 422, values, unread);
      const index = factsList.items.length;
      const wordsIndex = wordsList.items.length;
      factsList.items.push(factsDocument.createNode(made.facts));
      wordsList.items.push(wordsDocument.createNode(made.words));
      const files = [
        { file: spec.facts.file, version: facts.version, text: factsDocument.toString({ lineWidth: 0 }) },
        { file: spec.texts.file, version: texts.version, text: wordsDocument.toString({ lineWidth: 0 }) },
      ];
      const problems: Problems = new Map();
      const general: string[] = [];
      const checked = new Map([
        [spec.facts.file, spec.checked?.facts(factsDocument, index) ?? files[0]!.text],
        [spec.texts.file, files[1]!.text],
      ]);
      for (const problem of await checkMended(store, checked)) {
        if (spec.checked?.ignored(problem.file)) continue;
        const inWords = problem.file === `content/${spec.texts.file}.yaml`;
        const ours =
          problem.field?.[0] === (inWords ? spec.texts.list : spec.facts.list) &&
          problem.field[1] === (inWords ? wordsIndex : index);
        const field = ours ? spec.fieldOf(problem.field!, inWords, made.made) : undefined;
        const line = problemText(language, problem.detail);
        if (field) problems.set(field, [...(problems.get(field) ?? []), line]);
        else general.push(`${problem.file}: ${line}`);
      }
      if (problems.size || general.length) return await form(req, res, 422, values, problems, general);
      const who = context.signed(res)!.account.email;
      const outcome = await store.saveChange({ files, who, message: spec.message(made.name) });
      if (!outcome.saved)
        return await form(req, res, 409, values, new Map(), [editorText[language].edit.conflictTitle]);
      context.audit(who, spec.audit, `${made.name} (${outcome.commit})`);
      // Made whole: what waited unfinished is done.
      unfinishedStore().remove(spec.path, values.unfinished);
      res.redirect(303, `/admin${base}/made/${made.name}?change=${outcome.commit}`);
    } catch (error) {
      next(error);
    }
  });
}
