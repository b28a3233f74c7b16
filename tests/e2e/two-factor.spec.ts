import { expect, test, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { demoUsers } from "#server/seed/demo-users.ts";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { staffTest } from "./staff-sessions";

// The visible labels carry an aria-hidden "*", so fields are found by their accessible names.
const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** The code the authenticator app shows at a moment (now by default): the server's library and parameters. */
const codeAt = (secret: string, timestamp = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30, timestamp });
const currentCode = (secret: string) => codeAt(secret);

/**
 * A step's code is accepted once (replay protection), so the sign-in after the enrolment uses the
 * next 30-second step's code: the server accepts one step either side of its own (clock drift,
 * server/auth/totp.ts), as from an app whose clock runs a little ahead. No waiting for the step.
 */
const nextStepCode = (secret: string) => codeAt(secret, Date.now() + 30_000);

async function passwordStep(page: Page, account: { username: string; password: string }) {
  await gotoHydrated(page, "/admin-portal");
  await field(page, "Username").fill(account.username);
  await field(page, "Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Signed in to the staff portal: its account menu is there. */
const accountMenu = (page: Page) => page.getByRole("button", { name: /^Account menu for / });

async function signOut(page: Page) {
  await accountMenu(page).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.waitForURL("/");
}

test("a new admin is taken to enrol, sets up TOTP, then signs in with a code and with a recovery code; axe passes", async ({
  page,
  playwright,
  baseURL,
}) => {
  // Longer than the 60 s default on purpose: axe runs twice on a shared 2-core machine.
  test.setTimeout(90_000);

  // The demo super admin (exempt from the requirement in the demo server) creates the admin.
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL! },
    // A context of its own: signing in here must not end the page's session (it would send that cookie).
    storageState: { cookies: [], origins: [] },
  });
  expect((await api.post("/api/login", { data: demoUsers.superAdmin })).status()).toBe(200);
  const admin = { username: `tfa${Date.now()}`, password: "Second-Factor-2026" };
  const created = await api.post("/api/admin/users", {
    data: {
      ...admin,
      email: `${admin.username}@edfutures.com`,
      firstName: "Taylor",
      lastName: "Factor",
      role: "admin",
    },
  });
  expect(created.status()).toBe(201);
  await api.dispose();

  // Without a second factor, the staff portal sends the new admin to enrol first.
  await passwordStep(page, admin);
  await page.waitForURL("/account/two-factor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two-factor sign-in");
  await expect(page.getByText("Set up two-factor sign-in to continue.")).toBeVisible();
  // Every other staff page sends them back here.
  await gotoHydrated(page, "/user-management");
  await expect(page).toHaveURL(/\/account\/two-factor$/);

  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: /QR code/ }).locator("svg")).toBeVisible();
  const secret = (await page.getByTestId("two-factor-secret").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const codeField = field(page, "Authentication code");
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await expect(codeField).toHaveAttribute("inputmode", "numeric");
  await expectNoAxeViolations(page);

  // A wrong code is said on the field; the right one turns it on and shows ten recovery codes.
  await codeField.fill(currentCode(secret) === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(codeField).toHaveAccessibleDescription(/not right/);
  await codeField.fill(currentCode(secret));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const list = page.getByRole("list", { name: "Recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const recoveryCodes = await list.getByRole("listitem").allInnerTexts();
  await expect(page.getByRole("button", { name: "Download as text" })).toBeVisible();
  await page.getByRole("link", { name: /I have saved my codes/ }).click();
  await page.waitForURL("/admin-portal/overview");
  await expect(accountMenu(page)).toBeVisible();
  await signOut(page);

  // Sign in with a code from the app: the code step, one field.
  await passwordStep(page, admin);
  const step = page.getByRole("form", { name: "Admin Portal sign in: authentication code" });
  await expect(step).toBeVisible();
  await expect(field(page, "Authentication code")).toBeFocused();
  await expectNoAxeViolations(page);
  await field(page, "Authentication code").fill(nextStepCode(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(accountMenu(page)).toBeVisible();
  await signOut(page);

  // Sign in with a recovery code instead.
  await passwordStep(page, admin);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await expect(field(page, "Recovery code")).toBeFocused();
  await field(page, "Recovery code").fill(recoveryCodes[0]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(accountMenu(page)).toBeVisible();

  // The account page now says it is on, with nine recovery codes left.
  await gotoHydrated(page, "/account/two-factor");
  await expect(page.getByText("Recovery codes left:")).toBeVisible();
  await expect(page.getByText("9 of 10")).toBeVisible();
  // On a phone the page fits without sideways scrolling.
  await page.setViewportSize({ width: 360, height: 760 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

staffTest.describe("a super admin resets a user's second factor", () => {
  staffTest.use({ storageState: async ({ superAdminState }, use) => use(superAdminState) });

  staffTest(
    "Reset two-factor on the user's row, after a confirmation; the setting card is there",
    async ({ page, playwright, baseURL }) => {
      // An admin with a second factor, set up through the API (the test computes the first code).
      const admin = { username: `tfr${Date.now()}`, password: "Second-Factor-2026" };
      const superApi = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { origin: baseURL! },
        // A context of its own: signing in here must not end the page's session (it would send that cookie).
        storageState: { cookies: [], origins: [] },
      });
      expect((await superApi.post("/api/login", { data: demoUsers.superAdmin })).status()).toBe(200);
      const created = await superApi.post("/api/admin/users", {
        data: {
          ...admin,
          email: `${admin.username}@edfutures.com`,
          firstName: "Riley",
          lastName: "Reset",
          role: "admin",
        },
      });
      expect(created.status()).toBe(201);
      await superApi.dispose();
      const adminApi = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { origin: baseURL! },
        // A context of its own: signing in here must not end the page's session (it would send that cookie).
        storageState: { cookies: [], origins: [] },
      });
      expect((await adminApi.post("/api/login", { data: admin })).status()).toBe(200);
      const { secret } = (await (await adminApi.post("/api/account/two-factor/enrolment", { data: {} })).json()) as {
        secret: string;
      };
      const confirmed = await adminApi.post("/api/account/two-factor/enrolment/confirm", {
        data: { code: currentCode(secret) },
      });
      expect(confirmed.status()).toBe(200);

      await gotoHydrated(page, "/user-management");
      await expect(page.getByRole("region", { name: "Two-factor sign-in" })).toBeVisible();
      await page.getByRole("button", { name: "Reset two-factor for Riley Reset" }).click();
      const dialog = page.getByRole("dialog", { name: "Reset two-factor sign-in?" });
      await expect(dialog).toContainText("signed out everywhere");
      await dialog.getByRole("button", { name: "Reset two-factor" }).click();
      await expect(page.getByText("Two-factor sign-in reset", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Reset two-factor for Riley Reset" })).toHaveCount(0);
      // The admin's session ended with the reset.
      expect((await (await adminApi.get("/api/session")).json()).user).toBeNull();
      await adminApi.dispose();
    },
  );
});
