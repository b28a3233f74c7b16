import { expect, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { adminTest } from "./staff-sessions";

// The article editor (/admin-portal/news/new, /admin-portal/news/:id; decision 0032), on the seeded
// demo database, signed in as the demo admin.
const test = adminTest;

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const textbox = (scope: Page | Locator, name: string) => scope.getByRole("textbox", { name, exact: true });
const saveStatus = (page: Page) => page.getByTestId("save-status");
const preview = (page: Page) => page.getByTestId("article-preview");

test("an admin writes an article with the toolbar, previews it, it autosaves as a draft, and publishes it as previewed", async ({
  page,
}) => {
  test.slow(); // writing, two reloads, three axe runs
  const stamp = Date.now();
  const title = `Editor Test Article ${stamp}`;
  const slug = `editor-test-article-${stamp}`;

  await gotoHydrated(page, "/admin-portal/news");
  await page.getByRole("link", { name: "Add Article" }).first().click();
  await expect(page).toHaveURL(/\/admin-portal\/news\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Add Article" })).toBeVisible();
  await expect(saveStatus(page)).toHaveText("Not saved yet");

  await textbox(page, "Title").fill(title);
  await expect(textbox(page, "Slug")).toHaveValue(slug);
  await textbox(page, "Description").fill("What the editor test wrote.");

  const content = textbox(page, "Content");
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });
  await content.click();
  // A heading by the toolbar, then typed.
  await toolbar.getByRole("button", { name: "Heading" }).click();
  await expect(content).toBeFocused();
  await page.keyboard.type("Market outlook");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  // Italic, then undone with one Ctrl+Z.
  await toolbar.getByRole("button", { name: "Italic" }).click();
  await expect(content).toHaveValue("## Market outlook\n\n_italic text_");
  await page.keyboard.press("Control+z");
  await expect(content).toHaveValue("## Market outlook\n\n");
  // Bold by its shortcut: the placeholder is selected, so typing replaces it.
  await page.keyboard.type("Read ");
  await page.keyboard.press("Control+b");
  await page.keyboard.type("the letter");
  await page.keyboard.press("End");
  // A link by its shortcut around typed words: the address is selected for typing.
  await page.keyboard.type(" and our data");
  for (let i = 0; i < "our data".length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await page.keyboard.press("Control+k");
  await page.keyboard.type("https://example.com/data");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  // A bulleted list by the toolbar, and a table with its first header cell selected.
  await toolbar.getByRole("button", { name: "Bulleted list" }).click();
  await page.keyboard.type("First point");
  await page.keyboard.press("Enter");
  await page.keyboard.type("- Second point");
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: "Table" }).click();
  await page.keyboard.type("Fund");
  await expect(content).toHaveValue(
    [
      "## Market outlook",
      "",
      "Read **the letter** and [our data](https://example.com/data)",
      "",
      "- First point",
      "- Second point",
      "",
      "| Fund | Column 2 |",
      "| --- | --- |",
      "| Cell | Cell |",
      "",
    ].join("\n"),
  );

  // The preview shows it as the public page will.
  const shown = preview(page);
  await expect(shown.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(shown.getByRole("heading", { name: "Market outlook" })).toBeVisible();
  await expect(shown.locator(".article-body strong")).toHaveText("the letter");
  await expect(shown.getByRole("link", { name: "our data" })).toHaveAttribute("href", "https://example.com/data");
  await expect(shown.getByRole("listitem")).toHaveText(["First point", "Second point"]);
  await expect(shown.getByRole("columnheader", { name: "Fund" })).toBeVisible();

  // It autosaves as a draft: the address becomes the article's own.
  await expect(saveStatus(page)).toHaveText(/^Saved at \d{1,2}:\d{2}/);
  await expect(page).toHaveURL(/\/admin-portal\/news\/\d+$/);
  const editorUrl = page.url();
  await expect(page.getByRole("table", { name: /Revisions \(1\)/ })).toContainText("Autosaved");
  await expectNoAxeViolations(page);

  // Reloading keeps it.
  await gotoHydrated(page, editorUrl);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Article" })).toBeVisible();
  await expect(textbox(page, "Title")).toHaveValue(title);
  await expect(textbox(page, "Content")).toHaveValue(/\| Fund \| Column 2 \|/);
  await expect(page.getByRole("checkbox", { name: "Published" })).not.toBeChecked();
  const previewHtml = await preview(page).locator(".article-body").innerHTML();

  // Publishing it: the public page shows the preview's HTML.
  await page.getByRole("checkbox", { name: "Published" }).check();
  await expect(saveStatus(page)).toHaveText("Unsaved changes. Save to publish the article.");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "News article updated successfully")).toBeVisible();
  const publicPage = await page.context().newPage();
  await gotoHydrated(publicPage, `/article/${slug}`);
  await expect(publicPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect(await publicPage.locator(".article-body").innerHTML()).toBe(previewHtml);
  await publicPage.close();

  // Revisions: compare the first with the newest, then restore the first into the live article.
  const revisions = page.getByRole("table", { name: /Revisions \(2\)/ });
  await expect(revisions.getByRole("row").nth(1)).toContainText("Saved");
  await expect(revisions.getByRole("row").nth(1)).toContainText("Published");
  await page.getByRole("combobox", { name: "Compare revision" }).selectOption("1");
  await page.getByRole("combobox", { name: "with revision" }).selectOption("2");
  await page.getByRole("button", { name: "Compare", exact: true }).click();
  const comparison = page.getByRole("dialog", { name: "Revision #1 compared with #2" });
  await expect(comparison.getByRole("region", { name: "Other fields" })).toContainText("Published: false → true");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");

  await textbox(page, "Title").fill(`${title} (renamed)`);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "News article updated successfully")).toBeVisible();
  await page.getByRole("button", { name: "Restore revision 2" }).click();
  const restore = page.getByRole("dialog", { name: "Restore revision #2?" });
  await expect(restore).toContainText("nothing changes on the site yet");
  await restore.getByRole("button", { name: "Restore" }).click();
  await expect(textbox(page, "Title")).toHaveValue(title);
  await expect(saveStatus(page)).toHaveText("Unsaved changes");

  // The guard: leaving with unsaved changes asks first.
  await page.getByRole("link", { name: "Back to News" }).click();
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await expectNoAxeViolations(page);
  await leave.getByRole("button", { name: "Stay on this page" }).click();
  await expect(page).toHaveURL(editorUrl);
  await expect(textbox(page, "Title")).toHaveValue(title);
  // Closing the tab asks too (the browser's own question).
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe("beforeunload");
  await question.dismiss();
  await page.getByRole("link", { name: "Back to News" }).click();
  await leave.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/admin-portal\/news$/);
  // The article kept the title it was published with, not the unsaved one.
  await expect(page.getByRole("table", { name: /News articles/ })).toContainText(`${title} (renamed)`);
});

