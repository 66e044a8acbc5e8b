/**
 * One JSON object per line on stdout, for both halves of the enquiry system. Fields carry
 * references, request ids, attempts and error codes: never the visitor's name, email or message.
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
