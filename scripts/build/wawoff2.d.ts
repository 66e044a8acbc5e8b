// wawoff2 ships no types: the one function the share pictures use (glyph-paths.ts).
declare module "wawoff2" {
  /** A WOFF2 file's font, as the TrueType/OpenType bytes it was compressed from. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
  const wawoff2: { decompress: typeof decompress };
  export default wawoff2;
}
