import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signedIn, TEST_ORIGIN } from "./auth-helpers.ts";
import { testDatabases } from "./test-databases.ts";
import { startTestApp, type TestContext } from "./test-app.ts";

const JSON_HEADERS = { "content-type": "application/json", origin: TEST_ORIGIN };

describe.each(testDatabases)("audit log API on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.reset();
  });

  const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

  it("GET /api/audit-log is for super admins only", async () => {
    expect((await get("/api/audit-log")).statusCode).toBe(401);
    for (const role of ["investor", "viewer", "admin"] as const) {
      expect((await get("/api/audit-log", (await signedIn(t, role)).cookie)).statusCode).toBe(403);
    }
    const boss = await signedIn(t, "super_admin");
    const res = await get("/api/audit-log", boss.cookie);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<Record<string, unknown>>;
    // Newest first: the super admin's own sign-in leads.
    expect(rows[0]).toMatchObject({ action: "login.succeeded", actorUsername: boss.user.username, entityType: "user" });
    expect(Object.keys(rows[0]).sort()).toEqual(
      ["action", "actorUserId", "actorUsername", "at", "entityId", "entityType", "id", "ipAddress", "summary"].sort(),
    );
    // Four sign-ins; the two staff ones each add their code step's challenge (decision 0028).
    expect(rows).toHaveLength(6);
  });

  it("GET /api/activity is for staff: writes and sign-ins, newest first, no failed sign-ins", async () => {
    expect((await get("/api/activity")).statusCode).toBe(401);
    for (const role of ["investor", "viewer"] as const) {
      expect((await get("/api/activity", (await signedIn(t, role)).cookie)).statusCode).toBe(403);
    }
    const admin = await signedIn(t, "admin");
    await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: JSON_HEADERS,
      payload: { username: admin.user.username, password: "wrong-password" },
    });
    await t.app.inject({
      method: "POST",
      url: "/api/articles",
      headers: { ...JSON_HEADERS, cookie: admin.cookie },
      payload: { title: "Hello", slug: "hello", category: "Company News", description: "", content: "Hi." },
    });
    const res = await get("/api/activity", admin.cookie);
    expect(res.statusCode).toBe(200);
    const items = res.json() as Array<Record<string, unknown>>;
    expect(items[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      actorUsername: admin.user.username,
      action: "article.created",
      summary: 'Created and published article "Hello"',
    });
    expect(items.map((i) => i.action)).not.toContain("login.failed");
    expect(items.filter((i) => i.action === "login.succeeded")).toHaveLength(3);
    expect((await get("/api/activity", (await signedIn(t, "super_admin")).cookie)).statusCode).toBe(200);
  });

  it("honours ?limit= and refuses a bad one", async () => {
    const boss = await signedIn(t, "super_admin");
    for (let i = 0; i < 3; i++) await signedIn(t, "investor");
    expect((await get("/api/audit-log?limit=2", boss.cookie)).json()).toHaveLength(2);
    expect((await get("/api/activity?limit=3", boss.cookie)).json()).toHaveLength(3);
    for (const bad of ["0", "501", "abc", "-1", "2.5"]) {
      const res = await get(`/api/audit-log?limit=${bad}`, boss.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fieldErrors).toHaveProperty("limit");
    }
  });
});
