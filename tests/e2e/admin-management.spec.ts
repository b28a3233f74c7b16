import { expect, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated, SEED } from "./helpers";
import { staffTest } from "./staff-sessions";

// Article management (/admin-dashboard) and user management (/user-management) on the seeded demo
// database. One API sign-in per role and worker (successful sign-ins don't count toward limits);
// each test starts from that session's cookie. The file's tests run in order in one worker.
const test = staffTest;
test.describe.configure({ mode: "default" });

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const alertToast = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });
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
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Portal" })).toHaveAttribute("href", "/admin-portal");
    await expect(page.getByRole("main").getByRole("link", { name: "User Management" })).toHaveAttribute("href", "/user-management");
    const table = page.getByRole("table", { name: /Articles/ });
    const seeded = table.getByRole("row", { name: new RegExp(SEED.article.title) });
    await expect(seeded).toContainText("Published");
    await expect(seeded).toContainText(SEED.article.category);
    await expect(table.getByRole("row").filter({ hasText: SEED.draftSlug })).toContainText("Draft");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Create Article" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Article" });
    await expect(dialog.getByRole("checkbox", { name: "Published" })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Featured" })).not.toBeChecked();
    await expectNoAxeViolations(page);
  });

  test("create (shown on /news), edit (new title on /news), delete (gone from /news)", async ({ page }) => {
    await gotoHydrated(page, "/admin-dashboard");
    await page.getByRole("button", { name: "Create Article" }).click();
    let dialog = page.getByRole("dialog", { name: "Create Article" });

    // Required fields are checked in the browser first.
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(textbox(dialog, "Title")).toBeFocused();
    await expect(textbox(dialog, "Title")).toHaveAccessibleDescription("Title is required");
    await expect(textbox(dialog, "Content")).toHaveAccessibleDescription("Content is required");

    const stamp = Date.now();
    const title = `Quarterly Letter ${stamp}`;
    await textbox(dialog, "Title").fill(title);
    await expect(textbox(dialog, "Slug")).toHaveValue(`quarterly-letter-${stamp}`);
    await dialog.getByRole("combobox", { name: "Category" }).selectOption("Company News");
    await textbox(dialog, "Description").fill("Our quarterly letter to partners.");
    await textbox(dialog, "Content").fill("A short quarter in review.\n\nThank you for your partnership.");

    // A slug already in use: the server's 409 shows inline on the Slug field.
    await textbox(dialog, "Slug").fill(SEED.article.slug);
    await dialog.getByRole("button", { name: "Create" }).click();
    // The toast region sits outside the modal dialog (aria-hidden while it is open), so look for its text.
    await expect(page.locator('[aria-label="Notifications (F8)"]').getByText("Failed to create article")).toBeVisible();
    await expect(textbox(dialog, "Slug")).toHaveAccessibleDescription(/already used/);

    await textbox(dialog, "Slug").fill(`quarterly-letter-${stamp}`);
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(toast(page, "Article created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("table", { name: /Articles/ }).getByRole("row", { name: new RegExp(title) })).toContainText(
      "Published",
    );

    await gotoHydrated(page, "/news");
    await expect(page.getByText(title).first()).toBeVisible();

    // Edit: prefilled, submit reads Update.
    await gotoHydrated(page, "/admin-dashboard");
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    dialog = page.getByRole("dialog", { name: "Edit Article" });
    await expect(textbox(dialog, "Title")).toHaveValue(title);
    await expect(textbox(dialog, "Slug")).toHaveValue(`quarterly-letter-${stamp}`);
    const newTitle = `Quarterly Letter, Revised ${stamp}`;
    await textbox(dialog, "Title").fill(newTitle);
    await dialog.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "Article updated successfully")).toBeVisible();
    await expect(dialog).toBeHidden();

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

  test("create an investor, edit it, change its password; the new password signs in", async ({ page, browser, baseURL }) => {
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
    // Email and password are required.
    await form.getByRole("button", { name: "Create User" }).click();
    await expect(alertToast(page, "Please provide email and password")).toBeVisible();
    await expect(textbox(form, "Email")).toBeFocused();

    const stamp = Date.now();
    const username = `e2e.investor.${stamp}`;
    const email = `e2e.investor.${stamp}@example.com`;
    await textbox(form, "Email").fill(email);
    await form.locator('input[name="password"]').fill("short1");
    await form.getByRole("button", { name: "Create User" }).click();
    await expect(alertToast(page, "Password must be at least 8 characters long")).toBeVisible();
    await expect(form.locator('input[name="password"]')).toHaveAccessibleDescription(
      "Password must be at least 8 characters long",
    );

    await form.locator('input[name="password"]').fill("Initial-Pass-2026");
    await textbox(form, "First name").fill("Casey");
    await textbox(form, "Last name").fill("Rivera");
    await textbox(form, "Username").fill(username);
    await form.getByRole("combobox", { name: "Role" }).selectOption("investor");
    await form.getByRole("checkbox", { name: "Fund I", exact: true }).check();
    await form.getByRole("spinbutton", { name: "Fund I commitment" }).fill("250000");
    await form.getByRole("button", { name: "Create User" }).click();
    await expect(toast(page, "User created successfully")).toBeVisible();
    const row = table.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Casey Rivera");
    await expect(row).toContainText("Investor");
    await expect(textbox(form, "Email")).toHaveValue("");

    // Edit User fills the form; it saves with "Update".
    await page.getByRole("button", { name: "Edit User Casey Rivera" }).click();
    const editForm = page.getByRole("form", { name: "Edit User" });
    await expect(textbox(editForm, "Email")).toHaveValue(email);
    await expect(textbox(editForm, "Username")).toHaveValue(username);
    await expect(editForm.getByRole("spinbutton", { name: "Fund I commitment" })).toHaveValue("250000");
    await textbox(editForm, "Last name").fill("Rivera-Lopez");
    await editForm.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "User updated successfully")).toBeVisible();
    await expect(table.getByRole("row").filter({ hasText: email })).toContainText("Casey Rivera-Lopez");
    await expect(page.getByRole("form", { name: "Create User" })).toBeVisible();

    // Change the password: too short first, then a good one.
    await page.getByRole("button", { name: "Change password for Casey Rivera-Lopez" }).click();
    const dialog = page.getByRole("dialog", { name: "Change password" });
    await dialog.getByLabel("New password").fill("short");
    await dialog.getByRole("button", { name: "Update Password" }).click();
    await expect(dialog.getByLabel("New password")).toHaveAccessibleDescription("Password must be at least 8 characters long");
    await expectNoAxeViolations(page);
    const newPassword = `Fresh-Start-${stamp}`;
    await dialog.getByLabel("New password").fill(newPassword);
    await dialog.getByRole("button", { name: "Update Password" }).click();
    await expect(toast(page, "Password updated successfully")).toBeVisible();
    await expect(dialog).toBeHidden();

    // End sessions asks first and reports the count.
    await page.getByRole("button", { name: "End sessions of Casey Rivera-Lopez" }).click();
    const confirm = page.getByRole("dialog", { name: "End sessions?" });
    await confirm.getByRole("button", { name: "End sessions" }).click();
    await expect(toast(page, "Sessions ended")).toContainText("Ended 0 sessions of Casey Rivera-Lopez.");

    // The new password works at the Partner Portal, in a fresh browser context.
    const fresh = await browser.newContext({ baseURL });
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
