import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { staffTest } from "./staff-sessions";

// The newsroom end to end (decisions 0031–0033): an admin writes an article in the editor with a
// heading, a list, a link, a table and an image uploaded from the editor's picker, previews it,
// schedules it; the server publishes it on time; a super admin reads the record of what went live.
const test = staffTest;

/** A real 1600×900 JPEG (a gradient with noise), so the server makes every rendition. */
function photo() {
  const width = 1600;
  const height = 900;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0, y = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i += 3) {
      const noise = (((x * 7919) ^ (y * 104729)) & 31) - 16;
      raw[i] = Math.max(0, Math.min(255, (x * 200) / width + 30 + noise));
      raw[i + 1] = Math.max(0, Math.min(255, (y * 180) / height + 40 + noise));
      raw[i + 2] = Math.max(0, Math.min(255, 220 - (x * 100) / width + noise));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** "YYYY-MM-DDTHH:mm" in the browser's zone for a datetime-local field: the next minute at least 20 s ahead. */
function nextMinuteInput(page: Page) {
  return page.evaluate(() => {
    const at = new Date(Date.now() + 20_000);
    at.setSeconds(0, 0);
    at.setMinutes(at.getMinutes() + 1);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  });
}

test("an admin writes, illustrates, previews and schedules an article; it goes live on time; a super admin reads its record", async ({
  browser,
  adminState,
  superAdminState,
}) => {
  test.slow(); // an upload, the scheduled minute and several axe runs
  const stamp = Date.now();
  const title = `Quarterly letter ${stamp}`;
  const alt = `Harbour skyline ${stamp}`;

  const adminContext = await browser.newContext({ storageState: adminState });
  const page = await adminContext.newPage();
  await gotoHydrated(page, "/admin-portal/news/new");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Description", exact: true }).fill("The newsroom journey's article.");
  const content = page.getByRole("textbox", { name: "Content", exact: true });
  await content.fill(
    [
      "## Highlights",
      "",
      "- Fund I is fully invested",
      "- Fund II is calling capital",
      "",
      "Read [the full letter](https://example.com/letter).",
      "",
      "| Fund | Called |",
      "| --- | --- |",
      "| Fund I | 75% |",
      "",
      "",
    ].join("\n"),
  );
  await content.press("Control+End");

  // The toolbar's image button opens the media library's picker; an image uploaded there is inserted.
  await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Image" }).click();
  const picker = page.getByRole("dialog", { name: "Choose an image" });
  await picker.getByRole("button", { name: "Upload a new image" }).click();
  await picker
    .getByLabel("Image file")
    .setInputFiles({ name: "skyline.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await picker.getByRole("textbox", { name: "Alt text", exact: true }).fill(alt);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await picker.getByRole("button", { name: "Upload and Choose" }).click();
  await expect(picker).toBeHidden();
  await expect(content).toHaveValue(new RegExp(`!\\[${alt}\\]\\(/media/\\d+-[0-9a-f]{8}/`));

  // The live preview renders it as the public page will, the image with its renditions.
  const shown = page.getByTestId("article-preview");
  await expect(shown.getByRole("heading", { name: "Highlights" })).toBeVisible();
  await expect(shown.locator(".article-body li")).toHaveText([
    "Fund I is fully invested",
    "Fund II is calling capital",
  ]);
  await expect(shown.getByRole("link", { name: "the full letter" })).toHaveAttribute(
    "href",
    "https://example.com/letter",
  );
  await expect(shown.getByRole("columnheader", { name: "Called" })).toBeVisible();
  await expect(shown.getByRole("img", { name: alt })).toHaveAttribute("srcset", /\/320\.webp 320w/);

  // Autosaved as a draft: the editor now has the article's own address.
  await expect(page.getByTestId("save-status")).toHaveText(/^Saved at/);
  await expect(page).toHaveURL(/\/admin-portal\/news\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  await expectNoAxeViolations(page);

  // The private preview: the public page's own rendering, for staff only.
  const previewPage = await adminContext.newPage();
  await gotoHydrated(previewPage, `/admin-portal/preview/${id}`);
  await expect(previewPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(previewPage.getByRole("img", { name: alt })).toHaveAttribute("srcset", /320w/);
  await previewPage.close();

  // Scheduled from the editor's publishing panel for the next minute.
  const publishing = page.getByRole("region", { name: "Publishing" });
  await publishing.getByLabel("Publish at (your local time)").fill(await nextMinuteInput(page));
  await publishing.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(publishing.getByText(/^Goes live /)).toBeVisible();
  await adminContext.close();

  // Nobody acts: the scheduler publishes it, and /news lists it.
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const publicPage = await visitor.newPage();
  await expect
    .poll(
      async () => {
        await publicPage.goto("/news");
        return publicPage.getByText(title, { exact: true }).count();
      },
      { timeout: 120_000, intervals: [5_000] },
    )
    .toBe(1);
  await publicPage.getByText(title, { exact: true }).click();
  await expect(publicPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(publicPage.getByRole("img", { name: alt })).toHaveAttribute("srcset", /320w/);
  await expectNoAxeViolations(publicPage);
  await visitor.close();

  // The super admin reads what the public saw.
  const superContext = await browser.newContext({ storageState: superAdminState });
  const records = await superContext.newPage();
  await gotoHydrated(records, `/admin-portal/news/records?articleId=${id}`);
  const recordRow = records.getByRole("row", { name: new RegExp(title) });
  await expect(recordRow).toContainText("Scheduled go-live");
  await recordRow.getByRole("link", { name: /Open the record/ }).click();
  const published = records.getByRole("region", { name: "The content as published" });
  await expect(published.getByRole("heading", { name: "Highlights" })).toBeVisible();
  await expect(published.getByRole("img", { name: alt })).toBeVisible();
  await expectNoAxeViolations(records);
  await superContext.close();
});
