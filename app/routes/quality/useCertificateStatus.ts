import { quality } from "virtual:content/quality";
import { useStanding } from "./useStanding.ts";

type Certificate = (typeof quality.certificates)[number];

/**
 * A certificate's standing, wherever the site names it: "Valid until …", or "Expired on …" with
 * how to ask for the renewed one. Prerendered with the publish day's verdict and judged again by
 * the visitor's clock once the page runs (useNow), so a page is never a day behind its certificate.
 */
export function useCertificateStatus(certificate: Certificate) {
  const { expired, line } = useStanding(certificate, quality.labels);
  return { expired, line, note: expired ? quality.labels.expiredNote : undefined };
}

/** A certificate by its name in content/quality.yaml, as About names the one it shows. */
export const certificateOf = (name: string): Certificate | undefined =>
  quality.certificates.find((certificate) => certificate.name === name);
