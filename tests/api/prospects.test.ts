// Issue 25 §1: every public inquiry becomes a prospect (one per e-mail), and staff work the pipeline.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prospects } from "#server/platform/db/schema/prospects.ts";
import { signedIn } from "./auth-helpers.ts";
import { asAdmin, auditRows, expectStaffOnly } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const inquiry = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email,
  investmentInterest: "private-equity-fund-ii",
  message: "Tell me about Fund II.",
  ...extra,
});

describe.each(testDatabases)("prospects on $name", (database) => {
  let t: TestContext;
  let host = 1;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  const submit = (payload: unknown) =>
    t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(payload),
      remoteAddress: `10.9.0.${host++}`,
    });

  it("makes a prospect of every inquiry, one per e-mail whatever its case, with each inquiry on the timeline", async () => {
    expect((await submit(inquiry("ada@example.com"))).statusCode).toBe(201);
    expect((await submit(inquiry("ADA@Example.com", { message: "Any news?" }))).statusCode).toBe(201);
    expect((await submit(inquiry("grace@example.com", { firstName: "Grace", lastName: "Hopper" }))).statusCode).toBe(
      201,
    );
    const rows = await t.db.select().from(prospects).orderBy(prospects.id);
    expect(rows.map((row) => [row.email, row.stage, row.interest])).toEqual([
      ["ada@example.com", "new", "private-equity-fund-ii"],
      ["grace@example.com", "new", "private-equity-fund-ii"],
    ]);
    const { api } = await asAdmin(t);
    const detail = (await api.get(`/api/admin/prospects/${rows[0].id}`)).json();
    expect(detail.activities.map((a: { kind: string; summary: string }) => [a.kind, a.summary])).toEqual([
      ["inquiry", "Tell me about Fund II."],
      ["inquiry", "Any news?"],
    ]);
  });

  it("moves a prospect along with an owner and a next step, each change on its timeline and audited", async () => {
    await submit(inquiry("ada@example.com"));
    const [row] = await t.db.select().from(prospects);
    const admin = await asAdmin(t);
    const investor = await signedIn(t, "investor");
    const url = `/api/admin/prospects/${row.id}`;

    const lostWithoutReason = await admin.api.patch(url, { stage: "lost" });
    expect(lostWithoutReason.statusCode).toBe(400);
    expect(Object.keys(lostWithoutReason.json().error.fieldErrors)).toEqual(["lostReason"]);
    const notStaff = await admin.api.patch(url, { ownerId: investor.user.id });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().error.fieldErrors).toEqual({ ownerId: ["Choose a staff member"] });
    const badDate = await admin.api.patch(url, { nextStep: "Call", nextStepDate: "2026-02-30" });
    expect(badDate.statusCode).toBe(400);
    expect(Object.keys(badDate.json().error.fieldErrors)).toEqual(["nextStepDate"]);
    const dateAlone = await admin.api.patch(url, { nextStepDate: "2026-12-01" });
    expect(dateAlone.statusCode).toBe(400);
    expect(Object.keys(dateAlone.json().error.fieldErrors)).toEqual(["nextStep"]);
    const unknown = await admin.api.patch(url, { stage: "won" });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().error.fieldErrors)).toEqual(["stage"]);

    const moved = await admin.api.patch(url, {
      stage: "qualified",
      ownerId: admin.user.id,
      nextStep: "Send the Fund II deck",
      nextStepDate: "2026-12-01",
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      stage: "qualified",
      ownerId: admin.user.id,
      ownerName: `${admin.user.firstName} ${admin.user.lastName}`,
      nextStep: "Send the Fund II deck",
      nextStepDate: "2026-12-01",
    });
    const noted = await admin.api.post(`${url}/notes`, { note: "Prefers e-mail." });
    expect(noted.statusCode).toBe(201);
    expect(noted.json().activities.map((a: { kind: string }) => a.kind)).toEqual([
      "inquiry",
      "stage_changed",
      "owner_changed",
      "next_step_set",
      "note",
    ]);
    const lost = await admin.api.patch(url, { stage: "lost", lostReason: "Chose another fund" });
    expect(lost.json()).toMatchObject({ stage: "lost", lostReason: "Chose another fund" });
    const audits = (await auditRows(t)).filter((a) => a.entityType === "prospect");
    expect(audits.map((a) => a.action)).toEqual(["prospect.updated", "prospect.noted", "prospect.updated"]);
    expect(audits[2].summary).toContain("Moved from Qualified to Lost: Chose another fund");

    // Writing again brings a lost prospect back to New.
    await submit(inquiry("ada@example.com", { message: "Back again" }));
    const [again] = await t.db.select().from(prospects);
    expect([again.stage, again.lostReason]).toEqual(["new", null]);
  });

  it("lists a page filtered by stage, owner and search, with the counts per stage, and exports it audited", async () => {
    for (const [i, name] of ["Ada", "Grace", "Katherine"].entries()) {
      await submit(inquiry(`${name.toLowerCase()}@example.com`, { firstName: name, lastName: `Person${i}` }));
    }
    const admin = await asAdmin(t);
    const [ada] = await t.db.select().from(prospects).where(eq(prospects.email, "ada@example.com"));
    await admin.api.patch(`/api/admin/prospects/${ada.id}`, { stage: "contacted", ownerId: admin.user.id });

    const all = (await admin.api.get("/api/admin/prospects/page")).json();
    expect(all.page.total).toBe(3);
    // The most recently changed first.
    expect(all.page.items[0].email).toBe("ada@example.com");
    expect(all.counts).toMatchObject({ all: 3, new: 2, contacted: 1, lost: 0 });
    const contacted = (await admin.api.get("/api/admin/prospects/page?stage=contacted")).json();
    expect(contacted.page.items.map((p: { email: string }) => p.email)).toEqual(["ada@example.com"]);
    const owned = (await admin.api.get(`/api/admin/prospects/page?owner=${admin.user.id}`)).json();
    expect(owned.page.total).toBe(1);
    const searched = (await admin.api.get("/api/admin/prospects/page?q=grace&sort=name&dir=asc")).json();
    expect(searched.page.items.map((p: { firstName: string }) => p.firstName)).toEqual(["Grace"]);
    expect((await admin.api.get("/api/admin/prospects/page?stage=won")).statusCode).toBe(400);

    const csv = await admin.api.get("/api/admin/prospects/export.csv?stage=new");
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain("email");
    const exported = (await auditRows(t)).find((a) => a.action === "prospect.exported");
    expect(exported?.summary).toBe("Exported 2 prospects to CSV");
  });

  it("is staff only", async () => {
    await submit(inquiry("ada@example.com"));
    const [row] = await t.db.select().from(prospects);
    await expectStaffOnly(t, [
      ["GET", "/api/admin/prospects/page"],
      ["GET", "/api/admin/prospects/export.csv"],
      ["GET", `/api/admin/prospects/${row.id}`],
      ["PATCH", `/api/admin/prospects/${row.id}`, { stage: "contacted" }],
      ["POST", `/api/admin/prospects/${row.id}/notes`, { note: "x" }],
    ]);
    expect((await t.db.select().from(prospects))[0].stage).toBe("new");
  });
});
