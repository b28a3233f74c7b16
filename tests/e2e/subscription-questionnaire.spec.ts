import { expect, test, type Page } from "@playwright/test";
import { DEMO_PROSPECT_TRUST } from "#server/seed/demo-prospect-subscriber.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { createPortalUser, signInOnPartnerPortal } from "./portal-accounts";

// Decision 0065, the questionnaire slice in the browser: the pages a person reaches before an
// offering is open to them, and the section pages' autosave (the demo prospect's subscription).
// The whole questionnaire, answered and signed, is subscription-journey.spec.ts.

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

/**
 * Holds the answer to the page's next save of `path`, in the page: the request reaches the server,
 * which stores it, and its answer waits until released (or until the page gives up on it, as a
 * browser's fetch does on abort). In the page, not with page.route, which hands a route's requests
 * to its handler one after another (a second save would wait behind the held one).
 */
async function holdNextSave(page: Page, path: string) {
  await page.evaluate((path) => {
    const original = window.fetch;
    const held = window as unknown as { stored: Promise<void>; release: () => void };
    let stored!: () => void;
    held.stored = new Promise<void>((resolve) => (stored = resolve));
    const released = new Promise<void>((resolve) => (held.release = resolve));
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== "POST" || new URL(request.url).pathname !== `${path}.data`) return original(input, init);
      window.fetch = original;
      const response = await original(request);
      stored();
      await new Promise<void>((resolve, reject) => {
        void released.then(resolve);
        request.signal.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
      });
      return response;
    };
  }, path);
  return {
    stored: () => page.evaluate(() => (window as unknown as { stored: Promise<void> }).stored),
    release: () => page.evaluate(() => (window as unknown as { release: () => void }).release()),
  };
}

test("a save asked while another is on its way waits for its answer: moving on quickly is never a false conflict", async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const bankName = `Harbor Savings ${stamp}`;
  const accountName = `${DEMO_PROSPECT_TRUST} ${stamp}`;
  await signInOnPartnerPortal(page, demoUsers.prospect);
  await gotoHydrated(page, "/subscriptions");
  const next = page.getByRole("listitem").filter({ hasText: DEMO_PROSPECT_TRUST }).getByRole("link");
  const bank = (await next.getAttribute("href"))!.replace(/\/[a-z]+$/, "/bank");
  await gotoHydrated(page, bank);
  const main = page.getByRole("main");

  // Leaving a field saves it; the server stores it, and its answer is held. A save sent before
  // that answer would carry the version before it (and abort it): refused as a change made elsewhere.
  const first = await holdNextSave(page, bank);
  await main.getByLabel("Bank name", { exact: true }).fill(bankName);
  await page.keyboard.press("Tab");
  await first.stored();
  await main.getByLabel("Account holder name", { exact: true }).fill(accountName);
  await page.keyboard.press("Tab");
  await first.release();
  await main.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Commitment" })).toBeVisible();
  await expect(main.getByRole("alert")).toHaveCount(0);

  await gotoHydrated(page, bank);
  await expect(main.getByLabel("Bank name", { exact: true })).toHaveValue(bankName);
  await expect(main.getByLabel("Account holder name", { exact: true })).toHaveValue(accountName);
});
