import { useSyncExternalStore } from "react";

const nothingToWatch = () => () => undefined;

/**
 * False while the page is as the server sent it (its render there, and hydration, which must
 * match it), true once React runs in the browser: what only a script can do shows from then on.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
