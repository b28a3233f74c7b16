// A Fund II distribution split by the fund's waterfall (issue 26 §3, decision 0066), end to end:
// staff preview the tiers and issue it, the sample investor reads their part by tier on the portal
// and the notice, staff download its NACHA file and achkit accepts it. It changes Fund II's
// figures (a scheduled distribution), so it runs with the ledger journeys (playwright.config.ts).
import { readFile } from "node:fs/promises";
import { parse, validate } from "achkit";
import { expect, type Browser, type BrowserContextOptions } from "@playwright/test";
import { formatCents } from "#domain/format.ts";
import { centsFromDecimal } from "#domain/ledger/money.ts";
import { TIER_LABELS } from "#domain/waterfall-simulation.ts";
import { hasPoppler, pdfText } from "#tests/pdf-text.ts";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { signInAsInvestor } from "./investor-portal-helpers";
import { staffTest as test } from "./staff-sessions";

test.describe.configure({ timeout: 120_000 });

// The demo's terms (server/seed/demo-terms.ts) as the simulator takes them.
const DEMO_TERMS = {
  style: "european",
  preferredReturn: "8",
  compounding: "annual",
  dayCount: "actual/365",
  catchUp: "100",
  carriedInterest: "20",
  returnFeesFirst: true,
};
const PORTAL_TIERS = ["Return of capital", "Preferred return", "Catch-up", "Carried-interest split"];
const cents = (decimal: string) => centsFromDecimal(decimal.replaceAll(",", ""));

async function newPage(browser: Browser, storageState?: BrowserContextOptions["storageState"]) {
  const context = await browser.newContext({ storageState: storageState ?? { cookies: [], origins: [] } });
  return context.newPage();
}

test("staff issue a Fund II distribution by the waterfall; the investor reads its tiers; its NACHA file parses", async ({
  browser,
  adminState,
  baseURL,
}) => {
  const admin = await newPage(browser, adminState);
  const today = new Date().toISOString().slice(0, 10);
  // The fund's history, and the simulator's split of 150% of its paid-in capital today: beyond the
  // capital still out, so the preferred return, the catch-up and the split all take a part.
  const flows = await (await admin.request.get("/api/admin/funds/fund-ii/cash-flows")).json();
  const paidIn = flows.contributions.reduce((sum: number, c: { amount: string }) => sum + cents(c.amount), 0);
  const total = (Math.round((paidIn * 1.5) / 100) * 100) / 100;
  // A script's write names its origin (docs/session-policy.md).
  const simulated = await admin.request.post("/api/admin/funds/waterfall/simulate", {
    headers: { origin: new URL(baseURL!).origin },
    data: {
      terms: DEMO_TERMS,
      contributions: flows.contributions,
      distributions: flows.distributions,
      proposed: { date: today, amount: total.toFixed(2) },
    },
  });
  expect(simulated.status()).toBe(200);
  const expected: { tiers: Array<{ name: keyof typeof TIER_LABELS; lp: string; gp: string }>; lpTotal: string } =
    await simulated.json();
  expect(cents(expected.tiers[3].gp)).toBeGreaterThan(0);

  // The form's preview shows the tiers before anything is stored.
  await gotoHydrated(admin, "/fund-operations?fund=fund-ii");
  await admin.getByRole("button", { name: "New distribution" }).click();
  const dialog = admin.getByRole("dialog", { name: "New Fund II distribution" });
  await dialog.getByLabel("Distribution date").fill(today);
  await dialog.getByLabel("Type").selectOption("gain");
  await dialog.getByLabel("Description").fill("Sale of the Lakeside portfolio company");
  await dialog.getByLabel("Total ($)").fill(total.toFixed(2));
  await dialog.getByRole("button", { name: "Preview allocation" }).click();
  const waterfall = dialog.getByRole("table", { name: /^Waterfall of distribution #\d+$/ });
  await expect(waterfall).toBeVisible();
  for (const tier of expected.tiers) {
    const row = waterfall.getByRole("row", { name: new RegExp(`^${TIER_LABELS[tier.name]}`) });
    await expect(row.getByRole("cell")).toHaveText([
      formatCents(cents(tier.lp)),
      formatCents(cents(tier.gp)),
      formatCents(cents(tier.lp) + cents(tier.gp)),
    ]);
  }
  await expect(dialog.getByText(/^General partner: catch-up/)).toContainText(
    `catch-up ${formatCents(cents(expected.tiers[2].gp))}, carried interest ${formatCents(cents(expected.tiers[3].gp))}`,
  );
  await expectNoAxeViolations(admin, { include: '[role="dialog"]' });
  await admin.getByRole("button", { name: "Issue distribution" }).click();
  await expect(dialog).toBeHidden();

  // The distribution as stored: its parts add up to the LPs' total.
  const overview = await (await admin.request.get("/api/admin/funds/fund-ii/overview")).json();
  const issued = overview.distributions.reduce(
    (last: { number: number } | null, d: { number: number }) => (last && last.number > d.number ? last : d),
    null,
  ) as { id: number; number: number; totalCents: number; parts: Array<{ amountCents: number }> };
  expect(issued.totalCents).toBe(cents(total.toFixed(2)));
  expect(issued.parts.reduce((sum, part) => sum + part.amountCents, 0)).toBe(cents(expected.lpTotal));
  await expectNoAxeViolations(admin);

  // Its NACHA file: the parts, credited by ACH (every demo entity has a verified account).
  const nacha = await admin.request.get(`/api/admin/funds/distributions/${issued.id}/nacha`);
  expect(nacha.status()).toBe(200);
  const text = await nacha.text();
  expect(validate(text)).toEqual({ ok: true, errors: [] });
  expect(parse(text).control!.totalCredit).toBe(cents(expected.lpTotal));

  await admin.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(admin, "/fund-operations?fund=fund-ii");
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await admin.context().close();

  // The sample investor: the new distribution's row folds out its tiers, which add up to the part,
  // and the notice itemises the same tiers with the carried interest withheld.
  const investor = await newPage(browser);
  await signInAsInvestor(investor);
  const table = investor.getByRole("table", { name: "Distributions, newest first" });
  const row = table
    .locator("tbody tr")
    .filter({ has: investor.getByRole("cell", { name: `Distribution ${issued.number}`, exact: true }) })
    .filter({ has: investor.getByRole("cell", { name: "Fund II", exact: true }) })
    .first();
  await row.getByText("By tier").click();
  const amounts = await row.locator("dd").allTextContents();
  expect(await row.locator("dt").allTextContents()).toEqual(PORTAL_TIERS);
  const part = amounts.reduce((sum, amount) => sum + cents(amount.replace("$", "")), 0);
  await expect(row.getByRole("cell").nth(4)).toContainText(formatCents(part));
  await expectNoAxeViolations(investor);

  const download = investor.waitForEvent("download");
  await table
    .getByRole("link", { name: `Download Fund II distribution ${issued.number} notice` })
    .first()
    .click();
  const pdf = await readFile((await (await download).path())!);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  if (hasPoppler) {
    const notice = pdfText(pdf);
    PORTAL_TIERS.forEach((label, i) => expect(notice).toContain(`${label} ${amounts[i]}`));
    expect(notice).toMatch(/Carried interest withheld \$[\d,]+\.\d\d/);
  }

  await investor.setViewportSize({ width: 390, height: 844 });
  expect(await investor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await investor.context().close();
});
