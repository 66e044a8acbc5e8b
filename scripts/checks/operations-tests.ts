/**
 * The long operations scenarios (issue 50 item 7): DEPLOY.md run as root, a release's go-live and
 * its stops, each minutes of `npm ci`, builds and services, mostly waiting on disks and children.
 * `npm test` runs them as a layer of their own beside the unit tests, which use one of the
 * machine's two cores (vitest's one worker), so the other is not left idle; `npm run test:unit`
 * still runs them with the rest.
 */
export const operationsTests = [
  "scripts/ops/deploy-guide.test.ts",
  "scripts/ops/release.test.ts",
  "scripts/ops/release-stops.test.ts",
];
