import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, SEED } from "./helpers";

const cards = (page: Page) => page.locator("main article");
/** The category badge is the first text element of each card. */
const firstBadge = (page: Page) => cards(page).first().locator("span").first();
const categoryOf = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((el) => el.querySelector("span")?.textContent?.trim() ?? ""));

test.describe("news category filter", () => {
  test("a category shows only its articles and All Articles shows them all again", async ({ page }) => {
    await gotoHydrated(page, "/news");
    await expect(cards(page)).toHaveCount(SEED.publishedCount);
    const all = await categoryOf(page);
    expect(all.every(Boolean)).toBe(true);
    const filters = page.getByRole("navigation", { name: "Filter articles by category" });
    // One filter per category present in the published articles, plus All Articles.
    await expect(filters.getByRole("link")).toHaveCount(new Set(all).size + 1);

    for (const category of ["Sustainable Investing", "Market Analysis"]) {
      const expected = all.filter((c) => c === category).length;
      expect(expected, `seed has published ${category} articles`).toBeGreaterThan(0);

      await filters.getByRole("link", { name: category, exact: true }).click();
      await expect(page).toHaveURL(`/news?category=${encodeURIComponent(category)}`);
      await expect(filters.getByRole("link", { name: category, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(filters.getByRole("link", { name: "All Articles" })).not.toHaveAttribute("aria-current", "page");
      await expect(cards(page)).toHaveCount(expected);
      expect(await categoryOf(page)).toEqual(Array(expected).fill(category));
      await expect(firstBadge(page)).toHaveText(category);
    }

    // The draft in "Sustainable Investing" never shows, filtered or not.
    await expect(page.getByText("Sustainable Investing Report: Our First Impact Metrics")).toHaveCount(0);

    await filters.getByRole("link", { name: "All Articles" }).click();
    await expect(page).toHaveURL("/news");
    await expect(cards(page)).toHaveCount(SEED.publishedCount);
    expect((await categoryOf(page)).sort()).toEqual([...all].sort());
    await expect(filters.getByRole("link", { name: "All Articles" })).toHaveAttribute("aria-current", "page");
  });

  test("a category link opened directly is filtered by the server", async ({ page }) => {
    await gotoHydrated(page, "/news?category=Technology");
    await expect(cards(page)).toHaveCount(1);
    await expect(firstBadge(page)).toHaveText("Technology");
  });

  test("an unknown ?category= is ignored: all articles, and its text is never echoed on the page", async ({ page }) => {
    const made = "Anything <b>at all</b>";
    await gotoHydrated(page, `/news?category=${encodeURIComponent(made)}`);
    await expect(cards(page)).toHaveCount(SEED.publishedCount);
    const filters = page.getByRole("navigation", { name: "Filter articles by category" });
    await expect(filters.getByRole("link", { name: "All Articles" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Anything", { exact: false })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No Articles Found" })).toHaveCount(0);
  });
});

test("a long search that matches nothing wraps on a phone: the page does not scroll sideways", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const long = "W".repeat(200);
  await gotoHydrated(page, `/news?q=${long}`);
  await expect(page.getByRole("heading", { name: "No Articles Found" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "0 articles match" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});
