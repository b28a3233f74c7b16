import { expect } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { adminTest as test } from "./staff-sessions";

// The waterfall simulator on the fund operations page (issue 26 §3, decision 0066): staff ask what
// an amount would split into after Fund I's demo history, under the usual terms; nothing is stored.

/** "$12,345.67" → 1234567 cents. */
const centsOf = (text: string) => Number(text.replace(/[^\d]/g, ""));

test("staff see how a distribution would split over the waterfall, at phone width too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/fund-operations");
  await page.getByRole("button", { name: "What if we distribute…?" }).click();
  const dialog = page.getByRole("dialog", { name: "What if we distribute $X on date D?" });
  await expect(dialog).toBeVisible();
  // The terms start from the usual ones; the history is read when the dialog opens.
  await expect(dialog.getByLabel("Preferred return (% a year)")).toHaveValue("8");
  await expect(dialog.getByLabel("Compounding")).toHaveValue("annual");
  await expect(dialog.getByLabel("Day count")).toHaveValue("actual/365");
  await expect(dialog.getByLabel("GP catch-up (%)")).toHaveValue("100");
  await expect(dialog.getByLabel("Carried interest (%)")).toHaveValue("20");
  const show = dialog.getByRole("button", { name: "Show the waterfall" });
  await expect(show).toBeEnabled();

  // A catch-up at the carry would never end: said on its field.
  await dialog.getByLabel("Amount to distribute ($)").fill("50,000,000");
  await dialog.getByLabel("GP catch-up (%)").fill("20");
  await show.click();
  await expect(dialog.getByText("Catch-up must be 0 or more than the carried interest")).toBeVisible();
  await expect(dialog.getByLabel("GP catch-up (%)")).toBeFocused();

  await dialog.getByLabel("GP catch-up (%)").fill("100");
  await show.click();
  const table = dialog.getByRole("table", { name: /^Waterfall of \$50,000,000\.00 on / });
  await expect(table).toBeVisible();
  const rows = table.getByRole("row");
  await expect(rows).toHaveCount(6);
  for (const tier of ["Return of capital", "Preferred return", "GP catch-up", "Carried interest split"]) {
    await expect(table.getByRole("rowheader", { name: tier })).toBeVisible();
  }
  // Every cent allocated: the LPs' and the GP's totals make the amount.
  const totals = rows.last().getByRole("cell");
  const [lp, gp, all] = await Promise.all([0, 1, 2].map(async (i) => centsOf(await totals.nth(i).innerText())));
  expect(lp + gp).toBe(5_000_000_000);
  expect(all).toBe(5_000_000_000);
  await expect(dialog.getByRole("status").filter({ hasText: "limited partners" })).toContainText("$50,000,000.00 on");
  await expect(dialog.getByText(/^From \d+ days? of paid-in capital/)).toBeVisible();

  // No sideways scroll of the page at 390 px (the table scrolls in its own region).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
});
