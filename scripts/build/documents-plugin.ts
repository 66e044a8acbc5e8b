/**
 * The quality page's PDFs (content/documents/: certificates and sample inspection documents,
 * uploaded in the browser editor) as the site's files at /documents/<file>: copied into the
 * English build's client folder, which every language links to, and served from content/ by
 * `npm run dev`.
 */
import { copyFileSync, createReadStream, existsSync, mkdirSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import { contentRoot } from "../../app/content/load-content.ts";
import { defaultLocale, type LocaleCode } from "../../app/locales.ts";

const pdf = /^[a-z0-9]+(-[a-z0-9]+)*\.pdf$/;

export function documents(options: { locale: LocaleCode }): Plugin {
  const folder = join(contentRoot, "documents");
  const files = () => (existsSync(folder) ? readdirSync(folder).filter((file) => pdf.test(file)) : []);
  return {
    name: "foundry-documents",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = /^\/documents\/([^/?]+)$/.exec(req.url?.split("?")[0] ?? "")?.[1];
        if (!file || !files().includes(file)) return next();
        res.setHeader("Content-Type", "application/pdf");
        const stream = createReadStream(join(folder, file));
        stream.once("error", next);
        stream.pipe(res);
      });
    },
    closeBundle(error) {
      if (error || this.environment.mode !== "build" || this.environment.name !== "client") return;
      if (options.locale !== defaultLocale.code) return;
      const outDir = join(
        resolve(this.environment.config.root, this.environment.config.build.outDir),
        "documents",
      );
      const found = files();
      if (found.length === 0) return;
      mkdirSync(outDir, { recursive: true });
      for (const file of found) copyFileSync(join(folder, file), join(outDir, file));
      this.environment.logger.info(`${found.length} document(s) copied to /documents/`);
    },
  };
}
