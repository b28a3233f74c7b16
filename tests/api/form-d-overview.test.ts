// Issue 25 §4: the staff Overview reminds them that Form D is due 15 days after an offering's first
// sale, until it is filed, an overdue one marked (rendered by the production build's page).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "./auth-helpers.ts";
import { request } from "./request.ts";
import { makeOffering } from "./subscription-fixtures.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const NOW = new Date("2026-06-15T12:00:00Z");

describe.each(testDatabases)("Form D reminders on the Overview ($name)", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database, { web: true, services: { now: () => NOW } });
  });
  afterAll(async () => t?.close());

  it("lists each offering with a first sale and no Form D filed, with its due date", async () => {
    await makeOffering(t, { name: "Harbour Fund offering", firstSaleDate: "2026-05-20" });
    await makeOffering(t, { name: "Ridge Fund offering", firstSaleDate: "2026-06-10" });
    await makeOffering(t, { name: "Filed Fund offering", firstSaleDate: "2026-05-01", formDFiledAt: NOW });
    const { cookie } = await signedIn(t, "admin");
    const res = await request(t, "GET", "/admin-portal/overview", { cookie });
    expect(res.statusCode).toBe(200);
    const text = res.body.replace(/<!-- -->/g, "");
    expect(text).toContain("Form D filings");
    expect(text).toContain("Overdue: Form D for Harbour Fund offering is due June 4, 2026");
    expect(text).toContain("Form D for Ridge Fund offering is due June 25, 2026");
    expect(text).not.toContain("Filed Fund offering");
  });
});
