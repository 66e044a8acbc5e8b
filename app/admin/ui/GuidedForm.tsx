/**
 * A guided form (a new case study, a new datasheet: issue 31 item 7, issue 50): everything a new
 * entry needs in numbered groups, each field with its label and help in the editor's words, what
 * was typed kept and each problem said at its field; and the page saying what was made.
 */
import { useRef } from "react";
import { fillTemplate } from "../../format/template.ts";
import { type AdminLanguage, editorText } from "../editor-text.ts";
import type { GuidedView } from "../guided-page.server.ts";
import type { GuidedField } from "../guided.server.ts";
import { formName } from "../guided-names.ts";
import { numberPattern } from "../typed-number.ts";
import { FigureInput } from "./FigureInput.tsx";
import { RestoredNotice } from "./RestoredNotice.tsx";
import { useDraftCleared, useKeptTyping } from "./use-kept-typing.ts";

type Said = Readonly<Record<string, readonly string[]>>;

function Problem({ name, said }: { name: string; said: readonly string[] | undefined }) {
  return said?.length ? (
    <p className="problem" id={`problem-${name}`}>
      {said.join(" ")}
    </p>
  ) : null;
}

function FieldControl({
  field,
  idPrefix,
  values,
  problems,
  words,
  language,
}: {
  field: GuidedField;
  idPrefix: string;
  values: Readonly<Record<string, string>>;
  problems: Said;
  words: GuidedView["words"];
  language: AdminLanguage;
}) {
  const bounds = editorText[language].guided;
  const said = problems[field.name];
  const value = values[formName(field.name)] ?? "";
  // A field that says no more than its label (an element of a composition) has no help of its own.
  const helpId = field.help ? `${field.name}-help` : undefined;
  const invalid = (name: string) => (problems[name]?.length ? { "aria-invalid": true } : {});
  const describedBy = (name: string) =>
    [...(helpId ? [helpId] : []), ...(problems[name]?.length ? [`problem-${name}`] : [])].join(" ") ||
    undefined;
  const figure = { pattern: numberPattern(false), problem: editorText[language].edit.form.checkNumber };
  if (field.kind === "checks" || field.kind === "range")
    return (
      <fieldset className={field.kind === "range" ? "field range" : "field"} aria-describedby={helpId}>
        <legend>{field.label}</legend>
        {helpId ? (
          <p className="help" id={helpId}>
            {field.help}
          </p>
        ) : null}
        <Problem name={field.name} said={said} />
        {field.kind === "checks"
          ? Object.entries(field.options ?? {}).map(([option, name]) => (
              <div key={option} className="check">
                <input
                  type="checkbox"
                  id={`${field.name}-${option}`}
                  name={formName(`${field.name}.${option}`)}
                  defaultChecked={values[formName(`${field.name}.${option}`)] === "on"}
                />
                <label htmlFor={`${field.name}-${option}`}>{name}</label>
              </div>
            ))
          : (["min", "max"] as const).map((bound) => {
              const name = `${field.name}.${bound}`;
              return (
                <div key={bound} className="bound">
                  <label htmlFor={`${idPrefix}-${field.name}-${bound}`}>{bounds[bound]}</label>
                  <Problem name={name} said={problems[name]} />
                  <FigureInput
                    id={`${idPrefix}-${field.name}-${bound}`}
                    name={formName(name)}
                    size={8}
                    {...figure}
                    aria-describedby={describedBy(name)}
                    invalid={Boolean(problems[name]?.length)}
                    defaultValue={values[formName(name)] ?? ""}
                  />
                </div>
              );
            })}
      </fieldset>
    );
  const common = {
    id: `${idPrefix}-${field.name}`,
    name: formName(field.name),
    "aria-describedby": describedBy(field.name),
    ...invalid(field.name),
  };
  const control =
    field.kind === "choice" ? (
      <select {...common} defaultValue={value} required={field.required}>
        <option value="">{words.choose}</option>
        {Object.entries(field.options ?? {}).map(([option, name]) => (
          <option key={option} value={option}>
            {name}
          </option>
        ))}
      </select>
    ) : field.kind === "paragraphs" || field.kind === "lines" || field.kind === "list" ? (
      <textarea
        {...common}
        rows={field.kind === "paragraphs" ? 5 : 3}
        defaultValue={value}
        required={field.required}
      />
    ) : field.kind === "number" || field.kind === "whole" ? (
      <FigureInput
        {...common}
        {...figure}
        invalid={Boolean(said?.length)}
        defaultValue={value}
        required={field.required}
      />
    ) : (
      <input
        {...common}
        type={field.kind === "date" ? "date" : "text"}
        defaultValue={value}
        required={field.required}
      />
    );
  return (
    <div className="field">
      <label htmlFor={common.id}>{field.label}</label>
      {helpId ? (
        <p className="help" id={helpId}>
          {field.kind === "paragraphs" ? `${field.help} ${words.paragraphs}` : field.help}
        </p>
      ) : null}
      <Problem name={field.name} said={said} />
      {control}
    </div>
  );
}

