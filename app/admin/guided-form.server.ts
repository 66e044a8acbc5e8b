/**
 * What the editor's guided forms share (a new case study, a new datasheet: issue 31 item 7): one
 * page that asks for everything a new entry needs in numbered groups, each field with its label
 * and help in the editor's words, what was typed read as people type it, and each problem said
 * at its field with everything typed kept; then a page saying what was made and what follows.
 * Made with React on the server, as the rest of the editor's newer pages; what the form is read
 * as and the entry it makes are guided.server.ts's (no HTTP there).
 */
import express, { type Request, type Response, type Router } from "express";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { parseDocument } from "yaml";
import { fillTemplate } from "../format/template.ts";
import { type ContentRepo, sharedContentRepo } from "./content-repo.server.ts";
import {
  createGuidedEntry,
  formName,
  type GuidedField,
  type GuidedGroup,
  type GuidedSpec,
  type GuidedWords,
  namesIn,
  type Problems,
  readAndMake,
  single,
  type Values,
} from "./guided.server.ts";
import { type EditorContext, editorWrite, sendEditorPage } from "./editing.server.ts";
import { dateOf } from "./shell.ts";
import { TooManyUnfinished, unfinishedForms, unfinishedLimit } from "./unfinished.server.ts";
import { numberPattern } from "./typed-number.ts";
import { type AdminLanguage, editorText } from "./editor-text.ts";

const codeRoot = fileURLToPath(new URL("../..", import.meta.url));

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
  /** What a form as typed still lacks, field by field. */
  const stillNeeded = async (values: Values, language: AdminLanguage, store: ContentRepo) => {
    const { fields, problems } = await readAndMake(spec, values, language, store, new Set());
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
      const who = context.signed(res)!.account.email;
      const outcome = await createGuidedEntry(store, spec, values, language, who);
      if (outcome.kind === "problems")
        return await form(req, res, 422, values, outcome.problems, outcome.general);
      if (outcome.kind === "busy")
        return await form(req, res, 409, values, new Map(), [editorText[language].edit.conflictTitle]);
      context.audit(who, spec.audit, `${outcome.name} (${outcome.commit})`);
      // Made whole: what waited unfinished is done.
      unfinishedStore().remove(spec.path, values.unfinished);
      res.redirect(303, `/admin${base}/made/${outcome.name}?change=${outcome.commit}`);
    } catch (error) {
      next(error);
    }
  });
}
