/**
 * A new case study in one guided form (issue 31 item 7), instead of an entry in the articles'
 * facts, its words in English, a list's "Add an item" after another and the photo page: the
 * customer and the part, what changed, the result, and how the site lists it, each field with
 * its label and help in the editor's words. It is created as a draft (on no page until it is
 * published) in one change of both files, checked with the whole site first; its translations
 * and photo then follow from the page that says it was made. Editors and administrators only.
 * Made with React on the server, as the media library is.
 */
import express, { type Request, type Response, type Router } from "express";
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { parseDocument, isSeq } from "yaml";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { articlePhotoSlot, caseChanges, industries, resultUnits } from "../content/article-kinds.ts";
import { problemText } from "../content/problems.ts";
import { isoDay } from "../routes/quality/validity.ts";
import { fillTemplate } from "../format/template.ts";
import { defaultLocale } from "../locales.ts";
import { sharedContentRepo } from "./content-repo.server.ts";
import { checkProposedFiles, type EditorContext, editorWrite, sendEditorPage } from "./editing.server.ts";
import { fieldText } from "./field-words/index.ts";
import { fieldId } from "./form.server.ts";
import { numberPattern, readTypedNumber } from "./typed-number.ts";
import { photoName } from "./gallery-pages.server.ts";
import { type AdminLanguage, adminWords } from "./words.ts";

const codeRoot = fileURLToPath(new URL("../..", import.meta.url));
const factsFile = "articles";
const wordsFile = `${defaultLocale.code}/articles`;

type Kind = "line" | "lines" | "paragraphs" | "number" | "date" | "industry" | "unit" | "changes";

/** A field of the form: its name in the form, and where it goes in the facts or the words. */
interface Field {
  name: string;
  kind: Kind;
  /** ["entries", …] in the facts, ["articles", …] in the words (the new item's index left out) */
  path: readonly string[];
  required?: boolean;
}

/** The form's fields in the order it asks for them, grouped as the page shows them. */
const groups: { key: keyof (typeof adminWords)["en"]["newCaseStudy"]["groups"]; fields: Field[] }[] = [
  {
    key: "customer",
    fields: [
      { name: "customer", kind: "line", path: ["articles", "customer"], required: true },
      { name: "part", kind: "line", path: ["articles", "part"], required: true },
      { name: "industry", kind: "industry", path: ["entries", "industry"], required: true },
      { name: "grade", kind: "line", path: ["entries", "grade"], required: true },
      { name: "previousMaterial", kind: "line", path: ["entries", "previousMaterial"] },
    ],
  },
  {
    key: "change",
    fields: [
      { name: "problem", kind: "paragraphs", path: ["articles", "problem"], required: true },
      { name: "change", kind: "paragraphs", path: ["articles", "change"], required: true },
      { name: "changed", kind: "changes", path: ["entries", "changed"] },
    ],
  },
  {
    key: "result",
    fields: [
      { name: "resultLabel", kind: "line", path: ["articles", "resultLabel"], required: true },
      { name: "unit", kind: "unit", path: ["entries", "measured", "unit"], required: true },
      { name: "before", kind: "number", path: ["entries", "measured", "before"], required: true },
      { name: "after", kind: "number", path: ["entries", "measured", "after"], required: true },
      { name: "result", kind: "paragraphs", path: ["articles", "result"], required: true },
    ],
  },
  {
    key: "listing",
    fields: [
      { name: "title", kind: "line", path: ["articles", "title"], required: true },
      { name: "summary", kind: "lines", path: ["articles", "summary"], required: true },
      { name: "metaTitle", kind: "line", path: ["articles", "meta", "title"], required: true },
      { name: "metaDescription", kind: "lines", path: ["articles", "meta", "description"], required: true },
      { name: "photoAlt", kind: "line", path: ["articles", "photoAlt"], required: true },
      { name: "date", kind: "date", path: ["entries", "date"], required: true },
    ],
  },
];
const fields = groups.flatMap((group) => group.fields);

type Values = Record<string, string | string[]>;

/** The names the site gives industries, units and changes, in the editor's language. */
interface Choices {
  industries: Record<string, string>;
  units: Record<string, string>;
  changes: Record<string, string>;
}
type Problems = Map<string, string[]>;

/**
 * A field's name in the form: "f." first, as the editor's other forms name what is typed, so
 * keep-typing.js keeps it through a reload, a lost session or a closed tab.
 */
const formName = (name: string) => `f.${name}`;

/**
 * Its element's id: never a bare "title" or "before", which a form's own properties would
 * answer to instead of the form's methods (form.before() is keep-typing.js's notice).
 */
const idOf = (name: string) => `case-${name}`;

