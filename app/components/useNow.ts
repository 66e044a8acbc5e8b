import { useEffect, useState } from "react";

declare const __BUILD_TIME__: number;

/**
 * The time to render with: the build time during server rendering and hydration (so prerendered
 * HTML and the first client render agree), then the visitor's clock once hydrated.
 */
export function useNow(): number {
  const [now, setNow] = useState(__BUILD_TIME__);
  useEffect(() => setNow(Date.now()), []);
  return now;
}
