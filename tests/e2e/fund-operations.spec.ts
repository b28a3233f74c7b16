import { readFile } from "node:fs/promises";
import { expect, type Browser, type BrowserContextOptions } from "@playwright/test";
import { formatMoneyCents, formatShortDate } from "#domain/format.ts";
import { decimalFromCents } from "#domain/ledger/money.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { hasPoppler, pdfText } from "#tests/pdf-text.ts";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { createPortalUser, signInOnPartnerPortal } from "./portal-accounts";
import { staffTest as test } from "./staff-sessions";

// The fund operations journey (staff issue a Fund I capital call; a new investor accepts
// e-delivery and gets its notice; staff record the payment and see the notice opened), in one
// test because each step needs the one before. Staff and the investor each have their own
// browser context.

test.describe.configure({ timeout: 120_000 });

const INVESTOR = demoUsers.investor;
const TODAY = new Date().toISOString().slice(0, 10);
const WIRE = {
  "Legal name": "EdFutures Education Real Estate Fund I, L.P.",
  Bank: "First Republic Test Bank",
  "Account name": "EdFutures Fund I LP",
  "Account number": "0012345678",
  "ABA routing number": "123456780",
  "SWIFT/BIC": "FRTBUS6S",
  "Reference format": "{fund}-{number}-{memberId}",
};

/** "$12,345.67" → 1234567 cents. */
const centsOf = (text: string) => Number(text.replace(/[^\d]/g, ""));

async function staffPage(browser: Browser, storageState: BrowserContextOptions["storageState"]) {
  const context = await browser.newContext({ storageState });
  return context.newPage();
}

