import { expect, test, type Page } from "@playwright/test";
import { DEMO } from "./demo-dates";
import { demoUsers } from "#server/seed/demo-users.ts";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { createPortalUser, signInOnPartnerPortal } from "./portal-accounts";

const NOTICE = "Electronic delivery of your documents";

const tab = (page: Page, name: string) =>
  page.getByRole("tablist", { name: "Portal sections" }).getByRole("tab", { name, exact: true });

test.describe.configure({ timeout: 90_000 });

test("a new investor sees the e-delivery notice instead of documents, accepts it, then sees them; axe passes", async ({
  page,
  playwright,
  baseURL,
}) => {
  const investor = await createPortalUser(playwright, baseURL!, {
    role: "investor",
    fundIAccess: true,
    fundICommitment: 100_000,
  });
  await signInOnPartnerPortal(page, investor);

  const notice = page.getByRole("region", { name: NOTICE });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Schedule K-1s");
  await expect(notice).toContainText("capital call and distribution notices");
  await expect(notice).toContainText("a current web browser and a PDF reader");
  await expect(notice.getByRole("link", { name: /support@/ })).toHaveAttribute("href", /^mailto:/);
  await expectNoAxeViolations(page);

  // No document is listed, only where to accept; the server refuses the documents too.
  await tab(page, "Resources").click();
  await expect(page.getByText(`Fund I ${DEMO.quarter} Performance Report`)).toHaveCount(0);
  const monthly = page.getByRole("region", { name: "Monthly Statements" });
  await expect(monthly.getByRole("link", { name: "the electronic delivery notice" })).toHaveAttribute(
    "href",
    "#edelivery-notice",
  );
  const refused = await page.request.get("/api/investor/documents");
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toMatch(/Accept the electronic delivery notice/);

  // The button is reachable by keyboard; once accepted, focus moves to the confirmation.
  const accept = notice.getByRole("button", { name: "Accept electronic delivery" });
  await accept.focus();
  await page.keyboard.press("Enter");
  const confirmation = page.getByRole("status").filter({ hasText: "You accepted electronic delivery on" });
  await expect(confirmation).toBeFocused();
  await expect(notice).toHaveCount(0);
  const reports = page.getByRole("region", { name: "Reports", exact: true });
  await expect(reports.getByRole("link", { name: `Download Fund I ${DEMO.quarter} Performance Report` })).toBeVisible();
  await expectNoAxeViolations(page);

  // Asked once: the next visit goes straight to the documents.
  await gotoHydrated(page, "/investor-profile?tab=statements");
  await expect(page.getByRole("region", { name: NOTICE })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Monthly Statements" })).toBeVisible();
});

test("a viewer is never asked", async ({ page, playwright, baseURL }) => {
  const viewer = await createPortalUser(playwright, baseURL!, { role: "viewer", fundIAccess: true });
  await signInOnPartnerPortal(page, viewer);
  await expect(page.getByRole("heading", { level: 1, name: "Investor Portal" })).toBeVisible();
  await expect(page.getByRole("region", { name: NOTICE })).toHaveCount(0);
});

test("the sample investor's unopened statement is marked New until downloaded", async ({ page }) => {
  await signInOnPartnerPortal(page, demoUsers.investor);
  await tab(page, "Resources").click();
  const monthly = page.getByRole("region", { name: "Monthly Statements" });
  // The newest statement: the seed leaves what was issued in the last 45 days unopened, and the
  // newest is at most a month old whatever today is (the one before it is New only until the 24th).
  const statement = monthly.getByRole("listitem").filter({ hasText: DEMO.monthlyStatements[0] });
  // "New" on screen; screen readers hear that it is not opened yet.
  await expect(statement.getByText("New, not opened yet")).toBeVisible();

  const download = page.waitForEvent("download");
  await statement.getByRole("link", { name: `Download ${DEMO.monthlyStatements[0]}` }).click();
  await download;
  await page.reload();
  await expect(monthly.getByRole("listitem").filter({ hasText: DEMO.monthlyStatements[0] })).toBeVisible();
  await expect(statement.getByText("New, not opened yet")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the notice's form accepts e-delivery and the documents appear; no sideways scroll at 320 px", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const investor = await createPortalUser(playwright, baseURL!, { role: "investor", fundIAccess: true });
    // Signing in needs the script; the session comes from the API in this browser context.
    const login = await page.context().request.post("/api/login", {
      data: { username: investor.username, password: investor.password },
      headers: { origin: baseURL! },
    });
    expect(login.status()).toBe(200);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto("/investor-profile?tab=statements");
    const notice = page.getByRole("region", { name: NOTICE });
    await expect(notice).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await notice.getByRole("button", { name: "Accept electronic delivery" }).click();
    await expect(page.getByRole("status").filter({ hasText: "You accepted electronic delivery on" })).toBeVisible();
    await expect(page.getByRole("region", { name: NOTICE })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "Monthly Statements" })).toBeVisible();
  });
});
