/**
 * The nonce of a hydrated page's scripts (React Router's context, data and module scripts), made
 * for each answer by entry.server.tsx, which also puts it in the page's policy. Read by the layout
 * (root.tsx); in the browser there is none, and none is needed: the scripts ran.
 */
import { createContext } from "react";

export const ScriptNonce = createContext<string | undefined>(undefined);

/** `policy` with the page's nonce added to what may run: inline scripts carrying it, no others. */
export const withScriptNonce = (policy: string, nonce: string): string =>
  policy.replace(/script-src ([^;]*)/, (_, sources: string) => `script-src ${sources} 'nonce-${nonce}'`);
