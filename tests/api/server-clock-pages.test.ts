import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "./auth-helpers.ts";
import { request } from "./request.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// One clock (decision 0054): the pages' "now" is the server's (services.now), which tests fix, so
// the HTML and the page after hydration say the same day, whatever the zone of either machine.
const NOW = new Date("2031-02-03T23:30:00Z");

describe.each(testDatabases.slice(0, 1))("pages on the server's clock, on $name", (database) => {
  let t: TestContext;
  let admin = "";
  beforeAll(async () => {
    t = await startTestApp(database, { web: true, services: { now: () => NOW } });
    admin = (await signedIn(t, "admin")).cookie;
  }, 240_000);
  afterAll(() => t?.close());

  it("dates a new article's preview by the server's clock", async () => {
    const res = await request(t, "GET", "/admin-portal/news/new", { cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<time dateTime="2031-02-03T23:30:00.000Z">February 3, 2031</time>');
  });

  it("states the fund operations figures as of the server's day", async () => {
    const res = await request(t, "GET", "/fund-operations", { cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/Figures as of (<!-- -->)?February 3, 2031/);
  });

  it("hands the account page the server's clock", async () => {
    const res = await request(t, "GET", "/account", { cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("2031-02-03T23:30:00.000Z");
  });
});
