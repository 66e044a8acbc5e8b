/**
 * For the server's tests: a request sent exactly as written. fetch() would tidy the path (a
 * backslash becomes a slash, "%2e" a dot) and refuses to set Host or to send TRACE; an attacker's
 * client and a proxy do neither.
 */
import { request } from "node:http";

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
    const outgoing = request({ host: hostname, port, method, path, headers }, (response) => {
      let text = "";
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
