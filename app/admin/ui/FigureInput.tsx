import type { InputHTMLAttributes } from "react";
import { useFieldCheck } from "./use-field-check.tsx";

/** Each pattern compiled once; none where a browser cannot (the v flag is recent): Save still says it. */
const rules = new Map<string, RegExp | undefined>();
function ruleOf(pattern: string): RegExp | undefined {
  if (!rules.has(pattern)) {
    let rule: RegExp | undefined;
    try {
      rule = new RegExp(`^(?:${pattern})$`, "v");
    } catch {
      rule = undefined;
    }
    rules.set(pattern, rule);
  }
  return rules.get(pattern);
}

/**
 * A figure's field, checked in the page (issue 31) once the person leaves it: what does not read
 * as a figure the way the server reads one ("1.200", "1,5": typed-number.ts) is said at the
 * field, and the message goes at the first key that makes it right. The form is still sent as it
 * is: the server's own check decides, and says at the field what it refuses.
 */
export function FigureInput({
  pattern,
  problem,
  invalid,
  "aria-describedby": describedBy,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "pattern" | "type"> & {
  id: string;
  /** The server's reading of a figure, as a regular expression's source. */
  pattern: string;
  /** What is said when what is typed is no figure. */
  problem: string;
  /** Refused by the server already (its message is above the field). */
  invalid: boolean;
}) {
  const rule = ruleOf(pattern);
  const { note, field } = useFieldCheck({
    id: input.id,
    problemOf: (value) => (value.trim() === "" || !rule || rule.test(value) ? "" : problem),
    describedBy,
    invalid,
  });
  return (
    <>
      {note}
      <input {...input} type="text" inputMode="decimal" {...field} />
    </>
  );
}
