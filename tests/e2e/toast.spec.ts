import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./helpers";

const FAILURE = "There was an error submitting your inquiry. Please try again.";

/** Fill the inquiry form validly and submit it; the server is made to fail (see beforeEach). */
async function submitInquiry(page: Page) {
  const form = page.getByRole("form", { name: "Investor Inquiry Form" });
  await form.getByLabel("First Name").fill("Toast");
  await form.getByLabel("Last Name").fill("Tester");
  await form.getByLabel("Email Address").fill("toast@example.com");
  await form.getByLabel("Investment Interest").selectOption("general-inquiry");
  await form.getByRole("button", { name: "Submit Inquiry" }).click();
}

test.describe("toasts (docs/product.md §Interaction details)", () => {
  test.beforeEach(async ({ page }) => {
    // The failure path of the form: the server answering 500 must show the error notice of docs/product.md.
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"error":{"code":"INTERNAL","message":"boom"}}',
      }),
    );
  });

  test("the form's failure shows the 'Error' toast; only one toast at a time", async ({ page }) => {
    await gotoHydrated(page, "/");
    const region = page.getByRole("region", { name: "Notifications (F8)" });
    await submitInquiry(page);
    await expect(region.getByText("Error", { exact: true })).toBeVisible();
    await expect(region.getByText(FAILURE)).toBeVisible();
    await submitInquiry(page);
    await expect(region.getByText(FAILURE)).toHaveCount(1);
  });

  test("F8 moves focus to the notifications region", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("F8");
    await expect(page.getByRole("region", { name: "Notifications (F8)" })).toBeFocused();
  });

  test("swiping right past 50 px dismisses; a shorter swipe does not", async ({ page }) => {
    // Time stands still, so only the swipe can dismiss it.
    await page.clock.install();
    await gotoHydrated(page, "/");
    await submitInquiry(page);
    const region = page.getByRole("region", { name: "Notifications (F8)" });
    await expect(region.getByText(FAILURE)).toBeVisible();
    // The failure toast is destructive, so it sits in the alert live region.
    const card = region.getByRole("alert").locator(":scope > div");

    /**
     * Drag the toast `distance` px to the right. It starts once the toast is at rest: after a
     * short swipe it slides back (a CSS transition, on real time), and a drag begun mid-slide
     * would press beside it. The start point is measured then, not before.
     */
    const swipe = async (distance: number) => {
      await expect(card).toHaveCSS("transform", "none");
      const box = (await card.boundingBox())!;
      const x = box.x + 20;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + distance, y, { steps: 6 });
      await page.mouse.up();
    };

    await swipe(30);
    await expect(region.getByText(FAILURE)).toBeVisible();
    await swipe(80);
    await expect(region.getByText(FAILURE)).toBeHidden();
  });

  test("a toast closes by itself after 5 seconds", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await submitInquiry(page);
    const toast = page.getByRole("region", { name: "Notifications (F8)" }).getByText(FAILURE);
    await expect(toast).toBeVisible();
    await page.clock.fastForward(4_000);
    await expect(toast).toBeVisible();
    await page.clock.fastForward(1_100);
    await expect(toast).toBeHidden();
  });
});
