/**
 * For the server's tests: the app on a free port, and a request sent exactly as written. fetch() would tidy the path (a
 * backslash becomes a slash, "%2e" a dot) and refuses to set Host or to send TRACE; an attacker's
 * client and a proxy do neither.
 */
import { request, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Express } from "express";
import type { ServerBuild } from "react-router";

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export function rawRequest(
  origin: string,
  { method = "GET", path, headers = {}, body }: RawRequest,
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    // A fresh connection each time: a request the server's parser refuses closes its socket.
    const outgoing = request({ host: hostname, port, method, path, headers, agent: false }, (response) => {
      let text = "";
      response.on("error", reject);
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** Listens on a free port of 127.0.0.1; resolves with the origin and a way to stop. */
export async function listen(app: Express): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = await new Promise<Server>((resolve) => {
    const listening: Server = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The English build `npm run build` made (build/), as the server loads it. */
export async function englishBuild(): Promise<{ build: ServerBuild; clientDir: string }> {
  const serverEntry = fileURLToPath(new URL("../build/server/index.js", import.meta.url));
  return {
    build: (await import(/* @vite-ignore */ pathToFileURL(serverEntry).href)) as ServerBuild,
    clientDir: fileURLToPath(new URL("../build/client", import.meta.url)),
  };
}

/** One part of a multipart/form-data body: a text field, or a file when it has a file name. */
export interface Part {
  name: string;
  value?: string | Uint8Array;
  /** Written into the part's header as it is: a test may put anything there, line breaks too. */
  filename?: string;
  /** The whole Content-Disposition value, instead of the one made from name and file name. */
  disposition?: string;
}

export const testBoundary = "----foundry-test-boundary";

/** A multipart/form-data body as a browser sends it, from parts written as given. */
export function multipartBody(parts: readonly Part[], boundary = testBoundary): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.disposition ??
      `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
    const type = part.filename === undefined ? "" : "Content-Type: application/octet-stream\r\n";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.from(part.value ?? ""));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/**
 * Sends a request's head and then `body` (bytes or chunks) on a socket of its own, as an attacker
 * would: the declared length need not match, and `hangUpAfter` closes the connection after that
 * many body bytes. Resolves with the status line's code, or 0 when the server answered nothing.
 */
export function sendRaw(
  origin: string,
  {
    method = "POST",
    path,
    headers,
    body,
    hangUpAfter,
    reset = false,
    timeoutMs = 10_000,
  }: {
    method?: string;
    path: string;
    headers: Record<string, string>;
    body: Buffer;
    hangUpAfter?: number;
    /** With hangUpAfter: drop the connection (TCP reset) instead of closing it in order. */
    reset?: boolean;
    timeoutMs?: number;
  },
): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let answer = "";
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      resolve({ status: status ? Number(status[1]) : 0, text: answer });
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on("error", done);
    socket.on("close", done);
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString("latin1");
      // One answer is all we wait for.
      const head = answer.indexOf("\r\n\r\n");
      if (head === -1) return;
      const length = /\r\ncontent-length: (\d+)/i.exec(answer.slice(0, head));
      if (length && answer.length >= head + 4 + Number(length[1])) done();
    });
    socket.on("connect", () => {
      const head = [`${method} ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, "Connection: close"]
        .concat(Object.entries(headers).map(([name, value]) => `${name}: ${value}`))
        .join("\r\n");
      socket.write(`${head}\r\n\r\n`);
      const sent = hangUpAfter === undefined ? body : body.subarray(0, hangUpAfter);
      socket.write(sent, () => {
        if (hangUpAfter === undefined) return;
        if (reset) socket.resetAndDestroy();
        else socket.end();
      });
    });
  });
}

/**
 * The request that used to stop the server: 125 bytes of multipart body whose file part never
 * reaches its closing boundary, without a token or an Origin.
 */
export function unfinishedFilePart(): { path: string; headers: Record<string, string>; body: Buffer } {
  const body = Buffer.from(
    `--XX\r\nContent-Disposition: form-data; name="attachments"; filename="a.pdf"\r\n\r\nabc`,
  );
  return {
    path: "/contact",
    headers: { "Content-Type": "multipart/form-data; boundary=XX", "Content-Length": String(body.length) },
    body,
  };
}