test("on a phone the editor has Write and Preview tabs, no sideways scrolling, and passes axe", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoHydrated(page, "/admin-portal/news/new");
  const tabs = page.getByRole("tablist", { name: "Editor view" });
  await expect(tabs.getByRole("tab", { name: "Write" })).toHaveAttribute("aria-selected", "true");
  await textbox(page, "Title").fill(
    "A phone-width article with a very long unbroken word Supercalifragilisticexpialidocious",
  );
  await textbox(page, "Content").fill(
    "| A | B | C | D |\n| --- | --- | --- | --- |\n| https://example.com/a/very/long/address/that/does/not/break | 2 | 3 | 4 |",
  );
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await tabs.getByRole("tab", { name: "Preview" }).click();
  await expect(preview(page).getByRole("columnheader", { name: "D" })).toBeAttached();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test("the dashboard's Create Article and Edit lead to the editor and back", async ({ page }) => {
  await gotoHydrated(page, "/admin-dashboard");
  await page.getByRole("link", { name: "Create Article" }).click();
  await expect(page).toHaveURL(/\/admin-portal\/news\/new\?from=dashboard$/);
  await page.getByRole("link", { name: "Back to Article Management" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Article Management" })).toBeVisible();
  await page.getByRole("link", { name: /^Edit 2026 Market Outlook/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Article" })).toBeVisible();
  await expect(textbox(page, "Slug")).toHaveValue("2026-market-outlook-private-markets");
});
