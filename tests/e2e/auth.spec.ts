import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated, holdRequests } from "./helpers";

// Seeded demo accounts (demo database only). Each sign-in, good or bad, counts toward the
// per-account limit of 5 per 15 minutes, so every test signs in at most once per account.
const INVESTOR = { username: "investor", password: "EdInvestor-2026" };
const ADMIN = { username: "admin", password: "EdAdmin-2026" };
const SUPER_ADMIN = { username: "superadmin", password: "EdSuperAdmin-2026" };

// The visible labels carry an aria-hidden "*", so fields are found by their accessible names.
const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function signIn(page: Page, usernameLabel: string, account: { username: string; password: string }) {
  await field(page, usernameLabel).fill(account.username);
  await field(page, "Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test.describe("partner portal", () => {
  test("login page: features, support link, required fields, show/hide password, no caching; axe passes", async ({
    page,
  }) => {
    const response = await gotoHydrated(page, "/partner-portal");
    expect(response.headers()["cache-control"]).toBe("no-store");
    await expect(page).toHaveTitle(/Partner Portal/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partner Portal");
    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", /^mailto:/);
    await expect(page.getByText("Capital call notices")).toBeVisible();

    // Both fields are required: inline errors, wired to the fields, focus on the first.
    await page.getByRole("button", { name: "Sign In" }).click();
    const username = field(page, "Username or Email");
    await expect(username).toHaveAttribute("aria-invalid", "true");
    await expect(username).toHaveAccessibleDescription("Username is required");
    await expect(field(page, "Password")).toHaveAccessibleDescription("Password is required");
    await expect(username).toBeFocused();

    const toggle = page.getByRole("button", { name: "Show password" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await field(page, "Password").fill("secret");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(field(page, "Password")).toHaveAttribute("type", "text");
    await toggle.click();
    await expect(field(page, "Password")).toHaveAttribute("type", "password");

    await expectNoAxeViolations(page);
  });

  test("a wrong password reads 'Authenticating...' then shows the 'Invalid credentials.' alert", async ({ page }) => {
    // Hold the real answer back until the submitting state has been seen.
    const answer = await holdRequests(page, "**/api/login");
    await gotoHydrated(page, "/partner-portal");
    await signIn(page, "Username or Email", { username: INVESTOR.username, password: "not-the-password" });
    await expect(page.getByRole("button", { name: "Authenticating..." })).toBeVisible();
    answer();
    const alert = page.getByRole("alert").filter({ hasText: "Invalid credentials." });
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/partner-portal$/);
    // The demo hint names the demo investor only; no staff credential is ever shown on a page.
    await expect(alert).toHaveText(`Invalid credentials. Try: ${INVESTOR.username} / ${INVESTOR.password}`);
    for (const staff of [ADMIN, SUPER_ADMIN]) {
      await expect(page.locator("body")).not.toContainText(staff.password);
    }
  });

  test("anonymous visitors of the investor pages are sent to the login page with a return path", async ({ page }) => {
    await page.goto("/investment-dashboard");
    await expect(page).toHaveURL(/\/partner-portal\?returnTo=%2Finvestment-dashboard$/);
    await page.goto("/investor-profile");
    await expect(page).toHaveURL(/\/partner-portal\?returnTo=%2Finvestor-profile$/);
  });

  test("after signing in the investor returns to the page they asked for (same-site paths only)", async ({ page }) => {
    await gotoHydrated(page, "/partner-portal?returnTo=%2Finvestor-profile");
    await signIn(page, "Username or Email", INVESTOR);
    await expect(page).toHaveURL(/\/investor-profile$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // An off-site return path is ignored: the demo investor (two entities) goes to All accounts.
    await page.goto("/partner-portal?returnTo=%2F%2Fevil.example");
    await expect(page).toHaveURL(/\/accounts$/);
  });

  test("an investor signs in, lands on the Investor Portal (axe passes), logs out, and the portal is closed", async ({
    page,
  }) => {
    await gotoHydrated(page, "/partner-portal");
    await signIn(page, "Username or Email", INVESTOR);
    // The demo investor holds two entities (their own and a trust): All accounts first (decision 0060).
    await expect(page).toHaveURL(/\/accounts$/);
    await expect(page.getByRole("heading", { level: 1, name: "All accounts" })).toBeVisible();
    await gotoHydrated(page, "/investment-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Investor Portal" })).toBeVisible();
    await expect(page).toHaveTitle(/Investor Portal/);
    await expect(page.getByText(/^Welcome( back)?, /)).toBeVisible();
    await expectNoAxeViolations(page);

    // Signed in, the login page sends the investor straight on.
    await page.goto("/partner-portal");
    await expect(page).toHaveURL(/\/accounts$/);
    await gotoHydrated(page, "/investment-dashboard");

    await page.getByRole("link", { name: "My Profile" }).click();
    await expect(page).toHaveURL(/\/investor-profile$/);
    await expect(page.getByRole("link", { name: "Back to Portal" })).toHaveAttribute("href", "/partner-portal");

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/partner-portal$/);
    await page.goto("/investment-dashboard");
    await expect(page).toHaveURL(/\/partner-portal\?returnTo=/);
    const session = await page.request.get("/api/session");
    expect(await session.json()).toEqual({ user: null });
  });
});

