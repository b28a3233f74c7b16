import { expect, test, type Page } from "@playwright/test";
import { demoUsers } from "#server/seed/demo-users.ts";
import { PORTAL_TABS } from "#app/components/portal/portal-tabs.ts";
import { PROFILE_TABS } from "#app/components/portal/profile-tabs.ts";
import { gotoHydrated, SEED } from "./helpers";

// No page may scroll sideways on a phone: at 320 and 390 px wide the document is never wider than
// the viewport, on every public page, every tab of the investor portal, profile and admin portal,
// and the staff's article management, documents, user management and fund operations pages.

const PHONE_WIDTHS = [320, 390];

type Account = { username: string; password: string };
interface PageGroup {
  name: string;
  account?: Account;
  pages: { path: string; status?: number }[];
}

const tabPaths = (path: string, tabs: ReadonlyArray<{ value: string }>) =>
  tabs.map((tab, index) => ({ path: index === 0 ? path : `${path}?tab=${tab.value}` }));

/** The admin portal's sections, each its own route (decision 0051); the test checks the page shows exactly these. */
const ADMIN_TABS = [
  "overview",
  "users",
  "entities",
  "positions",
  "terms",
  "investments",
  "resources",
  "news",
  "videos",
  "inquiries",
  "prospects",
  "offerings",
  "subscriptions",
  "events",
].map((value) => ({ value }));

const GROUPS: PageGroup[] = [
  {
    name: "public pages",
    pages: [
      { path: "/" },
      { path: "/office-locations" },
      { path: "/investments" },
      { path: "/news" },
      { path: "/news?category=Technology" },
      { path: `/article/${SEED.article.slug}` },
      { path: "/fund-i-details" },
      { path: "/fund-ii-details" },
      { path: "/partner-portal" },
      { path: "/admin-portal" },
      { path: "/no-such-page", status: 404 },
      { path: "/article/does-not-exist", status: 404 },
    ],
  },
  {
    name: "the investor portal and profile",
    account: demoUsers.investor,
    pages: [
      ...tabPaths("/investment-dashboard", PORTAL_TABS),
      { path: "/investment-dashboard?tab=fund-ii&assetType=llc-interest" },
      ...tabPaths("/investor-profile", PROFILE_TABS),
      { path: "/account" },
    ],
  },
  {
    // Issue 25: the prospect's offerings and their subscription, part way (demo-prospect-subscriber.ts).
    name: "offerings and subscriptions",
    account: demoUsers.prospect,
    pages: [{ path: "/offerings" }, { path: "/subscriptions" }],
  },
  {
    name: "the admin portal and article management",
    account: demoUsers.admin,
    pages: [
      ...ADMIN_TABS.map((tab) => ({ path: `/admin-portal/${tab.value}` })),
      { path: "/admin-dashboard" },
      { path: "/admin-portal/documents" },
      { path: "/fund-operations" },
      { path: "/fund-operations?fund=fund-ii" },
      { path: "/account" },
    ],
  },
  {
    name: "user management",
    account: demoUsers.superAdmin,
    // A super admin's fund operations page has the wire instructions form.
    pages: [{ path: "/user-management" }, { path: "/fund-operations" }, { path: "/admin-portal/mail" }],
  },
];

/**
 * How far the document is wider than the viewport, and the outermost elements sticking out past
 * its right edge (not counting those inside a box that scrolls or clips them), so a failure names
 * its culprit.
 */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow <= 0) return null;
    const sticksOut = (el: Element) => el.getBoundingClientRect().right > width + 0.5;
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== "visible") return true;
      }
      return false;
    };
    const culprits = Array.from(document.body.querySelectorAll("*"))
      .filter((el) => sticksOut(el) && !(el.parentElement && sticksOut(el.parentElement)) && !clipped(el))
      .slice(0, 5)
      .map((el) => {
        const classes = typeof el.className === "string" ? el.className.split(/\s+/).slice(0, 6).join(".") : "";
        const text = (el.textContent ?? "").trim().slice(0, 40);
        return `${el.tagName.toLowerCase()}.${classes} "${text}" (right edge ${Math.round(el.getBoundingClientRect().right)})`;
      });
    return { overflow, culprits };
  });
}

for (const width of PHONE_WIDTHS) {
  test.describe(`no sideways scrolling at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    // Each test visits many pages.
    test.describe.configure({ timeout: 120_000 });

    for (const group of GROUPS) {
      test(group.name, async ({ page }) => {
        if (group.account) {
          const login = await page.request.post("/api/login", { data: group.account });
          expect(login.status(), `${group.account.username} sign-in`).toBe(200);
        }
        if (group.account === demoUsers.admin) {
          await gotoHydrated(page, "/admin-portal");
          await expect(page.getByRole("navigation", { name: "Admin sections" }).getByRole("link")).toHaveCount(
            ADMIN_TABS.length,
          );
        }
        const failures: Record<string, unknown> = {};
        for (const { path, status } of group.pages) {
          await gotoHydrated(page, path, status);
          const overflow = await sidewaysOverflow(page);
          if (overflow) failures[path] = overflow;
        }
        expect(failures, `pages wider than ${width} px`).toEqual({});
      });
    }
  });
}
