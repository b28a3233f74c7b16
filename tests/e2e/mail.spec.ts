import { expect, type Page } from "@playwright/test";
import { demoUsers } from "#server/seed/demo-users.ts";
import { renderPdf } from "#server/features/documents/pdf.ts";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { createPortalUser, signInOnPartnerPortal } from "./portal-accounts";
import { staffTest } from "./staff-sessions";

// E-mail (decision 0026) on the demo database, which has no SMTP server: mail stays in the outbox.

const test = staffTest.extend({
  storageState: async ({ superAdminState }, use) => use(superAdminState),
});

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("a super admin reads a document notice in the outbox, on a desktop and a phone; accessible", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow(); // axe runs and a delivery on a shared machine
  // A new investor, and a document delivered to them: its notice goes to the outbox. Made by the
  // demo admin in a context of its own (one holding this test's cookie would end its session).
  const suffix = Date.now().toString(36);
  const investor = { username: `mail-${suffix}`, firstName: "Łukasz", lastName: `Žák ${suffix}` };
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL! },
    storageState: { cookies: [], origins: [] },
  });
  try {
    expect((await api.post("/api/login", { data: demoUsers.admin })).status()).toBe(200);
    const created = await api.post("/api/users", {
      data: {
        ...investor,
        email: `${investor.username}@example.com`,
        password: `Mail-${suffix}-Pass`,
        role: "investor",
        fundIAccess: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const uploaded = await api.post("/api/documents", {
      multipart: {
        kind: "statement_quarterly",
        userId: String(((await created.json()) as { id: number }).id),
        title: "E2E mail statement",
        file: { name: "q3.pdf", mimeType: "application/pdf", buffer: renderPdf({ title: "Q3", lines: ["Q3"] }) },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
  } finally {
    await api.dispose();
  }

  const response = await gotoHydrated(page, "/admin-portal");
  await page.getByRole("navigation", { name: "Staff tools" }).getByRole("link", { name: "Mail" }).click();
  await expect(page).toHaveURL(/\/admin-portal\/mail$/);
  expect(response.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mail");

  // The worker keeps it in the outbox within moments; the list is read on each visit.
  const row = page.getByRole("row").filter({ hasText: `${investor.username}@example.com` });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText("In outbox (not sent)", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  // A new investor has not accepted e-delivery: the notice says the document comes by post
  // (decision 0047), never that it is in the portal, which withholds it until they accept.
  await expect(row).toContainText("A new document is on its way to you");
  await expect(row).toContainText("Document delivered");
  await expectNoAxeViolations(page);

  // The dialog reads the message from its resource route when it opens (decision 0054): held back
  // here for a moment, it says it is loading, as a status a screen reader announces.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/resources\/mail-messages\/\d+/, async (route) => {
    await held;
    // A read React Router cancelled meanwhile (a newer one replaced it) is gone already.
    await route.continue().catch(() => {});
  });
  await row.getByRole("button", { name: /^Open "A new document is on its way to you"/ }).click();
  const dialog = page.getByRole("dialog", { name: "A new document is on its way to you" });
  await expect(dialog.getByRole("status")).toHaveText("Loading message...");
  release();
  await page.unroute(/\/resources\/mail-messages\/\d+/);
  const body = dialog.getByLabel("Message body");
  await expect(body).toContainText(/A new quarterly statement (for [^.]+ )?has been issued to you\./);
  await expect(body).toContainText("on paper, by post");
  await expect(body).toContainText("/partner-portal");
  await expect(body).not.toContainText("E2E mail statement");
  await expect(dialog.getByRole("button", { name: "Send again" })).toHaveCount(0);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await page.keyboard.press("Escape");

  // The status filter (a GET form): nothing has failed on the demo database.
  await page.getByRole("combobox", { name: "Status" }).selectOption("failed");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=failed/);
  await expect(page.getByText("No messages with this status.")).toBeVisible();

  // A phone: cards instead of the table, nothing to scroll sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoHydrated(page, "/admin-portal/mail");
  const card = page.getByRole("listitem").filter({ hasText: `${investor.username}@example.com` });
  await expect(card).toContainText("In outbox (not sent)");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test("an investor turns a notice off on their profile; the choice is kept", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();
  // A new investor, so the demo investor's choices stay as seeded.
  const investor = await createPortalUser(playwright, baseURL!, { role: "investor" });
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInOnPartnerPortal(page, investor);
  await gotoHydrated(page, "/investor-profile");
  const card = page.locator("#email-notices");
  await expect(card.getByRole("group", { name: "E-mail notices" })).toContainText("always sent");
  const calls = card.getByRole("checkbox", { name: "A capital call notice is issued" });
  await expect(calls).toBeChecked();
  await calls.uncheck();
  await card.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "E-mail notices saved")).toBeVisible();
  await expectNoAxeViolations(page, { include: "#email-notices" });

  await gotoHydrated(page, "/investor-profile");
  await expect(page.getByRole("checkbox", { name: "A capital call notice is issued" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "A new document is in my portal" })).toBeChecked();
  await context.close();
});
