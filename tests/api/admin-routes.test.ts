// The admin portal's sections as routes (decision 0051): every old ?tab= address redirects for
// good to its section with the rest of its query, and each section's own loader lets in staff
// only, before any HTML.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isNotNull } from "drizzle-orm";
import type { Role } from "#domain/auth.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { signedIn } from "./auth-helpers.ts";
import { request } from "./request.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

/** The sections, in the order of the tab bar (app/components/staff/admin-shell-tabs.tsx). */
const SECTIONS = [
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
] as const;
/** A section's record pages, within the same shell: staff only as the sections are. */
const RECORD_PAGES = ["prospects/:id", "offerings/:id", "subscriptions/:id"] as const;

describe.each(testDatabases)("admin portal sections ($name)", (database) => {
  let t: TestContext;
  const cookies: Partial<Record<Role, string>> = {};
  beforeAll(async () => {
    t = await startTestApp(database, { web: true });
    for (const role of ["investor", "viewer", "admin", "super_admin"] as const) {
      cookies[role] = (await signedIn(t, role)).cookie;
    }
  });
  afterAll(async () => t?.close());

  const get = (url: string, role?: Role) => request(t, "GET", url, { cookie: role ? cookies[role] : undefined });

  it("every child route of /admin-portal is a section checked below (a new one must be added here)", () => {
    const children = Object.values(t.webBuild!.routes)
      .filter((route) => route?.parentId === "routes/admin/admin-portal")
      .map((route) => route!.path);
    expect(children.sort()).toEqual([...SECTIONS, ...RECORD_PAGES].sort());
  });

  it.each(RECORD_PAGES)(
    "/admin-portal/%s: anonymous to the sign-in, portal users refused, staff a 404 for none",
    async (page) => {
      const url = `/admin-portal/${page.replace(":id", "999999")}`;
      const anonymous = await get(url);
      expect(anonymous.statusCode).toBe(302);
      expect(anonymous.headers.location).toBe(`/admin-portal?returnTo=${encodeURIComponent(url)}`);
      for (const role of ["investor", "viewer"] as const) {
        const refused = await get(url, role);
        expect(refused.statusCode, role).toBe(403);
        expect(refused.body).not.toContain("Admin Dashboard");
      }
      for (const role of ["admin", "super_admin"] as const) {
        const missing = await get(url, role);
        expect(missing.statusCode, role).toBe(404);
        expect(missing.headers["cache-control"]).toBe("no-store");
      }
    },
  );

  it.each(SECTIONS)("/admin-portal?tab=%s redirects for good to /admin-portal/%s, its query kept", async (tab) => {
    for (const role of [undefined, "investor", "admin"] as const) {
      const res = await get(`/admin-portal?tab=${tab}&q=x`, role);
      expect([301, 308], `${tab} as ${role ?? "anonymous"}`).toContain(res.statusCode);
      expect(res.headers.location).toBe(`/admin-portal/${tab}?q=x`);
    }
    // Every other parameter, in its order; none left, no "?".
    const paged = await get(`/admin-portal?q=a%20b&tab=${tab}&sort=name&dir=asc&cursor=abc`);
    expect(paged.headers.location).toBe(`/admin-portal/${tab}?q=a+b&sort=name&dir=asc&cursor=abc`);
    const bare = await get(`/admin-portal?tab=${tab}`);
    expect(bare.headers.location).toBe(`/admin-portal/${tab}`);
  });

  it("an unknown ?tab= was the overview, and redirects there", async () => {
    const res = await get("/admin-portal?tab=nonsense&limit=2");
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/admin-portal/overview?limit=2");
  });

  it("/admin-portal is the sign-in, and opens the overview once staff are signed in", async () => {
    const anonymous = await get("/admin-portal");
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).toContain("Admin Portal");
    expect(anonymous.headers["cache-control"]).toBe("no-store");
    const investor = await get("/admin-portal", "investor");
    expect(investor.statusCode).toBe(200);
    expect(investor.body).toContain("This portal is for");
    for (const role of ["admin", "super_admin"] as const) {
      const staff = await get("/admin-portal", role);
      expect(staff.statusCode, role).toBe(302);
      expect(staff.headers.location).toBe("/admin-portal/overview");
    }
  });

  it.each(SECTIONS)("/admin-portal/%s: anonymous to the sign-in, investors and viewers refused", async (tab) => {
    const url = `/admin-portal/${tab}?q=x`;
    const anonymous = await get(url);
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe(`/admin-portal?returnTo=${encodeURIComponent(url)}`);
    for (const role of ["investor", "viewer"] as const) {
      const refused = await get(url, role);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.body).toContain("Access Restricted");
      expect(refused.body).not.toContain("Admin Dashboard");
    }
    // A client navigation's data request is refused the same way.
    const data = await get(`/admin-portal/${tab}.data`);
    expect(data.body).toContain(`"redirect","/admin-portal?returnTo=${encodeURIComponent(`/admin-portal/${tab}`)}"`);
  });

  it.each(SECTIONS)("/admin-portal/%s is served to admins and super admins, privately", async (tab) => {
    for (const role of ["admin", "super_admin"] as const) {
      const res = await get(`/admin-portal/${tab}`, role);
      expect(res.statusCode, `${tab} as ${role}`).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.body).toMatch(/<title>Admin Dashboard \| [^<]+<\/title>/);
      // The tab bar is navigation; the open section is the current page.
      const nav = res.body.match(/<nav aria-label="Admin sections">.*?<\/nav>/s)?.[0] ?? "";
      expect(nav.match(/<a\b/g), `${tab} as ${role}`).toHaveLength(SECTIONS.length);
      const current = (nav.match(/<a\b[^>]*>/g) ?? []).filter((a) => a.includes('aria-current="page"'));
      expect(current, `${tab} as ${role}`).toHaveLength(1);
      expect(current[0]).toContain(`href="/admin-portal/${tab}"`);
    }
  });

  it("the sign-in sends staff back to the section they were sent from, with its query", async () => {
    const res = await get(`/admin-portal?returnTo=${encodeURIComponent("/admin-portal/users?q=x")}`, "admin");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/admin-portal/users?q=x");
  });

  // An investing entity's staff page (decision 0060, slice 4): outside the tabs, guarded alike.
  it("/admin-portal/entities/:id: staff see it, investors are refused, an unknown id is a 404", async () => {
    const [{ id }] = await t.db
      .select({ id: investingEntities.id })
      .from(investingEntities)
      .where(isNotNull(investingEntities.personId))
      .limit(1);
    const url = `/admin-portal/entities/${id}`;
    expect((await get(url)).statusCode).toBe(302);
    const refused = await get(url, "investor");
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain("People and roles");
    const page = await get(url, "admin");
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain("People and roles");
    expect((await get("/admin-portal/entities/999999", "super_admin")).statusCode).toBe(404);
    expect((await get("/admin-portal/entities/abc", "admin")).statusCode).toBe(404);
  });
});
