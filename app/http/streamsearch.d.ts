// streamsearch ships no types: what the upload reader uses (multipart.server.ts). It is busboy's own
// boundary search, so the two count the same delimiters.
declare module "streamsearch" {
  export default class StreamSearch {
    constructor(
      needle: string | Buffer,
      onInfo: (isMatch: boolean, data?: Buffer, start?: number, end?: number, isSafeData?: boolean) => void,
    );
    /** How many times the needle was found so far. */
    readonly matches: number;
    push(chunk: Buffer, position?: number): number;
  }
}
