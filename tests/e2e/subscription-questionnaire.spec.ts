import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { createPortalUser, signInOnPartnerPortal } from "./portal-accounts";

// Decision 0065, the questionnaire slice in the browser: the pages a person reaches before an
// offering is open to them. The section and review pages need an offering with the person's
// accepted notice, which only the offerings slice's pages make in a browser; until they are
// merged, tests/api/subscription-pages.test.ts drives those pages from the production build.

const noSidewaysScroll = async (page: import("@playwright/test").Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test("the subscriptions list's empty state and the start page's refusal are accessible and fit a phone", async ({
  page,
  playwright,
  baseURL,
}) => {
  const investor = await createPortalUser(playwright, baseURL!, { role: "investor" });
  await signInOnPartnerPortal(page, investor);

  await gotoHydrated(page, "/subscriptions");
  await expect(page.getByRole("heading", { name: "Your subscriptions" })).toBeVisible();
  await expect(page.getByRole("link", { name: "See the offerings open to you" })).toHaveAttribute("href", "/offerings");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/subscriptions/new?offering=999999");
  await expect(page.getByRole("alert").filter({ hasText: "Offering not found" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);

  await gotoHydrated(page, "/subscriptions/999999/identity", 404);
  await expect(page.getByRole("heading", { name: "Subscription not found" })).toBeVisible();
  await expectNoAxeViolations(page);
});