const single = (value: string | string[] | undefined) =>
  Array.isArray(value) ? (value[0] ?? "") : (value ?? "");

/** A figure as a person types it ("1.200", "1,5"); undefined when it is no positive number. */
export function typedNumber(value: string): number | undefined {
  const number = readTypedNumber(value);
  return number !== undefined && number > 0 ? number : undefined;
}

const paragraphsOf = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);

/** The new entry and its English words, from the form; problems for what the form itself lacks. */
function caseStudyOf(values: Values, language: AdminLanguage, taken: ReadonlySet<string>) {
  const words = adminWords[language].newCaseStudy;
  const problems: Problems = new Map();
  const say = (name: string, line: string) => problems.set(name, [...(problems.get(name) ?? []), line]);
  const entry: Record<string, unknown> = { kind: "caseStudy", published: false };
  const text: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = field.kind === "changes" ? "" : single(values[formName(field.name)]).trim();
    let value: unknown = raw;
    if (field.kind === "changes") {
      const chosen = caseChanges.filter((change) => values[formName(`${field.name}.${change}`)] === "on");
      value = chosen.length ? chosen : undefined;
    } else if (raw === "") {
      if (field.required) say(field.name, words.needed);
      continue;
    } else if (field.kind === "number") {
      value = typedNumber(raw as string);
      if (value === undefined) say(field.name, words.notANumber);
    } else if (field.kind === "paragraphs") value = paragraphsOf(raw as string);
    else if (field.kind === "lines") value = (raw as string).replace(/\s+/g, " ");
    else if (field.kind === "industry" && !(industries as readonly string[]).includes(raw as string))
      say(field.name, words.needed);
    else if (field.kind === "unit" && !(resultUnits as readonly string[]).includes(raw as string))
      say(field.name, words.needed);
    else if (field.kind === "date" && !/^\d{4}-\d{2}-\d{2}$/.test(raw as string))
      say(field.name, words.notADate);
    if (value === undefined) continue;
    const [where, ...path] = field.path;
    let at = where === "entries" ? entry : text;
    for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
    at[path.at(-1)!] = value;
  }
  // Never "…-photo-2": that is how an article's further photos are named.
  const title = single(values[formName("title")]);
  let name = photoName(title, taken);
  if (/-photo-\d+$/.test(name)) name = photoName(`${title} case`, taken);
  return { problems, entry: { name, ...entry }, words: { name, ...text } };
}

/** The form's field a problem of the check names, from its path in either file. */
function fieldOfProblem(path: readonly (string | number)[] | undefined): Field | undefined {
  if (!path) return undefined;
  const [where, , ...rest] = path;
  return fields.find(
    (field) =>
      field.path[0] === where &&
      field.path.length - 1 <= rest.length &&
      field.path.slice(1).every((key, index) => rest[index] === key),
  );
}

function FieldControl({
  field,
  values,
  problems,
  language,
  choices,
}: {
  field: Field;
  values: Values;
  problems: Problems;
  language: AdminLanguage;
  choices: Choices;
}): ReactNode {
  const { label, help } = fieldText("articles", [field.path[0]!, 0, ...field.path.slice(1)], language);
  const words = adminWords[language].newCaseStudy;
  const labels = choices;
  const said = problems.get(field.name);
  const value = single(values[formName(field.name)]);
  const describedBy = [`${field.name}-help`, ...(said?.length ? [`problem-${field.name}`] : [])].join(" ");
  const common = {
    id: idOf(field.name),
    name: formName(field.name),
    "aria-describedby": describedBy,
    ...(said?.length ? { "aria-invalid": true } : {}),
  };
  let control: ReactNode;
  if (field.kind === "changes") {
    return h(
      "fieldset",
      { className: "field", "aria-describedby": `${field.name}-help` },
      h("legend", null, label),
      h("p", { className: "help", id: `${field.name}-help` }, help),
      caseChanges.map((change) =>
        h(
          "div",
          { key: change, className: "check" },
          h("input", {
            type: "checkbox",
            id: `changed-${change}`,
            name: formName(`${field.name}.${change}`),
            defaultChecked: values[formName(`${field.name}.${change}`)] === "on",
          }),
          h("label", { htmlFor: `changed-${change}` }, labels.changes[change]),
        ),
      ),
    );
  }
  if (field.kind === "industry" || field.kind === "unit") {
    const options = field.kind === "industry" ? industries : resultUnits;
    const names: Record<string, string> = field.kind === "industry" ? labels.industries : labels.units;
    control = h(
      "select",
      { ...common, defaultValue: value, required: field.required },
      h("option", { value: "" }, words.choose),
      options.map((option) => h("option", { key: option, value: option }, names[option])),
    );
  } else if (field.kind === "paragraphs" || field.kind === "lines")
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
      inputMode: field.kind === "number" ? "decimal" : undefined,
      ...(field.kind === "number" ? { "data-number": "", "data-pattern": numberPattern(false) } : {}),
      defaultValue: value,
      required: field.required,
    });
  return h(
    "div",
    { className: "field" },
    h("label", { htmlFor: idOf(field.name) }, label),
    h(
      "p",
      { className: "help", id: `${field.name}-help` },
      help,
      field.kind === "paragraphs" ? ` ${words.paragraphs}` : null,
    ),
    said?.length ? h("p", { className: "problem", id: `problem-${field.name}` }, said.join(" ")) : null,
    control,
  );
}

