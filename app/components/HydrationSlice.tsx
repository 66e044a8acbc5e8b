/**
 * A part of the page that the browser's Preact (ADR 0036) hydrates in a task of its own.
 *
 * Preact hydrates a page in one task: 120–190 ms on a phone (4× CPU slowdown), during which a tap
 * waits. A component that suspends while hydrating keeps the server's DOM as it is and is hydrated
 * when its promise settles, so each slice waits for the next task, one after the other, and the
 * browser can answer input between them. The slice's children must render one element (a
 * section), which is what Preact keeps in place for them.
 *
 * Only while the page first hydrates: on the server, in a client navigation and with React in
 * `npm run dev` a slice is its children.
 */
import { type ReactNode, Suspense, use, useState } from "react";
import { nextTask } from "../browser/next-task.ts";

/** Whether Preact hydrates the page (a build) or React does (`npm run dev`): scripts/build/preact-in-browser.ts. */
declare const __BROWSER_PREACT__: boolean;

let firstHydration = !import.meta.env.SSR && __BROWSER_PREACT__;

/** The last slice's turn; each slice's waits for the one before it. */
let queue: Promise<void> = Promise.resolve();

/** Each waiting slice's turn, by its props, which Preact keeps while the slice is parked. */
const turns = new WeakMap<object, Promise<void>>();

function Wait(props: { children: ReactNode }) {
  let turn = turns.get(props);
  if (!turn) {
    turn = queue = queue.then(nextTask);
    turns.set(props, turn);
  }
  use(turn);
  return props.children;
}

export function HydrationSlice({ children }: { children: ReactNode }) {
  // Decided once: a slice that mounted as it is stays as it is.
  const [apart] = useState(firstHydration);
  if (!apart) return children;
  return (
    <Suspense fallback={null}>
      <Wait>{children}</Wait>
    </Suspense>
  );
}

/**
 * Settles once every slice of the first hydration has hydrated: the page's buttons all work from
 * then on. Called from the root's first effect, after which new slices are their children.
 */
export function slicesHydrated(): Promise<void> {
  firstHydration = false;
  // The last slice renders in the task its turn settles in; its effects run after it.
  return queue.then(nextTask);
}
