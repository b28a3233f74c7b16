// The investor portal's tabs: the fund, team, pipeline and reports tabs, Back between tabs, and the tab row on a phone.
import { expect, test } from "@playwright/test";
import { closedQuarter } from "#server/seed/demo-timeline.ts";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { signInAsInvestor, tab } from "./investor-portal-helpers";

// Several of these tests run axe on many tabs and dialogs: allow them more than the default.
test.describe.configure({ timeout: 90_000 });

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
