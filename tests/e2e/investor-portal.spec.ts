import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";

// The seeded sample investor (demo database only). Each sign-in counts toward the per-account
// limit of 5 per 15 minutes, so this file signs in once.
const INVESTOR = { username: "investor", password: "EdInvestor-2026" };

async function signInAsInvestor(page: Page) {
  await gotoHydrated(page, "/partner-portal");
  await page.getByRole("textbox", { name: "Username or Email", exact: true }).fill(INVESTOR.username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(INVESTOR.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/investment-dashboard$/);
}

test("the sample investor sees their own portfolio figures and capital calls; axe passes", async ({ page }) => {
  await signInAsInvestor(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1, name: "Investor Portal" })).toBeVisible();

  // Summary: totals across both funds (demo-users.ts commitments).
  const summary = page.getByRole("region", { name: "Portfolio summary" });
  const figure = (label: string) => summary.locator("dt", { hasText: label }).locator("+ dd");
  await expect(figure("Total Commitment")).toHaveText("$2,500,000");
  await expect(figure("Capital Contributed")).toHaveText("$1,800,000");
  await expect(figure("Remaining Commitment")).toHaveText("$700,000");
  await expect(summary.getByRole("progressbar", { name: "Overall contribution progress" })).toHaveAttribute("aria-valuenow", "72");
  await expect(summary.getByText("72% contributed")).toBeVisible();

  // One card per fund with its progress bar and remaining commitment.
  const fundCard = (name: string) => page.getByRole("article", { name, exact: true });
  const fundI = fundCard("Fund I");
  const fundIBar = fundI.getByRole("progressbar", { name: "Fund I contribution progress" });
  await expect(fundIBar).toHaveAttribute("aria-valuenow", "75");
  await expect(fundIBar).toHaveAttribute("aria-valuemin", "0");
  await expect(fundIBar).toHaveAttribute("aria-valuemax", "100");
  await expect(fundI.getByText("75% contributed")).toBeVisible();
  await expect(fundI.locator("dt", { hasText: "Remaining commitment" }).locator("+ dd")).toHaveText("$375,000");
  await expect(fundI.locator("dt", { hasText: "Subscription date" }).locator("+ dd time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);

  const fundII = fundCard("Fund II");
  await expect(fundII.getByRole("progressbar", { name: "Fund II contribution progress" })).toHaveAttribute("aria-valuenow", "67.5");
  await expect(fundII.getByText("67.5% contributed")).toBeVisible();
  await expect(fundII.locator("dt", { hasText: "Remaining commitment" }).locator("+ dd")).toHaveText("$325,000");

  // Capital Call History: six calls, newest first.
  await expect(page.getByRole("heading", { level: 2, name: "Capital Call History" })).toBeVisible();
  const table = page.getByRole("table", { name: "Capital call history, newest first" });
  await expect(table.getByRole("columnheader")).toHaveText(["Call #", "Fund", "Amount", "Purpose", "Status", "Date"]);
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(6);
  const dates = await table.locator("tbody time").evaluateAll((els) => els.map((el) => el.getAttribute("datetime") ?? ""));
  expect(dates).toEqual([...dates].sort().reverse());
  await expect(rows.first().getByRole("cell")).toHaveText([
    "Call 3",
    "Fund II",
    "$150,000",
    "Growth capital deployment",
    "Completed",
    "Sep 16, 2024",
  ]);

  // The placeholder note is gone.
  await expect(page.getByText("load here")).toHaveCount(0);

  await expectNoAxeViolations(page);
});
