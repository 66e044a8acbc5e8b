/**
 * /etc/foundry.env as systemd reads it (EnvironmentFile=), and DEPLOY.md's own sample read that
 * way: a setting every unit and command takes as written, or refused naming its line.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../../server/config.ts";
import { inlineComment, parseEnvironmentFile } from "./environment-file.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const read = (text: string) =>
  Object.fromEntries(parseEnvironmentFile(text).map(({ key, value }) => [key, value]));

describe("an environment file, read with systemd's rules", () => {
  it("keeps what follows an unquoted value, a # comment included, and drops comment lines", () => {
    expect(
      read(
        [
          "# a comment",
          "; another",
          "  TRUST_PROXY=loopback   # nginx on this machine",
          "PORT = 3000  ",
          "EMPTY=",
          "not an assignment",
          "",
        ].join("\n"),
      ),
    ).toEqual({ TRUST_PROXY: "loopback   # nginx on this machine", PORT: "3000", EMPTY: "" });
  });

  it("takes quoted values as written, with systemd's escapes, and joins continued lines", () => {
    expect(
      read(
        [
          `SINGLE='a "b" \\n # c'`,
          `DOUBLE="say \\"hi\\" \\\\ \\$HOME \\x"`,
          "LONG=first \\",
          "second",
          "ESCAPED=a\\#b",
        ].join("\n"),
      ),
    ).toEqual({
      SINGLE: 'a "b" \\n # c',
      DOUBLE: 'say "hi" \\ $HOME \\x',
      LONG: "first second",
      ESCAPED: "a#b",
    });
  });

  it("names a value that carries a comment, with its line", () => {
    const [entry] = parseEnvironmentFile("\nSITE_URL=https://www.example-foundry.it   # the build's\n");
    expect(inlineComment(entry!)).toMatch(/^line 2: SITE_URL is ".+": systemd keeps everything after "="/);
    expect(() => parseConfig({ SITE_URL: entry!.value, TRUST_PROXY: "loopback" })).toThrow(ConfigError);
    expect(() => parseConfig({ SITE_URL: entry!.value, TRUST_PROXY: "loopback" })).toThrow(
      /SITE_URL: ".+" has a comment after its value, which systemd keeps/,
    );
  });
});

it("DEPLOY.md's /etc/foundry.env, read as systemd reads it, is settings the server starts with", () => {
  const deploy = readFileSync(`${root}/DEPLOY.md`, "utf8");
  const section = deploy.slice(deploy.indexOf("## The settings production needs"));
  const sample = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  expect(sample).toContain("TRUST_PROXY=");
  const entries = parseEnvironmentFile(sample);
  expect(entries.map(inlineComment).filter(Boolean)).toEqual([]);
  const config = parseConfig(Object.fromEntries(entries.map(({ key, value }) => [key, value])));
  expect(config.TRUST_PROXY).toEqual(["loopback"]);
  expect(config.PUBLISH_RUNNER).toBe("systemd");
  expect(config.SITE_URL).toBe("https://www.example-foundry.it");
});
