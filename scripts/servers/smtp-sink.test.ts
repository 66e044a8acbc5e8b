import { connect } from "node:net";
import { expect, it } from "vitest";
import { startSmtpSink } from "./smtp-sink.ts";

// The crash test kills the site with -9 while it is sending: the sink sees the connection reset.
// Unhandled, that reset ended the whole unit run as an "uncaught exception" (CI, a8c3a8f).
it("a client that resets its connection mid-session leaves the sink running", async () => {
  const sink = await startSmtpSink();
  const port = Number(new URL(sink.url).port);
  const socket = connect(port, "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("data", () => resolve()));
  // smtp-server keeps quiet about a reset outside a mail; inside one (after MAIL FROM) it reports it.
  for (const line of [
    "EHLO test",
    "MAIL FROM:<a@example.com>",
    "RCPT TO:<b@example.com>",
    "DATA",
    "Subject: cut",
  ]) {
    socket.write(`${line}\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  socket.resetAndDestroy();
  await new Promise((resolve) => setTimeout(resolve, 200));
  // Still answering: a new client gets the greeting.
  const again = connect(port, "127.0.0.1");
  const greeting = await new Promise<string>((resolve) =>
    again.once("data", (data) => resolve(String(data))),
  );
  again.destroy();
  expect(greeting).toMatch(/^220 /);
  await sink.close();
});
