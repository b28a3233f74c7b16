// Decision 0060, slice 3: a signatory invites an accountant to the trust as view only, and the
// accountant accepts from the e-mail's link (read from the outbox as a super admin would).
import { expect, test, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { DEMO_ENTITIES } from "#server/seed/demo-entities.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";

const TRUST = DEMO_ENTITIES.mitchellTrust.legalName;

test.use({ storageState: { cookies: [], origins: [] } });

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function signIn(page: Page, username: string, password: string) {
  await gotoHydrated(page, "/partner-portal");
  await field(page, "Username or Email").fill(username);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The accept link in the newest entity invitation e-mail to `address`, as a super admin reads it. */
async function invitationLink(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, address: string) {
  const api: APIRequestContext = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
    storageState: { cookies: [], origins: [] },
  });
  try {
    const login = await api.post("/api/login", {
      data: { username: demoUsers.superAdmin.username, password: demoUsers.superAdmin.password },
    });
    expect(login.status()).toBe(200);
    let id: number | undefined;
    await expect
      .poll(async () => {
        const list = await api.get("/api/admin/mail-messages?limit=50");
        const { messages } = (await list.json()) as {
          messages: Array<{ id: number; kind: string; toAddress: string }>;
        };
        id = messages.find((m) => m.kind === "entity_invitation" && m.toAddress === address)?.id;
        return id;
      })
      .toBeDefined();
    const one = await api.get(`/api/admin/mail-messages/${id}`);
    const text = ((await one.json()) as { message: { textBody: string } }).message.textBody;
    return /https?:\/\/\S+(\/accept-entity-invitation\?token=[A-Za-z0-9_-]+)/.exec(text)![1];
  } finally {
    await api.dispose();
  }
}

test("Jordan invites an accountant to the trust as view only; the accountant accepts and sees it", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const email = `accountant-${Date.now()}@example.com`;
  await signIn(page, demoUsers.investor.username, demoUsers.investor.password);
  await expect(page).toHaveURL(/\/accounts$/);
  // Each account's row group has its "People and details" link, named in the context of its row.
  await page
    .locator("tbody", { has: page.getByRole("link", { name: TRUST, exact: true }) })
    .getByRole("link", { name: "People and details" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: TRUST })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "People and roles" })).toBeVisible();
  const entityUrl = page.url();
  await gotoHydrated(page, new URL(entityUrl).pathname);
  await expectNoAxeViolations(page);

  const form = page.getByRole("form", { name: "Invite someone" });
  await form.getByRole("textbox", { name: "Name" }).fill("Avery Accountant");
  await form.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await form.getByRole("radio", { name: /View only/ }).check();
  await form.getByRole("button", { name: "Send invitation" }).click();
  const invitations = page.getByRole("region", { name: "Open invitations" });
  await expect(invitations.getByText(email, { exact: true })).toBeVisible();
  await expect(invitations.getByText("View only", { exact: true })).toBeVisible();

  // The cancel dialog, opened and closed: it passes axe too.
  await invitations.getByRole("button", { name: `Cancel the invitation of ${email}` }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this invitation?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(invitations.getByText(email, { exact: true })).toBeVisible();

  // A phone: no sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // The accountant opens the link, chooses a password (the invitation made the account), signs in.
  const link = await invitationLink(playwright, baseURL!, email);
  await page.context().clearCookies();
  await gotoHydrated(page, link);
  await expect(page.getByRole("heading", { level: 1, name: "Accept your invitation" })).toBeVisible();
  await expect(page.getByText(TRUST)).toBeVisible();
  const password = "Ledger-Balances-Quarterly-42";
  await field(page, "New password").fill(password);
  await field(page, "Confirm new password").fill(password);
  await page.getByRole("button", { name: "Set password and accept" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your password is set" })).toBeVisible();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/investment-dashboard$/);
  await expect(page.getByRole("main").getByText(`Account: ${TRUST}`)).toBeVisible();
  await expect(page.getByRole("main").getByText("View only", { exact: true }).first()).toBeVisible();

  // View only: the trust's tax and bank details masked, no way to change the bank account, and the
  // API refuses the change too.
  const trustPath = new URL(entityUrl).pathname;
  await gotoHydrated(page, `${trustPath}/tax-and-bank`);
  await expect(page.getByRole("heading", { level: 2, name: "Tax and bank" })).toBeVisible();
  await expect(page.getByRole("form", { name: "New bank account" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Reveal full tax ID" })).toHaveCount(0);
  const refused = await page.request.post(`/api/investor/entities/${trustPath.split("/").pop()}/bank-account`, {
    data: {
      bankName: "Elsewhere Bank",
      accountName: "Not the trust",
      routingNumber: "021000021",
      accountNumber: "99887766",
    },
  });
  expect(refused.status()).toBe(403);

  // The link worked once.
  await gotoHydrated(page, link);
  await expect(page.getByRole("heading", { level: 1, name: "This invitation link no longer works" })).toBeVisible();
});
