import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated, SEED } from "./helpers";

/** Each page, and what must be on screen before it is checked (streamed content included). */
const pages: { path: string; status?: number; ready: (page: Page) => Promise<void> }[] = [
  {
    path: "/",
    ready: async (page) => {
      await expect(page.locator("section#insights article")).toHaveCount(3);
    },
  },
  {
    path: "/office-locations",
    ready: async (page) => {
      await expect(page.locator("#office-details h3")).toHaveText("Wildomar, CA");
    },
  },
  {
    path: "/investments",
    ready: async (page) => {
      await expect(page.getByRole("link", { name: "Schedule Consultation" })).toBeVisible();
    },
  },
  {
    path: "/news",
    ready: async (page) => {
      await expect(page.locator("main article")).toHaveCount(SEED.publishedCount);
    },
  },
  {
    path: `/article/${SEED.article.slug}`,
    ready: async (page) => {
      await expect(page.getByRole("heading", { level: 1, name: SEED.article.title })).toBeVisible();
    },
  },
  {
    path: "/fund-i-details",
    ready: async (page) => {
      await expect(page.getByRole("link", { name: /^Read Full Article/ })).toHaveCount(3);
    },
  },
  {
    path: "/fund-ii-details",
    ready: async (page) => {
      await expect(page.getByRole("link", { name: /^Read Full Article/ })).toHaveCount(3);
    },
  },
  {
    path: "/no-such-page",
    status: 404,
    ready: async (page) => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    },
  },
  {
    path: "/article/does-not-exist",
    status: 404,
    ready: async (page) => {
      await expect(page.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
    },
  },
];

test.describe("no WCAG 2.2 A/AA violations (axe)", () => {
  for (const { path, status, ready } of pages) {
    test(`${path}`, async ({ page }) => {
      await gotoHydrated(page, path, status);
      await ready(page);
      await expectNoAxeViolations(page);
    });
  }

  // The entity links' pages (decision 0060) as a stale link shows them; their live forms are checked
  // in entity-people.spec.ts and entity-tax-bank.spec.ts.
  test("/accept-entity-invitation with a dead link", async ({ page }) => {
    await gotoHydrated(page, `/accept-entity-invitation?token=${"a".repeat(43)}`);
    await expect(page.getByRole("heading", { level: 1, name: "This invitation link no longer works" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("/confirm-bank-change with a dead link", async ({ page }) => {
    await gotoHydrated(page, `/confirm-bank-change?token=${"a".repeat(43)}`);
    await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("/news filtered to one category", async ({ page }) => {
    await gotoHydrated(page, "/news?category=Technology");
    await expect(page.locator("main article")).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test("/ with inline form errors shown", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.locator("section#insights article")).toHaveCount(3);
    const form = page.getByRole("form", { name: "Investor Inquiry Form" });
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(form.getByLabel("First Name")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("/ with the mobile menu open", async ({ page }) => {
      await gotoHydrated(page, "/");
      await expect(page.locator("section#insights article")).toHaveCount(3);
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link", { name: "Investment Strategy" })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("/office-locations", async ({ page }) => {
      await gotoHydrated(page, "/office-locations");
      await expect(page.locator("#office-details h3")).toHaveText("Wildomar, CA");
      await expectNoAxeViolations(page);
    });
  });
});
