/** The parts of occt-import-js (dist/occt-import-js.js, an Emscripten module) this folder uses. */
declare module "occt-import-js" {
  export interface OcctParams {
    linearUnit?: "millimeter" | "centimeter" | "meter" | "inch" | "foot";
    linearDeflectionType?: "bounding_box_ratio" | "absolute_value";
    linearDeflection?: number;
    angularDeflection?: number;
  }

  export interface OcctMesh {
    name: string;
    attributes: { position: { array: number[] }; normal?: { array: number[] } };
    index: { array: number[] };
  }

  export interface OcctResult {
    success: boolean;
    meshes: OcctMesh[];
  }

  export interface Occt {
    ReadStepFile(content: Uint8Array, params: OcctParams | null): OcctResult;
    ReadIgesFile(content: Uint8Array, params: OcctParams | null): OcctResult;
  }

  /** Emscripten's module overrides. */
  export interface OcctModuleOptions {
    locateFile?: (path: string, scriptDirectory: string) => string;
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }

  export default function occtimportjs(options?: OcctModuleOptions): Promise<Occt>;
}
