/**
 * Debian's Chromium, as every test and benchmark launches it: this machine has no downloaded
 * Playwright browsers and must not fetch any (`npm test` installs the Debian package when missing).
 * The flags keep it from reaching anything but the loopback servers under test.
 */
export const chromiumPath = "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
