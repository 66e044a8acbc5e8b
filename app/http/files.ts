/**
 * A file received in a multipart body, as the enquiry forms, the editor and the pages that show
 * their outcome share it. Client-safe: types only.
 */

/** A file as the sender picked it, once the server has written it to disk as it arrived. */
export interface ReceivedFile {
  /** The name the sender's system gave it, reduced to a safe single line. */
  name: string;
  size: number;
  /** Where it is on the server's disk (multipart.server.ts); the caller takes it from there. */
  path: string;
}

/**
 * Why none of the files were kept: more files, or more bytes, than one form takes, or a file
 * part no browser sends (a name with a line break), which cannot be named back to the sender.
 */
export type FilesRefusal = "too-many" | "too-large" | "unreadable";

/** The kinds file-kind.server.ts tells from a file's bytes. */
export type FileKind = "pdf" | "step" | "iges" | "stl" | "dxf" | "dwg" | "png" | "jpeg" | "zip";
