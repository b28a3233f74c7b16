import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { adminTest } from "./staff-sessions";

// Podcast episodes and video files (decision 0034): the staff episodes screen in the admin Videos
// tab, and the embedded player's fallback when it cannot load. Demo database, demo admin.
const test = adminTest;
test.describe.configure({ mode: "default" });

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const fixture = (name: string) => new URL(`../fixtures/media/${name}`, import.meta.url).pathname;

test("staff episodes: the list, axe, upload an MP3 (its duration read from it), refuse a fake, delete", async ({
  page,
}) => {
  test.slow();
  await gotoHydrated(page, "/admin-portal/videos");
  const section = page.getByRole("region", { name: "Podcast episodes" });
  const table = section.getByRole("table", { name: /^Episodes \(/ });
  await expect(table.getByRole("row", { name: /Market Outlook: Positioning for the Year Ahead/ })).toContainText(
    "0:12",
  );
  await expectNoAxeViolations(page);

  await section.getByRole("button", { name: "Add Episode" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Episode" });
  // Nothing chosen: the file is named before anything is sent.
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByRole("textbox", { name: "Title", exact: true })).toBeFocused();
  const title = `Placeholder tone ${Date.now()}`;
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await dialog.getByRole("textbox", { name: "Description" }).fill("Three seconds of a 440 Hz tone.");
  await dialog.getByRole("combobox", { name: "Series" }).selectOption("Market Insights");
  await dialog.getByRole("combobox", { name: "Category" }).selectOption("Market Analysis");
  // An old date, so the portal's featured and recent episodes stay the seeded ones.
  await dialog.getByLabel("Published date").fill("2001-01-01");
  const file = dialog.getByLabel(/Audio file/);

  // A text file named .mp3 is refused by its bytes, on the field.
  await file.setInputFiles({ name: "fake.mp3", mimeType: "audio/mpeg", buffer: Buffer.from("not audio\n".repeat(50)) });
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(file).toHaveAccessibleDescription(/"fake\.mp3" is not an MP3 or M4A/);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  await file.setInputFiles(fixture("tone-3s.mp3"));
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "Episode added successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = table.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("0:03");
  await expect(row).toContainText("MP3");

  await section.getByRole("button", { name: `Delete ${title}` }).click();
  await page
    .getByRole("dialog", { name: "Delete episode?" })
    .getByRole("button", { name: "Delete", exact: true })
    .click();
  await expect(toast(page, "Episode deleted successfully")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("a video whose embedded player cannot load shows a link to watch it at its source", async ({ page }) => {
  test.slow();
  // The player's host never answers (a firewall that drops it): no load event, ever.
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com)\//, () => {});
  await gotoHydrated(page, "/admin-portal/videos");
  await page.getByRole("button", { name: "Add Video" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Video" });
  const title = `Blocked embed ${Date.now()}`;
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await dialog.getByRole("textbox", { name: "Description" }).fill("An embed whose host never answers.");
  await dialog.getByRole("combobox", { name: "Category" }).selectOption("Fund Updates");
  await dialog.getByRole("textbox", { name: "Duration", exact: true }).fill("1:00");
  await dialog.getByRole("textbox", { name: "Thumbnail URL" }).fill("/images/articles/legacy-wealth.svg");
  await dialog
    .getByRole("textbox", { name: "Embed URL", exact: true })
    .fill("https://www.youtube-nocookie.com/embed/abc123XYZ");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "Video added successfully")).toBeVisible();

  await page.getByRole("button", { name: `Preview ${title}` }).click();
  const preview = page.getByRole("dialog", { name: title });
  const watch = preview.getByRole("link", { name: new RegExp(`Watch “${title}” on YouTube`) });
  // The link is there at once, below the frame; after the load timeout the frame gives way to a note.
  await expect(watch).toHaveAttribute("href", "https://www.youtube.com/watch?v=abc123XYZ");
  await expect(preview.locator("iframe")).toHaveCount(1);
  await expect(preview.getByRole("status")).toHaveText(/could not load/, { timeout: 15_000 });
  await expect(preview.locator("iframe")).toHaveCount(0);
  await expect(watch).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await page
    .getByRole("dialog", { name: "Delete video?" })
    .getByRole("button", { name: "Delete", exact: true })
    .click();
  await expect(toast(page, "Video deleted successfully")).toBeVisible();
});
