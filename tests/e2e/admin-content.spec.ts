// Over 300 lines: the staff content journeys share one staff session; they split by screen with the admin's nested routes (issue 23).
import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated, holdRequests } from "./helpers";
import { adminTest } from "./staff-sessions";

// The admin portal's content tabs: Investments, Resources, Videos (seeded demo database).
// One sign-in per worker through the API; every test starts from that session's cookie. The file's
// tests run in order in one worker, so the file signs in once.
const test = adminTest;
test.describe.configure({ mode: "default" });

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const textbox = (scope: Page | ReturnType<Page["getByRole"]>, name: string) =>
  scope.getByRole("textbox", { name, exact: true });

test("investments: create (required checks, 'Creating...'), edit ('Update'), delete with confirmation", async ({
  page,
}) => {
  await gotoHydrated(page, "/admin-portal/investments");
  await expect(page.getByRole("heading", { level: 2, name: "Investments" })).toBeVisible();
  const table = page.getByRole("table", { name: /Investments/ });
  await expect(table.getByRole("row", { name: /Riverside Learning Campus/ })).toContainText("$8,500,000");
  await expect(page.getByRole("button", { name: "Edit Riverside Learning Campus" })).toBeVisible();

  // Create: the empty form with its default status (pending); required fields checked before sending.
  await page.getByRole("button", { name: "Add Investment" }).click();
  let dialog = page.getByRole("dialog", { name: "Add Investment" });
  await expect(dialog.getByRole("combobox", { name: "Status" })).toHaveValue("pending");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(textbox(dialog, "Name")).toBeFocused();
  await expect(textbox(dialog, "Name")).toHaveAccessibleDescription("Name is required");
  await expect(dialog.getByRole("spinbutton", { name: "Estimated ROI (%)" })).toHaveAccessibleDescription(
    "Estimated ROI is required",
  );

  const name = `Lakeside Skills Academy ${Date.now()}`;
  await textbox(dialog, "Name").fill(name);
  await textbox(dialog, "Description").fill("A workforce training centre in a converted warehouse.");
  await textbox(dialog, "Location").fill("Austin, TX");
  await dialog.getByRole("combobox", { name: "Fund Type" }).selectOption("Fund I");
  await dialog.getByRole("combobox", { name: "Asset Type" }).selectOption("Workforce Training");
  await dialog.getByRole("spinbutton", { name: "Investment Amount (USD)" }).fill("2750000");
  await dialog.getByRole("spinbutton", { name: "Estimated ROI (%)" }).fill("9.5");
  await dialog.getByRole("combobox", { name: "Risk Level" }).selectOption("medium");
  // What investors see of a holding (decision 0023): when it was acquired and, for a property, its occupancy.
  await dialog.getByLabel("Acquisition Date").fill("2024-05-01");
  await dialog.getByRole("spinbutton", { name: "Occupancy (%, Fund I properties)" }).fill("90");

  // Hold the write back until the saving label has been seen.
  const save = await holdRequests(page, "**/api/investments");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByRole("button", { name: "Creating..." })).toBeDisabled();
  save();
  await expect(toast(page, "Investment created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.unroute("**/api/investments");

  let row = table.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Fund I");
  await expect(row).toContainText("$2,750,000");
  await expect(row).toContainText("Pending");
  await expect(row).toContainText("9.5%");

  // Edit: prefilled, submit reads Update.
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  dialog = page.getByRole("dialog", { name: "Edit Investment" });
  await expect(textbox(dialog, "Name")).toHaveValue(name);
  await expect(dialog.getByRole("spinbutton", { name: "Investment Amount (USD)" })).toHaveValue("2750000");
  await expect(dialog.getByLabel("Acquisition Date")).toHaveValue("2024-05-01");
  await expect(dialog.getByRole("spinbutton", { name: "Occupancy (%, Fund I properties)" })).toHaveValue("90");
  await expect(dialog.getByRole("combobox", { name: "Asset Type" })).toHaveValue("Workforce Training");
  await dialog.getByRole("combobox", { name: "Status" }).selectOption("active");
  await dialog.getByRole("spinbutton", { name: "Estimated ROI (%)" }).fill("10.2");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "Investment updated successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  row = table.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Active");
  await expect(row).toContainText("10.2%");

  // Delete: asks first; Cancel keeps the row, Delete removes it.
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  let confirm = page.getByRole("dialog", { name: "Delete investment?" });
  await expect(confirm).toContainText(name);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
  await expect(page.getByRole("button", { name: `Delete ${name}` })).toBeFocused();

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  confirm = page.getByRole("dialog", { name: "Delete investment?" });
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(toast(page, "Investment deleted successfully")).toBeVisible();
  await expect(table.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Investments" })).toBeFocused();
  await expect(table.getByRole("row", { name: /Riverside Learning Campus/ })).toBeVisible();
});

test("investments: the server's field errors appear inline", async ({ page }) => {
  await gotoHydrated(page, "/admin-portal/investments");
  await page.getByRole("button", { name: "Edit Riverside Learning Campus" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Investment" });
  // Pass the client checks but fail the server's (a stand-in answer, so the seed stays as it is).
  await page.route("**/api/investments/*", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        error: { code: "VALIDATION", message: "Invalid input", fieldErrors: { name: ["Name is already used"] } },
      }),
    }),
  );
  await dialog.getByRole("button", { name: "Update" }).click();
  // Tied to a field: said on the field only, not again in a toast.
  await expect(textbox(dialog, "Name")).toHaveAccessibleDescription("Name is already used");
  await expect(page.getByLabel("Notifications (F8)")).not.toContainText("Failed to update investment");
  await expect(dialog).toBeVisible();

  // Tied to no field: the failure toast with the server's reason, once, and no field is marked.
  await page.unroute("**/api/investments/*");
  await page.route("**/api/investments/*", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "INTERNAL", message: "The database is unavailable" } }),
    }),
  );
  await dialog.getByRole("button", { name: "Update" }).click();
  const notifications = page.getByLabel("Notifications (F8)");
  await expect(notifications).toContainText("Failed to update investment");
  await expect(notifications.getByText("The database is unavailable")).toHaveCount(1);
  await expect(dialog.getByText("The database is unavailable")).toHaveCount(0);
  await expect(textbox(dialog, "Name")).not.toHaveAttribute("aria-invalid");
});

