import { lazy, Suspense, useState } from "react";
import type { ViewerImage } from "./types.ts";

const ImageViewerDialog = lazy(() => import("./ImageViewerDialog.tsx"));

/** Opens the image viewer on a set of photos; `element` must be rendered where the hook is used. */
export function useImageViewer(images: ViewerImage[]) {
  const [index, setIndex] = useState(-1);
  const element =
    index < 0 ? null : (
      <Suspense fallback={null}>
        <ImageViewerDialog images={images} index={index} onClose={() => setIndex(-1)} />
      </Suspense>
    );
  return { open: setIndex, element };
}
