import { expect, type Page } from "@playwright/test";
import { demoUsers } from "#server/seed/demo-users.ts";
import { renderPdf } from "#server/features/documents/pdf.ts";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { adminTest as test } from "./staff-sessions";

// The staff Documents page (/admin-portal/documents) on the seeded demo database, as the demo admin.

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("the Documents page: upload a PDF for an investor, see it listed with its delivery; accessible", async ({
  page,
}) => {
  test.slow(); // four axe runs and an upload on a shared machine
  const response = await gotoHydrated(page, "/admin-portal/documents");
  expect(response.headers()["cache-control"]).toBe("no-store");
  await expect(page).toHaveTitle(/^Documents \|/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Documents");
  await expect(
    page.getByRole("navigation", { name: "Staff tools" }).getByRole("link", { name: "Documents" }),
  ).toHaveAttribute("href", "/admin-portal/documents");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Upload Document" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Document" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  const title = `E2E Statement ${Date.now()}`;
  // The investing entity is found by a search on the server (decision 0060, slice 4): Jordan's own
  // holding, named as Jordan, and the trust Jordan signs for.
  const investor = dialog.getByRole("combobox", { name: "Investing entity" });
  await expect(dialog.getByText(/^\d+ investing entit(y|ies)\.$/)).toBeVisible();
  await dialog.getByRole("searchbox", { name: "Find an investing entity" }).fill("mitchell");
  await expect(dialog.getByText("2 investing entities found.")).toBeVisible();
  await expect(investor.locator("option")).toHaveText([
    "Select an investing entity",
    /^Jordan Mitchell \(EDF-\d{4}-\d{4}\)$/,
    /^Mitchell Family Trust \(EDF-\d{4}-\d{4}\)$/,
  ]);
  const jordan = await investor.locator("option", { hasText: "Jordan Mitchell" }).getAttribute("value");
  await investor.selectOption(jordan!);
  await dialog.getByRole("textbox", { name: "Title" }).fill(title);
  await dialog.getByRole("textbox", { name: "Period" }).fill("Q3 2026");
  const file = dialog.getByLabel("PDF file (up to 20 MB)");

  // Bytes that are not a PDF, named .pdf: refused by the server, shown at the field.
  await file.setInputFiles({ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf") });
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(dialog.getByText('"fake.pdf" is not a PDF')).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  await file.setInputFiles({
    name: "statement.pdf",
    mimeType: "application/pdf",
    buffer: renderPdf({ title, lines: ["Investor: Jordan Mitchell"] }),
  });
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(toast(page, "Document uploaded")).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Jordan Mitchell");
  await expect(row).toContainText("Final");
  // Delivered to everyone who sees Jordan's own holding (decision 0060): Jordan and their advisor
  // (a view-only grant), who both accepted e-delivery: nobody to send paper to.
  await expect(row.getByRole("cell").nth(3)).toHaveText("2 delivered electronically");
  await expect(row.getByRole("link", { name: `Download "${title}"` })).toBeVisible();

  // Who has not opened it yet: both, until they open it in the portal.
  await row.getByRole("button", { name: /2 not opened/ }).click();
  const unopened = page.getByRole("dialog", { name: "Not opened yet" });
  await expect(unopened.getByRole("listitem")).toHaveCount(2);
  await expect(unopened.getByRole("listitem").filter({ hasText: "Jordan Mitchell" })).toHaveCount(1);
  await expect(unopened.getByRole("listitem").filter({ hasText: "Casey Brooks, CPA" })).toHaveCount(1);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await page.keyboard.press("Escape");
  await expect(unopened).toBeHidden();

  // The list is paged on the server: searched and filtered through the URL (decision 0040).
  const search = page.getByRole("form", { name: "Search documents" });
  await search.getByLabel("Search by title, investor or member ID").fill(title);
  await search.getByLabel("Type").selectOption("Quarterly statement");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]q=E2E/);
  await expect(page).toHaveURL(/[?&]type=statement_quarterly/);
  await expect(page.getByRole("table", { name: "Documents (1)" })).toBeVisible();
  await expect(row).toBeVisible();
  await search.getByLabel("Type").selectOption("Quarterly report (whole fund)");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]type=report/);
  await expect(page.getByText("No document matches the search.")).toBeVisible();
  await expectNoAxeViolations(page);
});