function NewCaseStudyForm({
  language,
  csrf,
  values,
  problems,
  general,
  choices,
  draft,
  posted,
}: {
  language: AdminLanguage;
  csrf: string;
  values: Values;
  problems: Problems;
  general: readonly string[];
  choices: Choices;
  /** Where keep-typing.js keeps what is typed: this person's new case study. */
  draft: string;
  posted: boolean;
}): ReactNode {
  const words = adminWords[language].newCaseStudy;
  return h(
    "div",
    { className: "guided" },
    h("h1", null, words.title),
    h("p", null, words.intro),
    problems.size || general.length
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
        action: "/admin/new/case-study",
        className: "guided-form",
        "data-draft": draft,
        "data-restored": adminWords[language].edit.restored,
        "data-discard": adminWords[language].edit.discard,
        // What field-checks.js says at a figure that does not read as one.
        "data-check-number": adminWords[language].edit.form.checkNumber,
        // The answer to this form sent: what it shows is the newest copy (keep-typing.js).
        ...(posted ? { "data-posted": "" } : {}),
      },
      h("input", { type: "hidden", name: "csrf", value: csrf }),
      groups.map((group, index) =>
        h(
          "section",
          { key: group.key, className: "card" },
          h("h2", null, `${index + 1}. ${words.groups[group.key]}`),
          group.fields.map((field) =>
            h(FieldControl, { key: field.name, field, values, problems, language, choices }),
          ),
        ),
      ),
      h("button", { type: "submit" }, words.create),
    ),
  );
}

function CreatedPage({
  language,
  name,
  title,
  commit,
  published,
  draft,
}: {
  language: AdminLanguage;
  name: string;
  title: string;
  commit: string;
  /** Where its "Published" box is, in the articles' facts. */
  published: string;
  draft: string;
}): ReactNode {
  const words = adminWords[language].newCaseStudy;
  return h(
    "div",
    { className: "guided" },
    // Made: what keep-typing.js kept of the form is in the files now, and goes.
    h("form", { hidden: true, "data-draft": draft, "data-saved": "" }),
    h("h1", null, fillTemplate(words.created, { title })),
    h("p", { role: "status" }, fillTemplate(words.createdIntro, { commit })),
    h("h2", null, words.next),
    h(
      "ol",
      null,
      h("li", null, h("a", { href: `/admin/photos/${articlePhotoSlot(name, 1)}` }, words.nextPhoto)),
      h("li", null, h("a", { href: "/admin/edit/it/articles" }, words.nextTranslations)),
      h("li", null, h("a", { href: published }, words.nextPublish)),
    ),
  );
}

