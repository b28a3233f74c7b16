// Over 300 lines: the paging of every server-paged list, on one database seeded once; one file keeps the lists' rules side by side.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { memberIdOf } from "#domain/investor-portal.ts";
import type { Page } from "#domain/paging.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { AUDIT_COUNT_CAP } from "#server/platform/audit.ts";
import { contactInquiries } from "#server/platform/db/schema/contact-inquiries.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { signedIn } from "./auth-helpers.ts";
import { apiClient, asAdmin } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";
import { ids, walk } from "./paging-helpers.ts";

type Row = { id: number };

describe.each(testDatabases)("paged lists on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.reset();
  });

  /** `n` investors in groups of five sharing one creation time, and sharing names in pairs: ties everywhere. */
  async function seedInvestors(n: number) {
    const base = Date.parse("2026-01-01T00:00:00.123456Z");
    await t.db.execute(sql`
      insert into users (username, email, first_name, last_name, role, created_at)
      select 'investor' || g, 'investor' || g || '@example.com', 'Ann', 'Smith' || (g / 2),
             'investor', ${new Date(base).toISOString()}::timestamptz + ((g / 5) * interval '1 second') + interval '0.000321 second'
      from generate_series(1, ${n}) g`);
    return t.db
      .select({ id: users.id, createdAt: users.createdAt, lastName: users.lastName, email: users.email })
      .from(users);
  }

  it("pages users: every row once, in order, across ties; back through previous gives the same pages", async () => {
    const { api } = await asAdmin(t, "super_admin");
    const all = await seedInvestors(53);
    const byCreated = [...all].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    const created = await walk<Row>(api, "/api/admin/users/page?limit=7");
    expect(created.total).toBe(all.length);
    expect(ids(created.forward)).toEqual(byCreated.map((u) => u.id));
    expect(created.forward.map((p) => p.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 5].slice(0, created.forward.length));
    // Going back from the last page reaches the first row again, every row once.
    expect(ids([...created.backward, created.forward.at(-1)!])).toEqual(byCreated.map((u) => u.id));

    // By name, ascending, with pairs of equal names: the id breaks the tie.
    const name = (u: { lastName: string | null }) => `${u.lastName ?? ""} `.toLowerCase();
    const byName = [...all].sort((a, b) => (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : a.id - b.id));
    const named = await walk<Row>(api, "/api/admin/users/page?limit=6&sort=name&dir=asc");
    expect(ids(named.forward)).toEqual(byName.map((u) => u.id));
  });

  it("staff first on /user-management's order, search by name, e-mail and member ID", async () => {
    const { api, user: boss } = await asAdmin(t, "super_admin");
    const all = await seedInvestors(12);
    const staff = await walk<Row & { role: string }>(api, "/api/admin/users/page?sort=role&limit=5");
    expect(staff.forward.flat()[0]).toMatchObject({ id: boss.id, role: "super_admin" });
    expect(ids(staff.forward)).toHaveLength(all.length);

    const target = all.find((u) => u.email === "investor7@example.com")!;
    const byEmail = (await api.get("/api/admin/users/page?q=INVESTOR7%40")).json() as Page<Row>;
    expect(byEmail.items.map((u) => u.id)).toEqual([target.id]);
    const byMember = (await api.get(`/api/admin/users/page?q=${memberIdOf(target)}`)).json() as Page<Row>;
    expect(byMember.items.map((u) => u.id)).toEqual([target.id]);
    const byName = (await api.get("/api/admin/users/page?q=smith3")).json() as Page<Row>;
    expect(byName.total).toBe(2);
    // A % typed is a percent sign, not a wildcard.
    expect((await api.get("/api/admin/users/page?q=%25")).json().total).toBe(0);
  });

  it("refuses a tampered cursor, a cursor of another order, and limits out of bounds (400 naming the field)", async () => {
    const { api } = await asAdmin(t, "super_admin");
    await seedInvestors(12);
    const first = (await api.get("/api/admin/users/page?limit=5")).json() as Page<Row>;
    const [head, , ...rest] = JSON.parse(Buffer.from(first.next!, "base64url").toString()) as unknown[];
    const forged = Buffer.from(JSON.stringify([head, "desc", 0, ["not a time", 1], ...rest])).toString("base64url");
    for (const url of [
      `/api/admin/users/page?cursor=${first.next!.slice(0, -3)}x`,
      `/api/admin/users/page?cursor=${forged}`,
      `/api/admin/users/page?cursor=${first.next}&sort=name`,
      "/api/admin/users/page?cursor=%24%24",
    ]) {
      const res = await api.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fieldErrors, url).toHaveProperty("cursor");
    }
    for (const [query, field] of [
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["limit=ten", "limit"],
      ["sort=password", "sort"],
      ["dir=up", "dir"],
      ["accounts=deleted", "accounts"],
    ]) {
      const res = await api.get(`/api/admin/users/page?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fieldErrors, query).toHaveProperty(field);
    }
    expect((await api.get("/api/admin/users/page?limit=100")).json().items).toHaveLength(13);
  });

  it("keeps access as it was: admins page investors and viewers only, investors are refused", async () => {
    const { api: adminApi, user: admin } = await asAdmin(t, "admin");
    const other = await signedIn(t, "super_admin");
    await seedInvestors(3);
    const page = (await adminApi.get("/api/users/page")).json() as Page<Row & { role: string }>;
    expect(page.items.map((u) => u.role)).toEqual(["investor", "investor", "investor"]);
    expect(page.items.map((u) => u.id)).not.toContain(admin.id);
    expect((await adminApi.get("/api/admin/users/page")).statusCode).toBe(403);
    expect((await adminApi.get("/api/audit-log/page")).statusCode).toBe(403);
    expect((await adminApi.get("/api/audit-log/export.csv")).statusCode).toBe(403);
    const investor = apiClient(t, (await signedIn(t, "investor")).cookie);
    for (const url of ["/api/users/page", "/api/contact-inquiries/page", "/api/contact-inquiries/export.csv"]) {
      expect((await investor.get(url)).statusCode, url).toBe(403);
      expect((await apiClient(t).get(url)).statusCode, url).toBe(401);
    }
    expect((await apiClient(t, other.cookie).get("/api/users/page")).json().total).toBe(6);
  });

  /** `n` inquiries, ten to a received time, statuses in turn. */
  async function seedInquiries(n: number) {
    await t.db.execute(sql`
      insert into contact_inquiries (first_name, last_name, email, investment_interest, status, created_at)
      select 'Name' || g, 'Family' || (g % 7), 'person' || g || '@example.com', 'general-inquiry',
             (array['new', 'contacted', 'qualified', 'closed'])[1 + g % 4],
             timestamptz '2026-03-01T00:00:00Z' + ((g / 10) * interval '1 minute')
      from generate_series(1, ${n}) g`);
  }

  it("pages inquiries by status, date and search", async () => {
    const { api } = await asAdmin(t);
    await seedInquiries(45);
    const rows = await t.db.select().from(contactInquiries);
    const contacted = rows
      .filter((r) => r.status === "contacted")
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    const walked = await walk<Row>(api, "/api/contact-inquiries/page?status=contacted&limit=4");
    expect(ids(walked.forward)).toEqual(contacted.map((r) => r.id));
    expect(walked.total).toBe(contacted.length);

    const byStatus = await walk<Row & { status: string }>(
      api,
      "/api/contact-inquiries/page?sort=status&dir=asc&limit=9",
    );
    expect(ids(byStatus.forward)).toHaveLength(45);
    expect(new Set(ids(byStatus.forward)).size).toBe(45);
    const statuses = byStatus.forward.flat().map((r) => r.status);
    expect(statuses).toEqual([...statuses].sort());

    const search = (await api.get("/api/contact-inquiries/page?q=person12%40")).json() as Page<Row>;
    expect(search.items).toHaveLength(1);
    expect((await api.get("/api/contact-inquiries/page?q=family3&limit=100")).json().total).toBe(
      rows.filter((r) => r.lastName === "Family3").length,
    );
  });

  it("streams the inquiries export whatever its size: 20,000 rows, newest first, audited", async () => {
    const { api } = await asAdmin(t);
    await seedInquiries(20_000);
    const res = await api.get("/api/contact-inquiries/export.csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-length"]).toBeUndefined();
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines).toHaveLength(20_001);
    const exportedIds = lines.slice(1).map((line) => Number(line.split(",")[0]));
    expect(new Set(exportedIds).size).toBe(20_000);
    const [newest] = await t.db
      .execute<{ id: number }>(sql`select id from contact_inquiries order by created_at desc, id desc limit 1`)
      .then((r) => r.rows);
    expect(exportedIds[0]).toBe(newest.id);
    const filtered = await api.get("/api/contact-inquiries/export.csv?status=closed&q=family1");
    expect(
      filtered.body
        .trimEnd()
        .split("\r\n")
        .slice(1)
        .every((l) => l.includes(",Family1,") && l.endsWith(",closed,")),
    ).toBe(true);
  });

  it("pages investments by fund and name, searched by name", async () => {
    const { api } = await asAdmin(t);
    await t.db.execute(sql`
      insert into investments (name, description, fund_type, asset_type, status, investment_cents, estimated_roi, created_at)
      select 'Asset ' || (g % 6), 'Generated', (array['Fund I', 'Fund II'])[1 + g % 2], 'Office',
             (array['active', 'pending'])[1 + g % 2], 100000, 5, timestamptz '2026-02-01' + ((g / 4) * interval '1 hour')
      from generate_series(1, 31) g`);
    const rows = await t.db.execute<{ id: number }>(
      sql`select id from investments order by fund_type desc, created_at desc, id desc`,
    );
    const byFund = await walk<Row>(api, "/api/investments/page?sort=fund&dir=desc&limit=4");
    expect(ids(byFund.forward)).toEqual(rows.rows.map((r) => r.id));
    const named = await walk<Row & { name: string }>(
      api,
      "/api/investments/page?sort=name&dir=asc&limit=5&q=asset%203",
    );
    expect(named.forward.flat().every((r) => r.name === "Asset 3")).toBe(true);
    expect(named.total).toBe(5);
    const fundI = (await api.get("/api/investments/page?fund=Fund%20I&limit=100")).json() as Page<{ fundType: string }>;
    expect(fundI.items.every((r) => r.fundType === "Fund I")).toBe(true);
    expect((await api.get("/api/investments/page?fund=Fund%20IX")).json().error.fieldErrors).toHaveProperty("fund");
    // The product's call still answers every row.
    expect((await api.get("/api/investments")).json()).toHaveLength(31);
  });

  /** `n` audit rows from three people over ten days, with three actions and records. */
  async function seedAudit(n: number) {
    await t.db.execute(sql`
      insert into audit_log (at, actor_user_id, actor_username, action, entity_type, entity_id, summary)
      select timestamptz '2026-05-01T00:00:00Z' + ((g % 10) * interval '1 day') + ((g / 10) * interval '1 second'),
             g % 3, (array['Alice', 'bob', 'carol'])[1 + g % 3],
             (array['user.updated', 'document.downloaded', 'inquiry.updated'])[1 + g % 3],
             (array['user', 'document', 'inquiry'])[1 + g % 3], (g % 5)::text, 'Row ' || g
      from generate_series(1, ${n}) g`);
  }

  it("filters the audit log by person, action, record and days, pages it and exports the filtered rows", async () => {
    const { api, user } = await asAdmin(t, "super_admin");
    await seedAudit(600);
    const rows = await t.db.select().from(auditLog);
    const expected = rows
      .filter(
        (r) =>
          r.actorUsername === "Alice" &&
          r.at >= new Date("2026-05-03T00:00:00Z") &&
          r.at < new Date("2026-05-06T00:00:00Z"),
      )
      .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id);
    expect(expected.length).toBeGreaterThan(20);
    const query = "actor=alice&from=2026-05-03&to=2026-05-05";
    const walked = await walk<Row>(api, `/api/audit-log/page?${query}&limit=8`);
    expect(ids(walked.forward)).toEqual(expected.map((r) => r.id));

    const oldestFirst = await walk<Row>(api, `/api/audit-log/page?${query}&dir=asc&limit=50`);
    expect(ids(oldestFirst.forward)).toEqual(expected.map((r) => r.id).reverse());

    const record = (
      await api.get("/api/audit-log/page?entityType=document&entityId=2&action=document.downloaded&limit=100")
    ).json() as Page<{ entityType: string; entityId: string; action: string }>;
    expect(record.total).toBe(rows.filter((r) => r.entityType === "document" && r.entityId === "2").length);
    expect(record.items.every((r) => r.entityId === "2" && r.action === "document.downloaded")).toBe(true);

    for (const [bad, field] of [
      ["from=2026-13-01", "from"],
      ["to=yesterday", "to"],
      ["action=user.hacked", "action"],
    ]) {
      const res = await api.get(`/api/audit-log/page?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.fieldErrors).toHaveProperty(field);
    }
    // Blank fields (the viewer's form sends them all) are no filter.
    expect((await api.get("/api/audit-log/page?actor=&action=&from=&to=")).json().total).toBe(rows.length);

    const csv = await api.get(`/api/audit-log/export.csv?${query}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = csv.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("\uFEFFid,at,actorUserId,actorUsername,action,entityType,entityId,summary,ipAddress");
    expect(lines.slice(1).map((l) => Number(l.split(",")[0]))).toEqual(expected.map((r) => r.id));
    const [exported] = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'audit_log.exported'`);
    expect(exported).toMatchObject({
      actorUserId: user.id,
      summary: expect.stringContaining(`Exported ${expected.length} audit log rows`),
    });
  });

  it("counts the audit log up to 10,000 and then says 'more than': exact below, a lower bound above", async () => {
    const { api } = await asAdmin(t, "super_admin");
    await seedAudit(AUDIT_COUNT_CAP + 500);
    const all = (await api.get("/api/audit-log/page?limit=5")).json() as Page<Row>;
    expect(all).toMatchObject({ total: AUDIT_COUNT_CAP, totalIsLowerBound: true });
    expect(all.items).toHaveLength(5);
    // A filter matching fewer rows keeps its exact total, and no flag.
    const bob = (await api.get("/api/audit-log/page?actor=bob&from=2026-05-01&to=2026-05-01")).json() as Page<Row>;
    const exact = (await t.db.select().from(auditLog)).filter(
      (r) => r.actorUsername === "bob" && r.at < new Date("2026-05-02T00:00:00Z"),
    ).length;
    expect(bob.total).toBe(exact);
    expect(bob).not.toHaveProperty("totalIsLowerBound");
  });

  it("streams an audit log export of 20,000 rows", async () => {
    const { api } = await asAdmin(t, "super_admin");
    await seedAudit(20_000);
    const total = (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n;
    const res = await api.get("/api/audit-log/export.csv");
    const lines = res.body.trimEnd().split("\r\n");
    // Every row, the export's own audit row included (it is written before the file).
    expect(lines).toHaveLength(total + 2);
    expect(new Set(lines.slice(1).map((l) => l.split(",")[0])).size).toBe(total + 1);
  });
});
