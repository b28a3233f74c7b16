import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { investments } from "#server/platform/db/schema/investments.ts";
import { asAdmin, auditRows, expectStaffOnly } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const valid = {
  name: "Riverside Learning Campus",
  description: "A vocational training campus leased to a community college.",
  location: "Riverside, CA",
  fundType: "Fund I",
  assetType: "Workforce Training",
  status: "pending",
  investmentAmount: 8500000,
  estimatedROI: 13.5,
  riskLevel: "low",
};

describe.each(testDatabases)("staff investments API on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  const stored = () => t.db.select().from(investments);

  it("is staff-only: 401 without a session, 403 for investors and viewers", async () => {
    await expectStaffOnly(t, [
      ["GET", "/api/investments"],
      ["POST", "/api/investments", valid],
      ["PUT", "/api/investments/1", valid],
      ["DELETE", "/api/investments/1"],
    ]);
    expect(await stored()).toEqual([]);
  });

  it("creates, lists, updates and deletes, auditing each write with the actor", async () => {
    const { api, user } = await asAdmin(t);

    const created = await api.post("/api/investments", { ...valid, createdAt: "1999-01-01" });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      ...valid,
      investmentAmount: "8500000.00",
      estimatedROI: "13.50",
      projectedCashFlow: null,
      boardMembers: [],
    });
    expect(new Date(body.createdAt).getFullYear()).toBeGreaterThan(2020);
    const [row] = await stored();
    // Stored in integer cents (decision 0056); the API answers the decimal text.
    expect(row).toMatchObject({ id: body.id, name: valid.name, investmentCents: 850_000_000, status: "pending" });

    const second = (await api.post("/api/investments", { ...valid, name: "Second" })).json();
    const list = await api.get("/api/investments");
    expect(list.statusCode).toBe(200);
    expect(list.json().map((i: { id: number }) => i.id)).toEqual([second.id, body.id]);

    const updated = await api.put(`/api/investments/${body.id}`, {
      ...valid,
      name: "Riverside Campus",
      status: "active",
      investmentAmount: 9000000.25,
      boardMembers: ["Ann Lee", " ", "Ann Lee", "Bo Chan"],
      dueDiligenceNotes: "Lease reviewed.",
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: "Riverside Campus",
      status: "active",
      investmentAmount: "9000000.25",
      boardMembers: ["Ann Lee", "Bo Chan"],
      dueDiligenceNotes: "Lease reviewed.",
    });
    const [afterUpdate] = await t.db.select().from(investments).where(eq(investments.id, body.id));
    expect(afterUpdate).toMatchObject({ name: "Riverside Campus", investmentCents: 900_000_025 });

    const deleted = await api.delete(`/api/investments/${body.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe("");
    expect((await stored()).map((r) => r.id)).toEqual([second.id]);

    const audit = (await auditRows(t)).filter((r) => r.entityType === "investment");
    expect(audit.map((r) => [r.action, r.entityId, r.summary])).toEqual([
      ["investment.created", String(body.id), 'Created investment "Riverside Learning Campus"'],
      ["investment.created", String(second.id), 'Created investment "Second"'],
      ["investment.updated", String(body.id), 'Updated investment "Riverside Campus"'],
      ["investment.deleted", String(body.id), 'Deleted investment "Riverside Campus"'],
    ]);
    for (const r of audit) {
      expect(r).toMatchObject({ actorUserId: user.id, actorUsername: user.username, ipAddress: "127.0.0.1" });
    }
  });

  it("works for super admins too", async () => {
    const { api } = await asAdmin(t, "super_admin");
    expect((await api.post("/api/investments", valid)).statusCode).toBe(201);
    expect((await api.get("/api/investments")).json()).toHaveLength(1);
  });

  it("stores under_review when no status is sent; on update omitted fields stay and null clears", async () => {
    const { api } = await asAdmin(t);
    const { status: _s, ...noStatus } = valid;
    const created = (
      await api.post("/api/investments", { ...noStatus, ceo: "Dana Ruiz", contactPerson: "Lee" })
    ).json();
    expect(created).toMatchObject({ status: "under_review", ceo: "Dana Ruiz" });

    const { riskLevel: _r, location: _l, ...required } = noStatus;
    const updated = (
      await api.put(`/api/investments/${created.id}`, { ...required, contactPerson: null, location: "" })
    ).json();
    expect(updated).toMatchObject({
      status: "under_review",
      ceo: "Dana Ruiz",
      riskLevel: "low",
      contactPerson: null,
      location: null,
    });
  });

  it("answers 400 naming each missing required field, storing and auditing nothing", async () => {
    const { api } = await asAdmin(t);
    const res = await api.post("/api/investments", { fundType: "Fund I", assetType: "Workforce Training" });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe("VALIDATION");
    expect(Object.keys(error.fieldErrors).sort()).toEqual(["description", "estimatedROI", "investmentAmount", "name"]);
    expect(error.fieldErrors.name).toEqual(["Name is required"]);
    expect(error.fieldErrors.investmentAmount).toEqual(["Investment amount is required"]);
    expect(error.message).toMatch(/name, description, investmentAmount, estimatedROI/);
    expect(await stored()).toEqual([]);
    expect((await auditRows(t)).filter((r) => r.entityType === "investment")).toEqual([]);
  });

  it("refuses an estimated ROI outside 0-100% or with two decimals: 400 naming the field", async () => {
    const { api } = await asAdmin(t);
    for (const estimatedROI of [900, -50, 12.25]) {
      const res = await api.post("/api/investments", { ...valid, estimatedROI });
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      expect(error.message).toMatch(/estimatedROI/);
      expect(error.fieldErrors).toEqual({
        estimatedROI: ["Estimated ROI must be a percentage from 0 to 100 with at most one decimal"],
      });
    }
    expect(await stored()).toEqual([]);
    expect((await api.post("/api/investments", { ...valid, estimatedROI: 100 })).statusCode).toBe(201);
  });

  it("refuses bad values: enums, negative, non-numeric and over-precise amounts, bad dates", async () => {
    const { api } = await asAdmin(t);
    const res = await api.post("/api/investments", {
      ...valid,
      fundType: "Fund III",
      assetType: "Crypto",
      status: "approved",
      riskLevel: "extreme",
      investmentAmount: -1,
      estimatedROI: "13.5",
      acquisitionDate: "2024-13-01",
      name: "x".repeat(256),
    });
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = res.json().error;
    expect(Object.keys(fieldErrors).sort()).toEqual(
      [
        "acquisitionDate",
        "assetType",
        "estimatedROI",
        "fundType",
        "investmentAmount",
        "name",
        "riskLevel",
        "status",
      ].sort(),
    );
    expect(fieldErrors.fundType[0]).toBe("Fund must be one of: Fund I, Fund II");
    expect(fieldErrors.investmentAmount[0]).toBe("Investment amount must be at least 0");
    expect(fieldErrors.estimatedROI[0]).toBe("Estimated ROI must be a number");

    const precise = await api.post("/api/investments", { ...valid, investmentAmount: 10.123 });
    expect(precise.json().error.fieldErrors.investmentAmount).toEqual([
      "Investment amount can have at most 2 decimal places",
    ]);
    const body = await api.post("/api/investments", [valid]);
    expect(body.statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it("answers 404 'Investment not found' for missing, malformed and out-of-range ids", async () => {
    const { api } = await asAdmin(t);
    for (const id of ["999", "abc", "0", "-1", "1.5", "99999999999"]) {
      const put = await api.put(`/api/investments/${id}`, valid);
      expect(put.statusCode, id).toBe(404);
      expect(put.json().error).toEqual({ code: "NOT_FOUND", message: "Investment not found" });
      const del = await api.delete(`/api/investments/${id}`);
      expect(del.statusCode, id).toBe(404);
      expect(del.json().error.message).toBe("Investment not found");
    }
    expect((await auditRows(t)).filter((r) => r.entityType === "investment")).toEqual([]);
  });
});
