/**
 * A signed-in person changes their own password: the new one's faults first (they cost no
 * password check), then at most five guesses at the current one per window (a session someone
 * left open), then every session of the account ends and this one goes on under a new id, so a
 * copy of the old cookie signs no one in. No HTTP here: the page words the outcome.
 */
import { type Accounts, passwordMaxLength, passwordMinLength } from "./accounts.server.ts";
import { PasswordWorkBusy } from "./password-work.server.ts";
import type { Session, Sessions } from "./sessions.server.ts";

/** The one problem said at its field; a wait says how long, in seconds. */
export type PasswordProblem =
  | { field: "next"; kind: "tooShort"; min: number }
  | { field: "next"; kind: "tooLong"; max: number }
  | { field: "again"; kind: "differ" }
  | { field: "current"; kind: "tooMany"; waitSeconds: number }
  | { field: "current"; kind: "busy"; waitSeconds: number }
  | { field: "current"; kind: "wrongCurrent" };

export type PasswordChange =
  { changed: true; sessionId: string; session: Session } | { changed: false; problem: PasswordProblem };

export interface PasswordFields {
  current: string;
  next: string;
  again: string;
}

export async function changePassword(
  { accounts, sessions }: { accounts: Accounts; sessions: Sessions },
  email: string,
  { current, next, again }: PasswordFields,
  address: string,
): Promise<PasswordChange> {
  const refused = (problem: PasswordProblem): PasswordChange => ({ changed: false, problem });
  if ([...next].length < passwordMinLength)
    return refused({ field: "next", kind: "tooShort", min: passwordMinLength });
  if (next.length > passwordMaxLength)
    return refused({ field: "next", kind: "tooLong", max: passwordMaxLength });
  if (next !== again) return refused({ field: "again", kind: "differ" });
  const from = { email, address, device: `password:${email}` };
  const wait = sessions.waitMs(from);
  if (wait > 0) return refused({ field: "current", kind: "tooMany", waitSeconds: Math.ceil(wait / 1000) });
  const attempt = sessions.begin(from);
  let right;
  try {
    right = await accounts.verify(email, current);
  } catch (error) {
    if (!(error instanceof PasswordWorkBusy)) throw error;
    sessions.withdraw(attempt);
    return refused({ field: "current", kind: "busy", waitSeconds: 5 });
  }
  if (!right) return refused({ field: "current", kind: "wrongCurrent" });
  sessions.succeeded(attempt);
  await accounts.setPassword(email, next);
  const started = sessions.start(email);
  sessions.audit(email, "changed their password", "every other session ended");
  return { changed: true, sessionId: started.id, session: started.session };
}
