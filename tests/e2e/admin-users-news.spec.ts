import { expect, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated, holdRequests } from "./helpers";
import { adminTest } from "./staff-sessions";

// The admin portal's Users and News tabs (seeded demo database), signed in as the demo admin.
// One sign-in per worker through the API; every test starts from that session's cookie.
const test = adminTest;
test.describe.configure({ mode: "default" });

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
/** The notifications region (hidden from assistive technology while a modal is open, so read by its label). */
const notifications = (page: Page) => page.getByLabel("Notifications (F8)");
const textbox = (scope: Locator, name: string) => scope.getByRole("textbox", { name, exact: true });

test("users: an admin creates an investor with commitments, edits it, archives and restores it, then deletes it", async ({
  page,
}) => {
  test.slow(); // create, three edits, archive, restore and delete, each read back
  const stamp = Date.now();
  const username = `inv.${stamp}`;
  const name = `Morgan Ellis${stamp}`;
  // Searched: other specs' accounts, newer than the demo's, fill the first page.
  await gotoHydrated(page, "/admin-portal/users?q=Jordan%20Mitchell");
  await expect(page.getByRole("heading", { level: 2, name: "Users" })).toBeVisible();
  const table = page.getByRole("table", { name: /Users/ });
  await expect(table.getByRole("row", { name: /Jordan Mitchell/ })).toContainText("Investor");
  // An admin sees investors and viewers only: no staff account is listed.
  await gotoHydrated(page, "/admin-portal/users");
  await expect(table.getByText("Admin", { exact: true })).toHaveCount(0);
  await expect(table.getByText("Super Admin", { exact: true })).toHaveCount(0);

  // Create New Investor: the prefilled form.
  await page.getByRole("button", { name: "Create New Investor" }).click();
  let dialog = page.getByRole("dialog", { name: "Create New Investor" });
  const role = dialog.getByRole("combobox", { name: "Role" });
  await expect(role).toHaveValue("investor");
  // An admin may give only the investor and viewer roles.
  await expect(role.locator("option")).toHaveText(["Investor", "Viewer"]);
  await expect(dialog.getByRole("checkbox", { name: "Fund I access" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Fund II access" })).toBeChecked();
  await expect(dialog.getByRole("combobox", { name: "Membership Level" })).toHaveValue("standard");
  await expect(dialog.getByRole("combobox", { name: "Investor Type" })).toHaveValue("individual");
  await expect(dialog.getByRole("combobox", { name: "Status" })).toHaveValue("active");
  await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(dialog.getByLabel("Password")).toHaveAccessibleDescription(/At least 8 characters/);
  const fundI = dialog.getByRole("spinbutton", { name: "Fund I Commitment (USD)" });
  await expect(fundI).toHaveAttribute("min", "0");
  await expect(fundI).toHaveAttribute("step", "1000");

  // Required fields are checked before anything is sent.
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(textbox(dialog, "First Name")).toBeFocused();
  await expect(textbox(dialog, "First Name")).toHaveAccessibleDescription("First name is required");

  await textbox(dialog, "First Name").fill("Morgan");
  await textbox(dialog, "Last Name").fill(`Ellis${stamp}`);
  await textbox(dialog, "Username").fill(username);
  await textbox(dialog, "Email").fill(`${username}@example.com`);
  await dialog.getByLabel("Password").fill("Harbor-Lantern-2026");
  await fundI.fill("1500000");
  await dialog.getByRole("spinbutton", { name: "Fund II Commitment (USD)" }).fill("500000");

  // Hold the write back until the saving label has been seen.
  const save = await holdRequests(page, "**/api/users");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByRole("button", { name: "Creating..." })).toBeDisabled();
  save();
  await expect(toast(page, "User created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.unroute("**/api/users");

  let row = table.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText(`${username}@example.com`);
  await expect(row).toContainText("Investor");
  await expect(row).toContainText("Fund I");
  await expect(row).toContainText("Fund II");
  await expect(row).toContainText("$2,000,000");
  await expect(row).toContainText("Active");

  // Edit: prefilled, the password may stay empty, submit reads Update.
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  dialog = page.getByRole("dialog", { name: "Edit User" });
  await expect(textbox(dialog, "Username")).toHaveValue(username);
  await expect(dialog.getByRole("spinbutton", { name: "Fund I Commitment (USD)" })).toHaveValue("1500000");
  await expect(dialog.getByLabel("Password")).toHaveAccessibleDescription(/Leave empty to keep the current password/);
  await dialog.getByRole("spinbutton", { name: "Fund I Commitment (USD)" }).fill("2500000");
  const fundIIAccess = dialog.getByRole("checkbox", { name: "Fund II access" });
  await fundIIAccess.uncheck();
  await dialog.getByRole("combobox", { name: "Status" }).selectOption("inactive");
  // A commitment to Fund II needs Fund II access: refused before anything is sent, on the box.
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(fundIIAccess).toBeFocused();
  await expect(fundIIAccess).toHaveAccessibleDescription("An investor with a Fund II commitment needs Fund II access");
  await dialog.getByRole("spinbutton", { name: "Fund II Commitment (USD)" }).fill("0");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "User updated successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  row = table.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("$2,500,000");
  await expect(row).toContainText("Inactive");
  await expect(row.getByText("Fund II", { exact: true })).toHaveCount(0);

  // An investor with commitments is archived, not deleted: the dialog says what is kept.
  await expect(page.getByRole("button", { name: `Delete ${name}` })).toHaveCount(0);
  await page.getByRole("button", { name: `Archive ${name}` }).click();
  const archive = page.getByRole("dialog", { name: "Archive user?" });
  await expect(archive).toContainText(name);
  await expect(archive).toContainText("The records are kept");
  await expectNoAxeViolations(page);
  await archive.getByRole("button", { name: "Archive" }).click();
  await expect(toast(page, "User archived")).toBeVisible();
  await expect(archive).toBeHidden();
  row = table.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Archived");
  await expect(row).toContainText("$2,500,000");

  // The list filters by archived and current accounts.
  const filters = page.getByRole("navigation", { name: "Filter accounts" });
  await filters.getByRole("link", { name: /^Current/ }).click();
  await expect(table.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
  await filters.getByRole("link", { name: /^Archived/ }).click();
  await expect(page).toHaveURL(/accounts=archived/);
  await expect(table.getByRole("row", { name: new RegExp(name) })).toBeVisible();
  await expect(table.getByText("Active", { exact: true })).toHaveCount(0);

  // Restore: back as it was (inactive), and archiving is offered again.
  await page.getByRole("button", { name: `Restore ${name}` }).click();
  await expect(toast(page, "User restored")).toBeVisible();
  await filters.getByRole("link", { name: /^All/ }).click();
  row = table.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Inactive");
  await expect(page.getByRole("button", { name: `Archive ${name}` })).toBeVisible();

  // Without commitments the account holds no records: it can be deleted, with confirmation.
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  dialog = page.getByRole("dialog", { name: "Edit User" });
  await dialog.getByRole("spinbutton", { name: "Fund I Commitment (USD)" }).fill("0");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "User updated successfully")).toBeVisible();
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete user?" });
  await expect(confirm).toContainText(name);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "User deleted successfully")).toBeVisible();
  await expect(table.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
});

test("users: a taken username is shown on the field", async ({ page }) => {
  await gotoHydrated(page, "/admin-portal/users");
  await page.getByRole("button", { name: "Add User" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add User" });
  await textbox(dialog, "First Name").fill("Dana");
  await textbox(dialog, "Last Name").fill("Duplicate");
  await textbox(dialog, "Username").fill("investor"); // the seeded demo investor's username
  await textbox(dialog, "Email").fill(`dana.${Date.now()}@example.com`);
  await dialog.getByLabel("Password").fill("Harbor-Lantern-2026");
  await dialog.getByRole("combobox", { name: "Role" }).selectOption("viewer");
  // Commitments belong to investors only: disabled for a viewer.
  await expect(dialog.getByRole("spinbutton", { name: "Fund I Commitment (USD)" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Create" }).click();
  const username = textbox(dialog, "Username");
  await expect(username).toHaveAccessibleDescription("That username is already taken");
  await expect(username).toBeFocused();
  await expect(username).toHaveAttribute("aria-invalid", "true");
  // Said once: on the field, not again in a toast or an alert.
  await expect(dialog.getByText("That username is already taken")).toHaveCount(1);
  await expect(notifications(page)).not.toContainText("Failed to create user");
  await expect(dialog).toBeVisible();

  // Editing the field clears the server's error; other fields keep theirs.
  await username.press("End");
  await username.pressSequentially("2");
  await expect(username).not.toHaveAttribute("aria-invalid");
  await expect(dialog.getByText("That username is already taken")).toHaveCount(0);
});

test("news: create a published article on the editor page, it shows on /news; unpublish hides it; delete", async ({
  page,
}) => {
  const stamp = Date.now();
  const title = `Admin Portal Test Article ${stamp}`;
  const slug = `admin-portal-test-article-${stamp}`;
  await gotoHydrated(page, "/admin-portal/news");
  await expect(page.getByRole("heading", { level: 2, name: "News" })).toBeVisible();
  const table = page.getByRole("table", { name: /News articles/ });
  // Drafts are listed too.
  await expect(table.getByRole("row", { name: /Sustainable Investing Report/ })).toContainText("Draft");

  // Add Article opens the editor's page (decision 0032), not a dialog.
  await page.getByRole("link", { name: "Add Article" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Add Article" })).toBeVisible();
  let form = page.getByRole("form", { name: "Create article" });
  // A new article's boxes start unchecked.
  await expect(form.getByRole("checkbox", { name: "Published" })).not.toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Featured" })).not.toBeChecked();
  await expect(form.getByLabel("Image URL")).toHaveAttribute("type", "url");

  // The slug follows the title until it is edited.
  await textbox(form, "Title").fill(title);
  await expect(textbox(form, "Slug")).toHaveValue(slug);
  await textbox(form, "Slug").fill("2026-market-outlook-private-markets"); // a seeded article's slug
  await textbox(form, "Title").fill(`${title} `);
  await expect(textbox(form, "Slug")).toHaveValue("2026-market-outlook-private-markets");
  await textbox(form, "Title").fill(title);
  await form.getByRole("checkbox", { name: "Published" }).check();
  await form.getByRole("combobox", { name: "Category" }).selectOption("Company News");
  await textbox(form, "Description").fill("A short summary written by the admin portal test.");
  await textbox(form, "Content").fill("The body of the article written by the admin portal test.");

  // A duplicate slug: the error on the slug field only (no toast says it again).
  await form.getByRole("button", { name: "Create" }).click();
  await expect(textbox(form, "Slug")).toHaveAccessibleDescription(/already used by another article/);
  await expect(textbox(form, "Slug")).toBeFocused();
  await expect(notifications(page)).not.toContainText("Failed to save news article");

  await textbox(form, "Slug").fill(slug);
  await form.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "News article created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/admin-portal\/news\/\d+$/);
  await page.getByRole("link", { name: "Back to News" }).click();
  const row = table.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("Company News");
  await expect(row).toContainText("Published");
  await expect(row).toContainText("Standard");

  // Published: on the public list.
  const publicPage = await page.context().newPage();
  await gotoHydrated(publicPage, "/news");
  await expect(publicPage.getByText(title, { exact: true })).toBeVisible();

  // Unpublish: gone from the public list.
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Article" })).toBeVisible();
  form = page.getByRole("form", { name: "Edit article" });
  await expect(textbox(form, "Slug")).toHaveValue(slug);
  await expect(form.getByRole("checkbox", { name: "Published" })).toBeChecked();
  await form.getByRole("checkbox", { name: "Published" }).uncheck();
  await form.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "News article updated successfully")).toBeVisible();
  await page.getByRole("link", { name: "Back to News" }).click();
  await expect(row).toContainText("Draft");
  await gotoHydrated(publicPage, "/news");
  await expect(publicPage.getByText(title, { exact: true })).toHaveCount(0);
  await publicPage.close();

  // Delete (the News tab's delete works), with confirmation.
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete article?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Article deleted successfully")).toBeVisible();
  await expect(table.getByRole("row", { name: new RegExp(title) })).toHaveCount(0);
});

test("users and news tabs, the users dialog and the article editor pass axe (WCAG 2.2 A/AA)", async ({ page }) => {
  await gotoHydrated(page, "/admin-portal/users");
  await expect(page.getByRole("table", { name: /Users/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Create New Investor" }).click();
  await expect(page.getByRole("dialog", { name: "Create New Investor" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");

  await gotoHydrated(page, "/admin-portal/news");
  await expect(page.getByRole("table", { name: /News articles/ })).toBeVisible();
  await expectNoAxeViolations(page);
  // The editor's page (its own axe runs, dialogs included, are in article-editor.spec.ts).
  await page.getByRole("link", { name: "Add Article" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Add Article" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("users: on a 1280 px laptop the row actions are in view without scrolling the table sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/admin-portal/users");
  const region = page.getByRole("region", { name: /^Users \(/ });
  // Long values wrap in their cells (users-table-layout.spec.ts), and where the table is still wider
  // than its box the Actions column stays pinned to the box's right edge: each row's buttons are inside it.
  const box = (await region.boundingBox())!;
  const edits = region.getByRole("button", { name: /^Edit/ });
  expect(await edits.count()).toBeGreaterThan(0);
  for (const button of await edits.all()) {
    const at = (await button.boundingBox())!;
    expect(at.x).toBeGreaterThanOrEqual(box.x);
    expect(at.x + at.width).toBeLessThanOrEqual(box.x + box.width);
  }
  await expectNoAxeViolations(page);
});
