/**
 * The items of a content form's list, changed in the page (ContentList): Add, Remove, Move up and
 * Move down, the arrow keys and a drag on an item's handle, each at once, then the focus where
 * the person's next step is, the change said to a screen reader, and, as far as the rest of the
 * page knows, typed (kept in the browser, shown in the live preview).
 */
import {
  createContext,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";
import type { FormWords } from "../editor-text.ts";
import type { FormField } from "../form-fields.server.ts";

type ListField = Extract<FormField, { kind: "list" }>;

/** What the lists of one form share: a line said to a screen reader, and each list's length by its name. */
export interface FormLists {
  say(text: string): void;
  /** Who says the lines (ListAnnouncer), or nobody. */
  hear(listener: ((text: string) => void) | undefined): void;
  /** Each list's own resize, under the name it has now: for a copy of the form brought back. */
  sizes: Map<string, (length: number) => void>;
}
export const FormListsContext = createContext<FormLists | undefined>(undefined);

/** A form's lists' shared part, made once per form. */
export function formLists(): FormLists {
  let listener: ((text: string) => void) | undefined;
  return {
    say: (text) => listener?.(text),
    hear: (heard) => {
      listener = heard;
    },
    sizes: new Map(),
  };
}

/** An item: the one the page came with at `from`, or one Add made from the list's template. */
interface Row {
  key: string;
  from: number | "new";
}

const childOf = (element: Element | null | undefined, selector: string) =>
  [...(element?.children ?? [])].find((inside) => inside.matches(selector)) as HTMLElement | undefined;
const firstFieldOf = (row: Element | undefined) =>
  row?.querySelector<HTMLElement>("input:not([type=hidden]):not([hidden]), textarea, select");

const moved = (now: Row[], from: number, to: number) => {
  const next = now.slice();
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row!);
  return next;
};

export function useListRows(list: ListField, box: RefObject<HTMLFieldSetElement | null>, words: FormWords) {
  const lists = useContext(FormListsContext);
  const [rows, setRows] = useState<Row[]>(() =>
    list.items.map((_, index) => ({ key: `s${index}`, from: index })),
  );
  const made = useRef(0);
  const newRow = (): Row => ({ key: `n${(made.current += 1)}`, from: "new" });

  // Known by its name now, for a copy brought back to make it as long as it was left.
  useLayoutEffect(() => {
    const sizes = lists?.sizes;
    if (!sizes) return undefined;
    const resize = (length: number) =>
      setRows((now) => {
        const wanted = Math.min(length, list.max);
        const next = now.slice(0, wanted);
        // Growing back (a copy dropped): the items the page came with first, as they came.
        const shown = new Set(next.map((row) => row.from));
        for (let from = 0; from < list.items.length && next.length < wanted; from += 1)
          if (!shown.has(from)) next.push({ key: `s${from}`, from });
        while (next.length < wanted) next.push(newRow());
        return next;
      });
    sizes.set(list.name, resize);
    return () => {
      if (sizes.get(list.name) === resize) sizes.delete(list.name);
    };
  }, [lists, list.name, list.max, list.items.length]);

  const rowsInPage = () => [...(childOf(box.current, "ol")?.children ?? [])];
  /**
   * The list changed in the page, at once: then the focus where the person's next step is, the
   * change said, and, as far as the rest of the page knows, typed (kept, shown in the preview).
   */
  const settled = (focus: () => HTMLElement | null | undefined, said: string) => {
    focus()?.focus();
    lists?.say(said);
    box.current?.dispatchEvent(new Event("input", { bubbles: true }));
  };
  const change = (next: (now: Row[]) => Row[], focus: () => HTMLElement | null | undefined, said: string) => {
    flushSync(() => setRows(next));
    settled(focus, said);
  };
  const handleAt = (index: number) => childOf(childOf(rowsInPage()[index], ".item-actions"), ".drag");

  const act = (verb: "up" | "down" | "remove", index: number) => {
    if (verb === "remove") {
      change(
        (now) => now.filter((_, place) => place !== index),
        () => {
          const left = rowsInPage();
          return (
            firstFieldOf(left[Math.min(index, left.length - 1)]) ??
            childOf(box.current, 'button[name="op"]:not([hidden])') ??
            childOf(box.current, "legend")
          );
        },
        words.removed.replace("{n}", String(index + 1)),
      );
      return;
    }
    const other = verb === "up" ? index - 1 : index + 1;
    if (other < 0 || other >= rows.length) return;
    change(
      (now) => moved(now, index, other),
      () => {
        // The same button on the item moved, or the other one once it reached an end.
        const actions = childOf(rowsInPage()[other], ".item-actions");
        return (
          actions?.querySelector<HTMLElement>(`[value^="${verb}:"]:not([hidden])`) ??
          actions?.querySelector<HTMLElement>("button:not([hidden])")
        );
      },
      words.moved.replace("{n}", String(other + 1)),
    );
  };
  const add = () => {
    if (rows.length >= list.max) return;
    change(
      (now) => [...now, newRow()],
      () => {
        const last = rowsInPage().at(-1);
        return firstFieldOf(last) ?? last?.querySelector("button");
      },
      words.added.replace("{n}", String(rows.length + 1)),
    );
  };

  // Moved with the arrow keys on its handle, the focus staying on it.
  const keyed = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    event.preventDefault();
    const other = event.key === "ArrowUp" ? index - 1 : index + 1;
    if (other < 0 || other >= rows.length) return;
    change(
      (now) => moved(now, index, other),
      () => handleAt(other),
      words.moved.replace("{n}", String(other + 1)),
    );
  };

  // Dragged by its handle: the item follows the pointer among the list's items.
  const { dragging, drag } = useDrag({
    rowsInPage,
    placeOf: (key) => rows.findIndex((row) => row.key === key),
    move: (from, to) => flushSync(() => setRows((now) => moved(now, from, to))),
    dropped: (to, handle) =>
      settled(() => handleAt(to) ?? handle, words.moved.replace("{n}", String(to + 1))),
  });

  return { rows, act, add, keyed, drag, dragging };
}

