import { useSyncExternalStore } from "react";

declare const __BUILD_TIME__: number;

// The visitor's clock when the page loaded: stable for the page's life, as a snapshot must be.
const loadedAt = typeof window === "undefined" ? __BUILD_TIME__ : Date.now();
const noSubscription = () => () => {};

/**
 * The time to render with: the build time during server rendering and hydration (so prerendered
 * HTML and the first client render agree), then the visitor's clock right after hydration.
 */
export function useNow(): number {
  return useSyncExternalStore(
    noSubscription,
    () => loadedAt,
    () => __BUILD_TIME__,
  );
}
