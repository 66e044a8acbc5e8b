/**
 * A content file's form fields (form-fields.server.ts), drawn. It works without a script: lists
 * grow, shrink and reorder with buttons that send the form back. Once React runs, the same buttons
 * (and a drag handle) change a list in the page (ContentList), and each field is checked as it is
 * typed (CheckedText, FigureInput).
 */
import type { ReactNode } from "react";
import type { FormWords } from "../editor-text.ts";
import type { FieldLabel, FormField } from "../form-fields.server.ts";
import { CheckedText } from "./CheckedText.tsx";
import { ContentList, Numbered } from "./ContentList.tsx";
import { FieldProblem } from "./FieldProblem.tsx";
import { FigureInput } from "./FigureInput.tsx";

/**
 * A label's words, with `after` joined to its last text: the page is streamed, where two texts
 * side by side would be parted by a marker.
 */
function labelOf(label: FieldLabel, words: FormWords, after = ""): ReactNode {
  return "item" in label ? (
    <>
      {`${words.item} `}
      <Numbered index={label.item} />
      {after || null}
    </>
  ) : (
    `${label.text}${after}`
  );
}

const problemId = (field: { id: string; problems: string[] }) =>
  field.problems.length ? `problem-${field.id}` : undefined;

function Problems({ field }: { field: { id: string; problems: string[] } }) {
  return <FieldProblem id={`problem-${field.id}`} lines={field.problems} />;
}

export function ContentFields({ fields, words }: { fields: FormField[]; words: FormWords }) {
  return (
    <>
      {fields.map((field, index) => (
        // By place, not by name: a list item that moves is renamed for its new place, and must
        // stay the same fields in the page, with what was typed in them.
        <Field key={index} field={field} words={words} />
      ))}
    </>
  );
}

function Field({ field, words }: { field: FormField; words: FormWords }) {
  switch (field.kind) {
    case "group":
      // A container carries its field's id too: the dashboard links to a place ("…geo", a list).
      return (
        <fieldset id={field.id} aria-describedby={problemId(field)}>
          {/* The item's own name keeps its direction: an Arabic title in an English editor. */}
          <legend>
            {labelOf(field.label, words, field.named ? " · " : "")}
            {field.named ? <bdi>{field.named}</bdi> : null}
          </legend>
          {field.help ? <p className="help">{field.help}</p> : null}
          <Problems field={field} />
          <ContentFields fields={field.fields} words={words} />
        </fieldset>
      );
    case "list":
      return (
        <ContentList list={field} words={words} problemId={problemId(field)}>
          {(item) => <Field field={item} words={words} />}
        </ContentList>
      );
    case "mark":
      // The draft mark (ticked while the text is not yet confirmed), the figures still to confirm:
      // each beside its own words; the draft's say how to confirm it.
      return (
        <>
          <div className="check">
            <input type="hidden" name={`bool.${field.dotted}`} value="1" />
            <input type="checkbox" {...inputAttributes(field)} value="true" defaultChecked={field.checked} />
            <label htmlFor={field.id}>{field.draft ? words.draft : labelOf(field.label, words)}</label>
          </div>
          {field.help ? (
            <p className="help" id={`help-${field.id}`}>
              {field.help}
            </p>
          ) : null}
          <Problems field={field} />
        </>
      );
    default:
      return <InputField field={field} words={words} />;
  }
}

/** What every input has: its name, id, and what describes it. */
function inputAttributes(field: { key: string; id: string; problems: string[]; help?: string }) {
  const describedBy = [problemId(field), field.help ? `help-${field.id}` : undefined]
    .filter(Boolean)
    .join(" ");
  return {
    id: field.id,
    name: field.key,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": field.problems.length ? ("true" as const) : undefined,
  };
}

function InputField({
  field,
  words,
}: {
  field: Extract<FormField, { kind: "yesno" | "choice" | "number" | "text" }>;
  words: FormWords;
}) {
  const common = inputAttributes(field);
  const label = (
    <label htmlFor={field.id}>
      {labelOf(field.label, words, field.required ? " " : "")}
      {field.required ? <span className="required">{`(${words.required})`}</span> : null}
    </label>
  );
  const help = field.help ? (
    <p className="help" id={`help-${field.id}`}>
      {field.help}
    </p>
  ) : null;
  if (field.kind === "yesno" || field.kind === "choice")
    return (
      <div className="field">
        {label}
        {help}
        <Problems field={field} />
        <select {...common} defaultValue={field.chosen}>
          {field.required ? null : <option value="" />}
          {field.kind === "yesno" ? (
            <>
              <option value="true">{words.yes}</option>
              <option value="false">{words.no}</option>
            </>
          ) : (
            field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))
          )}
        </select>
      </div>
    );
  if (field.kind === "number")
    return (
      <div className="field">
        {label}
        {help}
        <Problems field={field} />
        <FigureInput
          {...common}
          invalid={field.problems.length > 0}
          pattern={field.pattern}
          problem={field.integer ? words.checkInteger : words.checkNumber}
          data-number={field.integer ? "integer" : ""}
          defaultValue={field.value}
        />
      </div>
    );
  const { "aria-invalid": refused, ...named } = common;
  return (
    <div className={field.outdated ? "field is-outdated" : "field"}>
      {label}
      {help}
      {field.english !== undefined ? (
        <p className="english" lang="en" dir="ltr">
          <span>{`${words.english}:`}</span>
          {` ${field.english}`}
        </p>
      ) : null}
      {field.outdated ? (
        <div className="outdated">
          <p>{words.outdated}</p>
          <div className="check">
            <input
              type="checkbox"
              id={`confirm-${field.id}`}
              name={`confirm.${field.outdated}`}
              value="true"
            />
            <label htmlFor={`confirm-${field.id}`}>{words.confirm}</label>
          </div>
        </div>
      ) : null}
      <Problems field={field} />
      {/* The schema's limits, said at the field as it is typed (the form is novalidate: the site's
          own check, at Save, decides). */}
      <CheckedText
        {...named}
        long={Boolean(field.long)}
        rows={field.long ? field.rows : undefined}
        lang={field.lang}
        dir={field.dir}
        minLength={field.minLength}
        maxLength={field.maxLength}
        defaultValue={field.value}
        invalid={refused !== undefined}
        words={words}
      />
    </div>
  );
}
