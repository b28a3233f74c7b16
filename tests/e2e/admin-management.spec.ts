// Over 300 lines: the staff management journeys share one staff session; they split by screen with the admin's nested routes (issue 23).
import { expect, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated, SEED } from "./helpers";
import { staffTest } from "./staff-sessions";

// Article management (/admin-dashboard) and user management (/user-management) on the seeded demo
// database. One API sign-in per role and worker (successful sign-ins don't count toward limits);
// each test starts from that session's cookie. The file's tests run in order in one worker.
const test = staffTest;
test.describe.configure({ mode: "default" });

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const textbox = (scope: Page | Locator, name: string) => scope.getByRole("textbox", { name, exact: true });

test.describe("article management as an admin", () => {
  test.use({ storageState: async ({ adminState }, use) => use(adminState) });

  test("the page: guarded, private, stat cards, links, the list with badges; accessible", async ({ page }) => {
    const response = await gotoHydrated(page, "/admin-dashboard");
    expect(response.headers()["cache-control"]).toBe("no-store");
    await expect(page).toHaveTitle(/^Article Management \|/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Management");
    for (const label of ["Total Articles", "Contact Inquiries", "Published Articles", "Featured Articles"]) {
      await expect(page.getByRole("listitem").filter({ hasText: label })).toBeVisible();
    }
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Portal" })).toHaveAttribute(
      "href",
      "/admin-portal",
    );
    // An admin: no User Management link (tested below; a super admin has one).
    const table = page.getByRole("table", { name: /Articles/ });
    const seeded = table.getByRole("row", { name: new RegExp(SEED.article.title) });
    await expect(seeded).toContainText("Published");
    await expect(seeded).toContainText(SEED.article.category);
    await expect(table.getByRole("row").filter({ hasText: SEED.draftSlug })).toContainText("Draft");
    await expectNoAxeViolations(page);

    // Create Article opens the article editor's page (decision 0032): a new article is a draft.
    await page.getByRole("link", { name: "Create Article" }).click();
    const form = page.getByRole("form", { name: "Create article" });
    await expect(form.getByRole("checkbox", { name: "Published" })).not.toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Featured" })).not.toBeChecked();
    await expectNoAxeViolations(page);
  });

  test("create (shown on /news), edit (new title on /news), delete (gone from /news)", async ({ page }) => {
    await gotoHydrated(page, "/admin-dashboard");
    await page.getByRole("link", { name: "Create Article" }).click();
    let form = page.getByRole("form", { name: "Create article" });

    // Required fields are checked in the browser first.
    await form.getByRole("button", { name: "Create" }).click();
    await expect(textbox(form, "Title")).toBeFocused();
    await expect(textbox(form, "Title")).toHaveAccessibleDescription("Title is required");
    await expect(textbox(form, "Content")).toHaveAccessibleDescription("Content is required");

    const stamp = Date.now();
    const title = `Quarterly Letter ${stamp}`;
    await textbox(form, "Title").fill(title);
    await expect(textbox(form, "Slug")).toHaveValue(`quarterly-letter-${stamp}`);
    await form.getByRole("checkbox", { name: "Published" }).check();
    await form.getByRole("combobox", { name: "Category" }).selectOption("Company News");
    await textbox(form, "Description").fill("Our quarterly letter to partners.");
    await textbox(form, "Content").fill("A short quarter in review.\n\nThank you for your partnership.");

    // A slug already in use: the server's 409 shows inline on the Slug field, and only there.
    await textbox(form, "Slug").fill(SEED.article.slug);
    await form.getByRole("button", { name: "Create" }).click();
    await expect(textbox(form, "Slug")).toHaveAccessibleDescription(/already used/);
    await expect(page.getByLabel("Notifications (F8)")).not.toContainText("Failed to create article");

    await textbox(form, "Slug").fill(`quarterly-letter-${stamp}`);
    await form.getByRole("button", { name: "Create" }).click();
    await expect(toast(page, "Article created successfully")).toBeVisible();
    await page.getByRole("link", { name: "Back to Article Management" }).click();
    await expect(
      page.getByRole("table", { name: /Articles/ }).getByRole("row", { name: new RegExp(title) }),
    ).toContainText("Published");

    await gotoHydrated(page, "/news");
    await expect(page.getByText(title).first()).toBeVisible();

    // Edit: prefilled, submit reads Update.
    await gotoHydrated(page, "/admin-dashboard");
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    form = page.getByRole("form", { name: "Edit article" });
    await expect(textbox(form, "Title")).toHaveValue(title);
    await expect(textbox(form, "Slug")).toHaveValue(`quarterly-letter-${stamp}`);
    const newTitle = `Quarterly Letter, Revised ${stamp}`;
    await textbox(form, "Title").fill(newTitle);
    await form.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "Article updated successfully")).toBeVisible();

    await gotoHydrated(page, "/news");
    await expect(page.getByText(newTitle).first()).toBeVisible();
    await expect(page.getByText(title, { exact: true })).toHaveCount(0);

    // Delete, after confirming.
    await gotoHydrated(page, "/admin-dashboard");
    await page.getByRole("button", { name: `Delete ${newTitle}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete article?" });
    await expect(confirm).toContainText(newTitle);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Article deleted successfully")).toBeVisible();
    await expect(page.getByRole("button", { name: `Delete ${newTitle}` })).toHaveCount(0);

    await gotoHydrated(page, "/news");
    await expect(page.getByText(newTitle)).toHaveCount(0);
  });

  test("a plain admin is offered no way to User Management (it is for super admins)", async ({ page }) => {
    await gotoHydrated(page, "/admin-dashboard");
    await expect(page.getByRole("link", { name: "Article Management" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "User Management" })).toHaveCount(0);
    await gotoHydrated(page, "/admin-portal");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByRole("link", { name: "User Management" })).toHaveCount(0);
  });

  test("an admin opening /user-management sees Access Restricted (403), and no user data", async ({ page }) => {
    const response = await gotoHydrated(page, "/user-management", 403);
    expect(response.headers()["cache-control"]).toBe("no-store");
    await expect(page).toHaveTitle(/^Access Restricted \|/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Restricted");
    await expect(
      page.getByText(
        "User Management is only available to Super Administrators. Only Super Admins can create and manage user accounts.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Admin Portal" })).toHaveAttribute("href", "/admin-portal");
    await expect(page.getByRole("table")).toHaveCount(0);
    expect(await response.text()).not.toContain("jordan.mitchell@example.com");
    await expectNoAxeViolations(page);
  });
});

test("signed out, both pages send the visitor to the admin sign-in with a return path", async ({ page }) => {
  await page.goto("/admin-dashboard");
  await expect(page).toHaveURL(/\/admin-portal\?returnTo=%2Fadmin-dashboard$/);
  await page.goto("/user-management");
  await expect(page).toHaveURL(/\/admin-portal\?returnTo=%2Fuser-management$/);
});

test.describe("user management as the super admin", () => {
  test.use({ storageState: async ({ superAdminState }, use) => use(superAdminState) });

  test("create an investor, edit it, change its password; the new password signs in", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // several argon2id hashes and a second browser context
    const response = await gotoHydrated(page, "/user-management");
    expect(response.headers()["cache-control"]).toBe("no-store");
    await expect(page).toHaveTitle(/^User Management \|/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("User Management");
    const table = page.getByRole("table", { name: /Users/ });
    // Staff are listed first.
    await expect(table.getByRole("row").nth(1)).toContainText("Super Admin");
    await expectNoAxeViolations(page);

    const form = page.getByRole("form", { name: "Create User" });
    // The same validation as the Users tab: each required field says so, once, on the field.
    await form.getByRole("button", { name: "Create User" }).click();
    await expect(textbox(form, "First Name")).toBeFocused();
    await expect(textbox(form, "First Name")).toHaveAccessibleDescription("First name is required");
    await expect(textbox(form, "Email")).toHaveAccessibleDescription("Email is required");
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);

    const stamp = Date.now();
    const username = `e2e.investor.${stamp}`;
    const email = `e2e.investor.${stamp}@example.com`;
    await textbox(form, "Email").fill(email);
    await form.locator('input[name="password"]').fill("short1");
    await form.getByRole("button", { name: "Create User" }).click();
    await expect(form.locator('input[name="password"]')).toHaveAccessibleDescription(
      /Password must be at least 8 characters long/,
    );

    await form.locator('input[name="password"]').fill("Initial-Pass-2026");
    await textbox(form, "First Name").fill("Casey");
    await textbox(form, "Last Name").fill("Rivera");
    await textbox(form, "Username").fill(username);
    await form.getByRole("combobox", { name: "Role" }).selectOption("investor");
    await form.getByRole("checkbox", { name: "Fund I access" }).check();
    await form.getByRole("spinbutton", { name: "Fund I Commitment (USD)" }).fill("250000");
    await form.getByRole("button", { name: "Create User" }).click();
    await expect(toast(page, "User created successfully")).toBeVisible();
    const row = table.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Casey Rivera");
    await expect(row).toContainText("Investor");
    await expect(textbox(form, "Email")).toHaveValue("");

    // Edit User fills the form; it saves with "Update".
    await row.getByRole("button", { name: "Edit User Casey Rivera", exact: true }).click();
    const editForm = page.getByRole("form", { name: "Edit User" });
    await expect(textbox(editForm, "Email")).toHaveValue(email);
    await expect(textbox(editForm, "Username")).toHaveValue(username);
    await expect(editForm.getByRole("spinbutton", { name: "Fund I Commitment (USD)" })).toHaveValue("250000");
    await textbox(editForm, "Last Name").fill("Rivera-Lopez");
    await editForm.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "User updated successfully")).toBeVisible();
    await expect(table.getByRole("row").filter({ hasText: email })).toContainText("Casey Rivera-Lopez");
    await expect(page.getByRole("form", { name: "Create User" })).toBeVisible();

    // Change the password: too short first, then a good one.
    await row.getByRole("button", { name: "Change password for Casey Rivera-Lopez", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Change password" });
    await dialog.getByLabel("New password").fill("short");
    await dialog.getByRole("button", { name: "Update Password" }).click();
    await expect(dialog.getByLabel("New password")).toHaveAccessibleDescription(
      "Password must be at least 8 characters long",
    );
    await expectNoAxeViolations(page);
    const newPassword = `Fresh-Start-${stamp}`;
    await dialog.getByLabel("New password").fill(newPassword);
    await dialog.getByRole("button", { name: "Update Password" }).click();
    await expect(toast(page, "Password updated successfully")).toBeVisible();
    await expect(dialog).toBeHidden();

    // End sessions asks first and reports the count.
    await row.getByRole("button", { name: "End sessions of Casey Rivera-Lopez", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "End sessions?" });
    await confirm.getByRole("button", { name: "End sessions" }).click();
    await expect(toast(page, "Sessions ended")).toContainText("Ended 0 sessions of Casey Rivera-Lopez.");

    // The new password works at the Partner Portal, in a fresh browser context. Without cookies: the
    // context would otherwise start from this test's storage state, and signing in there would end
    // the shared super admin session (docs/session-policy.md) that the next tests use.
    const fresh = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    try {
      const investorPage = await fresh.newPage();
      await gotoHydrated(investorPage, "/partner-portal");
      await textbox(investorPage, "Username or Email").fill(username);
      await investorPage.locator('input[name="password"]').fill(newPassword);
      await investorPage.getByRole("button", { name: "Sign In" }).click();
      await expect(investorPage).toHaveURL(/\/investment-dashboard$/);
      await expect(investorPage.getByRole("heading", { level: 1 })).toHaveText("Investor Portal");
    } finally {
      await fresh.close();
    }
  });
});

test.describe("one user form, one role badge on both staff screens", () => {
  test.use({ storageState: async ({ superAdminState }, use) => use(superAdminState) });

  /** Submit the empty form; the required fields' messages and the roles offered. */
  async function emptySubmit(form: Locator, submit: string) {
    await form.getByRole("button", { name: submit, exact: true }).click();
    await expect(textbox(form, "First Name")).toBeFocused();
    const said: Record<string, string | null> = {};
    for (const name of ["First Name", "Last Name", "Username", "Email"]) {
      said[name] = await textbox(form, name).getAttribute("aria-invalid");
    }
    const roles = await form.getByRole("combobox", { name: "Role" }).locator("option").allTextContents();
    return { said, roles };
  }

  test("/user-management and the Users tab validate alike: names required, Viewer offered", async ({ page }) => {
    await gotoHydrated(page, "/user-management");
    const management = await emptySubmit(page.getByRole("form", { name: "Create User" }), "Create User");
    const form = page.getByRole("form", { name: "Create User" });
    await expect(textbox(form, "First Name")).toHaveAccessibleDescription("First name is required");
    await expect(textbox(form, "Last Name")).toHaveAccessibleDescription("Last name is required");

    await gotoHydrated(page, "/admin-portal/users");
    await page.getByRole("button", { name: "Add User" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add User" });
    const tab = await emptySubmit(dialog, "Create");
    await expect(textbox(dialog, "First Name")).toHaveAccessibleDescription("First name is required");
    await expect(textbox(dialog, "Last Name")).toHaveAccessibleDescription("Last name is required");

    expect(management.said).toEqual({ "First Name": "true", "Last Name": "true", Username: "true", Email: "true" });
    expect(tab.said).toEqual(management.said);
    expect(management.roles).toContain("Viewer");
    expect(tab.roles).toContain("Viewer");
    // Only user management creates super admins (spec); the rest is the same list.
    expect(management.roles.filter((role) => role !== "Super Admin").sort()).toEqual([...tab.roles].sort());
    // No toast repeats what the fields say.
    await expect(page.getByLabel("Notifications (F8)")).not.toContainText("Failed to create user");
  });

  test("a role badge has the same colours on both screens", async ({ page }) => {
    const colours = async (scope: Locator) => {
      const out: Record<string, string> = {};
      for (const role of ["super_admin", "admin", "investor"]) {
        out[role] = await scope
          .locator(`[data-role="${role}"]`)
          .first()
          .evaluate((el) => `${getComputedStyle(el).backgroundColor} ${getComputedStyle(el).color}`);
      }
      return out;
    };
    await gotoHydrated(page, "/user-management");
    const management = await colours(page.getByRole("table", { name: /Users/ }));
    await gotoHydrated(page, "/admin-portal/users");
    const tab = await colours(page.getByRole("table", { name: /Users/ }));
    expect(tab).toEqual(management);
    expect(management.admin).not.toEqual(management.super_admin);
    // The header's badge of the signed-in super admin matches too.
    const header = await page
      .getByRole("banner")
      .locator('[data-role="super_admin"]')
      .evaluate((el) => `${getComputedStyle(el).backgroundColor} ${getComputedStyle(el).color}`);
    expect(header).toBe(management.super_admin);
  });

  test("a super admin sees the User Management link on Article Management", async ({ page }) => {
    await gotoHydrated(page, "/admin-dashboard");
    await expect(page.getByRole("main").getByRole("link", { name: "User Management" })).toHaveAttribute(
      "href",
      "/user-management",
    );
  });
});
