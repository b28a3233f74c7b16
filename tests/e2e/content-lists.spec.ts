import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated, SEED } from "./helpers";
import { adminTest } from "./staff-sessions";

// The content lists paged on the server (decision 0039) on the seeded demo database, as the demo
// admin: the News tab, /admin-dashboard, the Videos and Resources tabs, and the public /news.
const test = adminTest;

/** The titles a table shows (the first line of each row's first cell). */
const titles = (page: Page, table: RegExp) =>
  page.getByRole("table", { name: table }).locator("tbody tr td:first-child > span:first-child").allInnerTexts();

/**
 * The slugs a table shows (each row's second line). A page left and returned to is compared by
 * slug: other files' tests rename articles while this one runs, and a rename keeps the slug.
 */
const slugs = (page: Page, table: RegExp) =>
  page.getByRole("table", { name: table }).locator("tbody tr td:first-child > span:nth-child(2)").allInnerTexts();

test("the News tab pages, searches by title or slug, filters by status and sorts; the site pages stay", async ({
  page,
}) => {
  await gotoHydrated(page, "/admin-portal/news?limit=3");
  const pager = page.getByRole("navigation", { name: "Pages of articles" });
  await expect(pager).toContainText(/Showing 3 of \d+ articles/);
  const first = await slugs(page, /^News articles/);
  expect(first).toHaveLength(3);
  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]cursor=/);
  await expect.poll(() => slugs(page, /^News articles/)).not.toEqual(first);
  await page.goBack();
  await expect.poll(() => slugs(page, /^News articles/)).toEqual(first);
  // The three site pages are listed apart, unpaged.
  await expect(page.getByRole("table", { name: "Site pages (3)" }).locator("tbody tr")).toHaveCount(3);

  // The search (the slug here) restarts from the first page.
  const controls = page.getByRole("form", { name: "Search and sort articles" });
  await controls.getByRole("searchbox", { name: "Search by title or slug" }).fill(SEED.draftSlug.toUpperCase());
  await controls.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).not.toHaveURL(/cursor=/);
  await expect
    .poll(() => titles(page, /^News articles/))
    .toEqual(["Sustainable Investing Report: Our First Impact Metrics"]);

  // The status filter keeps the search; with Published the draft is gone.
  const filter = page.getByRole("navigation", { name: "Filter articles by status" });
  await filter.getByRole("link", { name: "Published", exact: true }).click();
  await expect(page).toHaveURL(/status=published/);
  await expect(page).toHaveURL(/q=SUSTAINABLE/);
  await expect(page.getByText("No published articles match.")).toBeVisible();
  await filter.getByRole("link", { name: "Draft", exact: true }).click();
  await expect(filter.getByRole("link", { name: "Draft", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("table", { name: /^News articles, Draft/ })).toContainText("Draft");

  // Title, A to Z, over every article.
  await filter.getByRole("link", { name: "All", exact: true }).click();
  await controls.getByRole("searchbox", { name: "Search by title or slug" }).fill("");
  await controls.getByRole("combobox", { name: "Sort by" }).selectOption("title");
  await controls.getByRole("combobox", { name: "Order" }).selectOption("asc");
  await controls.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/sort=title&dir=asc/);
  const sorted = (await titles(page, /^News articles/)).map((t) => t.toLowerCase());
  expect(sorted.length).toBeGreaterThan(1);
  expect(sorted).toEqual([...sorted].sort());
  await expectNoAxeViolations(page);
});

test("/admin-dashboard pages its articles and counts them all in the cards", async ({ page }) => {
  await gotoHydrated(page, "/admin-dashboard?limit=4");
  const total = Number(
    await page.getByRole("listitem").filter({ hasText: "Total Articles" }).locator("p").nth(1).innerText(),
  );
  expect(total).toBeGreaterThanOrEqual(SEED.publishedCount + 1);
  const pager = page.getByRole("navigation", { name: "Pages of articles" });
  await expect(pager).toContainText(`Showing 4 of ${total} articles`);
  const first = await slugs(page, /^Articles/);
  expect(first).toHaveLength(4);
  await pager.getByRole("link", { name: "Next page" }).click();
  await expect.poll(() => slugs(page, /^Articles/)).not.toEqual(first);
  await page
    .getByRole("navigation", { name: "Pages of articles" })
    .getByRole("link", { name: "Previous page" })
    .click();
  await expect.poll(() => slugs(page, /^Articles/)).toEqual(first);

  await page.getByRole("searchbox", { name: "Search by title or slug" }).fill(SEED.article.slug);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect.poll(() => titles(page, /^Articles/)).toEqual([SEED.article.title]);
  await expectNoAxeViolations(page);
});

test("the Videos and Resources tabs page on the server with the position in the URL", async ({ page }) => {
  await gotoHydrated(page, "/admin-portal/videos?limit=1");
  const videos = page.getByRole("list", { name: /^Videos/ });
  const pager = page.getByRole("navigation", { name: "Pages of videos" });
  await expect(pager).toContainText(/Showing 1 of \d+ videos/);
  const firstVideo = await videos.getByRole("heading", { level: 3 }).allInnerTexts();
  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/admin-portal\/videos\?.*cursor=/);
  await expect.poll(() => videos.getByRole("heading", { level: 3 }).allInnerTexts()).not.toEqual(firstVideo);
  // Searched by title.
  await page.getByRole("searchbox", { name: "Search videos by title" }).fill("capital calls");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).not.toHaveURL(/cursor=/);
  await expect(videos.getByRole("heading", { level: 3, name: "Understanding Capital Calls" })).toBeVisible();

  await gotoHydrated(page, "/admin-portal/resources?limit=2");
  const resources = page.getByRole("navigation", { name: "Pages of resources" });
  await expect(resources).toContainText("Showing 2 of 3 resources");
  const firstResources = await titles(page, /^Resources/);
  await resources.getByRole("link", { name: "Next page" }).click();
  await expect.poll(() => titles(page, /^Resources/)).toHaveLength(1);
  expect(firstResources).not.toContain((await titles(page, /^Resources/))[0]);
});

test("/news: a stale position shows the first page", async ({ page }) => {
  // Other files' tests publish articles while this one runs: compare the two pages read back to
  // back, again if a publication fell between them.
  const cards = async (path: string) => {
    await gotoHydrated(page, path);
    return page.locator("main article").allTextContents();
  };
  await expect
    .poll(async () => {
      const first = await cards("/news");
      const stale = await cards("/news?cursor=bm90LWEtY3Vyc29y");
      return (
        first.length >= SEED.publishedCount && first.length <= 12 && JSON.stringify(stale) === JSON.stringify(first)
      );
    })
    .toBe(true);
});
