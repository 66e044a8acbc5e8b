/**
 * A field checked in the page as it is typed (issue 31): `problemOf` said at the field once the
 * person leaves it after typing (as the browser's "change"), and, once said, checked at every key
 * so the message goes as soon as the value is right. The form is still sent as it is: the site's
 * own check, at Save, decides. Used by CheckedText (words) and FigureInput (figures).
 */
import { type ChangeEvent, type FocusEvent, type ReactNode, useRef, useState } from "react";

type Typed = HTMLInputElement | HTMLTextAreaElement;

export function useFieldCheck({
  id,
  problemOf,
  describedBy,
  invalid,
}: {
  id: string;
  /** What is wrong with a value, in words; "" for nothing. */
  problemOf: (value: string) => string;
  /** What describes the field already (its help, the server's problem). */
  describedBy: string | undefined;
  /** Refused by the site's check already (its message is above the field). */
  invalid: boolean;
}): {
  /** The problem's words, before the field; nothing while there is none. */
  note: ReactNode;
  /** For the field: what describes it, whether it is wrong, and the events that check it. */
  field: {
    "aria-describedby": string | undefined;
    "aria-invalid": "true" | undefined;
    onChange(event: ChangeEvent<Typed>): void;
    onBlur(event: FocusEvent<Typed>): void;
  };
} {
  const [said, setSaid] = useState("");
  // Typed into since it was last checked: left, it is checked.
  const typed = useRef(false);
  const noteId = `check-${id}`;
  return {
    note: said ? (
      <p className="problem" id={noteId}>
        {said}
      </p>
    ) : null,
    field: {
      "aria-describedby": [said ? noteId : "", describedBy ?? ""].filter(Boolean).join(" ") || undefined,
      "aria-invalid": said || invalid ? "true" : undefined,
      onChange: (event) => {
        typed.current = true;
        if (said) setSaid(problemOf(event.currentTarget.value));
      },
      onBlur: (event) => {
        if (!typed.current) return;
        typed.current = false;
        setSaid(problemOf(event.currentTarget.value));
      },
    },
  };
}
