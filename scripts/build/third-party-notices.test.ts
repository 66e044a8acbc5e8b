import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { noticesText, packageDirOf } from "./third-party-notices.ts";

const modules = fileURLToPath(new URL("../../node_modules", import.meta.url));

describe("packageDirOf", () => {
  it.each([
    ["/repo/node_modules/three/build/three.module.js", "/repo/node_modules/three"],
    ["/repo/node_modules/@fontsource/inter/files/a.woff2", "/repo/node_modules/@fontsource/inter"],
    // A package inside another's node_modules is its own package.
    ["/repo/node_modules/a/node_modules/b/index.js?worker", "/repo/node_modules/a/node_modules/b"],
    ["C:\\repo\\node_modules\\react\\index.js", "C:/repo/node_modules/react"],
  ])("%s belongs to %s", (id, dir) => expect(packageDirOf(id)).toBe(dir));

  it("leaves the site's own modules out", () => {
    expect(packageDirOf("/repo/app/root.tsx")).toBeUndefined();
    expect(packageDirOf("\0virtual:content/site")).toBeUndefined();
  });
});

describe("noticesText", () => {
  const text = noticesText([join(modules, "three"), join(modules, "occt-import-js"), join(modules, "three")]);

  it("lists each package once, by name, with its version and licence", () => {
    expect(text.match(/^- .*$/gm)).toEqual([
      expect.stringMatching(/^- occt-import-js [\d.]+: LGPL-2\.1$/),
      expect.stringMatching(/^- three [\d.]+: MIT$/),
    ]);
  });

  it("gives each licence's text, the files a build ships beside it too, and where the source is", () => {
    expect(text).toContain("--- dist/license.occt.txt ---");
    expect(text).toContain("GNU LESSER GENERAL PUBLIC LICENSE");
    expect(text).toContain("Source: https://github.com/kovacsv/occt-import-js");
    expect(text).toMatch(/Source of this version: https:\/\/www\.npmjs\.com\/package\/three\/v\/[\d.]+/);
    expect(text).toContain("Permission is hereby granted, free of charge");
  });
});
