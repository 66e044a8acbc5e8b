import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { stylesheetReadyKey } from "./hydration.ts";
import { nextTask } from "./browser/next-task.ts";

declare global {
  interface Window {
    [stylesheetReadyKey]?: Promise<unknown>;
  }
}

// The page arrived with only its own CSS rules; whatever React renders next (another panel, the
// open menu, a form error) may need the rest, which the starter is fetching (docs/decisions/0009).
await window[stylesheetReadyKey];

const hydrate = () => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
};

// The router's first render waits for the page's data to be decoded. React waits for a root that
// suspends; the browser's Preact (ADR 0036) throws what it waits on instead, having changed
// nothing yet, so the page waits for it here and hydrates again, in a task of its own: the two
// together held the main thread up to 110 ms on a phone (4× CPU slowdown).
for (let attempt = 1; ; attempt++) {
  try {
    startTransition(hydrate);
    break;
  } catch (thrown) {
    if (attempt === 5 || !(thrown instanceof Promise)) throw thrown;
    await thrown;
    await nextTask();
  }
}
