import { useNow } from "../../components/useNow.ts";
import { longDate } from "../../format/locale-format.ts";
import { fillTemplate } from "../../format/template.ts";
import { validity } from "./validity.ts";

/**
 * The standing of a certificate in the words given ("Valid until {date}", "Expired on {date}"):
 * for pages that carry only the certificates' dates and these two lines (the home page), not the
 * quality page's content. Prerendered with the build day's verdict, judged again by the visitor's
 * clock once the page runs (useNow).
 */
export function useStanding(certificate: { validUntil: string }, labels: { valid: string; expired: string }) {
  const { expired } = validity(certificate.validUntil, useNow());
  return {
    expired,
    line: fillTemplate(expired ? labels.expired : labels.valid, { date: longDate(certificate.validUntil) }),
  };
}
