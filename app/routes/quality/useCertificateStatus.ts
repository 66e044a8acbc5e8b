import { quality } from "virtual:content/quality";
import { useNow } from "../../components/useNow.ts";
import { longDate } from "../../format/locale-format.ts";
import { fillTemplate } from "../../format/template.ts";
import { validity } from "./validity.ts";

type Certificate = (typeof quality.certificates)[number];

/**
 * A certificate's standing, wherever the site names it: "Valid until …", or "Expired on …" with
 * how to ask for the renewed one. Prerendered with the publish day's verdict and judged again by
 * the visitor's clock once the page runs (useNow), so a page is never a day behind its certificate.
 */
export function useCertificateStatus(certificate: Certificate) {
  const { expired } = validity(certificate.validUntil, useNow());
  const line = fillTemplate(expired ? quality.labels.expired : quality.labels.valid, {
    date: longDate(certificate.validUntil),
  });
  return { expired, line, note: expired ? quality.labels.expiredNote : undefined };
}

/** The certificate the site's other pages mean by a standard's name (About's "ISO 9001:2008"). */
export const certificateOf = (standard: string): Certificate | undefined =>
  quality.certificates.find((certificate) => certificate.standard === standard);
