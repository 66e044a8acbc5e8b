/**
 * A certificate authority of the tests' own and a certificate it signs for localhost and
 * 127.0.0.1, made once with Debian's openssl into .cache/tls/: the nginx front serves HTTPS with
 * it, and Node (NODE_EXTRA_CA_CERTS) and Chromium trust it, so the tests see what a visitor of the
 * real site sees, certificate checks included.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const dir = fileURLToPath(new URL("../../.cache/tls/", import.meta.url));

export interface TestCertificate {
  authority: string;
  certificate: string;
  key: string;
}

export function testCertificate(): TestCertificate {
  const files = {
    authority: join(dir, "ca.pem"),
    certificate: join(dir, "localhost.pem"),
    key: join(dir, "localhost-key.pem"),
  };
  if (Object.values(files).every((file) => existsSync(file))) return files;
  mkdirSync(dir, { recursive: true });
  const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
  openssl(
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "3650",
    "-subj",
    "/CN=Foundry test CA",
    "-keyout",
    "ca-key.pem",
    "-out",
    "ca.pem",
  );
  openssl(
    "req",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-subj",
    "/CN=localhost",
    "-keyout",
    "localhost-key.pem",
    "-out",
    "localhost.csr",
  );
  writeFileSync(
    join(dir, "localhost.ext"),
    "basicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\nsubjectAltName=DNS:localhost,IP:127.0.0.1\n",
  );
  openssl(
    "x509",
    "-req",
    "-in",
    "localhost.csr",
    "-CA",
    "ca.pem",
    "-CAkey",
    "ca-key.pem",
    "-CAcreateserial",
    "-days",
    "825",
    "-extfile",
    "localhost.ext",
    "-out",
    "localhost.pem",
  );
  return files;
}