test("investments: an estimated ROI of 900% is refused on the field; amounts and ROI keep one format", async ({
  page,
}) => {
  await gotoHydrated(page, "/admin-portal/investments");
  const table = page.getByRole("table", { name: /Investments/ });
  // Whole dollars and one-decimal ROI in every row.
  for (const cell of await table.locator("tbody tr td:nth-child(4)").allTextContents()) {
    expect(cell).toMatch(/^\$\d{1,3}(,\d{3})*$/);
  }
  for (const cell of await table.locator("tbody tr td:nth-child(6)").allTextContents()) {
    expect(cell).toMatch(/^\d{1,3}\.\d%$/);
  }
  await page.getByRole("button", { name: "Edit Riverside Learning Campus" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Investment" });
  const roi = dialog.getByRole("spinbutton", { name: "Estimated ROI (%)" });
  await roi.fill("900");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(roi).toHaveAccessibleDescription(
    "Estimated ROI must be a percentage from 0 to 100 with at most one decimal",
  );
  await expect(roi).toBeFocused();
  await roi.fill("-50");
  await expect(roi).not.toHaveAttribute("aria-invalid");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(roi).toHaveAttribute("aria-invalid", "true");
});

test("resources: search is case-insensitive over title, description and category", async ({ page }) => {
  await gotoHydrated(page, "/admin-portal/resources");
  const table = page.getByRole("table", { name: /Resources/ });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(3);
  const headers = table.getByRole("columnheader");
  await expect(headers).toHaveText(["Title", "Category", "Type", "Fund Access", "Status", "Actions"]);
  await expect(table.getByRole("row", { name: /Education Real Estate Market Analysis/ })).toContainText("Fund I");
  await expect(table.getByRole("row", { name: /Introduction to Private Market Investing/ })).toContainText("Public");

  // Searched on the server (decision 0039): a GET form, so the search is in the URL.
  const controls = page.getByRole("form", { name: "Search and sort resources" });
  const search = controls.getByRole("searchbox", { name: "Search resources" });
  const find = async (text: string) => {
    await search.fill(text);
    await controls.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(text);
  };
  // Category ("Educational Content") and description ("An educational guide"), in capitals.
  await find("EDUCATIONAL");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Introduction to Private Market Investing");
  await expect(page.getByRole("status").filter({ hasText: '1 resource matches "EDUCATIONAL".' })).toBeVisible();

  // Description only.
  await find("valuations");
  await expect(rows).toHaveCount(2);
  // Title and category.
  await find("market analysis");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Education Real Estate Market Analysis");
  // Sorted by title, A to Z, the search kept.
  await find("");
  await controls.getByRole("combobox", { name: "Sort by" }).selectOption("title");
  await controls.getByRole("combobox", { name: "Order" }).selectOption("asc");
  await controls.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/sort=title&dir=asc/);
  const titles = (await rows.locator("td:first-child > span:first-child").allTextContents()).map((t) =>
    t.toLowerCase(),
  );
  expect(titles).toEqual([...titles].sort());

  await find("no such resource");
  await expect(page.getByText("No resources match your search.")).toBeVisible();
  await find("");
  await expect(rows).toHaveCount(3);

  // The add form: type and URL fields, public checkbox; required checks before sending.
  await page.getByRole("button", { name: "Add Resource" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Resource" });
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(textbox(dialog, "Title")).toBeFocused();
  await expect(textbox(dialog, "URL")).toHaveAccessibleDescription(/URL is required/);
  await expect(dialog.getByRole("checkbox", { name: "Public" })).not.toBeChecked();
  await expect(dialog.getByRole("combobox", { name: "Fund Access" })).toHaveValue("general");
  await expectNoAxeViolations(page);
});

test("videos: add a video (embed URL checked), see its card, open its preview", async ({ page }) => {
  await gotoHydrated(page, "/admin-portal/videos");
  await expect(page.getByRole("heading", { level: 3, name: "Understanding Capital Calls" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Understanding Capital Calls" })).toBeVisible();

  await page.getByRole("button", { name: "Add Video" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Video" });
  const title = `Reading a Capital Account Statement ${Date.now()}`;
  await textbox(dialog, "Title").fill(title);
  await textbox(dialog, "Description").fill("What each line of the quarterly capital account statement means.");
  await dialog.getByRole("combobox", { name: "Category" }).selectOption("Investment Tutorials");
  await expect(textbox(dialog, "Duration")).toHaveAttribute("placeholder", "12:30");
  await textbox(dialog, "Duration").fill("7:45");
  await textbox(dialog, "Thumbnail URL").fill("/images/articles/legacy-wealth.svg");
  await textbox(dialog, "Embed URL").fill("https://example.com/watch?v=1");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(textbox(dialog, "Embed URL")).toHaveAttribute("aria-invalid", "true");
  await expect(textbox(dialog, "Embed URL")).toHaveAccessibleDescription(/Embed URL must be an https player link/);
  await expect(textbox(dialog, "Embed URL")).toBeFocused();

  await textbox(dialog, "Embed URL").fill("https://www.youtube-nocookie.com/embed/abc123XYZ");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "Video added successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card).toContainText("Investment Tutorials");
  await expect(card).toContainText("7:45");
  await expect(card.getByRole("img", { name: title })).toHaveAttribute("src", "/images/articles/legacy-wealth.svg");

  await page.getByRole("button", { name: `Preview ${title}` }).click();
  const preview = page.getByRole("dialog", { name: title });
  const frame = preview.locator("iframe");
  await expect(frame).toHaveAttribute("title", title);
  await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/abc123XYZ");
  await expect(frame).toHaveAttribute("sandbox", "allow-scripts allow-same-origin allow-presentation");
  await expect(frame).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
  await expect(preview).toContainText("What each line of the quarterly capital account statement means.");
  await expect(preview).toContainText("Investment Tutorials");
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();
  await expect(page.getByRole("button", { name: `Preview ${title}` })).toBeFocused();

  // Edit keeps the card; delete removes it.
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Video" });
  await textbox(edit, "Duration").fill("8:05");
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "Video updated successfully")).toBeVisible();
  await expect(card).toContainText("8:05");

  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await page
    .getByRole("dialog", { name: "Delete video?" })
    .getByRole("button", { name: "Delete", exact: true })
    .click();
  await expect(toast(page, "Video deleted successfully")).toBeVisible();
  await expect(card).toHaveCount(0);
});

test("axe: the Investments, Resources and Videos tabs (and the open dialogs) pass WCAG 2.2 AA", async ({ page }) => {
  // Six axe runs over large tables and dialogs: longer than the default budget on a loaded machine.
  test.slow();
  await gotoHydrated(page, "/admin-portal/investments");
  await expect(page.getByRole("table", { name: /Investments/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Add Investment" }).click();
  await page.getByRole("dialog", { name: "Add Investment" }).getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expectNoAxeViolations(page);

  await gotoHydrated(page, "/admin-portal/resources");
  await expect(page.getByRole("table", { name: /Resources/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await gotoHydrated(page, "/admin-portal/videos");
  await expect(page.getByRole("heading", { level: 3 }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole("button", { name: /^Preview / })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
});

test("on a phone the tables scroll sideways inside the page, never the page itself", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [tab, heading] of [
    ["investments", "Investments"],
    ["resources", "Resources"],
    ["videos", "Videos"],
  ]) {
    await gotoHydrated(page, `/admin-portal/${tab}`);
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal page overflow on /admin-portal/${tab}`).toBeLessThanOrEqual(0);
  }
});

test("a tab opened by its URL answers the first click after hydration, however slowly its code arrives", async ({
  page,
}) => {
  // The Videos section's route module (routes/admin/admin-portal/videos.tsx, decision 0051) is a
  // chunk of its own; hold it back for two seconds. The page must not count as hydrated (nor take
  // clicks only to drop them) until the section it shows can handle them.
  await page.route(/\/assets\/videos-[\w-]{8}\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await gotoHydrated(page, "/admin-portal/videos");
  await page.getByRole("button", { name: "Add Video" }).click();
  await expect(page.getByRole("dialog", { name: "Add Video" })).toBeVisible({ timeout: 1_000 });
});
