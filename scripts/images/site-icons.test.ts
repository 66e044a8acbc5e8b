import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { iconPaths } from "../../app/seo/urls.ts";
import { buildIcons, themeColour, webManifest } from "./site-icons.ts";

const favicon = readFileSync(new URL("../../public/favicon.svg", import.meta.url), "utf8");
const icons = await buildIcons(favicon);
const file = (path: string) => {
  const found = icons.find((icon) => icon.path === path);
  if (!found || typeof found.contents === "string") throw new Error(`no icon ${path}`);
  return found.contents;
};

describe("icons", () => {
  it.each([
    [iconPaths.appleTouch, 180],
    [iconPaths.small, 192],
    [iconPaths.large, 512],
    [iconPaths.maskable, 512],
  ])("%s is a %i px square PNG", async (path, size) => {
    expect(await sharp(file(path)).metadata()).toMatchObject({ format: "png", width: size, height: size });
  });

  it("favicon.ico holds one 32 px PNG", async () => {
    const ico = file(iconPaths.ico);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico.readUInt8(6), ico.readUInt8(7)]).toEqual([32, 32]);
    const png = ico.subarray(ico.readUInt32LE(18), ico.readUInt32LE(18) + ico.readUInt32LE(14));
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 32, height: 32 });
  });

  it("the maskable icon keeps its mark inside the circle every phone's mask leaves", async () => {
    const { data, info } = await sharp(file(iconPaths.maskable))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const ground = [1, 3, 5].map((start) => Number.parseInt(themeColour.slice(start, start + 2), 16));
    const centre = info.width / 2;
    let outside = 0;
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) <= info.width * 0.4) continue;
        const at = (y * info.width + x) * 3;
        if (ground.some((value, channel) => Math.abs((data[at + channel] ?? 0) - value) > 2)) outside++;
      }
    }
    expect(outside).toBe(0);
  });
});

describe("web manifest", () => {
  it("names the site and lists the icons, one of them maskable", () => {
    const manifest = JSON.parse(
      String(webManifest({ name: "Fonderia", shortName: "Fonderia", description: "Castings" }).contents),
    );
    expect(manifest).toMatchObject({
      name: "Fonderia",
      short_name: "Fonderia",
      start_url: "/",
      display: "standalone",
      theme_color: "#14181c",
    });
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual([
      iconPaths.small,
      iconPaths.large,
      iconPaths.maskable,
    ]);
    expect(manifest.icons.filter((icon: { purpose?: string }) => icon.purpose === "maskable")).toHaveLength(
      1,
    );
  });
});
