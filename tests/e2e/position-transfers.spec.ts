// Decision 0060, slice 4: staff transfer part of Jordan's own Fund I position to the Mitchell Family
// Trust, effective today; Jordan's All accounts then show it moved, the sums as before. It changes
// the sample investor's figures, so it runs in the `ledger-journeys` project (playwright.config.ts),
// after the specs that check them to the dollar.
import { expect, type Browser, type BrowserContextOptions, type Locator, type Page } from "@playwright/test";
import { DEMO_ENTITIES } from "#server/seed/demo-entities.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { staffTest as test } from "./staff-sessions";

test.describe.configure({ timeout: 120_000 });

const TRUST = DEMO_ENTITIES.mitchellTrust.legalName;
/** "$1,234.56" → 123456 cents ("—" → 0). */
const cents = (text: string) => Math.round(Number(text.replace(/[$,\s—]/g, "") || "0") * 100);

async function newPage(browser: Browser, storageState?: BrowserContextOptions["storageState"]) {
  const context = await browser.newContext({ storageState: storageState ?? { cookies: [], origins: [] } });
  return context.newPage();
}

/** The figures of a row, in cents: commitment, contributed, unfunded, distributions, NAV share. */
const figures = async (row: Locator) => (await row.locator("td").allTextContents()).slice(1).map(cents);

async function accounts(page: Page) {
  await gotoHydrated(page, "/accounts");
  const ids = await page
    .locator("tbody[data-entity]")
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute("data-entity"))));
  const [own, trust] = ids;
  const fundRow = (id: number, fund: string) =>
    page.locator(`tbody[data-entity="${id}"] tr`).filter({ has: page.getByRole("cell", { name: fund, exact: true }) });
  return {
    own,
    trust,
    ownTotal: await figures(page.locator(`tr[data-total="${own}"]`)),
    trustTotal: await figures(page.locator(`tr[data-total="${trust}"]`)),
    ownFundI: await figures(fundRow(own, "Fund I")),
    trustFundI: (await fundRow(trust, "Fund I").count()) === 0 ? null : await figures(fundRow(trust, "Fund I")),
  };
}

test("staff transfer part of Jordan's Fund I to the trust; Jordan's accounts show it moved, the sums unchanged", async ({
  browser,
  adminState,
}) => {
  const jordan = await newPage(browser);
  await gotoHydrated(jordan, "/partner-portal");
  await jordan.getByRole("textbox", { name: "Username or Email", exact: true }).fill(demoUsers.investor.username);
  await jordan.getByRole("textbox", { name: "Password", exact: true }).fill(demoUsers.investor.password);
  await jordan.getByRole("button", { name: "Sign In" }).click();
  await expect(jordan).toHaveURL(/\/accounts$/);
  const before = await accounts(jordan);
  expect(before.ownFundI[0]).toBe(150_000_000);
  expect(before.trustFundI).toBeNull();

  // Staff, on the entity's page: its transfers section.
  const admin = await newPage(browser, adminState);
  await gotoHydrated(admin, `/admin-portal/entities/${before.own}`);
  await expect(admin.getByRole("heading", { level: 2, name: "Position transfers" })).toBeVisible();
  await admin.getByRole("button", { name: "Transfer a position" }).click();
  const dialog = admin.getByRole("dialog", { name: "Transfer a position" });
  await dialog.getByLabel("Fund").selectOption("Fund I");
  await dialog.getByRole("searchbox", { name: "Find an entity by name or member ID" }).fill("Mitchell");
  await dialog.getByRole("radio", { name: new RegExp(TRUST) }).check();
  await dialog.getByRole("radio", { name: "Part of it" }).check();
  await dialog.getByLabel("Commitment moved ($)").fill("500,000");
  await dialog.getByLabel("Note").fill("Re-titled into the family trust");
  await expectNoAxeViolations(admin, { include: '[role="dialog"]' });
  await dialog.getByRole("button", { name: "Continue" }).click();
  // What moves: a third of the commitment, of the $1,125,000 paid in and of the $75,000 distributed.
  await expect(dialog.getByText("$500,000.00 of $1,500,000.00")).toBeVisible();
  await expect(dialog.getByText("$375,000.00 of $1,125,000.00")).toBeVisible();
  await expect(dialog.getByText("$25,000.00 of $75,000.00")).toBeVisible();
  await expectNoAxeViolations(admin, { include: '[role="dialog"]' });
  await dialog.getByRole("button", { name: "Record transfer" }).click();
  await expect(admin.getByText("Position transferred")).toBeVisible();
  await expect(dialog).toBeHidden();
  const history = admin.getByRole("table", { name: "Position transfers (1)" });
  await expect(history.getByRole("cell", { name: "$500,000.00" })).toBeVisible();
  await expect(history.getByRole("cell", { name: "$375,000.00" })).toBeVisible();
  await expectNoAxeViolations(admin);

  // Jordan's accounts: Fund I reduced by a third, the trust holding the rest; each sum as before.
  const after = await accounts(jordan);
  expect(after.ownFundI[0]).toBe(100_000_000);
  expect(after.trustFundI?.[0]).toBe(50_000_000);
  expect(after.trustFundI?.[1]).toBe(37_500_000);
  for (let i = 0; i < 4; i++) {
    expect(after.ownFundI[i] + after.trustFundI![i], `Fund I column ${i}`).toBe(before.ownFundI[i]);
    expect(after.ownTotal[i] + after.trustTotal[i], `total column ${i}`).toBe(
      before.ownTotal[i] + before.trustTotal[i],
    );
  }
  // The trust's dashboard shows its Fund I commitment.
  await gotoHydrated(jordan, `/investment-dashboard?entity=${before.trust}&tab=fund-i`);
  await expect(jordan.getByRole("main").getByText("$500,000.00").first()).toBeVisible();

  // At 390 px the page and the dialog fit without sideways scrolling.
  await admin.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(admin, `/admin-portal/entities/${before.trust}`);
  await expect(admin.getByRole("table", { name: "Position transfers (1)" })).toBeVisible();
  await admin.getByRole("button", { name: "Transfer a position" }).click();
  await expect(admin.getByRole("dialog", { name: "Transfer a position" })).toBeVisible();
  const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(admin, { include: '[role="dialog"]' });
});
