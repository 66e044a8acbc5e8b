/**
 * A settings file (/etc/foundry.env) read as systemd reads it for `EnvironmentFile=`
 * (systemd.exec(5); src/basic/env-file.c): the units and the operations commands (`--settings`)
 * must see the same values. Node's own `loadEnvFile` reads it as dotenv does, where an unquoted
 * value's ` # comment` is a comment; systemd keeps it as part of the value, and a service given
 * `TRUST_PROXY=loopback  # nginx` never starts (issue 29).
 *
 * The rules: a line starting with `#` or `;` is a comment; `KEY=VALUE`, blanks around both trimmed;
 * a value in single quotes is taken as it is, in double quotes with `\` escaping `"`, `\`, `$` and
 * `` ` `` (and a line break); an unquoted value keeps every character, `#` included, a `\` escapes
 * the next one and a `\` at the end of a line joins the next line.
 */

export interface EnvironmentFileLine {
  key: string;
  value: string;
  /** The line the assignment starts on (1-based), for a message naming it. */
  line: number;
}

export function parseEnvironmentFile(text: string): EnvironmentFileLine[] {
  const entries: EnvironmentFileLine[] = [];
  const blank = (char: string | undefined) => char === " " || char === "\t" || char === "\r";
  let at = 0;
  let line = 1;
  const peek = () => text[at];
  const next = () => {
    const char = text[at++];
    if (char === "\n") line++;
    return char;
  };
  while (at < text.length) {
    while (blank(peek()) || peek() === "\n") next();
    if (at >= text.length) break;
    const startLine = line;
    if (peek() === "#" || peek() === ";") {
      while (at < text.length && peek() !== "\n") next();
      continue;
    }
    let key = "";
    while (at < text.length && peek() !== "=" && peek() !== "\n") key += next();
    if (peek() !== "=") continue; // a line without "=" is ignored, as systemd does (with a warning)
    next();
    key = key.trim();
    while (blank(peek())) next();
    let value = "";
    // Trailing blanks of the unquoted parts are dropped; quoted ones are kept. A quote opens a
    // quoted part only where a value starts (or right after one closes): inside an unquoted
    // value it is a character like any other (`# the build's`).
    let kept = 0;
    let quotable = true;
    while (at < text.length && peek() !== "\n") {
      const char = next()!;
      if (quotable && char === "'") {
        while (at < text.length && peek() !== "'") value += next();
        next();
        kept = value.length;
      } else if (quotable && char === '"') {
        while (at < text.length && peek() !== '"') {
          const inner = next()!;
          if (inner === "\\" && at < text.length) {
            const escaped = next()!;
            if (escaped === "\n") continue;
            value += `"\\$\``.includes(escaped) ? escaped : `\\${escaped}`;
          } else value += inner;
        }
        next();
        kept = value.length;
      } else if (quotable && blank(char)) {
        continue;
      } else if (char === "\\") {
        quotable = false;
        if (at >= text.length) break;
        const escaped = next()!;
        if (escaped !== "\n") {
          value += escaped;
          kept = value.length;
        }
      } else {
        quotable = false;
        value += char;
        if (!blank(char)) kept = value.length;
      }
    }
    value = value.slice(0, kept);
    if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) entries.push({ key, value, line: startLine });
  }
  return entries;
}

/**
 * A value that carries what its writer meant as a comment: systemd keeps it, so the setting is
 * wrong. Returns the message naming it, or undefined.
 */
export function inlineComment({ key, value, line }: EnvironmentFileLine): string | undefined {
  if (!/\s#/.test(value)) return undefined;
  return `line ${line}: ${key} is "${value}": systemd keeps everything after "=", a "# comment" too; put the comment on a line of its own`;
}
