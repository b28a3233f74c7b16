import { expect } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { adminTest } from "./staff-sessions";

// Issue 25 §4, decision 0064: the KYC section of a staff entity page on the demo database (the
// Mitchell Family Trust, screened clear against the demo's fictional list and rated low).
const test = adminTest;

test("an admin screens the Mitchell Family Trust and rates its risk; the list shows its KYC status", async ({
  page,
}) => {
  test.slow(); // axe and two viewports
  await gotoHydrated(page, "/admin-portal/entities?q=Mitchell%20Family");
  const row = page
    .getByRole("table", { name: "Investing entities" })
    .getByRole("row", { name: /Mitchell Family Trust/ });
  await expect(row).toContainText("Clear");
  await row.getByRole("link", { name: "Mitchell Family Trust" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mitchell Family Trust" })).toBeVisible();

  const kyc = page.getByRole("region", { name: "KYC" });
  await expect(kyc).toContainText("Clear");
  await expect(kyc.getByRole("combobox", { name: "Risk rating" })).toHaveValue("low");
  await kyc.getByRole("button", { name: "Screen now" }).click();
  await expect(kyc.getByRole("status")).toHaveText("Screened: no possible match.");
  await kyc.getByRole("combobox", { name: "Risk rating" }).selectOption("medium");
  await kyc.getByRole("button", { name: "Save rating" }).click();
  await expect(kyc.getByRole("status")).toHaveText("Risk rating saved.");
  await expectNoAxeViolations(page, { include: "section[aria-labelledby='kyc-heading']" });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("region", { name: "KYC" }).getByRole("combobox", { name: "Risk rating" })).toHaveValue(
    "medium",
  );
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/kyc-390.png", fullPage: true });
});
