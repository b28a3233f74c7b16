import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "./auth-helpers.ts";
import { request } from "./request.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// The resource routes the staff dialogs read with useFetcher().load (decision 0054): the same
// access as the API routes they replace (401 anonymous, 403 other roles), the services' answers
// and errors as `{ ok, data | error }` with the API's statuses, and never stored by a cache.
type Caller = "anonymous" | "investor" | "admin" | "super_admin";

const ROWS: Array<{ path: string; allowed: readonly Caller[]; status: number }> = [
  { path: "/resources/media", allowed: ["admin", "super_admin"], status: 200 },
  { path: "/resources/documents/consents?consent=paper", allowed: ["admin", "super_admin"], status: 200 },
  { path: "/resources/documents/recipients?limit=5&q=%20", allowed: ["admin", "super_admin"], status: 200 },
  // The investing entities a staff form picks (decision 0060, slice 4); a bad kind is the API's 400.
  { path: "/resources/entities?limit=5&q=mitchell", allowed: ["admin", "super_admin"], status: 200 },
  { path: "/resources/entities?kind=castle", allowed: ["admin", "super_admin"], status: 400 },
  { path: "/resources/documents/999999/paper", allowed: ["admin", "super_admin"], status: 404 },
  { path: "/resources/documents/999999/unopened", allowed: ["admin", "super_admin"], status: 404 },
  { path: "/resources/documents/999999/versions", allowed: ["admin", "super_admin"], status: 404 },
  { path: "/resources/mail-messages/999999", allowed: ["super_admin"], status: 404 },
  // A fund's history for the waterfall simulator (decision 0066); an unknown fund is the API's 404.
  { path: "/resources/funds/fund-i/cash-flows", allowed: ["admin", "super_admin"], status: 200 },
  { path: "/resources/funds/fund-iii/cash-flows", allowed: ["admin", "super_admin"], status: 404 },
];

describe.each(testDatabases.slice(0, 1))("resource routes on $name", (database) => {
  let t: TestContext;
  const cookies: Partial<Record<Caller, string>> = {};
  let investorName = "";
  let investorId = 0;
  beforeAll(async () => {
    t = await startTestApp(database, { web: true });
    for (const role of ["investor", "admin", "super_admin"] as const) {
      const { user, cookie } = await signedIn(t, role);
      cookies[role] = cookie;
      if (role === "investor") [investorName, investorId] = [user.username, user.id];
    }
  }, 240_000);
  afterAll(() => t?.close());

  const get = (path: string, who: Caller) => request(t, "GET", path, { cookie: cookies[who] });

  it.each(ROWS)("$path: the API's access, then the service's answer", async ({ path, allowed, status }) => {
    for (const who of ["anonymous", "investor", "admin", "super_admin"] as const) {
      const res = await get(path, who);
      const expected = allowed.includes(who) ? status : who === "anonymous" ? 401 : 403;
      expect({ who, status: res.statusCode }).toEqual({ who, status: expected });
      expect(res.headers["cache-control"]).toBe("no-store");
      const body = res.json() as { ok: boolean; error?: { code: string; message: string } };
      expect(body.ok).toBe(expected === 200);
      if (expected === 401) expect(body.error).toEqual({ code: "UNAUTHENTICATED", message: "Sign in to continue" });
      if (expected === 403) expect(body.error?.code).toBe("FORBIDDEN");
    }
  });

  it("answers the data the dialogs show", async () => {
    const consents = (await get("/resources/documents/consents?consent=all", "admin")).json();
    expect(consents).toMatchObject({ ok: true });
    expect(Array.isArray(consents.data)).toBe(true);
    const recipients = (await get(`/resources/documents/recipients?limit=5&q=%20${investorName}%20`, "admin")).json();
    expect(recipients).toMatchObject({ ok: true, data: { q: investorName, page: { limit: 5, total: 1 } } });
    // The investor's own holding is an entity the forms may pick, named { id, name, memberId }.
    const entities = (await get(`/resources/entities?limit=5&sort=member&dir=desc`, "admin")).json();
    expect(entities).toMatchObject({ ok: true, data: { q: "", page: { limit: 5 } } });
    expect(Object.keys(entities.data.page.items[0]).sort()).toEqual(["id", "memberId", "name"]);
    const missing = (await get("/resources/mail-messages/999999", "super_admin")).json();
    expect(missing).toEqual({ ok: false, error: { code: "NOT_FOUND", message: "Message not found" } });
  });

  it("answers a document's lists as the API does", async () => {
    const upload = await request(t, "POST", "/api/documents/pending", {
      cookie: cookies.admin,
      payload: { userId: investorId, title: "2030 Schedule K-1", expectedDate: "2031-03-15" },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { id } = upload.json() as { id: number };
    for (const list of ["paper", "unopened", "versions"]) {
      const api = await request(t, "GET", `/api/documents/${id}/${list}`, { cookie: cookies.admin });
      const resource = await get(`/resources/documents/${id}/${list}`, "admin");
      expect(resource.statusCode).toBe(200);
      expect(resource.json()).toEqual({ ok: true, data: api.json() });
    }
  });

  it("refuses a bad query with the API's 400, and an unknown list with 404", async () => {
    const bad = await get("/resources/documents/consents?consent=some", "admin");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ ok: false, error: { code: "VALIDATION" } });
    expect((await get("/resources/documents/999999/secrets", "admin")).statusCode).toBe(404);
  });

  it("answers a fetcher's .data request with the same access", async () => {
    const path = "/resources/media.data?_routes=routes%2Fresources%2Fstaff%2Fmedia-library";
    expect((await get(path, "admin")).statusCode).toBe(200);
    expect((await get(path, "investor")).statusCode).toBe(403);
    expect((await get(path, "anonymous")).statusCode).toBe(401);
  });
});
