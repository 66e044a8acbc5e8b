import type { Plugin } from "vite";
import { lateStylesheetHref, withoutFontFaces } from "../../app/styles/late-stylesheet.ts";

/**
 * Beside the client build's stylesheet, the file the starter fetches after the first paint: the
 * same rules without the @font-face ones, which every page carries inline
 * (app/styles/late-stylesheet.ts).
 */
export function lateStylesheet(): Plugin {
  return {
    name: "late-stylesheet",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const file of Object.values(bundle)) {
        if (file.type !== "asset" || !file.fileName.endsWith(".css")) continue;
        this.emitFile({
          type: "asset",
          fileName: lateStylesheetHref(file.fileName),
          source: withoutFontFaces(String(file.source)),
        });
      }
    },
  };
}
