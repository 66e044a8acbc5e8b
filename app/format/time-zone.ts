/** Time zones as visitors read them. Client-safe: the header shows the opening hours' offsets. */

/**
 * The offsets from UTC a zone keeps in winter and in summer, as visitors read them: "UTC+1",
 * "UTC+2" for Europe/Rome; one for a zone without summer time.
 */
export function utcOffsetsOf(zone: string, year = new Date().getUTCFullYear()): string[] {
  const offsets = [0, 6].map((month) => {
    const name =
      new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "shortOffset" })
        .formatToParts(Date.UTC(year, month, 15))
        .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
    return name === "GMT" ? "UTC" : name.replace("GMT", "UTC");
  });
  return [...new Set(offsets)];
}
