import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { takeTypedBeforeHydration } from "./ui/typed-before-hydration.ts";

// Only the pages whose route asks for it carry this module (root.tsx `hydrates`): the others work
// as plain HTML and load no script of React's.
takeTypedBeforeHydration();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
