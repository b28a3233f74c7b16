// Over 300 lines: the portal's journeys share one signed-in set-up; they split by tab with the feature folders (issue 23).
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { parseFile } from "music-metadata";
import { demoVideoDate, demoVideos } from "#server/seed/demo-records.ts";
import { demoEpisodes } from "#server/seed/demo-recordings.ts";
import { closedQuarter } from "#server/seed/demo-timeline.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { hasPoppler, pdfText } from "#tests/pdf-text.ts";
import { DEMO } from "./demo-dates";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { createPortalUser, signInOnPartnerPortal } from "./portal-accounts";

const INVESTOR = demoUsers.investor;

async function signInAsInvestor(page: Page) {
  await signInOnPartnerPortal(page, INVESTOR);
}

// Several of these tests run axe on many tabs and dialogs: allow them more than the default.
test.describe.configure({ timeout: 90_000 });

const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

const tab = (page: Page, name: string) =>
  page.getByRole("tablist", { name: "Portal sections" }).getByRole("tab", { name, exact: true });

test("the sample investor sees their own portfolio figures and capital calls; axe passes", async ({ page }) => {
  await signInAsInvestor(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1, name: "Investor Portal" })).toBeVisible();
  // "Welcome back" once he has signed in before (tests run in parallel: this may be his first).
  await expect(page.getByText(/^Welcome( back)?, Jordan$/)).toBeVisible();
  await expect(page.getByText(/Member ID: EDF-\d{4}-\d{4}/)).toBeVisible();

  // Summary: totals across both funds (demo-users.ts commitments).
  const summary = page.getByRole("region", { name: "Portfolio summary" });
  const figure = (label: string) => summary.locator("dt", { hasText: label }).locator("+ dd");
  await expect(figure("Total Commitment")).toHaveText("$2,500,000.00");
  await expect(figure("Capital Contributed")).toHaveText("$1,800,000.00");
  await expect(figure("Remaining Commitment")).toHaveText("$700,000.00");
  await expect(summary.getByRole("progressbar", { name: "Overall contribution progress" })).toHaveAttribute(
    "aria-valuenow",
    "72",
  );
  await expect(summary.getByText("72% contributed")).toBeVisible();

  // One card per fund with its progress bar and remaining commitment.
  const fundCard = (name: string) => page.getByRole("article", { name, exact: true });
  const fundI = fundCard("Fund I");
  const fundIBar = fundI.getByRole("progressbar", { name: "Fund I contribution progress" });
  await expect(fundIBar).toHaveAttribute("aria-valuenow", "75");
  await expect(fundIBar).toHaveAttribute("aria-valuemin", "0");
  await expect(fundIBar).toHaveAttribute("aria-valuemax", "100");
  await expect(fundI.getByText("75% contributed")).toBeVisible();
  await expect(fundI.locator("dt", { hasText: "Remaining commitment" }).locator("+ dd")).toHaveText("$375,000.00");
  await expect(fundI.locator("dt", { hasText: "Subscription date" }).locator("+ dd time")).toHaveAttribute(
    "datetime",
    /^\d{4}-\d{2}-\d{2}$/,
  );

  const fundII = fundCard("Fund II");
  await expect(fundII.getByRole("progressbar", { name: "Fund II contribution progress" })).toHaveAttribute(
    "aria-valuenow",
    "67.5",
  );
  await expect(fundII.getByText("67.5% contributed")).toBeVisible();
  await expect(fundII.locator("dt", { hasText: "Remaining commitment" }).locator("+ dd")).toHaveText("$325,000.00");

  // The capital call schedule: the Fund II call issued ten days ago, due sixty days after (demo-timeline.ts).
  const upcoming = page.getByRole("region", { name: "Upcoming Capital Calls" });
  const fourthDue = new Date(Date.now() + 50 * 86_400_000).toISOString().slice(0, 10);
  await expect(upcoming.getByRole("listitem")).toHaveText(
    new RegExp(`Fund II Call 4: \\$150,000\\.00 due ${longDate(fourthDue)}`),
  );

  // Performance as of the latest valuation (the last closed quarter's end), in total and per fund.
  const performance = page.getByRole("region", { name: "Performance", exact: true });
  await expect(performance.getByText(`As of ${longDate(closedQuarter(new Date()).end)}`)).toBeVisible();
  const perfTable = performance.getByRole("table", { name: "Performance by fund" });
  await expect(perfTable.getByRole("columnheader")).toHaveText(["Fund", "DPI", "RVPI", "TVPI", "Net IRR", "NAV"]);
  await expect(perfTable.getByRole("rowheader")).toHaveText(["Fund I", "Fund II", "Total"]);
  for (const row of await perfTable.locator("tbody tr").all()) {
    // Every figure is known once there is a valuation: a multiple, a rate or an amount, never "—".
    const cells = row.getByRole("cell");
    await expect(cells).toHaveText([
      /^\d+\.\d\dx$/,
      /^\d+\.\d\dx$/,
      /^\d+\.\d\dx$/,
      /^-?\d+\.\d%$/,
      /^\$[\d,]+\.\d\d$/,
    ]);
  }

  // The capital account over time: a named image with its figures in a table, one row per date.
  const account = page.getByRole("region", { name: "Your capital account over time" });
  await expect(
    account.getByRole("img", { name: "Capital account over time: contributed, distributed and NAV" }),
  ).toBeVisible();
  await expect(account.getByRole("listitem")).toHaveText(["Contributed", "Distributed", "NAV (your share)"]);
  await account.getByText("Show the chart's figures").click();
  const figures = account.getByRole("table", { name: "Capital account over time" });
  await expect(figures).toBeVisible();
  await expect(figures.getByRole("columnheader")).toHaveText([
    "Date",
    "Contributed",
    "Distributed",
    "NAV (your share)",
  ]);
  // The eight quarterly valuations are among the dates; the last row holds the totals paid in and out.
  await expect(figures.locator("tbody tr").filter({ hasText: /\$[\d,]+\.\d\d\s*$/ })).toHaveCount(8);
  await expect(figures.locator("tbody tr").last().getByRole("cell").nth(1)).toHaveText("$1,800,000.00");
  await expect(figures.locator("tbody tr").last().getByRole("cell").nth(2)).toHaveText("$128,333.33");

  // Capital Call History: six paid calls and the fourth Fund II call, newest first, each with its notice.
  await expect(page.getByRole("heading", { level: 2, name: "Capital Call History" })).toBeVisible();
  const table = page.getByRole("table", { name: "Capital call history, newest first" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Call #",
    "Fund",
    "Amount",
    "Purpose",
    "Status",
    "Call date",
    "Due date",
    "Notice",
  ]);
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(7);
  const dates = await table
    .locator("tbody td:nth-child(6) time")
    .evaluateAll((els) => els.map((el) => el.getAttribute("datetime") ?? ""));
  expect(dates).toEqual([...dates].sort().reverse());
  await expect(rows.first().getByRole("cell").nth(0)).toHaveText("Call 4");
  await expect(rows.first().getByRole("cell").nth(2)).toHaveText("$150,000.00");
  await expect(rows.first().getByRole("cell").nth(4)).toHaveText("Pending");
  await expect(table.getByRole("link", { name: "Download Fund II capital call 4 notice" })).toHaveAttribute(
    "href",
    /^\/api\/investor\/capital-calls\/\d+\/notice$/,
  );
  await expect(table.getByRole("link", { name: /^Download Fund I+ capital call \d notice$/ })).toHaveCount(7);

  // Distributions: the demo's two Fund I income distributions and the Fund II gain, newest first
  // (the investor's share: 5% of Fund I, 1/45 of Fund II; demo-timeline.ts).
  const distributions = page.getByRole("table", { name: "Distributions, newest first" });
  await expect(distributions.getByRole("columnheader")).toHaveText([
    "Date",
    "Fund",
    "Distribution #",
    "Type",
    "Amount",
    "Status",
    "Notice",
  ]);
  const distributionRows = distributions.locator("tbody tr");
  await expect(distributionRows).toHaveCount(3);
  const cellsOf = (i: number) => distributionRows.nth(i).getByRole("cell");
  await expect(cellsOf(0)).toHaveText([/\d{4}$/, "Fund I", "Distribution 2", "Income", "$45,000.00", "Paid", ""]);
  await expect(cellsOf(1)).toHaveText([/\d{4}$/, "Fund II", "Distribution 1", "Gain", "$53,333.33", "Paid", ""]);
  await expect(cellsOf(2)).toHaveText([/\d{4}$/, "Fund I", "Distribution 1", "Income", "$30,000.00", "Paid", ""]);
  await expect(distributions.getByRole("link", { name: "Download Fund II distribution 1 notice" })).toHaveAttribute(
    "href",
    /^\/api\/investor\/documents\/\d+\/download$/,
  );

  // The video carousel pages 3 at a time (5 seeded videos: 2 pages) and plays in a dialog.
  const videos = page.getByRole("region", { name: "Video Center" });
  await expect(videos.getByText("Page 1 of 2")).toBeVisible();
  await expect(videos.getByRole("button", { name: /^Watch / })).toHaveCount(3);
  await videos.getByRole("button", { name: "Next" }).click();
  await expect(videos.getByText("Page 2 of 2")).toBeVisible();
  await expect(videos.getByRole("button", { name: /^Watch / })).toHaveCount(2);
  await expect(videos.getByRole("button", { name: "Next" })).toBeDisabled();
  // The pressed button is now disabled: focus moves to the other one, not to the page.
  await expect(videos.getByRole("button", { name: "Previous" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(videos.getByText("Page 1 of 2")).toBeVisible();
  await expect(videos.getByRole("button", { name: "Next" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(videos.getByText("Page 2 of 2")).toBeVisible();
  await expect(videos.getByRole("button", { name: "Previous" })).toBeFocused();
  const watch = videos.getByRole("button", { name: "Watch Understanding Capital Calls" });
  await watch.click();
  const player = page.getByRole("dialog", { name: "Understanding Capital Calls" });
  // The demo videos play one honest placeholder file (decision 0034), its duration read from it.
  const video = player.locator("video");
  await expect(video).toHaveAttribute("src", /^\/api\/videos\/\d+\/file\.mp4$/);
  await expect(video).toHaveAttribute("controls", "");
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => Math.round(el.duration))).toBe(5);
  await expect(player.getByText("Investment Tutorials")).toBeVisible();
  await expect(player.getByText("0:05")).toBeVisible();
  // Dated relative to the seed day (demo-records.ts), never years back.
  const uploaded = demoVideoDate(
    new Date(),
    demoVideos.find((v) => v.title === "Understanding Capital Calls")!.ageDays,
  );
  await expect(player.locator(`time[datetime="${uploaded}"]`)).toHaveText(DEMO.long(uploaded));
  await player.getByRole("button", { name: "Close", exact: true }).click();
  await expect(player).toBeHidden();
  await expect(watch).toBeFocused();

  await expectNoAxeViolations(page);
});

test("the investor walks the fund, team, pipeline and reports tabs and filters Fund II assets", async ({ page }) => {
  await signInAsInvestor(page);

  await tab(page, "Fund I").click();
  await expect(page).toHaveURL(/\?tab=fund-i$/);
  await expect(page.getByRole("heading", { level: 2, name: "Your Fund I position" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Real Estate Fund I" })).toBeVisible();
  await expect(page.getByText("85% committed")).toBeVisible();
  // The properties are the fund's active investments as staff manage them (decision 0023).
  const properties = page.getByRole("region", { name: "Properties" });
  await expect(properties.getByRole("heading", { level: 4, name: "Riverside Learning Campus" })).toBeVisible();
  await expect(properties.getByRole("article", { name: "Riverside Learning Campus" })).toContainText("$8,500,000");
  await expect(properties.getByRole("article", { name: "Sierra Gateway Lodge" })).toContainText("Not yet operating");
  await expect(page.getByRole("table", { name: "Fund I capital calls, newest first" }).locator("tbody tr")).toHaveCount(
    3,
  );
  await expectNoAxeViolations(page);

  // Fund II: the asset-type filter filters, and the URL keeps it.
  await tab(page, "Fund II").click();
  await expect(page.getByRole("heading", { level: 2, name: "Private Equity Fund II" })).toBeVisible();
  const filter = page.getByRole("group", { name: "Filter by asset type" });
  await expect(filter.getByRole("link")).toHaveText([
    "All assets",
    "LLC interests",
    "Receivables",
    "Digital assets",
    "Equity",
    "Technology",
    "Intellectual property",
  ]);
  const assets = page.getByRole("heading", { level: 4 });
  const total = await assets.count();
  expect(total).toBeGreaterThan(2);
  await expect(page.getByRole("status").filter({ hasText: "Fund II assets" })).toHaveText(
    `Showing all ${total} Fund II assets.`,
  );
  await filter.getByRole("link", { name: "LLC interests" }).click();
  await expect(page).toHaveURL(/assetType=llc-interest/);
  await expect(page).toHaveURL(/tab=fund-ii/);
  await expect(filter.getByRole("link", { name: "LLC interests" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("status").filter({ hasText: "Fund II assets" })).toContainText(
    `of ${total} Fund II assets`,
  );
  const llcCount = await assets.count();
  expect(llcCount).toBeGreaterThan(0);
  expect(llcCount).toBeLessThan(total);
  await expect(page.getByRole("heading", { level: 4, name: "Meridian Vocational Holdings LLC" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 4, name: "GridWise Energy Software" })).toHaveCount(0);
  await filter.getByRole("link", { name: "Equity" }).click();
  await expect(page.getByRole("heading", { level: 4, name: "GridWise Energy Software" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 4, name: "Meridian Vocational Holdings LLC" })).toHaveCount(0);
  await filter.getByRole("link", { name: "All assets" }).click();
  await expect(assets).toHaveCount(total);
  // Only active investments: the pending one is in the pipeline, not the portfolio.
  await expect(page.getByRole("heading", { level: 4, name: "SkillPath Learning Platform" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await tab(page, "Investment Team").click();
  await expect(page.getByRole("heading", { level: 2, name: "Investment Team" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3 }).first()).toBeVisible();

  await tab(page, "Pipeline").click();
  const pipelineTabs = page.getByRole("tablist", { name: "Pipeline by fund" });
  await expect(pipelineTabs.getByRole("tab")).toHaveText(["Fund I Pipeline", "Fund II Pipeline"]);
  await expect(page.getByRole("heading", { level: 3, name: "Fund I deals in progress" })).toBeVisible();
  await pipelineTabs.getByRole("tab", { name: "Fund II Pipeline" }).click();
  await expect(page.getByRole("heading", { level: 3, name: "Fund II deals in progress" })).toBeVisible();
  await expectNoAxeViolations(page);

  await tab(page, "Reports").click();
  await expect(page.getByRole("heading", { level: 3, name: "Research Reports" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download Education Real Estate Market Analysis" })).toBeVisible();
  // The fund-wide reports are the last closed quarter's (demo-investor-records.ts).
  const quarter = closedQuarter(new Date()).label;
  await expect(page.getByRole("link", { name: `Download ${quarter} Portfolio Summary` }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

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

test("the profile shows every tab of the investor's own account; logout closes the portal", async ({ page }) => {
  await signInAsInvestor(page);
  await page.getByRole("link", { name: "My Profile" }).click();
  await expect(page).toHaveURL(/\/investor-profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Jordan Mitchell" })).toBeVisible();
  await expect(page.getByText(/Member ID EDF-\d{4}-\d{4}/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Portal" })).toHaveAttribute("href", "/partner-portal");
  await expect(page.getByText("Qualified Investor")).toBeVisible();
  await expect(page.getByText("Active Investor")).toBeVisible();

  const tabs = page.getByRole("tablist", { name: "Profile sections" });
  await expect(tabs.getByRole("tab")).toHaveText([
    "Contact",
    "Commitments",
    "Capital Calls",
    "Documents",
    "Resources",
    "Statements",
  ]);
  await expect(tabs.getByRole("tab", { name: "Contact" })).toHaveAttribute("aria-selected", "true");
  const field = (label: string) => page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("+ dd");
  await expect(field("Full Name")).toHaveText("Jordan Mitchell");
  await expect(field("Email")).toHaveText(INVESTOR.email);
  await expect(field("Fund Associations")).toHaveText("Fund I, Fund II");
  await expect(field("Phone")).not.toHaveText("Not on file");
  await expect(page.getByText(/Access granted/)).toHaveCount(2);
  // The investor changes phone and address on the account page (tests/e2e/account.spec.ts).
  await expect(page.getByRole("link", { name: "Update Contact Information" })).toHaveAttribute(
    "href",
    "/account#contact",
  );
  await expectNoAxeViolations(page);

  await tabs.getByRole("tab", { name: "Commitments" }).click();
  await expect(page.getByRole("progressbar", { name: "Fund I contribution progress" })).toHaveAttribute(
    "aria-valuenow",
    "75",
  );
  await expect(page.getByRole("progressbar", { name: "Fund II contribution progress" })).toHaveAttribute(
    "aria-valuemax",
    "100",
  );
  await expect(page.getByText("$375,000")).toBeVisible();
  await expect(page.getByText("$325,000")).toBeVisible();

  await tabs.getByRole("tab", { name: "Capital Calls" }).click();
  const calls = page.getByRole("table", { name: "Capital call history, newest first" });
  await expect(calls.locator("tbody tr")).toHaveCount(7);
  const noticePromise = page.waitForEvent("download");
  await calls.getByRole("link", { name: "Download Fund I capital call 1 notice" }).click();
  const notice = await readFile((await (await noticePromise).path())!);
  expect(notice.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // The money paid out sits beside the money called, each distribution with its notice.
  const paidOut = page.getByRole("table", { name: "Distributions, newest first" });
  await expect(paidOut.locator("tbody tr")).toHaveCount(3);
  const distributionNotice = page.waitForEvent("download");
  await paidOut.getByRole("link", { name: "Download Fund I distribution 2 notice" }).click();
  const distributionPdf = await readFile((await (await distributionNotice).path())!);
  expect(distributionPdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await expectNoAxeViolations(page);

  await tabs.getByRole("tab", { name: "Documents" }).click();
  const subscription = page.getByRole("table", { name: "Subscription documents" });
  await expect(
    subscription.getByRole("row", { name: /Fund I Subscription Agreement/ }).getByText("Executed"),
  ).toBeVisible();
  await expect(subscription.getByRole("link", { name: "Download Fund II Subscription Agreement" })).toBeVisible();

  await tabs.getByRole("tab", { name: "Resources" }).click();
  const filters = page.getByRole("group", { name: "Filter resources by fund" });
  await expect(filters.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  const resourceCards = page.getByRole("heading", { level: 3 });
  const allCount = await resourceCards.count();
  await filters.getByRole("button", { name: "Fund I" }).click();
  await expect(filters.getByRole("button", { name: "Fund I" })).toHaveAttribute("aria-pressed", "true");
  await expect(resourceCards).toHaveText(["Education Real Estate Market Analysis"]);
  await expect(page.getByText("#real-estate")).toBeVisible();
  await filters.getByRole("button", { name: "All" }).click();
  await expect(resourceCards).toHaveCount(allCount);
  await expectNoAxeViolations(page);

  await tabs.getByRole("tab", { name: "Statements" }).click();
  await expect(page.getByRole("table", { name: "Quarterly Statements, newest first" }).locator("tbody tr")).toHaveCount(
    2,
  );
  await expect(page.getByRole("table", { name: "Monthly Statements, newest first" }).locator("tbody tr")).toHaveCount(
    3,
  );
  // The last tax year's K-1 is pending (demo-investor-records.ts dates the demo from today).
  await expect(page.getByRole("button", { name: `Download ${DEMO.k1Pending} (pending)` })).toBeDisabled();
  await expectNoAxeViolations(page);

  // Back to Portal goes through the login page, which sends a signed-in investor on.
  await page.getByRole("link", { name: "Back to Portal" }).click();
  await expect(page).toHaveURL(/\/investment-dashboard$/);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/partner-portal$/);
  await page.goto("/investment-dashboard");
  await expect(page).toHaveURL(/\/partner-portal\?returnTo=%2Finvestment-dashboard$/);
  const download = await page.request.get("/api/investor/documents");
  expect(download.status()).toBe(401);
});

test("Back returns to the previous tab and Fund II filter, in the portal and the profile", async ({ page }) => {
  await signInAsInvestor(page);
  const filter = page.getByRole("group", { name: "Filter by asset type" });
  const selectedFilter = filter.locator('[aria-current="true"]');

  await tab(page, "Fund I").click();
  await expect(page).toHaveURL(/\?tab=fund-i$/);
  await tab(page, "Fund II").click();
  await expect(page).toHaveURL(/\?tab=fund-ii$/);
  await filter.getByRole("link", { name: "LLC interests" }).click();
  await expect(page).toHaveURL(/\?tab=fund-ii&assetType=llc-interest$/);
  await filter.getByRole("link", { name: "Equity" }).click();
  await expect(selectedFilter).toHaveText("Equity");
  // The filter shows the choice while its navigation is still loading; going back before that
  // navigation has pushed its history entry would skip the LLC entry, so wait for the URL.
  await expect(page).toHaveURL(/\?tab=fund-ii&assetType=equity$/);

  await page.goBack();
  await expect(page).toHaveURL(/\?tab=fund-ii&assetType=llc-interest$/);
  await expect(selectedFilter).toHaveText("LLC interests");
  await page.goBack();
  await expect(page).toHaveURL(/\?tab=fund-ii$/);
  await expect(selectedFilter).toHaveText("All assets");
  await page.goBack();
  await expect(page).toHaveURL(/\?tab=fund-i$/);
  await expect(tab(page, "Fund I")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { level: 2, name: "Your Fund I position" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/investment-dashboard$/);
  await expect(tab(page, "Overview")).toHaveAttribute("aria-selected", "true");
  await page.goForward();
  await expect(tab(page, "Fund I")).toHaveAttribute("aria-selected", "true");

  // Arrow keys select too, one history entry per tab.
  await tab(page, "Fund I").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "Fund II")).toBeFocused();
  await expect(page).toHaveURL(/\?tab=fund-ii$/);
  await page.goBack();
  await expect(tab(page, "Fund I")).toHaveAttribute("aria-selected", "true");

  await gotoHydrated(page, "/investor-profile");
  const profileTabs = page.getByRole("tablist", { name: "Profile sections" });
  await profileTabs.getByRole("tab", { name: "Documents" }).click();
  await expect(page).toHaveURL(/\/investor-profile\?tab=documents$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/investor-profile$/);
  await expect(profileTabs.getByRole("tab", { name: "Contact" })).toHaveAttribute("aria-selected", "true");
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the tab row shows there are more tabs and keeps the selected one in view", async ({ page }) => {
    await signInAsInvestor(page);
    const row = page.getByRole("tablist", { name: "Portal sections" });
    const moreBefore = page.locator('[data-scroll-cue="before"]');
    const moreAfter = page.locator('[data-scroll-cue="after"]');
    const inView = (name: string) =>
      expect
        .poll(async () => {
          const box = (await tab(page, name).boundingBox())!;
          return box.x >= 0 && box.x + box.width <= 390;
        }, `${name} is on screen`)
        .toBe(true);

    // The row is wider than the phone: the tabs past the edge are cued, and the page does not scroll.
    expect((await row.boundingBox())!.width).toBeGreaterThan(390);
    await expect(moreAfter).toBeVisible();
    await expect(moreBefore).toBeHidden();
    await inView("Overview");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Opened on the last tab, the row is scrolled to show it.
    await gotoHydrated(page, "/investment-dashboard?tab=reports");
    await inView("Reports");
    await expect(moreBefore).toBeVisible();
    await expect(moreAfter).toBeHidden();

    // Home selects the first tab and brings it into view; Back brings the last one back.
    await tab(page, "Reports").focus();
    await page.keyboard.press("Home");
    await expect(tab(page, "Overview")).toHaveAttribute("aria-selected", "true");
    await inView("Overview");
    await expect(moreBefore).toBeHidden();
    await page.goBack();
    await expect(tab(page, "Reports")).toHaveAttribute("aria-selected", "true");
    await inView("Reports");
  });

  test("performance stacks per fund: every figure on screen, no sideways scroll; axe passes", async ({ page }) => {
    await signInAsInvestor(page);
    const performance = page.getByRole("region", { name: "Performance", exact: true });
    // The table is for wider screens; a phone gets one list per fund.
    await expect(performance.getByRole("table")).toBeHidden();
    const funds = performance.getByRole("list", { name: "Performance by fund" }).getByRole("listitem");
    await expect(funds.getByRole("heading", { level: 3 })).toHaveText(["Fund I", "Fund II", "Total"]);
    for (const fund of await funds.all()) {
      await expect(fund.locator("dt")).toHaveText([/^DPI/, /^RVPI/, /^TVPI/, "Net IRR", /^NAV/]);
      const nav = fund.locator("dd").last();
      await expect(nav).toHaveText(/^\$[\d,]+\.\d\d$/);
      const box = (await nav.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});

test("a second investor sees only their own records and cannot download the first one's", async ({
  page,
  playwright,
  baseURL,
}) => {
  // The sample investor's statement id, read through their own session.
  const first = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  expect(
    (await first.post("/api/login", { data: { username: INVESTOR.username, password: INVESTOR.password } })).status(),
  ).toBe(200);
  const theirs = (await (await first.get("/api/investor/documents")).json()) as Array<{ id: number; name: string }>;
  // Their newest monthly statement (the demo's documents are dated from today).
  const statement = theirs.find((d) => d.name.endsWith("Monthly Statement"))!;
  expect(statement).toBeDefined();
  await first.dispose();

  const second = await createPortalUser(playwright, baseURL!, {
    role: "investor",
    fundIAccess: true,
    fundICommitment: 250_000,
  });
  await signInOnPartnerPortal(page, second);
  // A new investor accepts electronic delivery first (tests/e2e/edelivery.spec.ts).
  await page.getByRole("button", { name: "Accept electronic delivery" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You accepted electronic delivery" })).toBeVisible();
  const summary = page.getByRole("region", { name: "Portfolio summary" });
  await expect(summary.locator("dt", { hasText: "Total Commitment" }).locator("+ dd")).toHaveText("$250,000.00");
  await expect(page.getByText("$2,500,000")).toHaveCount(0);
  await expect(page.getByText(/Jordan/)).toHaveCount(0);
  // Their first sign-in: not "Welcome back" (issue 22, item 9).
  await expect(page.getByText(`Welcome, ${second.firstName}`, { exact: true })).toBeVisible();
  // Committed but nothing paid in yet: every performance figure is "—" with its reason, no chart, no distributions.
  const performance = page.getByRole("region", { name: "Performance", exact: true });
  const fundIFigures = performance.getByRole("row", { name: /^Fund I\b/ }).getByRole("cell");
  const unavailable = "—not available until you have contributed capital";
  // Performance starts at the first contribution (decision 0046): no "$0" NAV before it either.
  await expect(fundIFigures).toHaveText([unavailable, unavailable, unavailable, unavailable, unavailable]);
  await expect(
    page.getByText("Your capital account chart appears once you have made your first contribution."),
  ).toBeVisible();
  await expect(page.getByText("No distributions have been made on your commitments yet.")).toBeVisible();
  await expectNoAxeViolations(page);
  // Fund II's tab is not offered without access to it.
  await expect(tab(page, "Fund II")).toHaveCount(0);
  await expect(tab(page, "Fund I")).toBeVisible();

  await tab(page, "Resources").click();
  await expect(page.getByText(statement.name)).toHaveCount(0);
  const refused = await page.request.get(`/api/investor/documents/${statement.id}/download`);
  expect(refused.status()).toBe(404);

  await page.goto("/investor-profile?tab=statements");
  await expect(page.getByRole("heading", { level: 1, name: `${second.firstName} ${second.lastName}` })).toBeVisible();
  await expect(page.getByText(statement.name)).toHaveCount(0);
  await expect(page.getByText("Jordan Mitchell")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a viewer sees the empty state and only fund-wide material; axe passes", async ({ page, playwright, baseURL }) => {
  const viewer = await createPortalUser(playwright, baseURL!, { role: "viewer", fundIIAccess: true });
  await signInOnPartnerPortal(page, viewer);
  await expect(page.getByRole("heading", { level: 2, name: "No commitments yet" })).toBeVisible();
  await expect(tab(page, "Fund I")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await tab(page, "Resources").click();
  const reports = page.getByRole("region", { name: "Reports", exact: true });
  const quarter = closedQuarter(new Date()).label;
  await expect(reports.getByRole("link", { name: `Download Fund II ${quarter} Performance Report` })).toBeVisible();
  await expect(page.getByText(`Fund I ${quarter} Performance Report`)).toHaveCount(0);
  // No investor's own statements ("October 2026 Monthly Statement").
  await expect(page.getByText(/^[A-Z][a-z]+ \d{4} Monthly Statement$/)).toHaveCount(0);

  await gotoHydrated(page, "/investor-profile");
  await expect(page.getByText("Viewer Access")).toBeVisible();
  await expectNoAxeViolations(page);
});
