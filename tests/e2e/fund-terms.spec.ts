import { expect } from "@playwright/test";
import { addDays } from "#domain/ledger/dates.ts";
import { quarterBounds, quarterOfDay } from "#domain/ledger/quarters.ts";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { staffTest as test } from "./staff-sessions";

// A fund's terms through the staff screens (issue 26, decision 0068): the demo's approved terms,
// this quarter's fees and the side letters; an admin proposes a change, which a super admin
// rejects (so the demo's terms stay as they are for the other tests); the call form computes the
// fee from the terms and warns of a short due date. Accessible, and usable at 390 px.

test.describe.configure({ timeout: 120_000 });

const TODAY = new Date().toISOString().slice(0, 10);

test("staff read a fund's terms, propose a change and a super admin decides on it", async ({
  browser,
  adminState,
  superAdminState,
}) => {
  const admin = await (await browser.newContext({ storageState: adminState })).newPage();
  await gotoHydrated(admin, "/admin-portal/terms");
  await expect(
    admin.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Fund terms" }),
  ).toHaveAttribute("aria-current", "page");
  const current = admin.getByRole("region", { name: "Fund I's terms in effect today" });
  await expect(current.getByText("20%", { exact: true })).toBeVisible();
  await expect(current.getByText(/^1\.5% a year of commitments from/)).toBeVisible();
  const fees = admin.getByRole("table", { name: /^Fund I management fees for Q\d \d{4}$/ });
  // Harbor Point's $8M × 1.5% / 4 (other tests add Fund I investors, so not the fund's total).
  await expect(
    fees
      .getByRole("row", { name: /Harbor Point Family Office/ })
      .getByRole("cell")
      .last(),
  ).toHaveText("$30,000.00");
  await expectNoAxeViolations(admin);

  await admin.getByRole("navigation", { name: "Funds" }).getByRole("link", { name: "Fund II" }).click();
  await expect(admin).toHaveURL(/\/admin-portal\/terms\?fund=fund-ii$/);
  const letters = admin.getByRole("table", { name: "Fund II side letters" });
  await expect(letters.getByRole("row", { name: /Harbor Point Family Office/ })).toContainText("fee 1.75%");
  // Admins read side letters; only super admins change them.
  await expect(admin.getByRole("button", { name: "Add side letter" })).toHaveCount(0);

  // The admin proposes a higher carry from the next quarter.
  const effective = addDays(quarterBounds(quarterOfDay(TODAY)).end, 1);
  await admin.getByRole("button", { name: "Propose a change" }).click();
  const dialog = admin.getByRole("dialog", { name: "Propose Fund II terms" });
  await dialog.getByLabel("Effective from").fill(effective);
  await dialog.getByLabel("Carried interest (%)").fill("25");
  await dialog.getByLabel(/^Reason/).fill(`E2E amendment ${Date.now().toString(36)}`);
  await expectNoAxeViolations(admin, { include: '[role="dialog"]' });
  await dialog.getByRole("button", { name: "Propose", exact: true }).click();
  await expect(admin.getByText("Terms proposed: a super admin approves them")).toBeVisible();
  const versions = admin.getByRole("table", { name: /^Versions of the terms/ });
  const proposal = versions.getByRole("row", { name: /Awaiting approval/ });
  await expect(proposal).toContainText("25% carry");
  await expect(proposal.getByRole("button", { name: "Approve" })).toHaveCount(0);

  // A super admin may approve it; here they reject it with a reason, which the table then shows.
  const superAdmin = await (await browser.newContext({ storageState: superAdminState })).newPage();
  await gotoHydrated(superAdmin, "/admin-portal/terms?fund=fund-ii");
  const row = superAdmin
    .getByRole("table", { name: /^Versions of the terms/ })
    .getByRole("row", { name: /Awaiting approval/ });
  await expect(row.getByRole("button", { name: "Approve" })).toBeEnabled();
  await row.getByRole("button", { name: "Reject" }).click();
  const reject = superAdmin.getByRole("dialog", { name: "Reject the proposed terms" });
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(reject.getByLabel("Reason")).toHaveAttribute("aria-invalid", "true");
  await reject.getByLabel("Reason").fill("The amendment is not signed yet");
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(superAdmin.getByText("Proposed terms rejected")).toBeVisible();
  await expect(
    superAdmin
      .getByRole("table", { name: /^Versions of the terms/ })
      .getByText(/Rejected by .*: The amendment is not signed yet/)
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(superAdmin);

  // At 390 px the page scrolls only down.
  await superAdmin.setViewportSize({ width: 390, height: 844 });
  const overflow = await superAdmin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await superAdmin.context().close();
  await admin.context().close();
});

test("the call form computes the fee from the terms and warns of a short due date", async ({ browser, adminState }) => {
  const admin = await (await browser.newContext({ storageState: adminState })).newPage();
  await gotoHydrated(admin, "/fund-operations?fund=fund-ii");
  await admin.getByRole("button", { name: "New capital call" }).click();
  const dialog = admin.getByRole("dialog", { name: "New Fund II capital call" });
  await expect(dialog.getByLabel("Management fee ($)")).toHaveCount(0);
  await dialog.getByLabel("Purpose").fill("Fee preview");
  await dialog.getByLabel("Investment ($)").fill("45,000");
  await dialog.getByLabel("Due date").fill(TODAY);
  await expect(dialog.getByRole("note").filter({ hasText: "fewer than 10 business days" })).toBeVisible();
  await expectNoAxeViolations(admin, { include: '[role="dialog"]' });
  await dialog.getByRole("button", { name: "Preview allocation" }).click();
  const allocation = dialog.getByRole("table", { name: /^Allocation of call #\d+$/ });
  await expect(allocation.getByRole("columnheader", { name: "Management fee" })).toBeVisible();
  // Harbor Point's side letter: $12M × 1.75% / 4, unless a call of the quarter asked for it already.
  const harbor = allocation.getByRole("row", { name: /Harbor Point Family Office/ });
  await expect(harbor.getByRole("cell").nth(-2)).toHaveText("$52,500.00");
  // Still allowed: the warning does not stop the issue.
  await expect(dialog.getByRole("note").filter({ hasText: "fewer than 10 business days" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Issue capital call" })).toBeEnabled();
  await admin.keyboard.press("Escape");
  await admin.context().close();
});
