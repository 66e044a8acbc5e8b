// The build's font files, written by scripts/build/font-subsets.ts: their URLs, in preload order.
declare module "virtual:font-files" {
  const files: string[];
  export default files;
}
