/**
 * For the server's tests: the app on a free port, and a request sent exactly as written. fetch() would tidy the path (a
 * backslash becomes a slash, "%2e" a dot) and refuses to set Host or to send TRACE; an attacker's
 * client and a proxy do neither.
 */
import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
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
