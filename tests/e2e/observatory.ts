/**
 * The MDN HTTP Observatory's own scanner (the npm package behind observatory.mozilla.org), pointed
 * at the nginx front on its test ports. Its `scan()` reaches only ports 80 and 443, so this calls
 * what `scan()` calls: the retriever (with ports), every test, and the grader, scoring as it does.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { getCACertificates, setDefaultCACertificates } from "node:tls";
// @ts-expect-error: the package ships JavaScript without types
import { ALL_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";
// @ts-expect-error: as above
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
// @ts-expect-error: as above
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
// @ts-expect-error: as above
import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";

interface TestResult {
  result: string | null;
  pass: boolean;
}

export interface ObservatoryScan {
  grade: string;
  score: number;
  /** every test by name, with its result and the points it gave or took */
  tests: Record<string, { result: string | null; pass: boolean; modifier: number }>;
}

/**
 * The scanner reads Chromium's HSTS preload list, which its install script downloads from GitHub
 * (denied in package.json: this network cannot reach it). Our site is on no preload list, so an
 * empty list gives it the verdicts the real one would.
 */
function provideHstsPreloadList() {
  const conf = join(
    dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory")),
    "..",
    "conf",
  );
  const file = join(conf, "hsts-preload.json");
  if (!existsSync(file)) writeFileSync(file, "{}\n");
}

/** Trusts the tests' certificate authority as a visitor's browser trusts the site's real one. */
function trust(authority: string) {
  const pem = readFileSync(authority, "utf8");
  const current = getCACertificates("default");
  if (!current.includes(pem)) setDefaultCACertificates([...current, pem]);
}

export async function observatoryScan(
  hostname: string,
  {
    httpPort,
    httpsPort,
    path,
    authority,
  }: { httpPort: number; httpsPort: number; path: string; authority: string },
): Promise<ObservatoryScan> {
  provideHstsPreloadList();
  trust(authority);
  const requests = await retrieve(hostname, { httpPort, httpsPort, path });
  if (!requests.responses.auto)
    throw new Error(`the Observatory could not reach ${hostname}:${httpsPort}${path}`);
  const results = (
    ALL_TESTS as ((requests: unknown) => TestResult & { constructor: { name: string } })[]
  ).map((test) => test(requests));
  // As the scanner scores: 100, plus every modifier; the bonuses count only when the score
  // without them is already an A.
  let withBonuses = 100;
  let withoutBonuses = 100;
  const tests: ObservatoryScan["tests"] = {};
  for (const result of results) {
    const modifier = result.result ? (getScoreModifier(result.result) as number) : 0;
    withBonuses += modifier;
    if (modifier < 0) withoutBonuses += modifier;
    tests[result.constructor.name] = { result: result.result, pass: result.pass, modifier };
  }
  const score = withoutBonuses >= (MINIMUM_SCORE_FOR_EXTRA_CREDIT as number) ? withBonuses : withoutBonuses;
  const graded = getGradeForScore(score) as { grade: string; score: number };
  return { grade: graded.grade, score: graded.score, tests };
}
