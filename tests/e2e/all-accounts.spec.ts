// Decision 0060, slice 2: All accounts, the entity switcher and a view-only advisor, in the browser.
import { expect, test, type Page } from "@playwright/test";
import { DEMO_ENTITIES } from "#server/seed/demo-entities.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";

const TRUST = DEMO_ENTITIES.mitchellTrust.legalName;
const OWN = `${demoUsers.investor.firstName} ${demoUsers.investor.lastName}`;
const COLUMNS = 5;

// A fresh context per test: signing in must not end another test's session of the same person.
test.use({ storageState: { cookies: [], origins: [] } });

async function signIn(page: Page, account: { username: string; password: string }) {
  await gotoHydrated(page, "/partner-portal");
  await page.getByRole("textbox", { name: "Username or Email", exact: true }).fill(account.username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** "$1,234.56" → 123456 cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, "")) * 100);

/** The figures of a total row (data-total=<entity id> or "all"), in cents, left to right. */
async function totalRow(page: Page, key: string): Promise<number[]> {
  const cells = page.locator(`tr[data-total="${key}"] td`);
  const texts = await cells.allTextContents();
  expect(texts).toHaveLength(COLUMNS + 1);
  return texts.slice(1).map(cents);
}

const switcher = (page: Page) => page.getByRole("navigation", { name: "Your accounts" });

test("Jordan lands on All accounts, whose totals are the sums of the entities, and switches to the trust and back", async ({
  page,
}) => {
  await signIn(page, demoUsers.investor);
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByRole("heading", { level: 1, name: "All accounts" })).toBeVisible();
  await expect(page).toHaveTitle(/All accounts/);

  const ids = await page
    .locator("tbody[data-entity]")
    .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-entity")!));
  expect(ids).toHaveLength(2);
  const [own, trust] = await Promise.all(ids.map((id) => totalRow(page, id)));
  const all = await totalRow(page, "all");
  expect(all).toEqual(own.map((value, i) => value + trust[i]));
  // The sample figures of Jordan's own holding (docs/product.md §Figures) and the trust's $5M of Fund II.
  expect(own.slice(0, 3)).toEqual([250_000_000, 180_000_000, 70_000_000]);
  expect(trust[0]).toBe(500_000_000);
  await expectNoAxeViolations(page);

  // To the trust, from the switcher in the header.
  await switcher(page).getByRole("link", { name: TRUST }).click();
  await expect(page).toHaveURL(new RegExp(`/investment-dashboard\\?entity=${ids[1]}$`));
  const main = page.getByRole("main");
  await expect(main.getByText(`Account: ${TRUST}`)).toBeVisible();
  await expect(main.getByText(/Member ID: EDF-\d{4}-9001/)).toBeVisible();
  await expect(main.getByText("$5,000,000.00").first()).toBeVisible();
  await expect(switcher(page).getByRole("link", { name: TRUST })).toHaveAttribute("aria-current", "page");

  // A tab change keeps the entity in the URL.
  await page.getByRole("tab", { name: "Fund II" }).click();
  await expect(page).toHaveURL(new RegExp(`entity=${ids[1]}`));
  await expect(page).toHaveURL(/tab=fund-ii/);
  await expect(main.getByText(`Account: ${TRUST}`)).toBeVisible();

  // And back to Jordan's own holding, by keyboard.
  await switcher(page).getByRole("link", { name: OWN }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/investment-dashboard\\?entity=${ids[0]}$`));
  await expect(main.getByText(`Account: ${OWN}`)).toBeVisible();
  await expect(main.getByText("$2,500,000.00").first()).toBeVisible();

  // An entity that is not Jordan's answers "Account not found".
  await gotoHydrated(page, "/investment-dashboard?entity=2147483647", 404);
  await expect(page.getByRole("heading", { level: 1, name: "Account not found" })).toBeVisible();
});

test("the advisor sees both of Jordan's accounts, view only", async ({ page }) => {
  await signIn(page, demoUsers.advisor);
  await expect(page).toHaveURL(/\/accounts$/);
  const table = page.getByRole("region", { name: "All accounts by entity and fund" });
  await expect(table.getByRole("link", { name: OWN })).toBeVisible();
  await expect(table.getByRole("link", { name: TRUST })).toBeVisible();
  await expect(table.getByText("View only")).toHaveCount(2);

  await table.getByRole("link", { name: TRUST }).click();
  await expect(page).toHaveURL(/\/investment-dashboard\?entity=\d+$/);
  const main = page.getByRole("main");
  await expect(main.getByText(`Account: ${TRUST}`)).toBeVisible();
  await expect(main.getByText("View only")).toBeVisible();
  await expect(main.getByText("$5,000,000.00").first()).toBeVisible();

  await page.getByRole("link", { name: "My Profile" }).click();
  await expect(page).toHaveURL(/\/investor-profile\?entity=\d+$/);
  await expect(page.getByRole("main").getByText(`Account: ${TRUST}`)).toBeVisible();
  await expect(page.getByRole("main").getByText("View only")).toBeVisible();
});

test("All accounts fits a phone (390 px) without sideways scroll", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demoUsers.investor);
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByRole("heading", { level: 1, name: "All accounts" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
