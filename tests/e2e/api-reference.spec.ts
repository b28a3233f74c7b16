import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";

// The API reference (decision 0052): a server-made page with no script, under its own nonce policy.
test("the API reference page reads without errors, passes axe and links its document", async ({ page }) => {
  // The reference documents 155 operations: about 11,700 elements and 475 KB, which axe takes 15-20 s
  // to check on a quiet machine and over a minute on a loaded one. The work is the same each run.
  test.slow();
  const problems: string[] = [];
  page.on("console", (message) => problems.push(`${message.type()}: ${message.text()}`));
  const response = await page.goto("/api/reference");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("EdFutures API reference");
  await expect(page.getByRole("heading", { name: "GET /api/session" })).toBeVisible();
  // The nonce-carrying style applies: the body's font is the page's own, not the browser's default.
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("system-ui");
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
  // On a 320 px phone nothing scrolls sideways: long paths and union types wrap.
  await page.setViewportSize({ width: 320, height: 800 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  const contract = await page.request.get("/api/openapi.json");
  expect((await contract.json()).openapi).toBe("3.1.0");
});
