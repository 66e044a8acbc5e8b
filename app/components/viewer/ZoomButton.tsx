import { layout } from "virtual:content/layout";
import type { ReactNode } from "react";
import { fillTemplate } from "../../format/template.ts";
import styles from "./ZoomButton.module.css";

/**
 * Makes a photo a button that opens the viewer. The name is set explicitly ("Enlarge photo: …"):
 * browsers do not read an image's alt through the <figure> around it. It starts with the words the
 * photo shows (its number, its caption), because speech-input users say what they see (WCAG 2.5.3).
 */
export function ZoomButton({
  alt,
  shown,
  onOpen,
  children,
}: {
  alt: string;
  /** The words visible on the photo: its number or caption. */
  shown?: string | undefined;
  onOpen: () => void;
  children: ReactNode;
}) {
  const name = shown
    ? fillTemplate(layout.viewer.openShown, { shown, alt })
    : fillTemplate(layout.viewer.open, { alt });
  return (
    <button type="button" className={styles.zoom} onClick={onOpen} aria-label={name}>
      {children}
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M15 15l5 5M10.5 8v5M8 10.5h5" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}
