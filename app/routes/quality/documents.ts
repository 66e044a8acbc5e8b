/** Where the quality page's PDFs are served (scripts/build/documents-plugin.ts) and how their size reads. */
import { formatNumber } from "../../format/locale-format.ts";

export function documentUrl(file: string): string {
  return `/documents/${file}`;
}

/** "240 KB", "1.4 MB": what a buyer on a slow connection wants to know before opening it. */
export function fileSize(bytes: number): string {
  return bytes < 1_000_000
    ? `${formatNumber(Math.max(1, Math.round(bytes / 1000)), 0)} KB`
    : `${formatNumber(bytes / 1_000_000, 1)} MB`;
}
