import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { staffTest } from "./staff-sessions";

// The publishing workflow (decision 0031) on the seeded demo database: an admin schedules an
// article, the server's scheduler publishes it by itself, a super admin reads its record.
const test = staffTest;

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/** "YYYY-MM-DDTHH:mm" in the browser's zone for a datetime-local field: the next minute at least 20 s ahead. */
async function nextMinuteInput(page: Page) {
  return page.evaluate(() => {
    const at = new Date(Date.now() + 20_000);
    at.setSeconds(0, 0);
    at.setMinutes(at.getMinutes() + 1);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  });
}

test("an admin schedules an article, it goes live by itself, and a super admin reads its record", async ({
  browser,
  baseURL,
  adminState,
  superAdminState,
}) => {
  test.slow(); // waits for the scheduled minute and the scheduler's next pass
  const stamp = Date.now();
  const title = `Scheduled outlook ${stamp}`;
  const slug = `scheduled-outlook-${stamp}`;

  const adminContext = await browser.newContext({ storageState: adminState });
  const page = await adminContext.newPage();
  // A draft, written through the API as the News tab's form would.
  const created = await page.request.post("/api/news", {
    // The API takes writes from this site only (the Origin check).
    headers: { origin: baseURL! },
    data: {
      title,
      slug,
      category: "Market Analysis",
      description: "Written for the publishing test.",
      content: "## Scheduled\n\nThis text goes live by itself.",
      published: false,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await gotoHydrated(page, "/admin-portal/news");
  const row = page.getByRole("table", { name: /News articles/ }).getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("Draft");
  await row.getByRole("button", { name: `Publishing ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Publishing: ${title}` });
  await expect(dialog.getByText("Not public yet.")).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  // The private preview: the article page, for staff only, not indexed.
  const previewLink = dialog.getByRole("link", { name: /Preview/ });
  await expect(previewLink).toHaveAttribute("href", `/admin-portal/preview/${id}`);
  const preview = await adminContext.newPage();
  const previewResponse = await gotoHydrated(preview, `/admin-portal/preview/${id}`);
  expect(previewResponse.headers()["cache-control"]).toBe("no-store");
  expect(previewResponse.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expectNoAxeViolations(preview);
  await preview.close();

  // The form standard: nothing is sent without a time; the error is on the field, which gets focus.
  const publishAt = dialog.getByLabel("Publish at (your local time)");
  await dialog.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(publishAt).toHaveAccessibleDescription("Choose the date and time to publish");
  await expect(publishAt).toBeFocused();
  await publishAt.fill(await nextMinuteInput(page));
  await expect(publishAt).not.toHaveAttribute("aria-invalid");
  await dialog.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(toast(page, "Article scheduled")).toBeVisible();
  await expect(dialog.getByText(/^Goes live /)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(row).toContainText("Scheduled");

  // Nobody acts: within the minute and the scheduler's pass, /news lists it.
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
  await visitor.close();
  await adminContext.close();

  // The super admin reads the record of what went live.
  const superContext = await browser.newContext({ storageState: superAdminState });
  const records = await superContext.newPage();
  await gotoHydrated(records, `/admin-portal/news/records?articleId=${id}`);
  await expect(records.getByRole("heading", { level: 1, name: "Publication records" })).toBeVisible();
  const recordRow = records.getByRole("row", { name: new RegExp(title) });
  await expect(recordRow).toContainText("Scheduled go-live");
  await expect(recordRow).toContainText("Live");
  await expectNoAxeViolations(records);
  await recordRow.getByRole("link", { name: /Open the record/ }).click();
  await expect(records.getByRole("heading", { level: 1, name: `Record of “${title}”` })).toBeVisible();
  await expect(
    records.getByRole("region", { name: "The content as published" }).getByRole("heading", { name: "Scheduled" }),
  ).toBeVisible();
  await expect(records.getByRole("link", { name: "Export (JSON)" })).toHaveAttribute("href", /\/export$/);
  await expectNoAxeViolations(records);
  await superContext.close();
});

test("the records are for super admins only", async ({ browser, adminState }) => {
  const context = await browser.newContext({ storageState: adminState });
  const page = await context.newPage();
  const response = await page.goto("/admin-portal/news/records");
  expect(response?.status()).toBe(403);
  await context.close();
});
