import { expect } from "@playwright/test";
import { gotoHydrated } from "./helpers";
import { adminTest as test } from "./staff-sessions";

// A name with no break in it (issue 22 item 9) wraps in its cell: the users table fits a 1280 px
// screen, its Actions column in view, with nothing to scroll sideways.
test("a 100-character unbroken name keeps the users table on screen at 1280 px", async ({ page, baseURL }) => {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const lastName = `Long${suffix}`.padEnd(100, "x");
  const created = await page.request.post("/api/users", {
    headers: { origin: baseURL! },
    data: {
      username: `long-${suffix}`,
      email: `${"e".repeat(60)}${suffix}@example.com`,
      password: `Portal-${suffix}-Pass`,
      firstName: "Unbroken",
      lastName,
      role: "viewer",
    },
  });
  expect(created.status()).toBe(201);

  await gotoHydrated(page, "/admin-portal/users");
  const region = page.getByRole("region", { name: /users/i }).first();
  await expect(region.getByText(lastName).first()).toBeVisible();
  const [scrollWidth, clientWidth] = await region.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scrollWidth, "the table scrolls sideways inside its box").toBeLessThanOrEqual(clientWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  const row = region.getByRole("row").filter({ hasText: lastName });
  await expect(row.getByRole("button").first()).toBeInViewport();
});
