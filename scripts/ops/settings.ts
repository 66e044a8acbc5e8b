/**
 * What every operations command (outbox, privacy, backup, restore, release) shares: the server's
 * settings, read from the environment or from `--settings FILE` (the systemd unit's environment
 * file, /etc/foundry.env, read with systemd's rules), and one verdict line with an exit code. A
 * command never guesses: no settings, no data folder, it says so and stops.
 */
import { existsSync, readFileSync } from "node:fs";
import { type Config, ConfigError, parseConfig } from "../../server/config.ts";
import { parseEnvironmentFile } from "./environment-file.ts";

export interface Invocation {
  config: Config;
  /** The settings file given with --settings, if any. */
  settingsFile: string | undefined;
  /** The arguments left: the command's own. */
  args: string[];
  /** Flags given as --name (without a value). */
  flags: Set<string>;
  /** Options given as --name VALUE, for the names the command says take a value. */
  options: Map<string, string>;
}

/** Reads `--settings FILE` (into process.env) and the rest of the arguments, then the settings. */
export function invocation(
  argv: string[] = process.argv.slice(2),
  { withValues = [] }: { withValues?: readonly string[] } = {},
): Invocation {
  const args: string[] = [];
  const flags = new Set<string>();
  const options = new Map<string, string>();
  let settingsFile: string | undefined;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === "--settings") {
      settingsFile = argv[++index];
      if (!settingsFile)
        throw new OperationError("--settings needs a file, e.g. --settings /etc/foundry.env");
      if (!existsSync(settingsFile)) throw new OperationError(`no settings file at ${settingsFile}`);
      // Read as systemd reads it for the units (environment-file.ts): the same values everywhere.
      // What the environment sets already stays, as with Node's own --env-file.
      for (const { key, value } of parseEnvironmentFile(readFileSync(settingsFile, "utf8")))
        process.env[key] ??= value;
    } else if (withValues.includes(arg.slice(2))) {
      const value = argv[++index];
      if (value === undefined || value.startsWith("--")) throw new OperationError(`${arg} needs a value`);
      options.set(arg.slice(2), value);
    } else if (arg.startsWith("--")) flags.add(arg.slice(2));
    else args.push(arg);
  }
  try {
    return { config: parseConfig(process.env), settingsFile, args, flags, options };
  } catch (error) {
    if (error instanceof ConfigError) throw new OperationError(`settings: ${error.problems.join("; ")}`);
    throw error;
  }
}

/** A refusal the operator can act on: printed as one line, exit code 1. */
export class OperationError extends Error {}

/**
 * Runs a command's body: its verdict on the last line, exit code 0, or one line of why not and 1
 * (2 for a wrong call). Our own faults print their message too, never a stack.
 */
export async function runOperation(usage: string, body: () => Promise<string> | string): Promise<void> {
  try {
    console.log(await body());
    process.exitCode = 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(usage);
      process.exitCode = 2;
      return;
    }
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

/** A call the command does not understand: its usage is printed. */
export class UsageError extends Error {}
