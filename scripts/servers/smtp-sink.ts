/**
 * A real SMTP server on 127.0.0.1 for the tests that send through the real server process
 * (server/crash.test.ts, server/drawings.test.ts): every mail it accepts, read as a mail program
 * reads it (postal-mime: headers decoded, attachments as bytes).
 */
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface SmtpSink {
  /** SMTP_URL for the server under test. */
  url: string;
  /** The mails accepted so far, in order. */
  mails: Email[];
  close(): Promise<void>;
}

/** On `port` (0: one the system picks); a test that stops its mail server starts it again on the same. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const mails: Email[] = [];
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // A mail server that stops drops the clients it has, as a real one going down does.
    closeTimeout: 200,
    // Drawings: up to 50 MB before encoding.
    size: 96 * 1024 * 1024,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (mail) => {
            mails.push(mail);
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  // A client that dies mid-session (the crash test kills the site with -9) resets its connection;
  // smtp-server reports that as an 'error' event, which without a listener would end the test run.
  sink.on("error", () => {});
  await new Promise<void>((resolve) => sink.listen(port, "127.0.0.1", resolve));
  const address = sink.server.address();
  const listening = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    mails,
    close: () => new Promise<void>((resolve) => sink.close(() => resolve())),
  };
}
