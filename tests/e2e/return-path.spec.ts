import { expect, test, type Page } from "@playwright/test";
import { demoUsers } from "#server/seed/demo-users.ts";
import { gotoHydrated } from "./helpers";
import { signInOnPartnerPortal } from "./portal-accounts";

/**
 * The known open-redirect tricks, as the query value of ?returnTo= (already URL-encoded): none may
 * take a signed-in user off the site, nor break the page (500). The login falls back to its
 * default page.
 */
const TRICKS = {
  "tab inside the slashes": "%2F%09%2Fevil.example",
  "tab and newline": "%2F%0A%09%2Fevil.example",
  "backslash after the slash": "%2F%5Cevil.example",
  "two backslashes": "%5C%5Cevil.example",
  "scheme-relative URL": "%2F%2Fevil.example",
  "unencoded scheme-relative URL": "//evil.example",
  "encoded slashes": "%2F%252F%252Fevil.example",
  "absolute URL": "https%3A%2F%2Fevil.example",
  "javascript: URL": "javascript%3Aalert(document.domain)",
  "CR/LF header injection": "%2Finvestor-profile%0D%0ASet-Cookie%3A%20stolen%3D1",
  "bare LF": "%2F%0Aevil.example",
  "full-width slashes": "%EF%BC%8F%EF%BC%8Fevil.example",
  "ideographic full stop": "%2F%E3%80%82evil.example",
  "dot segments": "%2Finvestment-dashboard%2F..%2F..%2F%2Fevil.example",
  "user info": "%2F%2Finvestor%40evil.example",
} as const;

/** Every host the page asked for, to prove nothing was requested from another site. */
function hostsRequested(page: Page) {
  const hosts = new Set<string>();
  page.on("request", (request) => hosts.add(new URL(request.url()).host));
  return hosts;
}

test.describe("return paths after sign-in", () => {
  test("a signed-in investor sent to the login with a trick return path stays on the site", async ({
    page,
    baseURL,
  }) => {
    const site = new URL(baseURL!).host;
    const hosts = hostsRequested(page);
    await signInOnPartnerPortal(page, demoUsers.investor);
    for (const [name, trick] of Object.entries(TRICKS)) {
      const response = await page.goto(`/partner-portal?returnTo=${trick}`);
      expect(response?.status(), name).toBe(200);
      const landed = new URL(page.url());
      // The demo investor has two entities: All accounts (decision 0060).
      expect(`${landed.host}${landed.pathname}`, name).toBe(`${site}/accounts`);
    }
    // A page the portal guards is returned to.
    await page.goto("/partner-portal?returnTo=%2Finvestor-profile");
    await expect(page).toHaveURL(/\/investor-profile$/);
    expect([...hosts]).toEqual([site]);
  });

  test("signing in on the form with a trick return path lands on the portal", async ({ page, baseURL }) => {
    const hosts = hostsRequested(page);
    await gotoHydrated(page, `/partner-portal?returnTo=${TRICKS["tab inside the slashes"]}`);
    await page.getByRole("textbox", { name: "Username or Email", exact: true }).fill(demoUsers.investor.username);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(demoUsers.investor.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    // The demo investor has two entities: All accounts (decision 0060).
    await expect(page).toHaveURL(new URL("/accounts", baseURL).href);
    expect([...hosts]).toEqual([new URL(baseURL!).host]);
  });

  test("an admin sent from /user-management signs in and lands back there; tricks stay on the dashboard", async ({
    page,
    baseURL,
  }) => {
    const site = new URL(baseURL!).host;
    const hosts = hostsRequested(page);
    await page.goto("/user-management");
    await expect(page).toHaveURL(/\/admin-portal\?returnTo=%2Fuser-management$/);
    await gotoHydrated(page, page.url());
    await page.getByRole("textbox", { name: "Username", exact: true }).fill(demoUsers.admin.username);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(demoUsers.admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(new URL("/user-management", baseURL).href);

    for (const [name, trick] of Object.entries(TRICKS)) {
      const response = await page.goto(`/admin-portal?returnTo=${trick}`);
      expect(response?.status(), name).toBe(200);
      const landed = new URL(page.url());
      // The dashboard's first section (decision 0051).
      expect(`${landed.host}${landed.pathname}`, name).toBe(`${site}/admin-portal/overview`);
    }
    expect([...hosts]).toEqual([site]);
  });
});
