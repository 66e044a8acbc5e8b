/**
 * 'Our Technology' (spec §2 Home 6, ADR 0006): the two videos are local posters with play buttons,
 * nothing is requested from the video provider until a visitor presses play, and the player then
 * takes the poster's place without moving the page.
 */
import { contentOf } from "../../app/content/load-content.ts";
import type { Page } from "@playwright/test";
import { expect, namedFirst, openPage, recordOffSiteRequests, test } from "./helpers.ts";

const { home, site } = contentOf("en");

const technology = (page: Page) =>
  page.getByRole("main").getByRole("region", { name: home.technology.heading, exact: true });
const playButton = (page: Page, title: string) =>
  technology(page).getByRole("button", { name: `${home.technology.playLabel} ${title}`, exact: true });

const providerHost =
  /(^|\.)(youtube(-nocookie)?\.com|youtu\.be|ytimg\.com|googlevideo\.com|google(apis)?\.com|gstatic\.com|doubleclick\.net)$/;

test("before play: posters with named play buttons, the privacy note, and no request to the provider", async ({
  page,
  problems,
}) => {
  const offSite = recordOffSiteRequests(page);
  await openPage(page, "/");
  await page.waitForLoadState("networkidle");

  const section = technology(page);
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText(home.technology.privacyNote)).toBeVisible();
  await expect(section.getByRole("button", { name: namedFirst(home.technology.playLabel) })).toHaveCount(2);
  for (const video of site.videos) {
    await expect(playButton(page, video.title)).toBeVisible();
    await expect(section.getByRole("img", { name: video.title, exact: true })).toBeVisible();
  }
  // The poster is all button: hovering it is what a visitor does just before choosing to play.
  for (const video of site.videos) await playButton(page, video.title).hover();
  await page.waitForLoadState("networkidle");

  expect(
    offSite.filter((url) => providerHost.test(new URL(url).hostname)),
    "requests to the video provider",
  ).toEqual([]);
  // ADR 0006 goes further: no third-party request at all before the visitor asks.
  expect(offSite, "off-site requests").toEqual([]);
  await expect(section.locator("iframe")).toHaveCount(0);
  problems.expectNone();
});

test("play loads the provider's privacy-enhanced player in the poster's box and focuses it", async ({
  page,
}) => {
  // Off-site hosts do not resolve in the tests' browser (playwright.config.ts); the player gets an
  // empty page instead, so the frame loads as it would, and still nothing leaves the machine.
  const playerRequests: string[] = [];
  await page.route("https://www.youtube-nocookie.com/**", (route) => {
    playerRequests.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>player</title>",
    });
  });
  const [first] = site.videos;
  if (!first) throw new Error("site.videos is empty");

  await openPage(page, "/");
  const section = technology(page);
  const button = playButton(page, first.title);
  await button.scrollIntoViewIfNeeded();
  const note = section.getByText(home.technology.privacyNote);
  const posterBox = await section.getByRole("img", { name: first.title, exact: true }).boundingBox();
  const noteBefore = await note.boundingBox();

  await button.click();

  const player = section.locator("iframe");
  await expect(player).toHaveCount(1);
  await expect(player).toHaveAttribute(
    "src",
    `https://www.youtube-nocookie.com/embed/${encodeURIComponent(first.videoId)}?autoplay=1&rel=0`,
  );
  await expect(player).toHaveAttribute("title", first.title);
  await expect(player).toBeFocused();
  await expect(button).toHaveCount(0);
  await expect.poll(() => playerRequests.length, "requests to the player").toBeGreaterThan(0);

  // Same box as the poster, and nothing below it moved.
  const playerBox = await player.boundingBox();
  const noteAfter = await note.boundingBox();
  if (!posterBox || !playerBox || !noteBefore || !noteAfter) throw new Error("a box was not rendered");
  expect(Math.abs(playerBox.width - posterBox.width)).toBeLessThanOrEqual(1);
  expect(Math.abs(playerBox.height - posterBox.height)).toBeLessThanOrEqual(1);
  expect(Math.abs(playerBox.x - posterBox.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(noteAfter.y - playerBox.y - (noteBefore.y - posterBox.y))).toBeLessThanOrEqual(1);

  // The other video still waits for its own click.
  const second = site.videos[1];
  if (second) await expect(playButton(page, second.title)).toBeVisible();
});
