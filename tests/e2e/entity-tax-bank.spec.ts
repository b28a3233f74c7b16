// Decision 0060, slice 5: the trust's Tax and bank section in the browser: Jordan (signatory)
// reveals the tax ID and asks for a new bank account; the advisor (viewer) reads masked values only.
import { expect, test, type Page } from "@playwright/test";
import { DEMO_ENTITIES } from "#server/seed/demo-entities.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";

const TRUST = DEMO_ENTITIES.mitchellTrust.legalName;

// A fresh context per test: signing in must not end another test's session of the same person.
test.use({ storageState: { cookies: [], origins: [] } });

async function signIn(page: Page, account: { username: string; password: string }) {
  await gotoHydrated(page, "/partner-portal");
  await page.getByRole("textbox", { name: "Username or Email", exact: true }).fill(account.username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/accounts$/);
}

/** The trust's Tax and bank section, reached from All accounts' link to the trust. */
async function openTrustTaxBank(page: Page) {
  const href = await page
    .getByRole("region", { name: "All accounts by entity and fund" })
    .getByRole("link", { name: TRUST })
    .getAttribute("href");
  const id = /entity=(\d+)/.exec(href ?? "")?.[1];
  expect(id).toBeTruthy();
  await gotoHydrated(page, `/accounts/${id}/tax-and-bank`);
  await expect(page.getByRole("heading", { level: 2, name: "Tax and bank" })).toBeVisible();
}

const taxId = (page: Page) => page.getByTestId("tax-id");

test("Jordan reveals the trust's tax ID and asks for a new bank account, which waits for confirmation", async ({
  page,
}) => {
  await signIn(page, demoUsers.investor);
  await openTrustTaxBank(page);
  await expect(taxId(page)).toHaveText("••-•••6789");
  await expect(page.getByTestId("tax-form-status")).toHaveText("Received, being reviewed");
  await expect(page.getByTestId("bank-on-file")).toContainText("••••0002");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Reveal full tax ID" }).click();
  await expect(taxId(page)).toHaveText("12-3456789");
  await expect(page.getByRole("status").filter({ hasText: "This view was recorded" })).toBeVisible();

  await page.getByText("Change bank account").click();
  const form = page.getByRole("form", { name: "New bank account" });
  await form.getByLabel("Bank name").fill("Harbor Bank");
  await form.getByLabel("Account holder name").fill(TRUST);
  await form.getByLabel("Routing number (9 digits)").fill("021000022");
  await form.getByLabel("Account number (4 to 17 digits)").fill("5550001234");
  await form.getByRole("button", { name: "Request change" }).click();
  // A wrong check digit is refused on its field, and nothing typed is lost.
  await expect(form.getByText("not a valid ABA routing number")).toBeVisible();
  await expect(form.getByLabel("Bank name")).toHaveValue("Harbor Bank");
  await form.getByLabel("Routing number (9 digits)").fill("021000021");
  await form.getByRole("button", { name: "Request change" }).click();

  const pending = page.getByTestId("bank-pending");
  await expect(pending).toContainText("pending confirmation");
  await expect(pending).toContainText("••••1234");
  await expect(page.getByTestId("bank-on-file")).toContainText("••••0002");
  await expect(page.getByText("5550001234")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("the advisor (viewer) sees the trust's details masked, with no reveal and no change form", async ({ page }) => {
  await signIn(page, demoUsers.advisor);
  await openTrustTaxBank(page);
  await expect(taxId(page)).toHaveText("••-•••6789");
  await expect(page.getByRole("button", { name: "Reveal full tax ID" })).toHaveCount(0);
  await expect(page.getByText("Change bank account")).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Upload a tax form" })).toHaveCount(0);
  await expect(page.getByTestId("bank-read-only")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the Tax and bank section fits a phone (390 px) without sideways scroll", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demoUsers.investor);
  await openTrustTaxBank(page);
  // Its forms open too (the change form is absent while another test's change is pending).
  await page.evaluate(() => document.querySelectorAll("details").forEach((d) => (d.open = true)));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
