// Over 300 lines: the overview, positions and inquiries journeys share the seeded staff session; they split by section next.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";

// Seeded demo staff account (demo database only). Signing in through the API sets the session
// cookie on the page's context; only failed attempts count toward the sign-in limit.
const ADMIN = { username: "admin", password: "EdAdmin-2026" };

/** The seeded demo videos (server/seed/demo-records.ts): 5 videos, 3 per page. */
const SEEDED_VIDEO_COUNT = 5;
const VIDEOS_PER_PAGE = 3;

async function signInAsAdmin(page: Page) {
  const response = await page.request.post("/api/login", { data: ADMIN });
  expect(response.ok(), `admin sign-in answered ${response.status()}`).toBe(true);
}

/** Keep the tests offline: the embedded player is never actually fetched. */
async function blockPlayers(page: Page) {
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com)\//, (route) =>
    route.abort(),
  );
}

/**
 * The open section of the admin portal: the page's main content since the sections became routes
 * (decision 0051); its link in the sections' bar says it is the current page.
 */
async function tabPanel(page: Page, name: string) {
  await expect(
    page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name, exact: true }),
  ).toHaveAttribute("aria-current", "page");
  return page.getByRole("main");
}

test.describe("admin overview, positions and inquiries", () => {
  test("overview: live counters, the video center pages 3 at a time, activity and fund performance; axe passes", async ({
    page,
  }) => {
    await blockPlayers(page);
    await signInAsAdmin(page);
    await gotoHydrated(page, "/admin-portal");
    const panel = await tabPanel(page, "Overview");
    await expect(panel).toBeVisible();

    // The counters are the stats service's live figures (other test files may write concurrently,
    // so compare with a fresh read of /api/stats, reloading until both agree).
    const counters = {
      "Total Users": "totalUsers",
      "Active Investments": "activeInvestments",
      Resources: "resources",
      "Pending Inquiries": "pendingInquiries",
    } as const;
    await expect(async () => {
      await page.reload();
      const stats = (await (await page.request.get("/api/stats")).json()) as Record<string, number>;
      for (const [label, key] of Object.entries(counters)) {
        const term = panel.locator("dt", { hasText: label });
        const value = stats[key]!.toLocaleString("en-US");
        await expect(term.locator("xpath=following-sibling::dd[1]")).toHaveText(new RegExp(`^${value}\\D`), {
          timeout: 1000,
        });
      }
    }).toPass({ timeout: 20_000 });
    // The seed: three accounts (investor, admin, super admin), thirteen active investments, three resources.
    const stats = (await (await page.request.get("/api/stats")).json()) as Record<string, number>;
    expect(stats.totalUsers).toBeGreaterThanOrEqual(3);
    await gotoHydrated(page, "/admin-portal");

    // Video Resource Center: a disclosure, open by default.
    const disclosure = panel.getByRole("button", { name: /Video Resource Center/ });
    await expect(disclosure).toHaveAttribute("aria-expanded", "true");
    const videos = (await (await page.request.get("/api/videos")).json()) as Array<{ title: string }>;
    // The seeded five unless another test file is adding videos at the same moment.
    const pageCount = Math.max(1, Math.ceil(videos.length / VIDEOS_PER_PAGE));
    if (videos.length === SEEDED_VIDEO_COUNT) expect(pageCount).toBe(2);
    const pager = panel.getByRole("navigation", { name: "Video pages" });
    const list = panel.getByRole("list", { name: /^Videos, page/ });
    await expect(pager.getByText(`Page 1 of ${pageCount}`)).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(Math.min(VIDEOS_PER_PAGE, videos.length));
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(
      videos.slice(0, VIDEOS_PER_PAGE).map((v) => v.title),
    );
    const previous = pager.getByRole("button", { name: "Previous" });
    const next = pager.getByRole("button", { name: "Next" });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(pager.getByText(`Page 2 of ${pageCount}`)).toBeVisible();
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(
      videos.slice(VIDEOS_PER_PAGE, 2 * VIDEOS_PER_PAGE).map((v) => v.title),
    );
    await expect(previous).toBeEnabled();
    if (pageCount === 2) await expect(next).toBeDisabled();
    await previous.click();
    await expect(pager.getByText(`Page 1 of ${pageCount}`)).toBeVisible();

    // Watch opens the embedded player in a dialog.
    const first = videos[0]!.title;
    await list.getByRole("button", { name: `Watch ${first}` }).click();
    const dialog = page.getByRole("dialog", { name: first });
    await expect(dialog).toBeVisible();
    // The demo videos are uploaded placeholder files (decision 0034): a native player.
    const player = dialog.locator("video");
    await expect(player).toHaveAttribute("aria-label", first);
    await expect(player).toHaveAttribute("src", /^\/api\/videos\/\d+\/file\.mp4$/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Collapsing hides the videos.
    await disclosure.click();
    await expect(disclosure).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();
    await disclosure.click();
    await expect(list).toBeVisible();

    // Recent Activity comes from the audit log: this test's own sign-in is in it.
    const activity = panel.getByRole("region", { name: "Recent Activity" });
    await expect(activity.getByRole("listitem").filter({ hasText: "admin signed in" }).first()).toBeVisible();

    // Fund Performance: both funds, each with a commitments progress bar (0 to 100) and its text value.
    const performance = panel.getByRole("region", { name: "Fund Performance" });
    await expect(performance.getByRole("heading", { level: 3 })).toHaveText(["Fund I", "Fund II"]);
    for (const fund of ["Fund I", "Fund II"]) {
      const bar = performance.getByRole("progressbar", { name: `${fund} commitments called`, exact: true });
      await expect(bar).toHaveAttribute("aria-valuemin", "0");
      await expect(bar).toHaveAttribute("aria-valuemax", "100");
      await expect(bar).toHaveAttribute("aria-valuenow", /^\d+(\.\d)?$/);
    }
    await expect(performance.getByText(/\$[\d,]+\.\d\d not yet called/)).toHaveCount(2);

    await expectNoAxeViolations(page);
  });

  test("sections are history entries: Back returns to the previous one, as in the investor portal", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await gotoHydrated(page, "/admin-portal");
    await expect(page).toHaveURL(/\/admin-portal\/overview$/);
    const sections = page.getByRole("navigation", { name: "Admin sections" });
    // A pointer resting on a section's link fetches its data ahead (prefetch="intent").
    const prefetched = page.waitForRequest((r) => new URL(r.url()).pathname === "/admin-portal/positions.data");
    await sections.getByRole("link", { name: "Positions" }).hover();
    await prefetched;
    await sections.getByRole("link", { name: "Positions" }).click();
    await expect(page).toHaveURL(/\/admin-portal\/positions$/);
    await expect(sections.getByRole("link", { name: "Positions" })).toHaveAttribute("aria-current", "page");
    await sections.getByRole("link", { name: "Inquiries" }).click();
    await expect(page).toHaveURL(/\/admin-portal\/inquiries$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/admin-portal\/positions$/);
    await expect(sections.getByRole("link", { name: "Positions" })).toHaveAttribute("aria-current", "page");
    await page.goBack();
    await expect(page).toHaveURL(/\/admin-portal\/overview$/);
    await expect(sections.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  });

  test("positions: a summary card per fund computed from investments and commitments; axe passes", async ({ page }) => {
    await signInAsAdmin(page);
    await gotoHydrated(page, "/admin-portal/positions");
    const panel = await tabPanel(page, "Positions");
    await expect(panel.getByRole("heading", { level: 2, name: "Fund Positions" })).toBeVisible();

    const summaries = (await (await page.request.get("/api/fund-summaries")).json()) as Array<{
      fundType: string;
      investmentCount: number;
      totalCommitments: string;
    }>;
    expect(summaries.map((s) => s.fundType)).toEqual(["Fund I", "Fund II"]);
    for (const fund of ["Fund I", "Fund II"]) {
      const card = panel.getByRole("article", { name: fund, exact: true });
      await expect(card).toBeVisible();
      for (const figure of [
        "Investments",
        "Active",
        "Total invested",
        "Average ROI",
        "Total commitments",
        "Called",
        "Contributed",
        "Outstanding",
        "Not yet called",
        "Investors",
      ]) {
        await expect(card.locator("dt", { hasText: new RegExp(`^${figure}$`) })).toBeVisible();
      }
      await expect(card.getByRole("progressbar", { name: `${fund} commitments called`, exact: true })).toBeVisible();
    }
    // The seeded sample investor's commitments (docs/product.md §Figures): $1.5M in Fund I, $1.0M in Fund II.
    const fundI = panel.getByRole("article", { name: "Fund I", exact: true });
    await expect(
      fundI.locator("dt", { hasText: /^Total commitments$/ }).locator("xpath=following-sibling::dd[1]"),
    ).toHaveText(/^\$[\d,]+\.\d\d$/);
    await expect(panel.getByRole("heading", { name: "What the figures mean" })).toBeVisible();

    await expectNoAxeViolations(page);
  });

  test("inquiries: one sent from the home page is listed, its status saved, exported as CSV, then deleted; axe passes", async ({
    page,
  }) => {
    // The public form allows 5 submissions per address per 15 minutes for the whole run: send one.
    const stamp = `${Date.now()}${test.info().workerIndex}`;
    const email = `overview.${stamp}@example.com`;
    const name = `Ada Lovelace${stamp.slice(-4)}`;
    const [firstName, lastName] = ["Ada", `Lovelace${stamp.slice(-4)}`];

    await gotoHydrated(page, "/");
    const form = page.getByRole("form", { name: "Investor Inquiry Form" });
    await form.getByLabel("First Name").fill(firstName);
    await form.getByLabel("Last Name").fill(lastName);
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Investment Interest").selectOption("real-estate-fund-i");
    await form.getByLabel("Message").fill("First line of the message.\nSecond line.");
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(form.getByRole("status")).toContainText("Thank you for your inquiry!");

    await signInAsAdmin(page);
    await gotoHydrated(page, "/admin-portal/inquiries");
    const panel = await tabPanel(page, "Inquiries");
    const table = panel.getByRole("table", { name: /Contact inquiries/ });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Name",
      "Email",
      "Investment Interest",
      "Date",
      "Status",
      "Actions",
    ]);
    const row = table.getByRole("row").filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell").nth(0)).toHaveText(name);
    await expect(row.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    await expect(row.getByRole("cell").nth(2)).toHaveText("Real Estate Fund I");
    await expect(row.getByRole("cell").nth(4)).toHaveText("New");
    await expectNoAxeViolations(page);

    // View: the whole inquiry, message line breaks kept, and a status to set.
    await row.getByRole("button", { name: `View inquiry from ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Inquiry from ${name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    const message = dialog.getByText("First line of the message.");
    await expect(message).toHaveCSS("white-space", "pre-wrap");
    expect(await message.innerText()).toBe("First line of the message.\nSecond line.");
    await expectNoAxeViolations(page);
    const status = dialog.getByLabel("Status");
    expect(
      await status.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(["new", "contacted", "qualified", "closed"]);
    await status.selectOption("qualified");
    const patch = page.waitForResponse(
      (r) => r.request().method() === "PATCH" && /\/api\/contact-inquiries\/\d+$/.test(r.url()),
    );
    await dialog.getByRole("button", { name: "Save status" }).click();
    expect((await patch).status()).toBe(200);
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Inquiry updated")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole("cell").nth(4)).toHaveText("Qualified");

    // It persists: after a reload, and under the Qualified filter (kept in the URL).
    await page.reload();
    await expect(row.getByRole("cell").nth(4)).toHaveText("Qualified");
    const filters = panel.getByRole("navigation", { name: "Filter inquiries by status" });
    await filters.getByRole("link", { name: /^Qualified/ }).click();
    await expect(page).toHaveURL(/[?&]status=qualified/);
    await expect(filters.getByRole("link", { name: /^Qualified/ })).toHaveAttribute("aria-current", "page");
    await expect(row).toHaveCount(1);
    const statusCells = await table.locator("tbody tr td:nth-child(5)").allInnerTexts();
    expect(statusCells.length).toBeGreaterThan(0);
    expect(new Set(statusCells.map((text) => text.trim()))).toEqual(new Set(["Qualified"]));

    // Export downloads a CSV of exactly the inquiries shown (here: the qualified ones).
    const exportLink = panel.getByRole("link", { name: "Export", exact: true });
    await expect(exportLink).toHaveAttribute("href", "/api/contact-inquiries/export.csv?status=qualified");
    const downloadPromise = page.waitForEvent("download");
    await exportLink.click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toContain("email");
    expect(csv).toContain(email);
    expect(csv).toContain("qualified");
    // One CSV record per row shown: each record starts with its id and ISO creation time.
    const shownEmails = await table.locator("tbody tr td:nth-child(2)").allInnerTexts();
    expect(csv.match(/^\d+,\d{4}-\d{2}-\d{2}T/gm)?.length).toBe(shownEmails.length);
    for (const shown of shownEmails) expect(csv).toContain(shown.trim());

    // Delete, with confirmation.
    await row.getByRole("button", { name: `Delete inquiry from ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this inquiry?" });
    await expect(confirm).toContainText(email);
    const del = page.waitForResponse(
      (r) => r.request().method() === "DELETE" && /\/api\/contact-inquiries\/\d+$/.test(r.url()),
    );
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    expect((await del).status()).toBe(204);
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Inquiry deleted")).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(panel.getByText(email)).toHaveCount(0);
  });
});
