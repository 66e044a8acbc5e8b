/**
 * A text field of a content file's form, checked in the page as it is typed (issue 31): empty
 * where words are needed, or too short, said at the field once the person leaves it and unsaid at
 * the key that mends it; beside a field with a limit, how many characters it holds, and that it is
 * full when the browser takes no more keys. The form is still sent as it is: the site's own check,
 * at Save, decides and says at the field what it refuses.
 */
import { type ChangeEvent, type FocusEvent, useState } from "react";
import { fillTemplate } from "../../format/template.ts";
import type { FormWords } from "../editor-text.ts";
import { useFieldCheck } from "./use-field-check.tsx";

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
  // Shown from the first visit to the field: the count of what it holds.
  const [length, setLength] = useState<number>();
  const { note, field: checked } = useFieldCheck({
    id,
    problemOf: (value) => {
      const least = minLength ?? 0;
      if (least >= 1 && value.trim() === "") return words.checkEmpty;
      if (least > 1 && value.length < least)
        return fillTemplate(words.checkShort, { n: least, count: value.length });
      return "";
    },
    describedBy,
    invalid,
  });
  const countId = `count-${id}`;
  const full = maxLength !== undefined && length !== undefined && length >= maxLength;
  const common = {
    ...field,
    ...checked,
    id,
    minLength,
    maxLength,
    onFocus: (event: FocusEvent<Typed>) => setLength(event.currentTarget.value.length),
    onChange: (event: ChangeEvent<Typed>) => {
      setLength(event.currentTarget.value.length);
      checked.onChange(event);
    },
  };
  return (
    <>
      {note}
      {long ? <textarea {...common} /> : <input {...common} type="text" />}
      {maxLength !== undefined && length !== undefined ? (
        // At the limit the browser silently takes no more keys: said, so it is not taken for a fault.
        <p className={full ? "count full" : "count"} id={countId} role={full ? "status" : undefined}>
          {fillTemplate(full ? words.checkFull : words.checkCount, { count: length, max: maxLength })}
        </p>
      ) : null}
    </>
  );
}