/** A fund-wide report for Fund II, published through the API as the signed-in admin. */
async function publishFundIIReport(page: Page, baseURL: string, title: string) {
  const response = await page.request.post("/api/documents", {
    headers: { origin: baseURL },
    multipart: {
      kind: "report",
      fundType: "Fund II",
      title,
      file: { name: "report.pdf", mimeType: "application/pdf", buffer: renderPdf({ title, lines: [title] }) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test("a Fund II report: delivered electronically versus awaiting consent, who gets paper, and everyone's consent", async ({
  page,
  baseURL,
}) => {
  test.slow(); // three axe runs
  const title = `E2E Fund II report ${Date.now()}`;
  await publishFundIIReport(page, baseURL!, title);
  await gotoHydrated(page, `/admin-portal/documents?q=${encodeURIComponent(title)}`);
  const row = page.getByRole("row").filter({ hasText: title });
  // The demo's Fund II has five investors; only Jordan Mitchell accepted electronic delivery (other
  // specs may add investors of their own, so the figures are read as at least these).
  await expect(row.getByRole("cell").nth(3)).toContainText(/[1-9]\d* delivered electronically/);
  await row.getByRole("button", { name: /^([4-9]|\d\d+) awaiting consent: who must get/ }).click();
  const paper = page.getByRole("dialog", { name: "Send on paper" });
  await expect(paper.getByRole("listitem").nth(3)).toBeVisible();
  await expect(paper).not.toContainText("Jordan Mitchell");
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "E-delivery consent" }).click();
  const consents = page.getByRole("dialog", { name: "E-delivery consent" });
  const list = consents.getByRole("list", { name: /^Investors/ });
  await expect(list.getByRole("listitem").first()).toContainText("Not accepted: paper");
  await expect(list).not.toContainText("Jordan Mitchell");
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await consents.getByLabel("Show").selectOption("Accepted electronic delivery");
  await expect(list).toContainText("Jordan Mitchell");
  await expect(list).not.toContainText("Not accepted");
  await expect(list).toContainText(/Accepted [A-Z][a-z]+ \d{1,2}, \d{4}/);
});

test("at 390 px each document is a card: every figure and action in view, no sideways scroll", async ({
  page,
  baseURL,
}) => {
  const title = `E2E phone report ${Date.now()}`;
  await publishFundIIReport(page, baseURL!, title);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, `/admin-portal/documents?q=${encodeURIComponent(title)}`);
  const card = page.getByRole("list", { name: "Documents (1)" }).getByRole("listitem");
  await expect(card).toContainText(/\d+ delivered electronically/);
  await expect(card).toContainText(/\d+ awaiting consent \(paper\)/);
  const remove = card.getByRole("button", { name: `Delete "${title}"` });
  await expect(remove).toBeVisible();
  // The last column's action lies inside the screen, not in a box scrolled sideways.
  const box = (await remove.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test("the Documents list pages: Next and Previous keep the position in the URL", async ({ page }) => {
  await gotoHydrated(page, "/admin-portal/documents?limit=2");
  const titles = () => page.locator("tbody tr td:first-child span.block").allTextContents();
  const first = await titles();
  expect(first).toHaveLength(2);
  const pages = page.getByRole("navigation", { name: "Pages of documents" });
  await pages.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/cursor=/);
  await expect.poll(titles).not.toEqual(first);
  expect((await titles()).filter((t) => first.includes(t))).toEqual([]);
  await pages.getByRole("link", { name: "Previous page" }).click();
  await expect.poll(titles).toEqual(first);
});

test("the bulk upload and Announce K-1 dialogs are accessible", async ({ page }) => {
  await gotoHydrated(page, "/admin-portal/documents");
  await page.getByRole("button", { name: "Bulk Upload" }).click();
  const bulk = page.getByRole("dialog", { name: "Bulk Upload" });
  // The files are checked in the browser by the domain's rules, inline, before anything is sent.
  await bulk
    .getByLabel(/PDF files/)
    .setInputFiles([{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a pdf") }]);
  await bulk.getByRole("button", { name: /^Publish/ }).click();
  await expect(bulk.getByText('"notes.txt" is not a PDF')).toBeVisible();
  await expect(bulk.getByRole("textbox", { name: /^Title/ })).toHaveAccessibleDescription("Title is required");
  await bulk
    .getByLabel(/PDF files/)
    .setInputFiles([
      { name: "Q3_EDF-1999-9999.pdf", mimeType: "application/pdf", buffer: renderPdf({ title: "x", lines: [] }) },
    ]);
  await bulk.getByRole("button", { name: "Preview matches" }).click();
  await expect(bulk.getByText("0 of 1 files matched to an investor.")).toBeVisible();
  await expect(bulk.getByText(/Not matched: No active investor has member ID EDF-1999-9999/)).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await bulk.getByRole("button", { name: "Cancel" }).click();
  await expect(bulk).toBeHidden();

  await page.getByRole("button", { name: "Announce K-1" }).click();
  const k1 = page.getByRole("dialog", { name: "Announce K-1" });
  await expect(k1.getByLabel("Expected date")).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
});

test("an investor gets 403 from the page and its API, before any document is read", async ({ playwright, baseURL }) => {
  const { username, password } = demoUsers.investor;
  // A context of its own, without the admin's session, sending Origin as the browser would.
  const api = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { origin: baseURL! },
  });
  const login = await api.post("/api/login", { data: { username, password } });
  expect(login.status(), await login.text()).toBe(200);
  const page = await api.get("/admin-portal/documents", { maxRedirects: 0 });
  expect(page.status()).toBe(403);
  expect(await page.text()).not.toContain("Delivered documents");
  expect((await api.get("/api/documents")).status()).toBe(403);
  await api.dispose();
});