/** The form: the kept form's status or the problems above, the groups, Create and Keep. */
export function GuidedForm({
  view,
  csrf,
  language,
  draftKey,
}: {
  view: GuidedView;
  csrf: string;
  language: AdminLanguage;
  /** The key a copy of what is typed is encrypted with (root.tsx). */
  draftKey: string | undefined;
}) {
  const guided = editorText[language].guided;
  const { kept, problems, general } = view;
  const refused = Object.keys(problems).length + general.length;
  // What is typed is kept in this browser until the entry is made; kept on the server, the copy
  // this browser had of the new form goes.
  const form = useRef<HTMLFormElement>(null);
  const { restored, discard } = useKeptTyping(form, { draft: view.draft, draftKey, posted: view.posted });
  useDraftCleared(kept?.clear);
  return (
    <div className="guided">
      <h1>{view.title}</h1>
      <p>{view.intro}</p>
      {kept ? (
        <div role="status" className="kept">
          <p>{kept.status}</p>
          {kept.needed.length ? (
            <ul>
              {kept.needed.map(({ name, label }) => (
                <li key={name}>
                  <a href={`#problem-${name}`}>{label}</a>
                </li>
              ))}
            </ul>
          ) : (
            <p>{guided.nothingNeeded}</p>
          )}
        </div>
      ) : null}
      {!kept && refused ? (
        <div role="alert" className="refused">
          <p>{fillTemplate(view.words.problems, { count: refused })}</p>
          {general.length ? (
            <ul>
              {general.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <RestoredNotice at={restored} language={language} discard={discard} />
      <form ref={form} method="post" action={view.action} className="guided-form">
        <input type="hidden" name="csrf" value={csrf} />
        {kept ? <input type="hidden" name="unfinished" value={kept.id} /> : null}
        {view.groups.map((group, index) => (
          <section key={group.key} className="card">
            <h2>{`${index + 1}. ${group.heading}`}</h2>
            {group.intro ? <p className="help">{group.intro}</p> : null}
            {group.fields.map((field) => (
              <FieldControl
                key={field.name}
                field={field}
                idPrefix={view.idPrefix}
                values={view.values}
                problems={problems}
                words={view.words}
                language={language}
              />
            ))}
          </section>
        ))}
        <div className="guided-actions">
          <button type="submit">{view.create}</button>
          {/* Kept as it is, with nothing required: for someone else to complete (issue 50). */}
          <button type="submit" name="op" value="keep" formNoValidate className="secondary">
            {guided.keep}
          </button>
        </div>
        <p className="help">{guided.keepHelp}</p>
      </form>
    </div>
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
}) {
  // Made: what this browser kept of the form is in the files now, and goes.
  useDraftCleared(draft);
  return (
    <div className="guided">
      <h1>{title}</h1>
      <p role="status">{status}</p>
      <h2>{nextHeading}</h2>
      <ol>
        {next.map((step) => (
          <li key={step.href}>
            <a href={step.href}>{step.label}</a>
          </li>
        ))}
      </ol>
    </div>
  );
}
