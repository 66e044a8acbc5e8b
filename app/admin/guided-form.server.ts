/**
 * What the editor's guided forms share (a new case study, a new datasheet: issue 31 item 7): one
 * page that asks for everything a new entry needs in numbered groups, each field with its label
 * and help in the editor's words, what was typed read as people type it, and each problem said
 * at its field with everything typed kept; then a page saying what was made and what follows.
 * Made with React on the server, as the rest of the editor's newer pages.
 */
import { createElement as h, type ReactNode } from "react";
import { fillTemplate } from "../format/template.ts";
import { numberPattern, readTypedNumber } from "./typed-number.ts";
import { type AdminLanguage, adminWords } from "./words.ts";

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
export interface GuidedWords {
  needed: string;
  notANumber: string;
  notADate: string;
  paragraphs: string;
  choose: string;
  /** {count} */
  problems: string;
}

/**
 * A field's name in the form: "f." first, as the editor's other forms name what is typed, so
 * keep-typing.js keeps it through a reload, a lost session or a closed tab.
 */
export const formName = (name: string) => `f.${name}`;

export const single = (value: string | string[] | undefined) =>
  Array.isArray(value) ? (value[0] ?? "") : (value ?? "");

/** A figure as a person types it ("1.200", "1,5"); undefined when it is no positive number. */
export function typedNumber(value: string): number | undefined {
  const number = readTypedNumber(value);
  return number !== undefined && number > 0 ? number : undefined;
}

export const paragraphsOf = (text: string) =>
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
                adminWords[language].guided[bound],
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
}): ReactNode {
  const edit = adminWords[language].edit;
  return h(
    "div",
    { className: "guided" },
    h("h1", null, title),
    h("p", null, intro),
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
      h("button", { type: "submit" }, create),
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
