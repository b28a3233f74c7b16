import { expect, test } from "@playwright/test";

// With React Router's v8 pass-through requests, a loader's request.url is the raw HTTP URL: a client
// navigation's data request ends in ".data" and carries "_routes". The page guards build the return
// path from the page's own address, so a signed-out client navigation returns to the page itself.
test("signed out, a client navigation's data request redirects with the page's own return path", async ({
  request,
}) => {
  for (const [page, login] of [
    ["/investment-dashboard", "/partner-portal"],
    ["/investor-profile", "/partner-portal"],
    ["/admin-dashboard", "/admin-portal"],
    ["/user-management", "/admin-portal"],
    ["/admin-portal/documents", "/admin-portal"],
  ]) {
    const response = await request.get(`${page}.data`, { maxRedirects: 0 });
    const body = await response.text();
    expect(body, page).toContain(`"redirect","${login}?returnTo=${encodeURIComponent(page)}"`);
  }
});
