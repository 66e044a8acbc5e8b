import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { stylesheetReadyKey } from "./hydration.ts";

declare global {
  interface Window {
    [stylesheetReadyKey]?: Promise<unknown>;
  }
}

// The page arrived with only its own CSS rules; whatever React renders next (another panel, the
// open menu, a form error) may need the rest, which the starter is fetching (docs/decisions/0009).
await window[stylesheetReadyKey];

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
