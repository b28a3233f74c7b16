// The investor portal's documents and media: statements as PDFs, the audio dialog.
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { parseFile } from "music-metadata";
import { demoEpisodes } from "#server/seed/demo-recordings.ts";
import { hasPoppler, pdfText } from "#tests/pdf-text.ts";
import { DEMO } from "./demo-dates";
import { expectNoAxeViolations } from "./helpers";
import { signInAsInvestor, tab } from "./investor-portal-helpers";

// Several of these tests run axe on many tabs and dialogs: allow them more than the default.
test.describe.configure({ timeout: 90_000 });

test("the documents and media screen lists the investor's documents; a statement downloads as a PDF", async ({
  page,
}) => {
  await signInAsInvestor(page);
  await tab(page, "Resources").click();
  await expect(page.getByRole("heading", { level: 2, name: "Documents & Media" })).toBeVisible();
  for (const card of ["Reports", "Monthly Statements", "Tax & Legal Documents"]) {
    await expect(page.getByRole("heading", { level: 3, name: card, exact: true })).toBeVisible();
  }
  const monthly = page.getByRole("region", { name: "Monthly Statements" });
  // The demo's documents are dated from today (demo-investor-records.ts): the last three closed months,
  // last year's K-1 pending and the year before's final.
  const now = new Date();
  const month = (back: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 0)).toLocaleString("en-US", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
  const newestStatement = `${month(0)} Monthly Statement`;
  await expect(monthly.getByRole("listitem").locator("p.font-medium")).toHaveText([
    newestStatement,
    `${month(1)} Monthly Statement`,
    `${month(2)} Monthly Statement`,
  ]);
  // Last year's K-1 is pending: its button is disabled and says when it is expected.
  const taxLegal = page.getByRole("region", { name: "Tax & Legal Documents" });
  // K-1s in their season (demoK1s): the next one expected on March 15, the last one issued.
  await expect(taxLegal.getByRole("button", { name: `Download ${DEMO.k1Pending} (pending)` })).toBeDisabled();
  await expect(taxLegal.getByText(`Expected ${DEMO.short(DEMO.k1Expected)}`, { exact: true })).toBeVisible();
  expect(DEMO.k1Expected.slice(5)).toBe("03-15");
  await expect(taxLegal.getByRole("link", { name: `Download ${DEMO.k1Final}` })).toBeVisible();

  // Latest News: the newest published articles, 'New' on featured ones, View All News.
  const news = page.getByRole("region", { name: "Latest News" });
  await expect(news.getByRole("listitem")).toHaveCount(4);
  await expect(news.getByText("New", { exact: true }).first()).toBeVisible();
  await expect(news.getByRole("link", { name: "View All News" })).toHaveAttribute("href", "/news");
  await expect(page.getByRole("region", { name: "Quick Reports" }).getByRole("listitem")).toHaveCount(4);
  // Upcoming Events lists only events not yet past, soonest first.
  const events = page.getByRole("region", { name: "Upcoming Events" });
  const eventDates = await events
    .locator("time")
    .evaluateAll((els) => els.map((el) => (el.getAttribute("datetime") ?? "").slice(0, 10)));
  // (Once the sample events have passed, the card says none are scheduled instead.)
  if (eventDates.length === 0) await expect(events.getByText("No events are scheduled at the moment.")).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  for (const date of eventDates) expect(date >= today, `${date} is upcoming`).toBe(true);
  await expect(events.getByRole("link", { name: /View Calendar/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", /^mailto:/);
  for (const feed of ["Market Insights", "Real Estate Roundtable", "Sustainable Futures"]) {
    const link = page.getByRole("link", { name: `${feed} RSS (opens in a new tab)` });
    await expect(link).toHaveAttribute("target", "_blank");
    const feedResponse = await page.request.get((await link.getAttribute("href"))!);
    expect(feedResponse.status()).toBe(200);
    expect(await feedResponse.text()).toContain("<rss");
  }

  // A real PDF arrives: the server checks access, answers as an attachment and logs it.
  const downloadPromise = page.waitForEvent("download");
  // The oldest of the three: the newest stays unopened for the "New" test of edelivery.spec.ts.
  await monthly.getByRole("link", { name: `Download ${month(2)} Monthly Statement` }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // The text is compressed in the file: poppler reads it back (the check skips where poppler is missing).
  if (hasPoppler) expect(pdfText(bytes)).toContain("Jordan Mitchell");

  await expectNoAxeViolations(page);
});

test("the audio dialog plays files and the live stream with speed and volume controls", async ({ page }) => {
  await signInAsInvestor(page);
  await tab(page, "Resources").click();

  const panelToggle = page.getByRole("button", { name: "Audio & Podcasts" });
  await expect(panelToggle).toHaveAttribute("aria-expanded", "true");
  await panelToggle.click();
  await expect(panelToggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("button", { name: "Play Audio", exact: true })).toBeHidden();
  await panelToggle.click();
  // Counted from the stored episodes (decision 0034): the demo seeds five.
  for (const [category, count] of [
    ["Market Analysis", 2],
    ["Clean Tech", 1],
    ["ESG Focus", 1],
    ["Real Estate", 1],
  ] as const) {
    await expect(page.locator("li", { hasText: new RegExp(`^${category}\\s*${count} episodes$`) })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: /^Play episode: / })).toHaveCount(4);

  // The featured file: series, duration, category, date; speed 1x and volume 80 by default.
  const play = page.getByRole("button", { name: "Play Audio", exact: true });
  await play.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // The featured (newest) episode, dated relative to today by the seed, with its file's real duration.
  const featured = [...demoEpisodes(new Date())].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn))[0]!;
  const seconds = (await parseFile(`server/seed/media/${featured.file}`)).format.duration!;
  await expect(dialog.getByRole("heading", { name: featured.title })).toBeVisible();
  await expect(dialog.getByText(`0:${String(Math.round(seconds)).padStart(2, "0")}`)).toBeVisible();
  const audio = dialog.locator("audio");
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => Math.round(el.duration * 10) / 10))
    .toBeCloseTo(seconds, 0);
  await expect(audio).toHaveText("Your browser does not support the audio element.");
  const speed = dialog.getByRole("combobox", { name: "Playback speed" });
  await expect(speed).toHaveValue("1");
  await expect(speed.locator("option")).toHaveText(["0.75x", "1x", "1.25x", "1.5x", "2x"]);
  const volume = dialog.getByRole("slider", { name: "Volume" });
  await expect(volume).toHaveValue("80");
  await expect(volume).toHaveAttribute("aria-valuetext", "80%");
  expect(await audio.evaluate((el: HTMLAudioElement) => el.volume)).toBeCloseTo(0.8);

  await speed.selectOption("1.5");
  expect(await audio.evaluate((el: HTMLAudioElement) => el.playbackRate)).toBe(1.5);
  await volume.fill("30");
  await expect(volume).toHaveAttribute("aria-valuetext", "30%");
  expect(await audio.evaluate((el: HTMLAudioElement) => el.volume)).toBeCloseTo(0.3);

  // The shipped audio really is there, and Download offers it.
  const src = (await audio.getAttribute("src"))!;
  const media = await page.request.get(src);
  expect(media.status()).toBe(200);
  expect(media.headers()["content-type"]).toMatch(/^audio\//);
  await expect(dialog.getByRole("link", { name: "Download" })).toHaveAttribute("href", src);
  // Share copies the file's address.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await dialog.getByRole("button", { name: "Share" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Link copied to clipboard");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(src, page.url()).toString());
  await expectNoAxeViolations(page);

  await dialog.getByRole("button", { name: "Close Player" }).click();
  await expect(dialog).toBeHidden();
  await expect(play).toBeFocused();

  // The live stream: banner and figures, no Download.
  await page.getByRole("button", { name: "Listen Live" }).click();
  await expect(dialog.getByText("LIVE STREAM")).toBeVisible();
  // No made-up live figure (issue 22, item 9): without a stream there is no listener count to show.
  await expect(dialog.getByText(/listeners/i)).toHaveCount(0);
  await expect(page.getByText(/active listeners/)).toHaveCount(0);
  await expect(dialog.getByText("128 kbps")).toBeVisible();
  await expect(dialog.getByText("MP3 stream")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Download" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
