/**
 * A list of a content file's form (issue 31, issue 50): Add, Remove, Move up and Move down, a
 * drag by the handle and the arrow keys on it, each done in the page with no trip to the server;
 * nothing is sent until Save. Each item's fields are written for the place it has now
 * (list-places.ts), so what is sent reads as the server would have written it. Without scripts
 * each button sends the form, and the server answers with the list changed.
 */
import {
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";
import type { FormWords } from "../editor-text.ts";
import type { FormField } from "../form-fields.server.ts";
import { itemAt } from "../list-places.ts";
import { FieldProblem } from "./FieldProblem.tsx";
import { useHydrated } from "./use-hydrated.ts";
import { type FormLists, useListRows } from "./use-list-rows.ts";

type ListField = Extract<FormField, { kind: "list" }>;

/** A list item's number, as its labels and buttons say it. */
export const Numbered = ({ index }: { index: number }) => <span data-n="">{String(index + 1)}</span>;

export function ContentList({
  list,
  words,
  problemId,
  children,
}: {
  list: ListField;
  words: FormWords;
  problemId: string | undefined;
  /** An item's fields, drawn. */
  children: (item: FormField) => ReactNode;
}) {
  const hydrated = useHydrated();
  const box = useRef<HTMLFieldSetElement>(null);
  const { rows, act, add, keyed, drag, dragging } = useListRows(list, box, words);
  const count = rows.length;
  return (
    <fieldset
      ref={box}
      className="list"
      id={list.id}
      aria-describedby={problemId}
      data-list={list.name}
      data-max={list.max}
    >
      <legend>{list.label}</legend>
      {list.help ? <p className="help">{list.help}</p> : null}
      <FieldProblem id={`problem-${list.id}`} lines={list.problems} />
      <input type="hidden" name={`len.${list.name}`} value={count} />
      <ol>
        {rows.map((row, index) => (
          <ListRow
            key={row.key}
            list={list}
            field={
              row.from === "new"
                ? itemAt(list.template, list.name, list.items.length, index)
                : itemAt(list.items[row.from]!, list.name, row.from, index)
            }
            index={index}
            count={count}
            words={words}
            dragging={dragging === row.key}
            handle={
              hydrated
                ? {
                    onPointerDown: (event) => drag(event, row.key),
                    onKeyDown: (event) => keyed(event, index),
                  }
                : undefined
            }
            act={act}
          >
            {children}
          </ListRow>
        ))}
      </ol>
      <button
        type="submit"
        name="op"
        value={`add:${list.name}`}
        className="small"
        hidden={count >= list.max || undefined}
        onClick={(event) => {
          event.preventDefault();
          add();
        }}
      >
        {words.add}
        <span className="visually-hidden">{` ${list.label}`}</span>
      </button>
    </fieldset>
  );
}

/** One item: its fields, then its buttons (a drag handle once React runs, Move up, Move down, Remove). */
function ListRow({
  list,
  field,
  index,
  count,
  words,
  dragging,
  handle,
  act,
  children,
}: {
  list: ListField;
  /** Its fields, written for its place. */
  field: FormField;
  index: number;
  count: number;
  words: FormWords;
  dragging: boolean;
  /** What its drag handle answers to; none: no handle (before React runs). */
  handle:
    | {
        onPointerDown(event: ReactPointerEvent<HTMLButtonElement>): void;
        onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
      }
    | undefined;
  act(verb: "up" | "down" | "remove", index: number): void;
  children: (item: FormField) => ReactNode;
}) {
  // Every button is there on every item; those that would do nothing are hidden.
  const button = (verb: "up" | "down" | "remove", hidden: boolean) => (
    <button
      type="submit"
      name="op"
      value={`${verb}:${list.name}.${index}`}
      // Quiet beside Save, the page's one strong button.
      className="small secondary"
      hidden={hidden || undefined}
      onClick={(event) => {
        event.preventDefault();
        act(verb, index);
      }}
    >
      {words[verb]}
      <span className="visually-hidden">
        {` ${list.label} `}
        <Numbered index={index} />
      </span>
    </button>
  );
  return (
    <li className={dragging ? "dragging" : undefined}>
      {children(field)}
      <div className="item-actions">
        {handle ? (
          <button
            type="button"
            className="small secondary drag"
            hidden={count < 2 || undefined}
            aria-label={words.drag}
            title={words.drag}
            {...handle}
          >
            ↕
          </button>
        ) : null}
        {button("up", index === 0)}
        {button("down", index === count - 1)}
        {button("remove", false)}
      </div>
    </li>
  );
}

/**
 * What a list's button did, said to a screen reader: a live region, not role=status (the page's
 * status is the answer to a save). Of its own, so a line re-renders it alone; the same words twice
 * are a new line, and said twice.
 */
export function ListAnnouncer({ lists }: { lists: FormLists }) {
  const [said, setSaid] = useState({ text: "", n: 0 });
  useEffect(() => {
    lists.hear((text) => setSaid((last) => ({ text, n: last.n + 1 })));
    return () => lists.hear(undefined);
  }, [lists]);
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      <span key={said.n}>{said.text}</span>
    </p>
  );
}