test("staff issue a capital call, a new investor accepts e-delivery and downloads its notice, staff record the payment", async ({
  browser,
  adminState,
  superAdminState,
  playwright,
  baseURL,
}) => {
  const purpose = `E2E acquisition ${Date.now().toString(36)}`;
  // A new investor with a Fund I commitment (staff create it; it has not accepted e-delivery).
  const fresh = await createPortalUser(playwright, baseURL!, {
    role: "investor",
    fundIAccess: true,
    fundICommitment: 250000,
  });
  const INVESTOR_NAME = `${fresh.firstName} ${fresh.lastName}`;

  // 1. A super admin enters Fund I's wire instructions (notices cannot be issued without them).
  const superAdmin = await staffPage(browser, superAdminState);
  await gotoHydrated(superAdmin, "/fund-operations");
  await expect(superAdmin.getByRole("heading", { level: 1, name: "Fund Operations" })).toBeVisible();
  const wire = superAdmin.getByRole("form", { name: "Fund I wire instructions" });
  for (const [label, value] of Object.entries(WIRE)) await wire.getByLabel(label).fill(value);
  await wire.getByRole("button", { name: "Save wire instructions" }).click();
  await expect(superAdmin.getByText("Fund I wire instructions saved")).toBeVisible();
  // The save revalidates the page, whose figures are dimmed (aria-busy) until the new data is in:
  // axe checks the page as it settles, not the passing dimmed frame.
  await expect
    .poll(() =>
      superAdmin.evaluate(() =>
        [...document.querySelectorAll("[aria-busy]")].every(
          (e) => e.getAttribute("aria-busy") !== "true" && getComputedStyle(e).opacity === "1",
        ),
      ),
    )
    .toBe(true);
  await expectNoAxeViolations(superAdmin);
  await superAdmin.context().close();

  // 2. An admin reaches the page from the admin portal and issues the call.
  const admin = await staffPage(browser, adminState);
  await gotoHydrated(admin, "/admin-portal");
  await admin.getByRole("navigation", { name: "Staff tools" }).getByRole("link", { name: "Fund Operations" }).click();
  await expect(admin).toHaveURL(/\/fund-operations$/);
  await expect(admin.getByRole("link", { name: "Fund I", exact: true })).toHaveAttribute("aria-current", "page");
  // Admins read the wire instructions; they cannot change them.
  await expect(admin.getByRole("form", { name: "Fund I wire instructions" })).toHaveCount(0);
  await expect(admin.getByText(WIRE["Legal name"])).toBeVisible();
  await expectNoAxeViolations(admin);

  await admin.getByRole("button", { name: "New capital call" }).click();
  const dialog = admin.getByRole("dialog", { name: "New Fund I capital call" });
  await dialog.getByLabel("Purpose").fill(purpose);
  await dialog.getByLabel("Investment ($)").fill("100,000.00");
  await dialog.getByLabel("Fund expenses ($)").fill("500.01");
  // Fund I's approved terms compute the management fee (decision 0068): this call asks for none.
  await expect(dialog.getByLabel("Management fee ($)")).toHaveCount(0);
  await dialog.getByLabel("Management fee", { exact: true }).selectOption("none");
  await expect(dialog.getByText("Investment and expenses: $100,500.01")).toBeVisible();
  await expectNoAxeViolations(admin, { include: '[role="dialog"]' });

  await dialog.getByRole("button", { name: "Preview allocation" }).click();
  const allocation = dialog.getByRole("table", { name: /^Allocation of call #\d+$/ });
  await expect(allocation).toBeVisible();
  const callNumber = Number(/#(\d+)/.exec((await allocation.locator("caption").textContent()) ?? "")?.[1]);
  expect(callNumber).toBeGreaterThan(0);
  const jordanRow = allocation.getByRole("row", { name: new RegExp(INVESTOR_NAME) });
  await expect(jordanRow).toBeVisible();
  const partCents = centsOf((await jordanRow.getByRole("cell").last().textContent()) ?? "");
  expect(partCents).toBeGreaterThan(0);
  // The total row is the sum of the parts, equal to the call's total.
  await expect(allocation.locator("tfoot td").last()).toHaveText("$100,500.01");
  await expectNoAxeViolations(admin, { include: '[role="dialog"]' });

  // Back keeps the input; previewing again gives the same allocation.
  await dialog.getByRole("button", { name: "Back to edit" }).click();
  await expect(dialog.getByLabel("Purpose")).toHaveValue(purpose);
  await expect(dialog.getByLabel("Fund expenses ($)")).toHaveValue("500.01");
  await dialog.getByRole("button", { name: "Preview allocation" }).click();
  await dialog.getByRole("button", { name: "Issue capital call" }).click();
  await expect(admin.getByText(new RegExp(`Capital call #${callNumber} issued to \\d+ investors?`))).toBeVisible();
  await expect(dialog).toBeHidden();
  const callCard = admin.getByRole("listitem").filter({
    has: admin.getByRole("heading", { level: 3, name: `Call #${callNumber}: ${purpose}` }),
  });
  await expect(callCard).toBeVisible();

  // 3. The investor, in a browser of their own, accepts electronic delivery, then sees the call
  // and downloads its notice.
  const investorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const investor = await investorContext.newPage();
  await signInOnPartnerPortal(investor, fresh);
  const consent = investor.getByRole("region", { name: "Electronic delivery of your documents" });
  await expect(consent).toBeVisible();
  await expectNoAxeViolations(investor);
  await consent.getByRole("button", { name: "Accept electronic delivery" }).click();
  await expect(consent).toHaveCount(0);
  const summary = investor.getByRole("region", { name: "Portfolio summary" });
  const contributed = summary.locator("dt", { hasText: "Capital Contributed" }).locator("+ dd");
  // Nothing paid yet; a ledger amount shows its cents on every face (decision 0046).
  await expect(contributed).toHaveText("$0.00");
  const contributedBefore = 0;

  await gotoHydrated(investor, "/investor-profile?tab=capital-calls");
  const history = investor.getByRole("table", { name: "Capital call history, newest first" });
  const callRow = history.getByRole("row", { name: new RegExp(purpose) });
  await expect(callRow).toBeVisible();
  const download = investor.waitForEvent("download");
  await callRow.getByRole("link", { name: new RegExp(`Download Fund I capital call ${callNumber} notice`) }).click();
  const pdf = await readFile((await (await download).path())!);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // The notice names its investor and the call (its text read back with poppler: tests/pdf-text.ts).
  if (hasPoppler) {
    const text = pdfText(pdf);
    expect(text).toContain(INVESTOR_NAME);
    expect(text).toContain(purpose);
  }

  // 4. Staff record the investor's payment and see that the notice was opened.
  await admin.reload();
  await callCard.getByRole("button", { name: new RegExp(`Show investors' parts of call #${callNumber}`) }).click();
  // The open call is in the URL; its parts are paged, so find the investor by the search.
  await expect(admin).toHaveURL(/[?&]call=\d+/);
  await callCard.getByLabel("Search by name or member ID").fill(INVESTOR_NAME);
  await callCard.getByRole("button", { name: "Search" }).click();
  await expect(admin).toHaveURL(/[?&]p\.q=/);
  const parts = callCard.getByRole("table", { name: `Parts of call #${callNumber}` });
  const part = parts.getByRole("row", { name: new RegExp(INVESTOR_NAME) });
  await expect(part.getByText("Pending")).toBeVisible();
  await expect(part.getByRole("cell").last()).toContainText("Yes");
  await part.getByRole("checkbox", { name: `Select ${INVESTOR_NAME}` }).check();
  await callCard.getByRole("button", { name: "Mark paid" }).click();
  const paidDialog = admin.getByRole("dialog", { name: `Mark parts of call #${callNumber} paid` });
  await expect(paidDialog.getByText(INVESTOR_NAME)).toBeVisible();
  await expectNoAxeViolations(admin, { include: '[role="dialog"]' });
  // Received today: a payment can be neither in the future nor before its call (issued today).
  await paidDialog.getByLabel("Received date").fill(TODAY);
  await paidDialog.getByRole("button", { name: "Mark paid" }).click();
  await expect(admin.getByText("Marked 1 part paid")).toBeVisible();
  await expect(part.getByText("Paid", { exact: true })).toBeVisible();
  // The payment date's own cell (the row also shows when the part was recorded, today too).
  await expect(part.getByRole("cell", { name: formatShortDate(TODAY), exact: true })).toBeVisible();
  await expectNoAxeViolations(admin);

  // 5. The investor's contributed capital now includes the payment.
  await gotoHydrated(investor, "/investment-dashboard");
  await expect(contributed).toHaveText(formatMoneyCents(decimalFromCents(contributedBefore + partCents)));

  await investorContext.close();
  await admin.context().close();
});

test("the page guards: investors are refused, anonymous visitors go to the staff sign-in", async ({ page }) => {
  const anonymous = await page.goto("/fund-operations?fund=fund-ii");
  expect(anonymous?.status()).toBe(200);
  await expect(page).toHaveURL(/\/admin-portal\?returnTo=%2Ffund-operations%3Ffund%3Dfund-ii$/);

  await signInOnPartnerPortal(page, INVESTOR);
  const refused = await page.goto("/fund-operations");
  expect(refused?.status()).toBe(403);
});

test("the fund switcher keeps the fund in the URL; the distribution form names bad fields", async ({
  browser,
  adminState,
}) => {
  const admin = await staffPage(browser, adminState);
  await gotoHydrated(admin, "/fund-operations");
  await admin.getByRole("navigation", { name: "Funds" }).getByRole("link", { name: "Fund II" }).click();
  await expect(admin).toHaveURL(/\/fund-operations\?fund=fund-ii$/);
  await expect(admin.getByRole("link", { name: "Fund II", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(admin.getByRole("heading", { level: 2, name: "Capital calls" })).toBeVisible();
  await expectNoAxeViolations(admin);

  // The distribution form names a bad field inline, and nothing is sent until it is fixed.
  await admin.getByRole("button", { name: "New distribution" }).click();
  const dialog = admin.getByRole("dialog", { name: "New Fund II distribution" });
  await dialog.getByLabel("Total ($)").fill("12.345");
  await dialog.getByRole("button", { name: "Preview allocation" }).click();
  await expect(dialog.getByLabel("Total ($)")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Total ($)"))
    .toBeFocused({ timeout: 2000 })
    .catch(() => undefined);
  // Focus goes to the first field in error, in screen order.
  await expect(dialog.getByLabel("Type")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Type")).toBeFocused();
  await expectNoAxeViolations(admin, { include: '[role="dialog"]' });
  await admin.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await admin.context().close();
});

test("the lists page on the server: investors and a call's parts keep their position and filters in the URL", async ({
  browser,
  adminState,
}) => {
  const admin = await staffPage(browser, adminState);
  // Two investors a page (?i.limit=), so the demo's investors make several pages.
  await gotoHydrated(admin, "/fund-operations?i.limit=2");
  const investors = admin.getByRole("region", { name: "Investors" });
  const table = investors.getByRole("table", { name: /^Fund I investors \(\d+\)$/ });
  const names = () => table.locator("tbody tr td:first-child").allTextContents();
  const first = await names();
  expect(first).toHaveLength(2);
  const pages = admin.getByRole("navigation", { name: "Pages of Fund I investors" });
  await expect(pages.getByText(/^Showing 2 of \d+ investors$/)).toBeVisible();
  await pages.getByRole("link", { name: "Next page" }).click();
  await expect(admin).toHaveURL(/i\.cursor=/);
  await expect.poll(names).not.toEqual(first);
  const second = await names();
  expect(second.filter((name) => first.includes(name))).toEqual([]);
  await pages.getByRole("link", { name: "Previous page" }).click();
  await expect.poll(names).toEqual(first);
  // Back returns to the second page (each page is a history entry).
  await admin.goBack();
  await expect.poll(names).toEqual(second);
  await expectNoAxeViolations(admin);

  // A call's parts: open it (in the URL), filter by status.
  const calls = admin.getByRole("region", { name: "Capital calls" });
  // The card is pinned by its call's number: other files' tests issue calls meanwhile, and a new
  // call becomes the first card.
  const show = calls.getByRole("button", { name: /^Show investors' parts of call #\d+/ }).first();
  const callNumber = /#(\d+)/.exec((await show.textContent()) ?? "")![1];
  const card = calls
    .getByRole("listitem")
    .filter({ has: admin.getByRole("heading", { level: 3, name: new RegExp(`^Call #${callNumber}:`) }) });
  await card.getByRole("button", { name: /^Show investors' parts of call #\d+/ }).click();
  await expect(admin).toHaveURL(/[?&]call=\d+/);
  const parts = card.getByRole("table", { name: /^Parts of call #\d+$/ });
  await expect(parts).toBeVisible();
  await card.getByLabel("Status").selectOption("Paid");
  await card.getByRole("button", { name: "Search" }).click();
  await expect(admin).toHaveURL(/p\.status=Paid/);
  await expect(admin).toHaveURL(/i\.limit=2/);
  const statuses = await parts.locator("tbody tr td:nth-child(4)").allTextContents();
  for (const status of statuses) expect(status).toContain("Paid");
  await expectNoAxeViolations(admin);
  await admin.context().close();
});
