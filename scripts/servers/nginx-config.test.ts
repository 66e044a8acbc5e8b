/**
 * The production configuration (`npm run nginx:config`, deploy/nginx.conf) on a stock Debian 12
 * nginx: Debian's own /etc/nginx/nginx.conf includes it from conf.d, beside Debian's default
 * site, and `nginx -t` accepts the whole. Its logs keep no visitor's address, browser, query or
 * private link, and nothing of ours is left at the http level where Debian's settings are.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { testCertificate } from "../../tests/e2e/certificate.ts";
import { productionNginxSettings, writeNginxConfig } from "./nginx-config.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const debianConfig = "/etc/nginx/nginx.conf";
const work = mkdtempSync(join(tmpdir(), "nginx-debian-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const certificate = testCertificate();
const rendered = writeNginxConfig(
  productionNginxSettings(
    {
      SITE_URL: "https://www.example-foundry.it",
      TLS_CERTIFICATE: certificate.certificate,
      TLS_CERTIFICATE_KEY: certificate.key,
    },
    { buildDir: join(root, "build"), outDir: join(work, "foundry") },
  ),
);
const config = readFileSync(rendered, "utf8");

describe("the production configuration", () => {
  it.runIf(process.getuid?.() === 0)(
    "passes nginx -t inside Debian's own nginx.conf, beside Debian's default site",
    () => {
      // Debian's file as it is, its conf.d include pointed at ours.
      const debian = readFileSync(debianConfig, "utf8");
      expect(debian).toContain("include /etc/nginx/conf.d/*.conf;");
      const main = join(work, "nginx.conf");
      writeFileSync(main, debian.replace("include /etc/nginx/conf.d/*.conf;", `include ${rendered};`));
      const test = spawnSync("nginx", ["-t", "-c", main], { encoding: "utf8" });
      expect(test.stderr).toContain("test is successful");
      expect(test.status).toBe(0);
    },
  );

  it("passes the editor (/admin) to Node over HTTPS only: a front without a certificate answers 404", () => {
    const admin = (text: string) => /location \^~ \/admin \{([^}]*)\}/.exec(text)?.[1] ?? "";
    expect(admin(config)).toMatch(/return 418;/);
    expect(admin(config)).not.toMatch(/return 404;/);
    const plain = readFileSync(
      writeNginxConfig({
        ...productionNginxSettings({}, { buildDir: join(root, "build"), outDir: join(work, "plain") }),
        listen: ["8080"],
        port: 8080,
        tls: null,
      }),
      "utf8",
    );
    expect(admin(plain)).toMatch(/return 404;/);
    expect(admin(plain)).not.toMatch(/return 418;/);
  });

  it("logs time, method, path and answer only: no address, browser, query or private link", () => {
    const format = /log_format foundry '([^']*)'/.exec(config)?.[1] ?? "";
    expect(format).toContain("$logged_path");
    expect(format).not.toMatch(
      /\$(remote_addr|binary_remote_addr|http_user_agent|http_referer|args|request_uri|request\b)/,
    );
    expect(config).toMatch(/"~\^\/enquiry-files\/" "\/enquiry-files\/\(private link\)";/);
    // Every server block says where it logs: none falls back on Debian's http-level access_log.
    const servers = config.split(/^server \{/m).slice(1);
    expect(servers).toHaveLength(2);
    for (const server of servers)
      expect(server).toMatch(/access_log \/var\/log\/nginx\/foundry\.access\.log foundry;/);
  });

  it("listens where PUBLIC_LISTEN and PUBLIC_HTTP_LISTEN say, 443 and 80 unless told, and refuses what is no address", () => {
    expect(config).toMatch(/^ {4}listen 443 ssl http2;$/m);
    expect(config).toMatch(/^ {4}listen 80;$/m);
    const settings = (env: Record<string, string>) =>
      productionNginxSettings(
        { SITE_URL: "https://www.example-foundry.it", ...env },
        { buildDir: join(root, "build"), outDir: join(work, "listen") },
      );
    const chosen = readFileSync(
      writeNginxConfig(
        settings({ PUBLIC_LISTEN: "192.0.2.10:443 [2001:db8::10]:443", PUBLIC_HTTP_LISTEN: "192.0.2.10:80" }),
      ),
      "utf8",
    );
    expect(chosen).toMatch(
      /^ {4}listen 192\.0\.2\.10:443 ssl http2;\n {4}listen \[2001:db8::10\]:443 ssl http2;$/m,
    );
    expect(chosen).toMatch(/^ {4}listen 192\.0\.2\.10:80;$/m);
    expect(chosen).not.toMatch(/^\s+listen 443 /m);
    expect(() => settings({ PUBLIC_LISTEN: "443; include /etc/passwd" })).toThrow(/PUBLIC_LISTEN: "443;"/);
  });

  it.runIf(existsSync("/etc/logrotate.d/nginx"))(
    "writes its logs where Debian's logrotate rotates nginx's, and DEPLOY.md installs logrotate",
    () => {
      // Debian's nginx package rotates /var/log/nginx/*.log (14 days, 0640); without logrotate
      // itself, nothing runs it and the access log grows without bound.
      const rotated = readFileSync("/etc/logrotate.d/nginx", "utf8");
      const glob = /^(\/var\/log\/nginx\/\*\.log)\s*\{/m.exec(rotated)?.[1];
      expect(glob).toBe("/var/log/nginx/*.log");
      for (const log of [/access_log (\S+) foundry;/, /error_log (\S+) crit;/])
        expect(log.exec(config)?.[1]).toMatch(/^\/var\/log\/nginx\/[^/]+\.log$/);
      const packages =
        /apt-get install ([^`]*)`/.exec(readFileSync(join(root, "DEPLOY.md"), "utf8"))?.[1] ?? "";
      expect(packages.split(/\s+/)).toEqual(expect.arrayContaining(["nginx", "logrotate", "sudo", "git"]));
    },
  );

  it("sets nothing at the http level that Debian's nginx.conf sets too", () => {
    const httpLevel = config
      .split("\n")
      .filter((line) => /^[a-z_]+\s/.test(line))
      .map((line) => line.split(/\s/)[0]);
    for (const directive of ["gzip", "access_log", "error_log", "server_tokens", "ssl_protocols", "charset"])
      expect(httpLevel, directive).not.toContain(directive);
  });
});
