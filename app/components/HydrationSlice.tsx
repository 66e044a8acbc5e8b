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
import { browserPreact } from "../browser/renderer.ts";

let firstHydration = browserPreact;

/** The last slice's turn; each slice's waits for the one before it. */
let queue: Promise<void> = Promise.resolve();

/** Renders its children once the slice's turn has come; until then Preact keeps the server's DOM. */
function Wait({ turn, children }: { turn: Promise<void>; children: ReactNode }) {
  use(turn);
  return children;
}

export function HydrationSlice({ children }: { children: ReactNode }) {
  // Taken once, when the slice mounts: a slice that mounted after the first hydration is its
  // children, and one whose parent renders again while it waits keeps its place in the queue.
  const [turn] = useState(() => (firstHydration ? (queue = queue.then(nextTask)) : undefined));
  if (!turn) return children;
  return (
    <Suspense fallback={null}>
      <Wait turn={turn}>{children}</Wait>
    </Suspense>
  );
}

/**
 * Settles once every slice of the first hydration has hydrated, those inside other slices too: the
 * page's buttons all work from then on, and slices mounted later are their children. Called from
 * the root's first effect.
 */
export async function slicesHydrated(): Promise<void> {
  // A slice renders in the task its turn settles in, queueing the slices inside it as it does.
  for (let last: Promise<void> | undefined; last !== queue;) {
    last = queue;
    await last;
    await nextTask();
  }
  firstHydration = false;
}
