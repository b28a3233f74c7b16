// How many statements each private page costs the database, and how many bytes it sends
// (decision 0041). On PGlite a statement has a floor of ~0.3 ms of one core, so the count is what
// bounds a page's throughput; the bounds below fail a change that adds reads to a page's path.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoUsers } from "#server/seed/demo-users.ts";
import { signIn } from "./auth-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { countedStatements } from "./statement-counter.ts";
import { testDatabases } from "./test-databases.ts";

describe.each(testDatabases)("page statements ($name)", (database) => {
  let t: TestContext;
  const { counter, database: countedDatabase } = countedStatements(database);
  let investor: string;
  let admin: string;

  beforeAll(async () => {
    // The demo accounts, as in demo mode (no second factor to set up before the staff pages).
    t = await startTestApp(countedDatabase, {
      web: true,
      demo: true,
      services: { twoFactorExempt: Object.values(demoUsers).map((u) => u.username) },
    });
    await t.resetToDemoContent();
    investor = await signIn(t, demoUsers.investor.username, demoUsers.investor.password);
    admin = await signIn(t, demoUsers.admin.username, demoUsers.admin.password);
  }, 240_000);
  afterAll(() => t.close());

  /** The page's statements (the second request: nothing read once per process is counted). */
  async function measure(url: string, cookie: string) {
    const get = () => t.app.inject({ method: "GET", url, headers: { cookie } });
    expect((await get()).statusCode).toBe(200);
    counter.statements = 0;
    const res = await get();
    expect(res.statusCode).toBe(200);
    // Rendered whole, sent in one piece with its length (app/entry.server.tsx), not chunk by chunk.
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
    expect(res.headers["transfer-encoding"]).toBeUndefined();
    return { statements: counter.statements, bytes: res.body.length };
  }

  // The other tabs' bound is loose: their lists are changed elsewhere (paging, decision 0037).
  const pages: [string, "investor" | "admin", number][] = [
    // Session, the users row (profile and e-delivery status), the ledger's four reads, documents;
    // the firm-wide lists come from memory; the documents only on the tabs that show them (decision 0041; 16 statements before).
    // Every investor page also reads the person's live grants once, for the entity it shows and the
    // switcher (decision 0060: never cached, so a revoked grant ends access at the next request);
    // the page's other reads use that reading: one statement more than before on every tab. And
    // whether the person sees an offering, for the header's Offerings link (decision 0065): one more.
    ["/investment-dashboard", "investor", 8],
    // Another tab: only its own data (decision 0041).
    ["/investment-dashboard?tab=fund-i", "investor", 8],
    // Resources also shows the upcoming events, read from records: the meetings and the investor's
    // calls still due (decision 0046; 3 when the card was hard-coded).
    ["/investment-dashboard?tab=resources", "investor", 7],
    ["/investment-dashboard?tab=reports", "investor", 5],
    ["/investment-dashboard?tab=team", "investor", 4],
    // The same, the mail preferences instead of the portal's lists; the documents only on their
    // tabs (12 before).
    ["/investor-profile", "investor", 8],
    ["/investor-profile?tab=documents", "investor", 9],
    // Session, counters, videos, recent activity, fund figures, the Form D reminders (decision 0065).
    ["/admin-portal/overview", "admin", 6],
    ["/admin-portal/users", "admin", 8],
    // Session, the page of entities and its count, then their funds and people in one read each.
    ["/admin-portal/entities", "admin", 8],
    ["/admin-portal/positions", "admin", 8],
    ["/admin-portal/investments", "admin", 8],
    ["/admin-portal/resources", "admin", 8],
    ["/admin-portal/news", "admin", 8],
    ["/admin-portal/videos", "admin", 8],
    ["/admin-portal/inquiries", "admin", 8],
    ["/admin-dashboard", "admin", 8],
  ];

  it.each(pages)("%s (%s) stays within %i statements", async (url, who, bound) => {
    const { statements, bytes } = await measure(url, who === "investor" ? investor : admin);
    console.log(`${database.name} ${url}: ${statements} statements, ${bytes} B`);
    expect(statements).toBeLessThanOrEqual(bound);
  });

  it("sends only the open tab's data: the overview carries no document, the Reports tab does", async () => {
    const get = async (url: string) => (await t.app.inject({ method: "GET", url, headers: { cookie: investor } })).body;
    const notice = "Fund II Capital Call 4 Notice";
    expect(await get("/investment-dashboard")).not.toContain(notice);
    expect(await get("/investment-dashboard?tab=reports")).toContain(notice);
    // The client's data request for another tab (what a tab switch fetches) carries it too.
    expect(await get("/investment-dashboard.data?tab=reports")).toContain(notice);
  });
});
