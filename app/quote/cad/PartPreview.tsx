/**
 * The buyer's part in 3-D, with its figures in words beside it. Load it lazily, with three.js in
 * its own chunk: `const PartPreview = lazy(() => import("…/quote/cad/PartPreview.tsx"))`.
 * Words come from the page (its content, in the visitor's language): the view's accessible name as
 * `label`, and the figures as `children`, which screen readers read with the view and everyone
 * sees under it.
 */
import { type ReactNode, useEffect, useId, useRef } from "react";
import { usePrefersReducedMotion } from "../../components/usePrefersReducedMotion.ts";
import type { PreviewMesh } from "./mesh.ts";
import styles from "./PartPreview.module.css";
import { startPartView } from "./part-view.ts";

export interface PartPreviewProps {
  /** From a CadResult whose status is "ok". */
  mesh: PreviewMesh;
  /** The view's accessible name, e.g. "3-D view of hammer.step". */
  label: string;
  /** The figures in words, e.g. "120 × 80 × 40 mm, 384 cm³, about 3.0 kg in manganese steel". */
  children: ReactNode;
}

export default function PartPreview({ mesh, label, children }: PartPreviewProps) {
  const view = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const host = view.current;
    if (!host) return;
    const started = startPartView(host, mesh, { turn: !reducedMotion });
    // Without WebGL the empty frame goes; the figures stay.
    host.hidden = !started;
    return started?.dispose;
  }, [mesh, reducedMotion]);

  return (
    <figure className={styles.preview}>
      {/* The canvas inside says nothing to assistive technology: the label and caption do. */}
      <div
        ref={view}
        className={styles.view}
        role="img"
        aria-label={label}
        aria-describedby={captionId}
        tabIndex={0}
      />
      <figcaption id={captionId} className={styles.caption}>
        {children}
      </figcaption>
    </figure>
  );
}
