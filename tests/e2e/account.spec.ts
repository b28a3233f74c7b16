import { expect, test } from "@playwright/test";
import { demoUsers } from "#server/seed/demo-users.ts";
import { expectNoAxeViolations, gotoHydrated, waitForHydration } from "./helpers";
import { createPortalUser, signInOnPartnerPortal } from "./portal-accounts";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

test("an investor changes the phone from the profile's Update Contact Information and sees it", async ({
  page,
  playwright,
  baseURL,
}) => {
  const investor = await createPortalUser(playwright, baseURL!, { role: "investor" });
  await signInOnPartnerPortal(page, investor);
  await page.getByRole("button", { name: "Accept electronic delivery" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You accepted electronic delivery" })).toBeVisible();

  await gotoHydrated(page, "/investor-profile");
  await page.getByRole("link", { name: "Update Contact Information" }).click();
  await expect(page).toHaveURL(/\/account#contact$/);
  await waitForHydration(page);
  const phone = page.getByRole("textbox", { name: "Phone" });
  // The page starts in the first contact field.
  await expect(phone).toBeFocused();

  // A bad number is refused inline, named on its field.
  await phone.fill("call me");
  await page.getByRole("button", { name: "Save contact details" }).click();
  await expect(phone).toHaveAccessibleDescription(/Enter a phone number/);

  await phone.fill("+1 415 555 0199");
  await page.getByRole("textbox", { name: "Mailing address" }).fill("500 Market Street\nSan Francisco, CA 94105");
  await page.getByRole("button", { name: "Save contact details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your contact details have been saved." })).toBeVisible();

  await gotoHydrated(page, "/investor-profile");
  await expect(page.locator("dt", { hasText: "Phone" }).locator("+ dd")).toHaveText("+1 415 555 0199");
  await expect(page.locator("dt", { hasText: "Mailing Address" }).locator("+ dd")).toContainText("500 Market Street");
});

test("an investor ends a session signed in elsewhere, and it stops working", async ({ page, playwright, baseURL }) => {
  const investor = await createPortalUser(playwright, baseURL!, { role: "investor" });
  await signInOnPartnerPortal(page, investor);
  // A second device: its own request context, signed in through the API as a phone would.
  const phone = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL!, "user-agent": IPHONE_SAFARI },
    storageState: { cookies: [], origins: [] },
  });
  try {
    const login = await phone.post("/api/login", {
      data: { username: investor.username, password: investor.password },
    });
    expect(login.status()).toBe(200);
    expect((await phone.get("/api/account")).status()).toBe(200);

    await page.getByRole("link", { name: "Account" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await waitForHydration(page);
    const sessions = page.getByRole("region", { name: "Where you are signed in" });
    const items = sessions.getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText("This device");
    await expect(items.nth(1)).toContainText("Safari on iPhone");

    await sessions.getByRole("button", { name: /^End the session on Safari on iPhone/ }).click();
    await expect(sessions.getByRole("status")).toHaveText(/Ended the session on Safari on iPhone/);
    await expect(items).toHaveCount(1);
    await expect(sessions.getByText("You are not signed in anywhere else.")).toBeVisible();
    expect((await phone.get("/api/account")).status()).toBe(401);
    // This browser is still signed in.
    await gotoHydrated(page, "/account");
  } finally {
    await phone.dispose();
  }
});

test("a user changes their password: a wrong current one is refused inline, then other sessions end", async ({
  page,
  playwright,
  baseURL,
}) => {
  const investor = await createPortalUser(playwright, baseURL!, { role: "investor" });
  await signInOnPartnerPortal(page, investor);
  const other = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL! },
    storageState: { cookies: [], origins: [] },
  });
  try {
    expect(
      (await other.post("/api/login", { data: { username: investor.username, password: investor.password } })).status(),
    ).toBe(200);
    await gotoHydrated(page, "/account");
    const form = page.getByRole("form", { name: "Password" });
    const current = form.getByRole("textbox", { name: "Current password" });
    await current.fill("not-my-password");
    await form.getByRole("textbox", { name: "New password", exact: true }).fill("Quiet-Harbor-Lantern-88");
    await form.getByRole("textbox", { name: "Confirm new password" }).fill("Quiet-Harbor-Lantern-88");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(current).toHaveAccessibleDescription("Your current password is not correct");
    await expect(current).toBeFocused();

    await current.fill(investor.password);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "Your password has been changed. 1 other session was signed out.",
    );
    await expect(current).toHaveValue("");
    expect((await other.get("/api/account")).status()).toBe(401);
    await expect(page.getByRole("region", { name: "Where you are signed in" }).getByRole("listitem")).toHaveCount(1);
  } finally {
    await other.dispose();
  }
});

test("a signed-out visitor to /account is sent to sign in and comes back", async ({ page, playwright, baseURL }) => {
  const viewer = await createPortalUser(playwright, baseURL!, { role: "viewer" });
  await page.goto("/account");
  await expect(page).toHaveURL(/\/partner-portal\?returnTo=%2Faccount$/);
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Username or Email", exact: true }).fill(viewer.username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(viewer.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  // A viewer keeps no contact details here, and has no e-mail notice choices.
  await expect(page.getByRole("heading", { name: "Contact details" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Two-factor sign-in/ })).toHaveAttribute("href", "/account/two-factor");
});

test.describe("axe on /account", () => {
  test("the demo investor", async ({ page }) => {
    await signInOnPartnerPortal(page, demoUsers.investor);
    await gotoHydrated(page, "/account");
    await expect(page.getByRole("heading", { name: "Contact details" })).toBeVisible();
    await expect(page.getByRole("link", { name: /E-mail notices/ })).toHaveAttribute(
      "href",
      "/investor-profile#email-notices",
    );
    await expectNoAxeViolations(page);
    // With inline errors shown.
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("textbox", { name: "Current password" })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test("the demo admin, from the account menu", async ({ page }) => {
    await gotoHydrated(page, "/admin-portal");
    await page.getByRole("textbox", { name: /Username/ }).fill(demoUsers.admin.username);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(demoUsers.admin.password);
    await page.getByRole("button", { name: /Sign In/i }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await page.getByRole("button", { name: /^Account menu for/ }).click();
    await page.getByRole("menuitem", { name: "Your account" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Contact details" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Where you are signed in" })).toContainText("This device");
    await expectNoAxeViolations(page);
  });

  test("at 390 px without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInOnPartnerPortal(page, demoUsers.investor);
    await gotoHydrated(page, "/account");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
