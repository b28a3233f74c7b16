import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./helpers";

test.describe("mobile menu (390 x 844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens as a dialog, navigates to Investment Strategy and closes; Escape closes it", async ({ page }) => {
    await gotoHydrated(page, "/");
    // The desktop navigation is hidden at this width.
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    const trigger = page.getByRole("button", { name: "Open menu" });
    // While the modal panel is open the page behind may be hidden from the accessibility tree
    // (inert or aria-hidden), so state checks find the button by its label.
    const triggerElement = page.locator('header button[aria-label="Open menu"]');
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeHidden();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    await trigger.click();
    await expect(menu).toBeVisible();
    await expect(triggerElement).toHaveAttribute("aria-expanded", "true");
    // Modal: focus has moved into the panel.
    await expect(menu.locator(":focus")).toHaveCount(1);
    // Slides in from the right: its right edge is the viewport's.
    const box = await menu.boundingBox();
    expect(box && Math.round(box.x + box.width)).toBe(390);
    for (const name of [
      "About",
      "Focus Areas",
      "Insights",
      "Investment Fund Options",
      "Investment Strategy",
      "Partner Portal",
      "Admin Portal",
      "Contact",
    ]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    // On the home page there is no "Back to Home".
    await expect(menu.getByRole("link", { name: "Back to Home" })).toHaveCount(0);

    await menu.getByRole("link", { name: "Investment Strategy", exact: true }).click();
    await expect(page).toHaveURL("/investments");
    await expect(
      page.getByRole("heading", { level: 1, name: "Invest in Communities, Innovation and Legacy" }),
    ).toBeVisible();
    await expect(menu).toBeHidden();

    // Escape closes it and focus returns to the menu button.
    await trigger.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("an anchor item scrolls to its home section and closes the panel", async ({ page }) => {
    await gotoHydrated(page, "/");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL("/#contact");
    await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeInViewport();
  });

  test("while the menu is open the page behind does not scroll", async ({ page }) => {
    await gotoHydrated(page, "/");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    // A wheel over the dimmed page (left of the panel) leaves it where it is.
    await page.mouse.move(30, 400);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

test.describe("mobile menu without JavaScript (390 x 844)", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test("opens as a disclosure and its links work", async ({ page }) => {
    await page.goto("/investments");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeHidden();
    await page.locator("header summary", { hasText: "Open menu" }).click();
    await expect(mobileNav).toBeVisible();
    for (const name of ["Back to Home", "About", "Investment Strategy", "Partner Portal", "Contact"]) {
      await expect(mobileNav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await mobileNav.getByRole("link", { name: "Partner Portal", exact: true }).click();
    await expect(page).toHaveURL("/partner-portal");
    await expect(page.getByRole("heading", { level: 1, name: "Partner Portal" })).toBeVisible();
  });
});

test.describe("desktop navigation", () => {
  test("Investments dropdown leads to Investment Strategy", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();

    const trigger = nav.getByRole("button", { name: "Investments" });
    const fundOptions = nav.getByRole("link", { name: "Investment Fund Options" });
    const strategy = nav.getByRole("link", { name: "Investment Strategy" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(strategy).toBeHidden();

    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(fundOptions).toBeVisible();
    await expect(fundOptions).toHaveAttribute("href", "#funds");
    await expect(strategy).toBeVisible();

    // Escape closes it and returns focus to the button.
    await page.keyboard.press("Escape");
    await expect(strategy).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await strategy.click();
    await expect(page).toHaveURL("/investments");
    await expect(
      page.getByRole("heading", { level: 1, name: "Invest in Communities, Innovation and Legacy" }),
    ).toBeVisible();
    // Choosing an item closes the menu.
    await expect(strategy).toBeHidden();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("off the home page: Back to Home, and anchors go to /#anchor", async ({ page }) => {
    await gotoHydrated(page, "/investments");
    const header = page.getByRole("banner");
    const back = header.getByRole("link", { name: "Back to Home" });
    await expect(back).toBeVisible();
    await expect(back).toHaveAttribute("href", "/");

    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveAttribute("href", "/#about");
    await expect(nav.getByRole("link", { name: "Focus Areas" })).toHaveAttribute("href", "/#focus");
    await expect(nav.getByRole("link", { name: "Insights" })).toHaveAttribute("href", "/#insights");
    await expect(nav.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("href", "/#contact");

    await nav.getByRole("button", { name: "Investments" }).click();
    await expect(nav.getByRole("link", { name: "Investment Fund Options" })).toHaveAttribute("href", "/#funds");
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Investment Fund Options" })).toBeHidden();

    await nav.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL("/#about");
    await expect(page.getByRole("heading", { level: 2, name: "About EdFutures" })).toBeInViewport();
    await expect(page.getByRole("banner").getByRole("link", { name: "Back to Home" })).toHaveCount(0);

    // Back to Home returns to the home page.
    await gotoHydrated(page, "/news");
    await page.getByRole("banner").getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1, name: /Investing in Equity for Communities/ })).toBeVisible();
  });
});
