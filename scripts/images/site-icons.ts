/**
 * The icon set browsers, phones and search results ask for, drawn from public/favicon.svg with
 * sharp, and the web app manifest that lists them. Paths from app/seo/urls.ts.
 */
import sharp, { type Sharp } from "sharp";
import { iconPaths } from "../../app/seo/urls.ts";

/** docs/design.md: the ink the header is drawn in, and the paper the pages sit on. */
export const themeColour = "#14181c";
export const backgroundColour = "#f5f6f7";

export interface BuiltFile {
  /** The URL path it is served at. */
  path: string;
  contents: Buffer | string;
}

function viewBoxWidth(svg: string): number {
  const viewBox = /viewBox="[\d.\s-]*?\s([\d.]+)\s[\d.]+"/.exec(svg);
  if (!viewBox?.[1]) throw new Error("the favicon must be an <svg> with a viewBox");
  return Number(viewBox[1]);
}

/** The SVG rasterised at `size` px (not drawn small and enlarged). */
function png(svg: string, size: number): Sharp {
  return sharp(Buffer.from(svg), { density: (72 * size) / viewBoxWidth(svg) }).resize(size, size);
}

const pngOptions = { compressionLevel: 9 } as const;

/** An .ico holding one PNG image: what browsers fetch from /favicon.ico unasked. */
export function icoFromPng(image: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, image]);
}

export async function buildIcons(faviconSvg: string): Promise<BuiltFile[]> {
  const [ico, appleTouch, small, large, maskableMark] = await Promise.all([
    png(faviconSvg, 32).png(pngOptions).toBuffer(),
    png(faviconSvg, 180).png(pngOptions).toBuffer(),
    png(faviconSvg, 192).png(pngOptions).toBuffer(),
    png(faviconSvg, 512).png(pngOptions).toBuffer(),
    // A maskable icon is cropped to a circle or squircle of at least 80% of its width by the
    // phone: the mark shrinks to 80% on the favicon's own ground, so no part of it is cut.
    png(faviconSvg, 410).png(pngOptions).toBuffer(),
  ]);
  const pad = (512 - 410) / 2;
  const maskable = await sharp(maskableMark)
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: themeColour })
    .png(pngOptions)
    .toBuffer();
  return [
    { path: iconPaths.ico, contents: icoFromPng(ico, 32) },
    { path: iconPaths.appleTouch, contents: appleTouch },
    { path: iconPaths.small, contents: small },
    { path: iconPaths.large, contents: large },
    { path: iconPaths.maskable, contents: maskable },
  ];
}

export function webManifest(site: { name: string; shortName: string; description: string }): BuiltFile {
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: themeColour,
    background_color: backgroundColour,
    icons: [
      { src: iconPaths.small, sizes: "192x192", type: "image/png" },
      { src: iconPaths.large, sizes: "512x512", type: "image/png" },
      { src: iconPaths.maskable, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return { path: iconPaths.manifest, contents: `${JSON.stringify(manifest, null, 2)}\n` };
}
