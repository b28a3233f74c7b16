import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { collectPageErrors, gotoHydrated, SEED } from "./helpers";

/** The directives of a Content-Security-Policy header, by name. */
function parseCsp(header: string | undefined) {
  expect(header, "content-security-policy header").toBeTruthy();
  const directives = new Map<string, string[]>();
  for (const part of header!.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** The nonce of script-src, after checking script-src is nonce-based with no 'unsafe-inline'. */
function scriptNonce(response: APIResponse | { headers(): Record<string, string> }) {
  const csp = parseCsp(response.headers()["content-security-policy"]);
  const scriptSrc = csp.get("script-src") ?? csp.get("default-src");
  expect(scriptSrc, "script-src directive").toBeDefined();
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(scriptSrc).not.toContain("*");
  const nonces = scriptSrc!.filter((v) => /^'nonce-[A-Za-z0-9+/_-]+={0,2}'$/.test(v));
  expect(nonces, `one nonce in script-src: ${scriptSrc!.join(" ")}`).toHaveLength(1);
  return nonces[0].slice("'nonce-".length, -1);
}

test.describe("security headers", () => {
  test("HTML has a per-request nonce CSP, and every script tag carries the nonce", async ({ request }) => {
    const first = await request.get("/");
    expect(first.status()).toBe(200);
    expect(first.headers()["content-type"]).toMatch(/^text\/html/);
    const nonce = scriptNonce(first);
    expect(nonce.length, "nonce of 128 bits or more").toBeGreaterThanOrEqual(22);

    const csp = parseCsp(first.headers()["content-security-policy"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toBeDefined();

    expect(first.headers()["x-frame-options"]).toBe("DENY");
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");

    // The whole streamed document, deferred-data scripts included.
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      expect(tag, "script tag with the response's nonce").toContain(`nonce="${nonce}"`);
    }

    const second = await request.get("/");
    expect(scriptNonce(second)).not.toBe(nonce);

    // Other pages too.
    for (const path of ["/news", `/article/${SEED.article.slug}`, "/no-such-page"]) {
      const response = await request.get(path);
      const pageNonce = scriptNonce(response);
      expect(response.headers()["x-frame-options"]).toBe("DENY");
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
      for (const tag of (await response.text()).match(/<script\b[^>]*>/gi) ?? []) {
        // A JSON-LD data block is never run, so script-src does not govern it; every other script needs the nonce.
        if (/\btype="application\/ld\+json"/.test(tag)) continue;
        expect(tag).toContain(`nonce="${pageNonce}"`);
      }
    }
  });

  test("in the browser every script element has the nonce of the page's CSP", async ({ page }) => {
    const response = await gotoHydrated(page, "/");
    const nonce = scriptNonce({ headers: () => response.headers() });
    await expect(page.locator("section#insights article")).toHaveCount(3);
    const scriptNonces = await page
      .locator("script")
      .evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).nonce));
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(scriptNonces).toEqual(scriptNonces.map(() => nonce));
  });

  /** Loads, hydrates and navigates through the public pages the way a visitor would. */
  async function browsePublicPages(page: Page) {
    await gotoHydrated(page, "/");
    await expect(page.locator("section#insights article")).toHaveCount(3);
    // A client-side navigation loads route modules and data through the same CSP.
    await page.locator("section#insights").getByRole("link", { name: "View All News & Insights" }).click();
    await expect(page).toHaveURL("/news");
    await expect(page.locator("main article")).toHaveCount(SEED.publishedCount);
    await page.getByRole("link", { name: SEED.article.title }).click();
    await expect(page.getByRole("heading", { level: 1, name: SEED.article.title })).toBeVisible();
    for (const path of ["/office-locations", "/investments", "/fund-i-details"]) {
      await gotoHydrated(page, path);
    }
  }

  test("no console errors while pages load, hydrate and navigate", async ({ page }) => {
    const errors = collectPageErrors(page);
    await browsePublicPages(page);
    expect(errors, "console errors").toEqual([]);
  });

  test("no CSP violation is reported while pages load, hydrate and navigate", async ({ page }) => {
    // Blocked code that the page catches leaves no console error, but the browser still reports it
    // (to report-uri endpoints too): listen for the violation events themselves.
    const violations: string[] = [];
    await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
          `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} on ${location.pathname}`,
        );
      });
    });
    await browsePublicPages(page);
    expect(violations, "CSP violations").toEqual([]);
  });

  test("API responses carry the strict headers too", async ({ request }) => {
    const response = await request.get("/api/no-such-endpoint");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toMatch(/application\/json/);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["x-frame-options"]).toBe("DENY");
    expect(response.headers()["content-security-policy"]).toContain("default-src 'none'");
  });
});
