/**
 * The server's log: one JSON object per line, whatever happened (start-up, a request we refused, an
 * error of ours, the delivery worker), so a log collector never has to guess where an entry ends.
 * Fields carry references, request ids, attempts and error codes: never the visitor's name, email
 * or message.
 */
export type LogLevel = "debug" | "info" | "warn" | "error" | "alert";

export interface LogFields {
  reference?: string;
  requestId?: string;
  attempt?: number;
  code?: string;
  [field: string]: string | number | boolean | null | undefined;
}

export type Log = (level: LogLevel, msg: string, fields?: LogFields) => void;

export function createLog(write: (line: string) => void): Log {
  return (level, msg, fields = {}) => {
    write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }));
  };
}

export const log: Log = createLog((line) => process.stdout.write(`${line}\n`));

/**
 * An error of ours that nothing caught ends the process (the server's and the serving one's):
 * Node's own report is a stack over many lines, ours one entry, then the same exit.
 */
export function exitOnUncaughtErrors(): void {
  for (const event of ["uncaughtException", "unhandledRejection"] as const)
    process.on(event, (error: unknown) => {
      log("alert", "server stopped by an error of ours", errorFields(error));
      process.exit(1);
    });
}

/**
 * An error as log fields: its name and message, and its stack as one string (JSON keeps its line
 * breaks inside the entry). Errors of ours carry no form data, so neither do these fields.
 */
export function errorFields(error: unknown): { error: string; stack?: string } {
  if (error instanceof Error) return { error: `${error.name}: ${error.message}`, stack: error.stack };
  return { error: typeof error === "string" ? error : (JSON.stringify(error) ?? String(error)) };
}
