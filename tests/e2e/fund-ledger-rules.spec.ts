import { expect } from "@playwright/test";
import { gotoHydrated } from "./helpers";
import { staffTest as test } from "./staff-sessions";

// Issue 22 (decision 0044) through the staff screens: a call for more than the investors have
// left to call is shown per investor and cannot be issued; impossible dates are refused, each on
// its field.

test.describe.configure({ timeout: 90_000 });

test("the fund operations screens refuse an over-call and impossible dates", async ({ browser, adminState }) => {
  const context = await browser.newContext({ storageState: adminState });
  const admin = await context.newPage();
  await gotoHydrated(admin, "/fund-operations?fund=fund-ii");
  // Fund II shows what was called (the fourth call, outstanding, included) apart from what was paid in.
  await expect(admin.locator("dt", { hasText: /^Called$/ })).toBeVisible();
  await expect(admin.locator("dt", { hasText: /^Contributed$/ })).toBeVisible();

  // 1. A $20M call of Fund II, which has $8.375M not yet called: $7.875M of the first close and the
  // second close's executed $500,000 (docs/product.md §Figures).
  await admin.getByRole("button", { name: "New capital call" }).click();
  const dialog = admin.getByRole("dialog", { name: "New Fund II capital call" });
  await dialog.getByLabel("Purpose").fill("Over-call attempt");
  await dialog.getByLabel("Investment ($)").fill("20,000,000");
  // Fund II's management fee is computed from its terms (decision 0068): none in this call.
  await dialog.getByLabel("Management fee", { exact: true }).selectOption("none");
  await dialog.getByLabel("Fund expenses ($)").fill("0");
  await dialog.getByRole("button", { name: "Preview allocation" }).click();
  const allocation = dialog.getByRole("table", { name: /^Allocation of call #\d+$/ });
  await expect(allocation).toBeVisible();
  await expect(allocation.getByRole("columnheader", { name: "Not yet called" })).toBeVisible();
  // Every investor's row says by how much their part passes what they have left.
  const rows = allocation.locator("tbody tr");
  expect(await rows.count()).toBeGreaterThan(1);
  await expect(rows.filter({ hasText: "more than not yet called" })).toHaveCount(await rows.count());
  await expect(dialog.getByRole("note")).toContainText("of their commitments not yet called");
  await expect(dialog.getByRole("button", { name: "Issue capital call" })).toBeDisabled();

  // 2. Back to the form: a call dated 2019-01-01, before Fund II's first close, is refused on its field.
  await dialog.getByRole("button", { name: "Back to edit" }).click();
  await dialog.getByLabel("Investment ($)").fill("1,000");
  await dialog.getByLabel("Call date").fill("2019-01-01");
  await dialog.getByRole("button", { name: "Preview allocation" }).click();
  await expect(dialog.getByLabel("Call date")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText(/Call date cannot be before Fund II's first close/)).toBeVisible();
  await admin.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // 3. Valuations: one in 2030 and one mid-month are refused, each said on the date field.
  const valuation = admin.getByRole("form", { name: "Add a valuation" });
  await valuation.getByLabel("Net asset value ($)").fill("1,000,000");
  for (const [date, message] of [
    ["2030-01-01", /Valuation date cannot be in the future/],
    ["1999-12-31", /Valuation date cannot be before Fund II's first close/],
    ["2024-05-15", /Valuation date must be a month or quarter end/],
  ] as const) {
    await valuation.getByLabel("Valuation date").fill(date);
    await valuation.getByRole("button", { name: "Add valuation" }).click();
    await expect(valuation.getByText(message)).toBeVisible();
    await expect(valuation.getByLabel("Valuation date")).toHaveAttribute("aria-invalid", "true");
  }
  await expect(admin.getByRole("table", { name: /Fund II valuations/ })).not.toContainText("2030");
  await context.close();
});
