import { expect, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { demoUsers } from "#server/seed/demo-users.ts";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { staffTest } from "./staff-sessions";

// Server-paged lists (decision 0037) on the seeded demo database, as the demo super admin. The
// position is the ?cursor= in the URL: Next and Previous are history entries, Back returns.
const test = staffTest.extend({
  storageState: async ({ superAdminState }, use) => use(superAdminState),
});

/** The first cell of each body row: which rows the page shows. */
const firstCells = (page: Page, table: string) =>
  page
    .getByRole("table", { name: new RegExp(table) })
    .locator("tbody tr td:first-child")
    .allInnerTexts();

test("the Users tab pages on the server, the position in the URL; Back returns to the previous page", async ({
  page,
}) => {
  await gotoHydrated(page, "/admin-portal/users?limit=2");
  const pager = page.getByRole("navigation", { name: "Pages of users" });
  await expect(pager).toContainText(/Showing 2 of \d+ accounts/);
  const first = await firstCells(page, "^Users");
  expect(first).toHaveLength(2);

  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]cursor=/);
  const secondUrl = page.url();
  await expect.poll(() => firstCells(page, "^Users")).not.toEqual(first);
  const second = await firstCells(page, "^Users");

  await page.goBack();
  await expect(page).not.toHaveURL(/cursor=/);
  await expect.poll(() => firstCells(page, "^Users")).toEqual(first);

  await page.goForward();
  await expect(page).toHaveURL(secondUrl);
  await expect.poll(() => firstCells(page, "^Users")).toEqual(second);
  // A reload shows the same page.
  await page.reload();
  await expect.poll(() => firstCells(page, "^Users")).toEqual(second);

  // Previous from page 2 is page 1 again.
  await page.getByRole("navigation", { name: "Pages of users" }).getByRole("link", { name: "Previous page" }).click();
  await expect.poll(() => firstCells(page, "^Users")).toEqual(first);
});

test("searching users puts the search in the URL and starts from the first page", async ({ page }) => {
  await gotoHydrated(page, "/admin-portal/users?limit=2");
  await page.getByRole("link", { name: "Next page" }).first().click();
  await expect(page).toHaveURL(/cursor=/);
  await page.getByRole("searchbox", { name: /Search by name, email/ }).fill("superadmin");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]q=superadmin/);
  await expect(page).not.toHaveURL(/cursor=/);
  await expect(page.getByRole("table", { name: /^Users/ })).toContainText("superadmin");
  const search = page.getByRole("searchbox", { name: /Search by name, email/ });
  // Enter in the box leaves the focus in it.
  await search.fill("Raman");
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("name");
  await search.press("Enter");
  await expect(page).toHaveURL(/[?&]q=Raman/);
  await expect(page.getByRole("navigation", { name: "Pages of users" })).toContainText("Showing 1 of 1 account");
  await expect(search).toBeFocused();

  // Back: the controls show the search and order of the list they are over, not the ones just left.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]q=superadmin/);
  await expect(page.getByRole("table", { name: /^Users/ })).toContainText("superadmin");
  await expect(search).toHaveValue("superadmin");
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("created");
});

