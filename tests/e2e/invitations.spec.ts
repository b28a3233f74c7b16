import { expect, test, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { demoUsers } from "#server/seed/demo-users.ts";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { createPortalUser } from "./portal-accounts";

// Invitations and password resets (docs/decisions/0027), each journey from the e-mail's link. The
// link is read from the outbox the way a super admin would, through GET /api/admin/mail-messages
// (docs: CONTRACT of issue 12), in a request context of its own, apart from the browser's session.

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** The demo super admin's API session (separate from the page), to read the outbox. */
async function outbox(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string) {
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
    storageState: { cookies: [], origins: [] },
  });
  const login = await api.post("/api/login", {
    data: { username: demoUsers.superAdmin.username, password: demoUsers.superAdmin.password },
  });
  expect(login.status(), "super admin sign-in").toBe(200);
  return api;
}

/** The text of the newest message of a kind sent to an address, once it is in the outbox. */
async function mailText(api: APIRequestContext, kind: string, address: string) {
  let id: number | undefined;
  await expect
    .poll(async () => {
      const list = await api.get("/api/admin/mail-messages?limit=50");
      expect(list.status()).toBe(200);
      const { messages } = (await list.json()) as { messages: Array<{ id: number; kind: string; toAddress: string }> };
      id = messages.find((m) => m.kind === kind && m.toAddress === address)?.id;
      return id;
    })
    .toBeDefined();
  const one = await api.get(`/api/admin/mail-messages/${id}`);
  return ((await one.json()) as { message: { textBody: string } }).message.textBody;
}

/** The path and query of a message's one action link. */
async function linkFromMail(api: APIRequestContext, kind: string, address: string, path: string) {
  const text = await mailText(api, kind, address);
  const match = new RegExp(`https?://[^\\s]+(${path}\\?token=[A-Za-z0-9_-]+)`).exec(text);
  expect(match, `a ${path} link in the ${kind} e-mail`).not.toBeNull();
  return match![1];
}

async function setNewPassword(page: Page, password: string, submit: string) {
  await field(page, "New password").fill(password);
  await field(page, "Confirm new password").fill(password);
  await page.getByRole("button", { name: submit }).click();
}

async function signInOnPartnerPortal(page: Page, username: string, password: string) {
  await gotoHydrated(page, "/partner-portal");
  await field(page, "Username or Email").fill(username);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/investment-dashboard$/);
}

test("an invited investor sets a password from the e-mail's link and signs in", async ({
  browser,
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const username = `invitee-${stamp}`;
  const email = `${username}@example.com`;
  const password = `Harbor-${stamp}-Gate`;

  // The demo admin creates the investor with an invitation, in the Users tab.
  const staff = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const admin = await staff.newPage();
  await gotoHydrated(admin, "/admin-portal");
  await field(admin, "Username").fill(demoUsers.admin.username);
  await field(admin, "Password").fill(demoUsers.admin.password);
  await admin.getByRole("button", { name: "Sign In" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await gotoHydrated(admin, "/admin-portal/users");
  await admin.getByRole("button", { name: "Create New Investor" }).click();
  const dialog = admin.getByRole("dialog", { name: "Create New Investor" });
  await dialog.getByRole("textbox", { name: "First Name", exact: true }).fill("Avery");
  await dialog.getByRole("textbox", { name: "Last Name", exact: true }).fill(`Invitee${stamp}`);
  await dialog.getByRole("textbox", { name: "Username", exact: true }).fill(username);
  await dialog.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await dialog.getByRole("radio", { name: /E-mail an invitation/ }).check();
  await expect(dialog.getByRole("textbox", { name: "Password", exact: true })).toBeHidden();
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  const row = admin.getByRole("row", { name: new RegExp(username) });
  await expect(row.getByText("Invited", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: /Resend invitation/ })).toBeVisible();
  await staff.close();

  // The invitee opens the link from the e-mail.
  const api = await outbox(playwright, baseURL!);
  try {
    const link = await linkFromMail(api, "invitation", email, "/accept-invitation");
    await gotoHydrated(page, link);
    await expect(page.getByRole("heading", { level: 1, name: "Accept your invitation" })).toBeVisible();
    await expect(page.getByText(username)).toBeVisible();
    await expectNoAxeViolations(page);
    await setNewPassword(page, password, "Set password");
    await expect(page.getByRole("heading", { level: 1, name: "Your password is set" })).toBeVisible();
    await page.getByRole("link", { name: "Go to sign in" }).click();
    await expect(page).toHaveURL(/\/partner-portal$/);
    await signInOnPartnerPortal(page, username, password);

    // The link worked once.
    await gotoHydrated(page, link);
    await expect(page.getByRole("heading", { level: 1, name: "This invitation link no longer works" })).toBeVisible();
    await expect(page.getByText("This link has already been used.")).toBeVisible();
  } finally {
    await api.dispose();
  }
});

test("forgot password → link → new password → sign-in", async ({ page, playwright, baseURL }) => {
  test.slow();
  const account = await createPortalUser(playwright, baseURL!, { role: "investor" });
  const email = `${account.username}@example.com`;
  const password = `${account.password}-New`;

  await gotoHydrated(page, "/partner-portal");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await field(page, "Email or username").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If an account exists for that address" })).toBeVisible();

  const api = await outbox(playwright, baseURL!);
  try {
    const link = await linkFromMail(api, "password_reset", email, "/reset-password");
    await gotoHydrated(page, link);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await expectNoAxeViolations(page);
    // A breached password is refused on its field.
    await setNewPassword(page, "Steelers", "Change password");
    await expect(field(page, "New password")).toHaveAccessibleDescription(/breached/);
    await setNewPassword(page, password, "Change password");
    await expect(page.getByRole("heading", { level: 1, name: "Your password is changed" })).toBeVisible();
    await page.getByRole("link", { name: "Go to sign in" }).click();
    await signInOnPartnerPortal(page, account.username, password);
    // The notice of the change links to "Forgot password?", with no token in it.
    const changed = await mailText(api, "password_changed", email);
    expect(changed).toContain("/forgot-password");
    expect(changed).not.toContain("token=");
  } finally {
    await api.dispose();
  }
});

// These need no e-mail: the pages as a visitor without a working link sees them.
test.describe("the new pages pass axe", () => {
  test("/forgot-password, its answer, and the link from the admin sign-in", async ({ page }) => {
    await gotoHydrated(page, "/admin-portal");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password\?portal=admin$/);
    await expect(page.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/admin-portal");
    const response = await gotoHydrated(page, "/forgot-password");
    expect(response.headers()["cache-control"]).toBe("no-store");
    await expectNoAxeViolations(page);
    // Empty: the field says so; an unknown address gets the one answer.
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(field(page, "Email or username")).toHaveAccessibleDescription("Enter your email address or username");
    await field(page, "Email or username").fill(`nobody-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "If an account exists for that address" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const [path, heading] of [
    ["/reset-password?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "This reset link no longer works"],
    ["/accept-invitation?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "This invitation link no longer works"],
    ["/reset-password", "This reset link no longer works"],
  ] as const) {
    test(`${path.split("?")[0]} with a dead link says so${path.includes("?") ? "" : " (no token)"}`, async ({
      page,
    }) => {
      const response = await gotoHydrated(page, path);
      expect(response.headers()["referrer-policy"]).toBe("no-referrer");
      expect(response.headers()["cache-control"]).toBe("no-store");
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
