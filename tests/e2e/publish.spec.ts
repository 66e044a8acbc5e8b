/**
 * The company changes its phone number in the browser and publishes it, as it would in production:
 * a site of its own here (the checkout's server, with its own data and releases folders), an
 * account made with `npm run admin`, the number edited in the facts, saved, published; every
 * language's live pages show it while a visitor asking for pages every 100 ms sees no failed
 * request; with it a case study in four languages, a certificate with its PDF and an expired one,
 * added through the same editor, are on the live site. Then undo and publish again, and a publish
 * whose build fails leaves the live site serving, saying why in one line.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { editorText } from "../../app/admin/editor-text.ts";
import { publishState } from "../../app/admin/publish.server.ts";
import { fieldText, pageName } from "../../app/admin/field-help/index.ts";
import { localePath, locales } from "../../app/locales.ts";
import { addCaseStudy, addCertificates, checkProofLive } from "./admin-proof.ts";
import { expect, filled, test } from "./helpers.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const words = editorText.en;
const password = "cast iron is heavy 42";
const port = 7400 + Math.floor(Math.random() * 300);
const origin = `http://127.0.0.1:${port}`;

let work: string;
let server: ChildProcess | undefined;

// Five publishes of four languages each, on two cores shared with the other tests: 4.3 min alone,
// over 6 with the suite beside it (and the editor's live preview rendering as the forms are filled),
// near 10 in a slow CI run.
test.describe.configure({ mode: "serial", timeout: 900_000 });

// A build of four languages: ~1 min alone, past 4 min with the suite's other worker beside it
// (CI, 2026-11-28: 188 s until the last language, then every page checked).
const buildTime = 420_000;

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "publish-"));
  chmodSync(work, 0o755);
  const env = { PATH: process.env.PATH, DATA_DIR: join(work, "data"), RELEASES_DIR: join(work, "releases") };
  const made = spawnSync(
    process.execPath,
    ["scripts/ops/admin.ts", "add-user", "editor@foundry.example", "--role", "editor"],
    {
      cwd: root,
      env,
      input: `${password}\n${password}\n`,
      encoding: "utf8",
    },
  );
  expect(made.status, made.stderr).toBe(0);
  server = spawn(process.execPath, ["server/start.ts"], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: "build" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.resume();
  server.stderr?.resume();
  await expect.poll(() => status("/health").then((answer) => answer.status), { timeout: 60_000 }).toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server?.once("exit", resolve));
  }
  rmSync(work, { recursive: true, force: true });
});

function status(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const request = get(`${origin}${path}`, { timeout: 10_000 }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      response.on("error", () => resolve({ status: 0, body }));
    });
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve({ status: 0, body: "" }));
  });
}

/** A visitor asking for pages every 100 ms until stopped: every answer that is not 200. */
function visitor() {
  const failed: string[] = [];
  let asked = 0;
  let running = true;
  const paths = ["/", "/it/contact", "/ar", "/about", "/pt/gallery"];
  const done = (async () => {
    while (running) {
      const path = paths[asked % paths.length] ?? "/";
      const answer = await status(path);
      asked++;
      if (answer.status !== 200) failed.push(`${path} ${answer.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return { asked, failed };
    },
  };
}

/** Every language's contact page, as visitors get it. */
const contactPages = () => Promise.all(locales.map((locale) => status(localePath(locale, "/contact"))));

test("an editor changes the phone number, publishes it to every language, undoes it, and a failed build changes nothing", async ({
  page,
}) => {
  const publish = async () => {
    const watching = visitor();
    await page.goto(`${origin}/admin/publish`);
    const asked = Date.now();
    await page.getByRole("button", { name: words.publish.button, exact: true }).click();
    // The page says it is publishing and refreshes itself until the release is live or refused. A
    // publish of words alone can be over before the page after the click has loaded (5.7 s once,
    // while the other test files loaded both cores): the outcome shows at once then.
    const outcome = page.getByText(/^(Published|Not published)/);
    await expect(
      page.getByRole("status").filter({ hasText: words.publish.running }).or(outcome),
    ).toBeVisible();
    // This publish's own end (the runner's record), not the last one's.
    await expect
      .poll(
        () => {
          const state = publishState(join(work, "data"));
          return state && Date.parse(state.startedAt) >= asked - 1000 ? state.status : "not started";
        },
        { timeout: buildTime, intervals: [500] },
      )
      .toMatch(/^(done|failed)$/);
    await expect(outcome).toBeVisible({ timeout: 10_000 });
    return watching.stop();
  };

  await page.goto(`${origin}/admin`);
  await page.getByLabel(words.signIn.email).fill("editor@foundry.example");
  await page.getByLabel(words.signIn.password).fill(password);
  await page.getByRole("button", { name: words.signIn.button }).click();
  await page.getByRole("link", { name: words.nav.files }).click();
  // The facts come first, before each language's words.
  await page
    .getByRole("link", { name: pageName("site", "en") })
    .first()
    .click();
  // Fields by the words written for them (app/admin/field-help/).
  const label = (...path: string[]) => fieldText("site", path, "en").label;
  const phone = page.getByRole("group", { name: label("phone"), exact: true });
  const display = phone.getByLabel(label("phone", "display"));
  const before = await display.inputValue();
  await display.fill("+39 0521 555 0142");
  await phone.getByLabel(label("phone", "tel")).fill("+3905215550142");
  // A script typed into a text is shown as text on the site, never run.
  await page.getByLabel(label("usPartner")).fill('<script>document.title="owned"</script>Partner & Co.');
  await page.getByRole("button", { name: words.edit.save }).click();
  await expect(page.getByRole("status")).toContainText(filled(words.edit.saved));
  // The proof a buyer asks for, added with the same forms (issue 21): published with the number.
  await addCaseStudy(page, origin);
  await addCertificates(page, origin);

  // Preview first: every language's page with the new number, while visitors still see the old.
  await page.goto(`${origin}/admin/publish`);
  await page.getByRole("button", { name: words.publish.previewButton }).click();
  await expect(page.getByText(/^The preview is ready/)).toBeVisible({ timeout: buildTime });
  await page.getByRole("link", { name: words.publish.previewLink }).click();
  for (const locale of locales) {
    await page.goto(`${origin}/admin/preview${localePath(locale, "/contact")}`);
    await expect(page.getByText(words.publish.previewBanner)).toBeVisible();
    await expect(page.getByText("+39 0521 555 0142").first()).toBeVisible();
  }
  for (const answer of await contactPages()) expect(answer.body).not.toContain("+39 0521 555 0142");

  // Publishing the same content makes the preview itself live: no second build.
  const first = await publish();
  await expect(page.getByRole("status")).toContainText(filled(words.publish.done));
  // Each step in words; the release's own output under them for whoever looks after the server.
  await expect(page.locator("ol.steps")).toContainText(words.publish.steps.promote);
  await page.getByText(words.publish.technical).click();
  await expect(page.locator("pre")).toContainText("the preview, published in");
  expect(first.failed, `${first.asked} requests during the publish`).toEqual([]);
  for (const answer of await contactPages()) {
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("+39 0521 555 0142");
  }
  const home = await status("/");
  expect(home.body).toContain(
    "&lt;script&gt;document.title=&quot;owned&quot;&lt;/script&gt;Partner &amp; Co.",
  );
  expect(home.body).not.toContain('<script>document.title="owned"');
  await checkProofLive(status);
  const visitorPage = await page.context().newPage();
  await visitorPage.goto(`${origin}/`);
  await expect(visitorPage.getByText('<script>document.title="owned"</script>Partner & Co.')).toBeVisible();
  expect(await visitorPage.title()).not.toBe("owned");
  await visitorPage.close();

  // Undo, and publish again: the number visitors saw before is back.
  await page.getByRole("link", { name: words.nav.history }).click();
  await page
    // The button's hidden words name the change: "Undo this change : Company details (…)".
    .getByRole("button", { name: new RegExp(`^${words.history.undo}\\s*: ${pageName("site", "en")}`) })
    .first()
    .click();
  await expect(page.getByRole("status")).toContainText(filled(words.history.undone));
  const second = await publish();
  expect(second.failed).toEqual([]);
  // Only words changed (the number, the partner's name): each language's pages written again with
  // the live site's code (ADR 0032), then every page checked, then online.
  await expect(page.locator("ol.steps")).toContainText(
    filled(words.publish.steps.reworded.replace("{language}", "Italiano")),
  );
  await expect(page.locator("ol.steps")).toContainText(filled(words.publish.steps.checked));
  await expect(page.locator("ol.steps")).toContainText(words.publish.steps.switch);
  for (const answer of await contactPages()) {
    expect(answer.body).not.toContain("+39 0521 555 0142");
    expect(answer.body).toContain(before);
  }

  // A photo broken outside the editor (the editor refuses one at upload): cut off half-way. The
  // build refuses it, the live site keeps serving, and the page names the file.
  const git = (...args: string[]) =>
    spawnSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], {
      cwd: join(work, "data/content-history"),
    });
  const whole = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#456" } })
    .jpeg()
    .toBuffer();
  mkdirSync(join(work, "data/content-history/images"), { recursive: true });
  writeFileSync(
    join(work, "data/content-history/images/business-trip.jpg"),
    whole.subarray(0, whole.length / 2),
  );
  expect(git("add", "images").status).toBe(0);
  expect(git("commit", "-qm", "a broken photo by hand").status).toBe(0);
  const photoRefused = await publish();
  await expect(page.getByRole("alert")).toContainText(filled(words.publish.failed));
  await expect(page.getByRole("alert")).toContainText("business-trip.jpg");
  expect(photoRefused.failed).toEqual([]);
  expect(git("revert", "--no-edit", "HEAD").status).toBe(0);

  // A content file broken outside the editor (the editor itself refuses to save one): the build
  // refuses it, the live site keeps serving, and the page says why in one line.
  const broken = join(work, "data/content-history/content/it/contact.yaml");
  writeFileSync(broken, "meta: [unclosed\n");
  expect(git("commit", "-qam", "broken by hand").status).toBe(0);
  const third = await publish();
  // The reason is the mistake itself, in the editor's words, a link to the page to mend.
  await expect(page.getByRole("alert")).toContainText(
    filled(words.publish.failed.replace("{reason}", words.publish.steps.problemsReason)),
  );
  // And the mistake as the editor names it, a link to the file to mend.
  await expect(page.locator("ol.steps a[href='/admin/edit/it/contact']")).toBeVisible();
  expect(third.failed).toEqual([]);
  for (const answer of await contactPages()) expect(answer.status).toBe(200);
});