/**
 * A drag by an item's handle: the item follows the pointer among the list's items (`move`, as it
 * passes the middle of another) and is `dropped` where it is let go, when it moved.
 */
function useDrag({
  rowsInPage,
  placeOf,
  move,
  dropped,
}: {
  rowsInPage(): Element[];
  placeOf(key: string): number;
  move(from: number, to: number): void;
  dropped(to: number, handle: HTMLButtonElement): void;
}) {
  const [dragging, setDragging] = useState<string>();
  // A drag's listeners on the window, taken away when it ends or the list goes.
  const listening = useRef<AbortController>(undefined);
  useEffect(() => () => listening.current?.abort(), []);
  const drag = (event: ReactPointerEvent<HTMLButtonElement>, key: string) => {
    if (event.button !== 0) return;
    event.preventDefault();
    listening.current?.abort();
    listening.current = new AbortController();
    const { signal } = listening.current;
    const pointer = event.pointerId;
    const handle = event.currentTarget;
    let at = placeOf(key);
    const from = at;
    setDragging(key);
    // Followed on the window, not captured by the handle: moving the item in the page ends a capture.
    const follow = (moving: PointerEvent) => {
      if (moving.pointerId !== pointer) return;
      // Near the window's edge, the page scrolls to the places beyond it.
      if (moving.clientY < 48) window.scrollBy(0, -24);
      else if (moving.clientY > window.innerHeight - 48) window.scrollBy(0, 24);
      const others = rowsInPage().filter((_, place) => place !== at);
      let to = others.findIndex((other) => {
        const box = other.getBoundingClientRect();
        return moving.clientY < box.top + box.height / 2;
      });
      if (to === -1) to = others.length;
      if (to === at) return;
      move(at, to);
      at = to;
    };
    const drop = (ended: PointerEvent) => {
      if (ended.pointerId !== pointer) return;
      listening.current?.abort();
      setDragging(undefined);
      if (at !== from) dropped(at, handle);
    };
    window.addEventListener("pointermove", follow, { signal });
    window.addEventListener("pointerup", drop, { signal });
    window.addEventListener("pointercancel", drop, { signal });
  };
  return { dragging, drag };
}
