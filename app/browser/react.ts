/**
 * What the browser build gets for `import … from "react"` (scripts/build/preact-in-browser.ts,
 * ADR 0036): Preact's compatibility layer and `useOptimistic`, which React Router's
 * RouterProvider calls and the layer does not have.
 */
import { useCallback, useState } from "preact/compat";

// @ts-expect-error -- the layer's types are one namespace (`export =`); its module has these names
export * from "preact/compat";
export { default } from "preact/compat";

/**
 * React's optimistic state without React's transitions: the value set shows until the state
 * passed in changes (the transition it stood in for has ended). React Router only sets one when
 * asked to run navigations as transitions (`useTransitions`), which this site does not.
 */
export function useOptimistic<State, Action = State>(
  passthrough: State,
  reducer?: (state: State, action: Action) => State,
): [State, (action: Action) => void] {
  const [optimistic, setOptimistic] = useState<{ base: State; value: State } | null>(null);
  const current = optimistic?.base === passthrough ? optimistic.value : passthrough;
  const add = useCallback(
    (action: Action) =>
      setOptimistic((earlier) => {
        const from = earlier?.base === passthrough ? earlier.value : passthrough;
        return {
          base: passthrough,
          value: reducer ? reducer(from, action) : (action as unknown as State),
        };
      }),
    [passthrough, reducer],
  );
  return [current, add];
}
