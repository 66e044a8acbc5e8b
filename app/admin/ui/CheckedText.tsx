/**
 * A text field of a content file's form, checked in the page as it is typed (issue 31): empty
 * where words are needed, or too short, said at the field once the person leaves it and unsaid at
 * the key that mends it; beside a field with a limit, how many characters it holds, and that it is
 * full when the browser takes no more keys. The form is still sent as it is: the site's own check,
 * at Save, decides and says at the field what it refuses.
 */
import { type ChangeEvent, type FocusEvent, useRef, useState } from "react";
import { fillTemplate } from "../../format/template.ts";
import type { FormWords } from "../editor-text.ts";

type Typed = HTMLInputElement | HTMLTextAreaElement;

export function CheckedText({
  id,
  long,
  minLength,
  maxLength,
  invalid,
  words,
  "aria-describedby": describedBy,
  ...field
}: {
  id: string;
  name: string;
  long: boolean;
  rows?: number;
  lang?: string;
  dir?: string;
  minLength?: number;
  maxLength?: number;
  defaultValue: string;
  "aria-describedby"?: string;
  /** Refused by the site's check already (its message is above the field). */
  invalid: boolean;
  words: FormWords;
}) {
  const [said, setSaid] = useState("");
  // Shown from the first visit to the field: the count of what it holds.
  const [length, setLength] = useState<number>();
  // Typed into since it was last checked: left, it is checked (as the browser's "change").
  const typed = useRef(false);
  const problemOf = (value: string) => {
    const least = minLength ?? 0;
    if (least >= 1 && value.trim() === "") return words.checkEmpty;
    if (least > 1 && value.length < least)
      return fillTemplate(words.checkShort, { n: least, count: value.length });
    return "";
  };
  const checkId = `check-${id}`;
  const countId = `count-${id}`;
  const full = maxLength !== undefined && length !== undefined && length >= maxLength;
  const handlers = {
    onFocus: (event: FocusEvent<Typed>) => setLength(event.currentTarget.value.length),
    onChange: (event: ChangeEvent<Typed>) => {
      typed.current = true;
      setLength(event.currentTarget.value.length);
      // Once said wrong, checked at every key, so the message goes as soon as it is right.
      if (said) setSaid(problemOf(event.currentTarget.value));
    },
    onBlur: (event: FocusEvent<Typed>) => {
      if (!typed.current) return;
      typed.current = false;
      setSaid(problemOf(event.currentTarget.value));
    },
  };
  const common = {
    ...field,
    id,
    minLength,
    maxLength,
    "aria-describedby": [said ? checkId : "", describedBy ?? ""].filter(Boolean).join(" ") || undefined,
    "aria-invalid": said || invalid ? ("true" as const) : undefined,
  };
  return (
    <>
      {said ? (
        <p className="problem" id={checkId}>
          {said}
        </p>
      ) : null}
      {long ? <textarea {...common} {...handlers} /> : <input {...common} {...handlers} type="text" />}
      {maxLength !== undefined && length !== undefined ? (
        // At the limit the browser silently takes no more keys: said, so it is not taken for a fault.
        <p className={full ? "count full" : "count"} id={countId} role={full ? "status" : undefined}>
          {fillTemplate(full ? words.checkFull : words.checkCount, { count: length, max: maxLength })}
        </p>
      ) : null}
    </>
  );
}
