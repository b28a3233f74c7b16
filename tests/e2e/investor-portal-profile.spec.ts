// The investor portal's profile and access: every profile tab, logout, a second investor's records, a viewer.
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { closedQuarter } from "#server/seed/demo-timeline.ts";
import { DEMO } from "./demo-dates";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { createPortalUser, signInOnPartnerPortal } from "./portal-accounts";
import { INVESTOR, signInAsInvestor, tab } from "./investor-portal-helpers";

// Several of these tests run axe on many tabs and dialogs: allow them more than the default.
test.describe.configure({ timeout: 90_000 });

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
  // Three paid and Fund II's newest, declared and not yet paid (decision 0067).
  await expect(paidOut.locator("tbody tr")).toHaveCount(4);
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
  // The demo's two quarterly statements (documents.spec.ts, running beside this one, may file a
  // statement of its own for Jordan: only the demo's are counted).
  await expect(
    page
      .getByRole("table", { name: "Quarterly Statements, newest first" })
      .locator("tbody tr")
      .filter({ hasText: /Q\d \d{4} Quarterly Statement/ }),
  ).toHaveCount(2);
  await expect(page.getByRole("table", { name: "Monthly Statements, newest first" }).locator("tbody tr")).toHaveCount(
    3,
  );
  // The last tax year's K-1 is pending (demo-investor-records.ts dates the demo from today).
  await expect(page.getByRole("button", { name: `Download ${DEMO.k1Pending} (pending)` })).toBeDisabled();
  await expectNoAxeViolations(page);

  // Back to Portal goes through the login page, which sends a signed-in investor on: the demo
  // investor has two entities, so to All accounts (decision 0060).
  await page.getByRole("link", { name: "Back to Portal" }).click();
  await expect(page).toHaveURL(/\/accounts$/);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/partner-portal$/);
  await page.goto("/investment-dashboard");
  await expect(page).toHaveURL(/\/partner-portal\?returnTo=%2Finvestment-dashboard$/);
  const download = await page.request.get("/api/investor/documents");
  expect(download.status()).toBe(401);
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
