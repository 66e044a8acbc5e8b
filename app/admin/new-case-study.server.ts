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
import {
  formName,
  GuidedForm,
  type GuidedGroup,
  type GuidedKind,
  MadePage,
  type Problems,
  putAt,
  readGuided,
  single,
  typedNumber,
  type Values,
} from "./guided-form.server.ts";
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

/** The names the site gives industries, units and changes, in the editor's language. */
interface Choices {
  industries: Record<string, string>;
  units: Record<string, string>;
  changes: Record<string, string>;
}

export { typedNumber };

/** The form's fields as the guided form asks for them: labels and help from the schema's words. */
function guidedGroups(language: AdminLanguage, choices: Choices): GuidedGroup[] {
  const words = adminWords[language].newCaseStudy;
  const kinds: Record<Kind, GuidedKind> = {
    line: "line",
    lines: "lines",
    paragraphs: "paragraphs",
    number: "number",
    date: "date",
    industry: "choice",
    unit: "choice",
    changes: "checks",
  };
  const options: Partial<Record<Kind, Record<string, string>>> = {
    industry: Object.fromEntries(industries.map((key) => [key, choices.industries[key] ?? key])),
    unit: Object.fromEntries(resultUnits.map((key) => [key, choices.units[key] ?? key])),
    changes: Object.fromEntries(caseChanges.map((key) => [key, choices.changes[key] ?? key])),
  };
  return groups.map((group) => ({
    key: group.key,
    heading: words.groups[group.key],
    fields: group.fields.map((field) => ({
      name: field.name,
      kind: kinds[field.kind],
      ...fieldText("articles", [field.path[0]!, 0, ...field.path.slice(1)], language),
      required: field.required,
      options: options[field.kind],
    })),
  }));
}

/** The new entry and its English words, from the form; problems for what the form itself lacks. */
function caseStudyOf(values: Values, language: AdminLanguage, choices: Choices, taken: ReadonlySet<string>) {
  const { read, problems } = readGuided(
    guidedGroups(language, choices).flatMap((group) => group.fields),
    values,
    adminWords[language].newCaseStudy,
  );
  const entry: Record<string, unknown> = { kind: "caseStudy", published: false };
  const text: Record<string, unknown> = {};
  for (const field of fields) {
    if (!read.has(field.name)) continue;
    const [where, ...path] = field.path;
    putAt(where === "entries" ? entry : text, path, read.get(field.name));
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
    const words = adminWords[language].newCaseStudy;
    answer(
      req,
      res,
      status,
      h(GuidedForm, {
        language,
        title: words.title,
        intro: words.intro,
        action: "/admin/new/case-study",
        idPrefix: "case",
        groups: guidedGroups(language, await choicesIn(language)),
        words,
        create: words.create,
        csrf: context.signed(res)!.session.csrf,
        values,
        problems,
        general,
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
      const said = adminWords[language].newCaseStudy;
      answer(
        req,
        res,
        200,
        h(MadePage, {
          title: fillTemplate(said.created, { title }),
          status: fillTemplate(said.createdIntro, { commit }),
          nextHeading: said.next,
          next: [
            { href: `/admin/photos/${articlePhotoSlot(name, 1)}`, label: said.nextPhoto },
            { href: "/admin/edit/it/articles", label: said.nextTranslations },
            {
              href: `/admin/edit/${factsFile}#${fieldId(["entries", index, "published"])}`,
              label: said.nextPublish,
            },
          ],
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
      const made = caseStudyOf(values, language, await choicesIn(language), taken);
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
