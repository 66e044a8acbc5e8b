/**
 * What the browser build gets for `import … from "react-dom"` (ADR 0036): Preact's
 * compatibility layer and React DOM's resource hints, which it does not have.
 */
// @ts-expect-error -- the layer's types are one namespace (`export =`); its module has these names
export * from "preact/compat";
export { default } from "preact/compat";

/**
 * React DOM's `preload` matters in the server's render, where it puts the first photo's hint in
 * `<head>` before the browser reaches the photo. In the browser the photo it names is rendered in
 * the same commit, so a hint would start its request no earlier: nothing to do.
 */
export function preload(_href: string, _options?: object): void {}
