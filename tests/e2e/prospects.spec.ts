// Issue 25 §1: staff work a prospect of the demo pipeline (a website inquiry's sender), by keyboard
// and pointer, at desktop and phone widths; axe on the list and the prospect's page.
import { expect } from "@playwright/test";
import { DEMO_PROSPECTS } from "#server/seed/demo-prospects.ts";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { adminTest as test } from "./staff-sessions";

const MEI = DEMO_PROSPECTS.find((p) => p.email === "meilin.zhou@example.com")!;

test("staff find a new prospect, give it an owner, a stage and a next step, and note a call", async ({ page }) => {
  await gotoHydrated(page, "/admin-portal/prospects");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Prospects", level: 2 })).toBeVisible();
  await expectNoAxeViolations(page);

  // Filter to New, search by name: the demo inquiry's sender is there, with the fund they asked about.
  await main.getByRole("navigation", { name: "Filter prospects by stage" }).getByRole("link", { name: /^New/ }).click();
  await expect(page).toHaveURL(/[?&]stage=new/);
  await main.getByLabel("Search by name or email").fill("Zhou");
  await main.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]q=Zhou/);
  const table = main.getByRole("table", { name: /Prospects at New/ });
  const row = table.getByRole("row").filter({ hasText: MEI.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Upcoming Fund III");
  await row.getByRole("link", { name: `${MEI.firstName} ${MEI.lastName}` }).click();

  await expect(page.getByRole("heading", { name: `${MEI.firstName} ${MEI.lastName}` })).toBeVisible();
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText(MEI.message);
  await expectNoAxeViolations(page);

  // Lost needs its reason: the field appears, and saving without it says so inline.
  const form = page.getByRole("form", { name: "Stage, owner and next step" });
  await form.getByLabel("Stage").selectOption("lost");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByLabel("Why was the prospect lost?")).toHaveAccessibleDescription(/lost/i);

  await form.getByLabel("Stage").selectOption("contacted");
  await form.getByLabel("Owner").selectOption({ label: "Avery Chen" });
  await form.getByLabel("Next step").fill("Send the Fund III timetable");
  await form.getByLabel("By").fill("2030-01-15");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Prospect saved" })).toBeVisible();
  await expect(page.locator("header").getByText("Contacted", { exact: true })).toBeVisible();
  await expect(timeline).toContainText("Moved from New to Contacted");
  await expect(timeline).toContainText("Given to Avery Chen");
  await expect(timeline).toContainText("Next step: Send the Fund III timetable (by January 15, 2030)");

  const note = page.getByRole("form", { name: "Add a note" });
  await note.getByLabel("Note").fill("Called; prefers e-mail.");
  await note.getByRole("button", { name: "Add note" }).click();
  await expect(timeline).toContainText("Called; prefers e-mail.");
  await expect(note.getByLabel("Note")).toHaveValue("");

  // Back on the list, the prospect has moved stage and shows its owner and next step.
  await page.getByRole("link", { name: "All prospects" }).click();
  const moved = main.getByRole("row").filter({ hasText: MEI.email });
  await expect(moved).toContainText("Contacted");
  await expect(moved).toContainText("Avery Chen");
  await expect(moved).toContainText("By January 15, 2030");
});

test("the prospects list and a prospect's page fit a phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/admin-portal/prospects", "/admin-portal/prospects?stage=lost"]) {
    await gotoHydrated(page, path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBe(0);
  }
  await page.getByRole("main").getByRole("link", { name: "Oluwaseun Adeyemi" }).click();
  await expect(
    page.getByText("Lost: Needs monthly liquidity; our funds are closed-ended", { exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await expectNoAxeViolations(page);
});
