export interface ViewerImage {
  slot: string;
  alt: string;
  /** Shown under the image in the viewer. */
  title: string;
}