export function newCaseStudyRoutes(router: Router, context: EditorContext): void {
  const repo = () => sharedContentRepo(context.dataDir, join(codeRoot, "content"));
  const parse = express.urlencoded({
    extended: false,
    limit: "64kb",
    parameterLimit: fields.length + caseChanges.length + 8,
  });

  const answer = (req: Request, res: Response, status: number, body: ReactNode) =>
    sendEditorPage(context, req, res, {
      status,
      title: adminWords[context.languageOf(req, res)].newCaseStudy.title,
      section: "/admin/files",
      body: renderToStaticMarkup(body),
    });
  const draftOf = (res: Response) => `${context.signed(res)!.account.email}:new/case-study`;
  /** The company's names for the choices, in the editor's language (English's where it has none). */
  const choicesIn = async (language: AdminLanguage): Promise<Choices> => {
    const store = await repo();
    const labels = (code: string) =>
      ((parseDocument(store.read(`${code}/articles`).text).toJS() as { labels?: Partial<Choices> } | null)
        ?.labels ?? {}) as Partial<Choices>;
    const own = labels(language);
    const english = labels(defaultLocale.code);
    const named = (kind: keyof Choices, keys: readonly string[]) =>
      Object.fromEntries(keys.map((key) => [key, own[kind]?.[key] ?? english[kind]?.[key] ?? key]));
    return {
      industries: named("industries", industries),
      units: named("units", resultUnits),
      changes: named("changes", caseChanges),
    };
  };
  const form = async (
    req: Request,
    res: Response,
    status: number,
    values: Values,
    problems: Problems,
    general: string[] = [],
  ) => {
    const language = context.languageOf(req, res);
    answer(
      req,
      res,
      status,
      h(NewCaseStudyForm, {
        language,
        csrf: context.signed(res)!.session.csrf,
        values,
        problems,
        general,
        choices: await choicesIn(language),
        draft: draftOf(res),
        posted: req.method === "POST",
      }),
    );
  };

  router.get("/new/case-study", context.signedIn, context.editorsOnly, (req, res, next) =>
    form(req, res, 200, { [formName("date")]: isoDay(Date.now()) }, new Map()).catch(next),
  );

  // What was made, and what follows: a page of its own, so a reload does not send the form again.
  router.get("/new/case-study/made/:name", context.signedIn, context.editorsOnly, async (req, res, next) => {
    try {
      const language = context.languageOf(req, res);
      const store = await repo();
      const name = String(req.params.name ?? "");
      const facts = parseDocument(store.read(factsFile).text).toJS() as {
        entries?: { name?: string }[];
      } | null;
      const words = parseDocument(store.read(wordsFile).text).toJS() as {
        articles?: { name?: string; title?: string }[];
      } | null;
      const index = facts?.entries?.findIndex((entry) => entry.name === name) ?? -1;
      const title = words?.articles?.find((entry) => entry.name === name)?.title;
      if (index < 0 || title === undefined) return res.redirect(303, "/admin/new/case-study");
      const commit = typeof req.query.change === "string" ? req.query.change.slice(0, 40) : "";
      answer(
        req,
        res,
        200,
        h(CreatedPage, {
          language,
          name,
          title,
          commit,
          published: `/admin/edit/${factsFile}#${fieldId(["entries", index, "published"])}`,
          draft: draftOf(res),
        }),
      );
    } catch (error) {
      next(error);
    }
  });

  router.post("/new/case-study", ...editorWrite(context, parse), async (req, res, next) => {
    try {
      const language = context.languageOf(req, res);
      const values = req.body as Values;
      const store = await repo();
      const facts = store.read(factsFile);
      const english = store.read(wordsFile);
      const factsDocument = parseDocument(facts.text);
      const wordsDocument = parseDocument(english.text);
      const entries = factsDocument.get("entries", true);
      const articles = wordsDocument.get("articles", true);
      if (!isSeq(entries) || !isSeq(articles)) throw new Error("content/articles.yaml: no list of entries");
      const taken = new Set(
        (factsDocument.toJS() as { entries?: { name?: unknown }[] }).entries?.map((entry) =>
          String(entry?.name),
        ) ?? [],
      );
      const made = caseStudyOf(values, language, taken);
      if (made.problems.size) return await form(req, res, 422, values, made.problems);
      const index = entries.items.length;
      const wordsIndex = articles.items.length;
      entries.items.push(factsDocument.createNode(made.entry));
      articles.items.push(wordsDocument.createNode(made.words));
      const files = [
        { file: factsFile, version: facts.version, text: factsDocument.toString({ lineWidth: 0 }) },
        { file: wordsFile, version: english.version, text: wordsDocument.toString({ lineWidth: 0 }) },
      ];
      const problems: Problems = new Map();
      const general: string[] = [];
      for (const problem of checkProposedFiles(
        store.dir,
        new Map(files.map((file) => [file.file, file.text])),
      )) {
        const ours =
          (problem.field?.[0] === "entries" && problem.field[1] === index) ||
          (problem.field?.[0] === "articles" && problem.field[1] === wordsIndex);
        const field = ours ? fieldOfProblem(problem.field) : undefined;
        const line = problemText(language, problem.detail);
        if (field) problems.set(field.name, [...(problems.get(field.name) ?? []), line]);
        else general.push(`${problem.file}: ${line}`);
      }
      if (problems.size || general.length) return await form(req, res, 422, values, problems, general);
      const who = context.signed(res)!.account.email;
      const outcome = await store.saveChange({
        files,
        who,
        message: `articles: a new case study, ${made.entry.name} (a draft)`,
      });
      if (!outcome.saved)
        return await form(req, res, 409, values, new Map(), [adminWords[language].edit.conflictTitle]);
      context.audit(who, "created a case study", `${made.entry.name} (${outcome.commit})`);
      res.redirect(303, `/admin/new/case-study/made/${made.entry.name}?change=${outcome.commit}`);
    } catch (error) {
      next(error);
    }
  });
}
