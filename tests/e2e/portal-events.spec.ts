import { expect, type Page } from "@playwright/test";
import { demoFirmEvents } from "#server/seed/demo-firm-events.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { DEMO } from "./demo-dates";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { createPortalUser, signInOnPartnerPortal } from "./portal-accounts";
import { staffTest as test } from "./staff-sessions";

// Issue 22, item 4 (decision 0046): every date in Upcoming Events comes from a record — the
// investor's own calls from the ledger, the meetings from the events staff edit — and an event of
// one fund reaches only that fund's investors.

test.describe.configure({ timeout: 180_000 });

const eventsCard = (page: Page) => page.getByRole("region", { name: "Upcoming Events" });
const listed = (page: Page) => eventsCard(page).getByRole("listitem");

/** The calendar file behind "View Calendar" (a data: URL), as text. */
async function calendarOf(page: Page) {
  const href = (await eventsCard(page)
    .getByRole("link", { name: /View Calendar/ })
    .getAttribute("href"))!;
  expect(href).toMatch(/^data:text\/calendar;charset=utf-8,/);
  return decodeURIComponent(href.slice(href.indexOf(",") + 1)).replace(/\r\n /g, "");
}

test("the demo investor's calendar holds his Fund II call on the ledger's due date and the seeded meetings", async ({
  page,
}) => {
  await signInOnPartnerPortal(page, demoUsers.investor);
  await gotoHydrated(page, "/investment-dashboard?tab=resources");
  const call = listed(page).filter({ hasText: "Fund II Capital Call No. 4 Due" });
  await expect(call).toHaveCount(1);
  // The ledger's due date, never a typed one.
  await expect(call.locator("time").first()).toHaveAttribute("datetime", DEMO.upcomingCall.dueDate);
  await expect(call).toContainText(DEMO.short(DEMO.upcomingCall.dueDate));
  await expect(call).toContainText(/5:00 PM E[SD]T/);
  // The seed's meetings (dated from the day it ran, in their season), soonest first with the call.
  const today = new Date().toISOString().slice(0, 10);
  const meetings = demoFirmEvents(new Date()).filter((event) => event.date >= today);
  const expected = [
    ...meetings.map((m) => ({ date: m.date, title: m.title })),
    { date: DEMO.upcomingCall.dueDate, title: "Fund II Capital Call No. 4 Due" },
  ].sort((a, b) => a.date.localeCompare(b.date));
  // (The staff test's events are dated 2099, after these, and may be there while it runs.)
  await expect
    .poll(async () => (await listed(page).locator("p.font-medium").allTextContents()).slice(0, expected.length))
    .toEqual(expected.map((e) => e.title));

  const ics = await calendarOf(page);
  expect(ics).toContain("SUMMARY:Fund II Capital Call No. 4 Due");
  // 5 PM in New York on the due date, in UTC (22:00 in winter, 21:00 in summer).
  expect(ics).toMatch(new RegExp(`DTSTART:${DEMO.upcomingCall.dueDate.replaceAll("-", "")}T2[12]0000Z`));
  for (const meeting of meetings) expect(ics).toContain(`SUMMARY:${meeting.title}`);
  await expectNoAxeViolations(page);
});

test("an investor without Fund II sees no Fund II event; a first sign-in is welcomed, the next welcomed back", async ({
  page,
  playwright,
  baseURL,
}) => {
  const investor = await createPortalUser(playwright, baseURL!, {
    role: "investor",
    fundIAccess: true,
    fundICommitment: 100_000,
  });
  await signInOnPartnerPortal(page, investor);
  await expect(page.getByText(`Welcome, ${investor.firstName}`, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Accept electronic delivery" }).click();
  await gotoHydrated(page, "/investment-dashboard?tab=resources");
  await expect(eventsCard(page)).toBeVisible();
  // (The quarterly call for everyone speaks of both funds' results: its description may name Fund II.)
  await expect(listed(page).locator("p.font-medium")).not.toContainText(["Fund II"]);
  await expect(eventsCard(page)).not.toContainText("Fund II Capital Call");
  expect(await calendarOf(page)).not.toMatch(/SUMMARY:Fund II/);
  // The meetings for every investor are there.
  await expect(listed(page).filter({ hasText: "Quarterly Investor Call" })).toHaveCount(1);

  await page.context().clearCookies();
  await signInOnPartnerPortal(page, investor);
  await expect(page.getByText(`Welcome back, ${investor.firstName}`, { exact: true })).toBeVisible();
});

test.describe("staff edit the events", () => {
  test.use({ storageState: async ({ adminState }, use) => use(adminState) });

  test("staff add an event in the Events tab, investors of its fund see it, and a delete removes it; axe passes", async ({
    page,
    browser,
  }) => {
    const title = `Fund II Site Visit ${Date.now().toString(36)}`;
    await gotoHydrated(page, "/admin-portal/events");
    const panel = page.getByRole("region", { name: "Events", exact: true });
    await expect(panel.getByRole("heading", { level: 2, name: "Events" })).toBeVisible();
    await expect(panel.getByRole("table", { name: /^Events \(\d+\), soonest first$/ })).toBeVisible();
    await panel.getByRole("button", { name: "Add Event" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Event" });
    // The server refuses what the form lets through (a quarter-hour duration checked on both).
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Date").fill("2099-03-04");
    await dialog.getByLabel("Start time").fill("14:30");
    await dialog.getByLabel("Time zone").selectOption("America/Chicago");
    await dialog.getByLabel("Duration (minutes)").fill("120");
    await dialog.getByLabel("Type").selectOption("In-Person");
    await dialog.getByLabel("Shown to").selectOption("Fund II");
    await dialog.getByLabel("Location").fill("Austin, TX");
    await dialog.getByLabel("Description").fill("A tour of Fund II's newest holding.");
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Event created successfully")).toBeVisible();
    const row = panel.getByRole("row", { name: new RegExp(title) });
    await expect(row).toContainText("Fund II investors");
    await expect(row).toContainText("2:30 PM CST");
    await expectNoAxeViolations(page);

    // The demo investor holds Fund II: the event is in his card and calendar.
    const investorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const investor = await investorContext.newPage();
    await signInOnPartnerPortal(investor, demoUsers.investor);
    await gotoHydrated(investor, "/investment-dashboard?tab=resources");
    await expect(listed(investor).filter({ hasText: title })).toContainText("2:30 PM CST");
    expect(await calendarOf(investor)).toContain(`SUMMARY:${title}`);

    await row.getByRole("button", { name: `Delete ${title}` }).click();
    await page.getByRole("dialog", { name: "Delete event?" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Event deleted successfully")).toBeVisible();
    await investor.reload();
    await expect(eventsCard(investor)).toBeVisible();
    await expect(listed(investor).filter({ hasText: title })).toHaveCount(0);
    await investorContext.close();
  });
});
