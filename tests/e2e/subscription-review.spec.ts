// Issue 25 §4: staff review the demo subscriptions (server/seed/demo-subscriptions.ts): approve the
// Mitchell Family Trust's, send the Lindqvists' back with a comment on one answer; the bulk
// countersign, countersign and decline dialogs open accessibly (countersigning itself is the signing
// slice's endpoint, tested end to end at the merge); axe on each page and dialog; phone layouts.
import { expect, type Page } from "@playwright/test";
import { DEMO_ENTITIES } from "#server/seed/demo-entities.ts";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { adminTest as test } from "./staff-sessions";

const TRUST = DEMO_ENTITIES.mitchellTrust.legalName;
const JOINT = DEMO_ENTITIES.lindqvistJoint.legalName;

async function openSubscription(page: Page, entity: string) {
  await gotoHydrated(page, "/admin-portal/subscriptions");
  await page.getByRole("main").getByRole("link", { name: entity }).click();
  await expect(page.getByRole("heading", { name: entity, level: 2 })).toBeVisible();
}

test("staff approve one subscription, send another back with a comment, and open the countersign dialogs", async ({
  page,
}) => {
  await gotoHydrated(page, "/admin-portal/subscriptions");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Subscriptions", level: 2 })).toBeVisible();
  await main
    .getByRole("navigation", { name: "Filter subscriptions by state" })
    .getByRole("link", { name: /^Submitted/ })
    .click();
  await expect(page).toHaveURL(/[?&]status=submitted/);
  await expect(main.getByRole("table", { name: /Subscriptions: Submitted/ })).toContainText(TRUST);
  await expectNoAxeViolations(page);

  // Approve the trust's (KYC clear, accreditation verified for Rule 506(c)).
  await openSubscription(page, TRUST);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.locator("header").getByText("Approved", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Approved");
  await page.getByRole("button", { name: "Countersign" }).click();
  const single = page.getByRole("dialog", { name: "Countersign the subscription" });
  await expect(single.getByLabel("Your full name")).toBeVisible();
  await expectNoAxeViolations(page);
  await single.getByRole("button", { name: "Cancel" }).click();

  // Send the Lindqvists' back with a comment on the commitment.
  await openSubscription(page, JOINT);
  await page.getByRole("button", { name: "Comment on Commitment: Commitment (US dollars)" }).click();
  await page.getByLabel("Comment on Commitment (US dollars)").fill("Please confirm the amount with both signatories.");
  await page.getByRole("button", { name: "Request revision (1 comment)" }).click();
  await expect(page.locator("header").getByText("Pending revision", { exact: true })).toBeVisible();
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText("commitment.amount: Please confirm the amount with both signatories.");
  await expect(page.getByText("Comment: Please confirm the amount with both signatories.")).toBeVisible();
  await page.getByRole("button", { name: "Decline" }).click();
  const decline = page.getByRole("dialog", { name: "Decline the subscription" });
  await decline.getByRole("button", { name: "Decline" }).click();
  await expect(decline.getByRole("alert")).toContainText("Reason is required");
  await expectNoAxeViolations(page);
  await decline.getByRole("button", { name: "Cancel" }).click();

  // Back on the list: the approved one can be chosen for a bulk countersignature.
  await gotoHydrated(page, "/admin-portal/subscriptions?status=approved");
  await main.getByRole("checkbox", { name: `Choose ${TRUST}` }).check();
  await main.getByRole("button", { name: "Countersign selected (1)" }).click();
  const bulk = page.getByRole("dialog", { name: "Countersign 1 subscription" });
  await expect(bulk).toContainText(TRUST);
  await expectNoAxeViolations(page);
  await bulk.getByRole("button", { name: "Cancel" }).click();
});

test("the subscriptions list and a subscription's page fit a phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/admin-portal/subscriptions");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await page.getByRole("main").getByRole("link", { name: DEMO_ENTITIES.ramanIra.legalName }).click();
  await expect(page.getByRole("heading", { name: "Answers" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await expectNoAxeViolations(page);
});
