import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactInquiries } from "#server/platform/db/schema/contact-inquiries.ts";
import { asAdmin, auditRows, expectStaffOnly } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

describe.each(testDatabases)("staff inquiries API on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  /** Three inquiries a minute apart, oldest first. */
  async function seed() {
    const base = Date.UTC(2025, 0, 10, 9, 0, 0);
    const rows = [
      {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        investmentInterest: "real-estate-fund-i",
        message: "Fund I, please.",
        status: "new",
      },
      {
        firstName: '=HYPERLINK("http://evil")',
        lastName: "-2+3",
        email: "@evil.example",
        investmentInterest: "general-inquiry",
        message: 'He said "hi",\nthen left',
        status: "contacted",
      },
      {
        firstName: "Grace",
        lastName: "Hopper",
        email: "grace@example.com",
        investmentInterest: "upcoming-fund-iii",
        message: null,
        status: "new",
      },
    ];
    return t.db
      .insert(contactInquiries)
      .values(rows.map((row, i) => ({ ...row, createdAt: new Date(base + i * 60_000) })))
      .returning();
  }

  it("is staff-only: 401 without a session, 403 for investors and viewers", async () => {
    const [row] = await seed();
    await expectStaffOnly(t, [
      ["GET", "/api/contact-inquiries"],
      ["GET", "/api/contact-inquiries/export.csv"],
      ["GET", `/api/contact-inquiries/${row.id}`],
      ["PATCH", `/api/contact-inquiries/${row.id}`, { status: "closed" }],
      ["DELETE", `/api/contact-inquiries/${row.id}`],
    ]);
    expect((await t.db.select().from(contactInquiries)).map((r) => r.status)).toEqual(["new", "contacted", "new"]);
  });

  it("lists newest first, filters by ?status= and opens one inquiry with its message", async () => {
    const [ada, , grace] = await seed();
    const { api } = await asAdmin(t);
    const all = await api.get("/api/contact-inquiries");
    expect(all.statusCode).toBe(200);
    expect(all.json().map((i: { firstName: string }) => i.firstName)).toEqual(["Grace", expect.any(String), "Ada"]);
    expect(all.json()[2]).toMatchObject({
      id: ada.id,
      email: "ada@example.com",
      message: "Fund I, please.",
      status: "new",
      createdAt: "2025-01-10T09:00:00.000Z",
    });
    const fresh = await api.get("/api/contact-inquiries?status=new");
    expect(fresh.json().map((i: { id: number }) => i.id)).toEqual([grace.id, ada.id]);

    const bad = await api.get("/api/contact-inquiries?status=spam");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldErrors).toHaveProperty("status");

    const one = await api.get(`/api/contact-inquiries/${ada.id}`);
    expect(one.json()).toMatchObject({ id: ada.id, message: "Fund I, please." });
    const missing = await api.get("/api/contact-inquiries/999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: "NOT_FOUND", message: "Inquiry not found" });
  });

  it("sets a status, auditing the change with the actor", async () => {
    const [ada] = await seed();
    const { api, user } = await asAdmin(t);
    const res = await api.patch(`/api/contact-inquiries/${ada.id}`, { status: "qualified" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ada.id, status: "qualified", firstName: "Ada" });
    const [row] = await t.db.select().from(contactInquiries).where(eq(contactInquiries.id, ada.id));
    expect(row.status).toBe("qualified");

    const [audit] = (await auditRows(t)).filter((r) => r.entityType === "inquiry");
    expect(audit).toMatchObject({
      action: "inquiry.updated",
      entityId: String(ada.id),
      actorUserId: user.id,
      actorUsername: user.username,
      summary: 'Set the status of the inquiry from Ada Lovelace to "qualified"',
      details: { from: "new", to: "qualified" },
    });
  });

  it("refuses an unknown or missing status (400 naming status) and unknown ids (404)", async () => {
    const [ada] = await seed();
    const { api } = await asAdmin(t);
    for (const body of [{ status: "archived" }, {}, { status: null }]) {
      const res = await api.patch(`/api/contact-inquiries/${ada.id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fieldErrors.status).toEqual([
        body.status === "archived" ? "Status must be one of: new, contacted, qualified, closed" : "Status is required",
      ]);
    }
    expect((await api.patch("/api/contact-inquiries/999", { status: "closed" })).statusCode).toBe(404);
    expect((await api.delete("/api/contact-inquiries/999")).statusCode).toBe(404);
    expect((await auditRows(t)).filter((r) => r.entityType === "inquiry")).toEqual([]);
  });

  it("deletes an inquiry, auditing it", async () => {
    const [ada] = await seed();
    const { api, user } = await asAdmin(t);
    const res = await api.delete(`/api/contact-inquiries/${ada.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(contactInquiries).where(eq(contactInquiries.id, ada.id))).toEqual([]);
    expect((await api.get(`/api/contact-inquiries/${ada.id}`)).statusCode).toBe(404);
    const [audit] = (await auditRows(t)).filter((r) => r.entityType === "inquiry");
    expect(audit).toMatchObject({
      action: "inquiry.deleted",
      actorUserId: user.id,
      summary: "Deleted the inquiry from Ada Lovelace <ada@example.com>",
    });
  });

  it("exports the inquiries shown as CSV: headers, RFC 4180 quoting, formulas neutralised, audited", async () => {
    const [ada, evil, grace] = await seed();
    const { api, user } = await asAdmin(t);
    const res = await api.get("/api/contact-inquiries/export.csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="inquiries-${day}.csv"`);
    // A UTF-8 byte order mark first, so Excel reads "François" as UTF-8.
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body).toBe(
      "\uFEFFid,createdAt,firstName,lastName,email,investmentInterest,status,message\r\n" +
        `${grace.id},2025-01-10T09:02:00.000Z,Grace,Hopper,grace@example.com,upcoming-fund-iii,new,\r\n` +
        `${evil.id},2025-01-10T09:01:00.000Z,"'=HYPERLINK(""http://evil"")",'-2+3,'@evil.example,general-inquiry,contacted,"He said ""hi"",\nthen left"\r\n` +
        `${ada.id},2025-01-10T09:00:00.000Z,Ada,Lovelace,ada@example.com,real-estate-fund-i,new,"Fund I, please."\r\n`,
    );

    const filtered = await api.get("/api/contact-inquiries/export.csv?status=contacted");
    const lines = filtered.body.trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${evil.id},`));
    expect((await api.get("/api/contact-inquiries/export.csv?status=nope")).statusCode).toBe(400);

    const audit = (await auditRows(t)).filter((r) => r.action === "inquiry.exported");
    expect(audit.map((r) => [r.summary, r.actorUserId, r.actorUsername])).toEqual([
      ["Exported 3 inquiries to CSV", user.id, user.username],
      ["Exported 1 inquiry to CSV (status contacted)", user.id, user.username],
    ]);
  });
});
