/**
 * Which files the CAD preview reads, by extension. Small on purpose: a page may import it with
 * its first load, to decide whether to load the reader at all (load-cad.ts).
 */
export type CadFormat = "step" | "iges" | "stl";

const formatsByExtension: Record<string, CadFormat> = {
  step: "step",
  stp: "step",
  iges: "iges",
  igs: "iges",
  stl: "stl",
};

/** The format a file name's extension says, in any case (`PART.STP`); undefined for others. */
export function cadFormatOf(fileName: string): CadFormat | undefined {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension !== undefined && Object.hasOwn(formatsByExtension, extension)
    ? formatsByExtension[extension]
    : undefined;
}
