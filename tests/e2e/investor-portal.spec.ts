// The investor portal: the sample investor's own figures and capital calls.
import { expect, test } from "@playwright/test";
import { demoVideoDate, demoVideos } from "#server/seed/demo-records.ts";
import { closedQuarter } from "#server/seed/demo-timeline.ts";
import { DEMO } from "./demo-dates";
import { expectNoAxeViolations } from "./helpers";
import { longDate, signInAsInvestor } from "./investor-portal-helpers";

// Several of these tests run axe on many tabs and dialogs: allow them more than the default.
test.describe.configure({ timeout: 90_000 });

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

  // Distributions: the demo's two Fund I income distributions, the Fund II gain and the Fund II
  // income declared three days ago and not paid yet (paid by ACH, decision 0067), newest first
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
  await expect(distributionRows).toHaveCount(4);
  const cellsOf = (i: number) => distributionRows.nth(i).getByRole("cell");
  await expect(cellsOf(0)).toHaveText([/\d{4}$/, "Fund II", "Distribution 2", "Income", "$20,000.00", "Scheduled", ""]);
  await expect(cellsOf(1)).toHaveText([/\d{4}$/, "Fund I", "Distribution 2", "Income", "$45,000.00", "Paid", ""]);
  await expect(cellsOf(2)).toHaveText([/\d{4}$/, "Fund II", "Distribution 1", "Gain", "$53,333.33", "Paid", ""]);
  await expect(cellsOf(3)).toHaveText([/\d{4}$/, "Fund I", "Distribution 1", "Income", "$30,000.00", "Paid", ""]);
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