test("a hand-typed URL with one invalid parameter keeps the others, and the controls say what applies", async ({
  page,
}) => {
  // An unknown order is left out; the account filter still applies (no archived account: none).
  await gotoHydrated(page, "/admin-portal/users?accounts=archived&dir=sideways");
  await expect(page.getByRole("link", { name: /Archived/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("No archived accounts.")).toBeVisible();

  // An unknown sort is left out; the search still applies, and the box shows it.
  await gotoHydrated(page, "/admin-portal/users?q=Raman&sort=nonsense");
  await expect(page.getByRole("navigation", { name: "Pages of users" })).toContainText("Showing 1 of 1 account");
  await expect(page.getByRole("searchbox", { name: /Search by name, email/ })).toHaveValue("Raman");
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("created");

  // A search longer than the box is cut to the box's 100 characters, in the box and in the list.
  await gotoHydrated(page, `/admin-portal/users?q=${"W".repeat(150)}`);
  await expect(page.getByRole("searchbox", { name: /Search by name, email/ })).toHaveValue("W".repeat(100));
  await expect(page.getByText("No accounts match the search.")).toBeVisible();
});

test("the audit log says when From is after To, and which filters it could not apply", async ({ page }) => {
  await gotoHydrated(page, "/admin-portal/audit-log?from=2026-12-01&to=2020-01-01");
  await expect(
    page.getByRole("alert").filter({ hasText: "From (UTC day) must be on or before To (UTC day)" }),
  ).toBeVisible();

  await gotoHydrated(page, `/admin-portal/audit-log?entityType=${"x".repeat(60)}&action=login.succeeded`);
  await expect(page.getByRole("alert").filter({ hasText: "Not valid, so not applied: Record type." })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Record type" })).toHaveValue("");
  await expect(page.getByRole("combobox", { name: "Action" })).toHaveValue("login.succeeded");
  await expectNoAxeViolations(page);
});

/** Three sign-ins of the demo investor: rows enough in the audit log for pages of two. */
async function signInsLogged(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined) {
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL! },
    storageState: { cookies: [], origins: [] },
  });
  for (let i = 0; i < 3; i++) {
    const { username, password } = demoUsers.investor;
    expect((await api.post("/api/login", { data: { username, password } })).status()).toBe(200);
  }
  await api.dispose();
}

test("the audit log: filters and pages in the URL, Back returns, accessible, no sideways scroll on a phone", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInsLogged(playwright, baseURL);
  await gotoHydrated(page, "/admin-portal/overview");
  await page.getByRole("link", { name: "Audit Log" }).click();
  await expect(page).toHaveURL(/\/admin-portal\/audit-log$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit Log");
  await expectNoAxeViolations(page);

  await gotoHydrated(page, "/admin-portal/audit-log?action=login.succeeded&limit=2");
  const pager = page.getByRole("navigation", { name: "Pages of the audit log" });
  await expect(pager).toContainText(/Showing 2 of \d+ entries/);
  const table = page.getByRole("table", { name: /Audit log entries/ });
  await expect(table.locator("tbody tr")).toHaveCount(2);
  for (const cell of await table.locator("tbody tr td:nth-child(3)").allInnerTexts()) {
    expect(cell).toBe("login.succeeded");
  }
  // Rows of equal text are likely here (the same sign-in in the same minute): the pager tells the pages apart.
  await expect(pager.getByRole("link", { name: "Previous page" })).toHaveCount(0);
  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/action=login\.succeeded.*cursor=|cursor=.*action=login\.succeeded/);
  await expect(pager.getByRole("link", { name: "Previous page" })).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/cursor=/);
  await expect(pager.getByRole("link", { name: "Previous page" })).toHaveCount(0);
  await expect(page.getByLabel("Action")).toHaveValue("login.succeeded");

  // The filter form: a person with no rows says so.
  await page.getByRole("textbox", { name: "Person (username)" }).fill("nobody-at-all");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/actor=nobody-at-all/);
  await expect(page.getByText("No audit log entries match these filters.")).toBeVisible();
  await expectNoAxeViolations(page);

  // The export link carries the filters.
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    /\/api\/audit-log\/export\.csv\?.*actor=nobody-at-all/,
  );

  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, "/admin-portal/audit-log?limit=5");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("the audit log pages without JavaScript", async ({ browser, superAdminState, playwright, baseURL }) => {
  await signInsLogged(playwright, baseURL);
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: superAdminState });
  const page = await context.newPage();
  await page.goto("/admin-portal/audit-log?limit=2");
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/cursor=/);
  await expect(page.getByRole("table", { name: /Audit log entries/ }).locator("tbody tr")).toHaveCount(2);
  await context.close();
});