test.describe("admin portal", () => {
  test("login screen passes axe; empty submit shows inline errors", async ({ page }) => {
    const response = await gotoHydrated(page, "/admin-portal");
    expect(response.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Portal");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(field(page, "Username")).toHaveAccessibleDescription("Username is required");
    await expect(field(page, "Username")).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test("an admin signs in: toast, Admin badge, nine sections at their own URLs, axe passes; logout returns to /", async ({
    page,
  }) => {
    await gotoHydrated(page, "/admin-portal");
    await signIn(page, "Username", ADMIN);
    const notifications = page.getByRole("region", { name: "Notifications (F8)" });
    await expect(notifications.getByText("Login Successful")).toBeVisible();
    await expect(notifications.getByText(/^Welcome back, .+!$/)).toBeVisible();

    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByRole("banner").getByText("Admin", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Article Management" })).toHaveAttribute("href", "/admin-dashboard");
    await expect(page.getByRole("link", { name: "User Management" })).toHaveCount(0);

    // The sections are links in a navigation landmark, each its own address (decision 0051).
    const sections = page.getByRole("navigation", { name: "Admin sections" });
    await expect(sections.getByRole("link")).toHaveText([
      "Overview",
      "Users",
      "Entities",
      "Positions",
      "Fund terms",
      "Investments",
      "Resources",
      "News",
      "Videos",
      "Inquiries",
      "Prospects",
      "Offerings",
      "Subscriptions",
      "Events",
    ]);
    await expect(page).toHaveURL(/\/admin-portal\/overview$/);
    await expect(sections.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("region", { name: "Recent Activity" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Tab moves along the links, Enter opens one; the section is in the URL and survives a reload.
    await sections.getByRole("link", { name: "Overview" }).focus();
    await page.keyboard.press("Tab");
    await expect(sections.getByRole("link", { name: "Users" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin-portal\/users$/);
    await expect(sections.getByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");
    await expect(sections.getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current");
    await sections.getByRole("link", { name: "News" }).click();
    await expect(page).toHaveURL(/\/admin-portal\/news$/);
    await page.reload();
    await expect(sections.getByRole("link", { name: "News" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("region", { name: "News", exact: true })).toBeVisible();

    await page.getByRole("button", { name: /Account menu/ }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByText(ADMIN.username, { exact: true })).toBeVisible();
    await menu.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await gotoHydrated(page, "/admin-portal");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Portal");
    await expect(page.getByRole("navigation", { name: "Admin sections" })).toHaveCount(0);
  });

  test("a super admin sees the Super Admin badge and the User Management link", async ({ page }) => {
    await gotoHydrated(page, "/admin-portal");
    await signIn(page, "Username", SUPER_ADMIN);
    await expect(page.getByRole("banner").getByText("Super Admin", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "User Management" })).toHaveAttribute("href", "/user-management");
    // Staff are refused by the investor pages' server guard (403, not a redirect).
    const dashboard = await page.goto("/investment-dashboard");
    expect(dashboard?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Access Restricted" })).toBeVisible();
  });

  test("an investor signing in on the admin portal is told it is for staff", async ({ page }) => {
    await gotoHydrated(page, "/admin-portal");
    await signIn(page, "Username", INVESTOR);
    await expect(
      page.getByText("This portal is for EdFutures staff. Investors sign in at the Partner Portal."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the Partner Portal" })).toHaveAttribute(
      "href",
      "/partner-portal",
    );
    await expect(page.getByRole("navigation", { name: "Admin sections" })).toHaveCount(0);
    // The server agrees: a reload still shows the login screen with the notice, not the dashboard.
    await page.reload();
    await expect(page.getByText("This portal is for EdFutures staff.", { exact: false })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin sections" })).toHaveCount(0);
    // The investor portal is theirs.
    const dashboard = await page.goto("/investment-dashboard");
    expect(dashboard?.status()).toBe(200);
  });

  test("a refused sign-in shows 'Login Failed' with the server's message", async ({ page }) => {
    await gotoHydrated(page, "/admin-portal");
    await signIn(page, "Username", { username: "no-such-user", password: "irrelevant-password" });
    const notifications = page.getByRole("region", { name: "Notifications (F8)" });
    await expect(notifications.getByText("Login Failed")).toBeVisible();
    await expect(notifications.getByText(/^Invalid credentials\./)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin sections" })).toHaveCount(0);
    for (const staff of [ADMIN, SUPER_ADMIN]) {
      await expect(page.locator("body")).not.toContainText(staff.password);
    }
  });

  test("a network failure reads 'Signing in...' then shows 'Login Error'", async ({ page }) => {
    const fail = await holdRequests(page, "**/api/login", "fail");
    await gotoHydrated(page, "/admin-portal");
    await signIn(page, "Username", { username: "nobody", password: "irrelevant" });
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeVisible();
    fail();
    const notifications = page.getByRole("region", { name: "Notifications (F8)" });
    await expect(notifications.getByText("Login Error")).toBeVisible();
    await expect(notifications.getByText("Unable to connect to server")).toBeVisible();
  });
});
