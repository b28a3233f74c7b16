import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoUsers } from "#server/seed/demo-users.ts";
import { budgetVerdict, JS_BUDGETS_KIB, pageJavaScript, type BudgetedPage } from "#scripts/js-budget.ts";
import { signIn } from "./auth-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// The JavaScript budgets (scripts/js-budget.ts), measured on the production build (npm test builds
// it first) as `npm run bench` measures them, the private pages signed in as the demo accounts.
// The scripts depend on the build, not on the database: PGlite only.
const pglite = testDatabases.find((d) => d.name === "pglite")!;

describe("JavaScript budgets (gzip level 9)", () => {
  let t: TestContext;
  const cookies: { investor?: string; admin?: string } = {};
  beforeAll(async () => {
    // A demo database, as a demo server runs it: the seeded accounts need no second factor (decision 0028).
    t = await startTestApp(pglite, {
      web: true,
      demo: true,
      services: { twoFactorExempt: Object.values(demoUsers).map((u) => u.username) },
    });
    await t.resetToDemoContent();
    cookies.investor = await signIn(t, demoUsers.investor.username, demoUsers.investor.password);
    cookies.admin = await signIn(t, demoUsers.admin.username, demoUsers.admin.password);
  });
  afterAll(async () => t?.close());

  it.each(Object.keys(JS_BUDGETS_KIB) as BudgetedPage[])("%s stays within its budget", async (page) => {
    // The admin portal's sections (decision 0051) as an admin, the portal as an investor.
    const cookie = page.startsWith("/admin-portal/")
      ? cookies.admin
      : page === "/investment-dashboard"
        ? cookies.investor
        : undefined;
    const res = await t.app.inject({ method: "GET", url: page, headers: cookie ? { cookie } : {} });
    expect(res.statusCode).toBe(200);
    const scripts = await pageJavaScript(res.body, async (path) => {
      const asset = await t.app.inject({ method: "GET", url: path });
      return { status: asset.statusCode, body: asset.rawPayload };
    });
    const verdict = budgetVerdict(page, scripts);
    const largest = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 8);
    console.log([verdict.text, ...largest.map((s) => `  ${(s.gzipBytes / 1024).toFixed(1)} KiB ${s.url}`)].join("\n"));
    // A page whose scripts were not found would pass any budget: the entry and the route module load.
    expect(scripts.length).toBeGreaterThan(3);
    expect(verdict.totalKiB, verdict.text).toBeLessThanOrEqual(verdict.budgetKiB);
  });
});
