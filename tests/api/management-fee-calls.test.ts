import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { capitalCallParts, fundCapitalCalls } from "#server/platform/db/schema/fund-ledger.ts";
import { approvedTerms, investor, NOW, SETTINGS, staffOf } from "./fund-terms-helpers.ts";
import { auditRows } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// Management fees in calls (issue 26 §2, decision 0068): with approved terms each investor's fee
// for the quarter is computed, shown before the call and stored on their part; a typed fee is
// refused; a quarter is called once; a short due date is warned of. Figures worked by hand.

// A: $1,500,000 since 2024; B: $1,000,000 from 16 Nov 2026 (46 of Q4's 92 days).
// At 1.5%: A $5,625.00 a quarter; B $3,750.00 × 46/92 = $1,875.00. With A's side letter (half off): A $2,812.50.
const CALL = {
  fundType: "Fund I",
  callDate: "2026-11-20",
  dueDate: "2026-12-04",
  purpose: "Riverside campus",
  investment: "100,000.00",
  fundExpenses: "2,500.00",
};

describe.each(testDatabases)("management fees in calls on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database, { services: { now: () => NOW } });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  async function fund() {
    const staff = await staffOf(t);
    const a = await investor(t, "Fund I", "1500000.00", "2024-01-15");
    const b = await investor(t, "Fund I", "1000000.00", "2026-11-16");
    await staff.first.api.put("/api/admin/funds/fund-i/settings", SETTINGS);
    return { staff, a, b, api: staff.admin.api };
  }

  it("shows each investor's fee for the quarter before a call, side letters applied", async () => {
    const { staff, a, b, api } = await fund();
    // No terms yet: nothing is due.
    expect((await api.get("/api/admin/funds/fund-i/management-fees")).json()).toMatchObject({
      quarter: "2026-Q4",
      totalCents: 0,
    });
    await approvedTerms(staff);
    const fees = (await api.get("/api/admin/funds/fund-i/management-fees?quarter=2026-Q4")).json();
    const byEntity = new Map(fees.lines.map((line: { entityId: number }) => [line.entityId, line]));
    expect(byEntity.get(a)).toMatchObject({ feeCents: 562_500, grossCents: 562_500, daysCharged: 92 });
    expect(byEntity.get(b)).toMatchObject({ feeCents: 187_500, daysCharged: 46 });
    expect(fees).toMatchObject({ label: "Q4 2026", quarterDays: 92, totalCents: 750_000, calledBy: null });
    const letter = { fundType: "Fund I", entityId: a, effectiveFrom: "2024-01-15", feeOffsetPercent: "50" };
    expect((await staff.first.api.post("/api/admin/funds/side-letters", letter)).statusCode).toBe(201);
    const after = (await api.get("/api/admin/funds/fund-i/management-fees?quarter=2026-Q4")).json();
    expect(after.lines.find((line: { entityId: number }) => line.entityId === a)).toMatchObject({
      grossCents: 562_500,
      offsetCents: 281_250,
      feeCents: 281_250,
    });
    expect((await api.get("/api/admin/funds/fund-i/management-fees?quarter=2026-Q5")).statusCode).toBe(400);
  });

  it("calls each investor's own fee with their share of the rest, and stores the lines", async () => {
    const { staff, a, b, api } = await fund();
    const version = await approvedTerms(staff);
    const preview = await api.post("/api/admin/funds/capital-calls/preview", CALL);
    expect(preview.statusCode, preview.body).toBe(200);
    // Investment and expenses pro rata to uncalled commitment (60% / 40%), each fee its own.
    expect(preview.json()).toMatchObject({
      investmentCents: 10_000_000,
      managementFeeCents: 750_000,
      fundExpensesCents: 250_000,
      totalCents: 11_000_000,
      fee: { source: "terms", termsVersionId: version, quarter: "2026-Q4", note: null },
      minimumDueDate: "2026-12-04",
      dueDateWarning: null,
      refusal: null,
    });
    const lines = [...preview.json().lines]
      .sort((x: { entityId: number }, y: { entityId: number }) => x.entityId - y.entityId)
      .map((l: Record<string, number>) => [
        l.entityId,
        l.investmentCents,
        l.managementFeeCents,
        l.fundExpensesCents,
        l.amountCents,
      ]);
    expect(lines).toEqual([
      [a, 6_000_000, 562_500, 150_000, 6_712_500],
      [b, 4_000_000, 187_500, 100_000, 4_287_500],
    ]);

    // A typed fee is refused while terms rule; the form leaves it out.
    const typed = await api.post("/api/admin/funds/capital-calls/preview", { ...CALL, managementFee: "7500" });
    expect(typed.statusCode).toBe(400);
    expect(Object.keys(typed.json().error.fieldErrors)).toEqual(["managementFee"]);

    const issued = await api.post("/api/admin/funds/capital-calls", CALL);
    expect(issued.statusCode, issued.body).toBe(201);
    const [call] = await t.db.select().from(fundCapitalCalls);
    expect(call).toMatchObject({
      managementFeeCents: 750_000,
      totalCents: 11_000_000,
      termsVersionId: version,
      feeQuarter: "2026-Q4",
    });
    const parts = await t.db
      .select()
      .from(capitalCallParts)
      .where(eq(capitalCallParts.callId, call.id))
      .orderBy(asc(capitalCallParts.entityId));
    expect(
      parts.map((p) => [p.entityId, p.investmentCents, p.managementFeeCents, p.fundExpensesCents, p.amountCents]),
    ).toEqual(lines);
    const audit = (await auditRows(t)).find((row) => row.action === "capital_call.issued")!;
    expect(audit.details).toMatchObject({
      managementFeeCents: 750_000,
      feeSource: "terms",
      feeQuarter: "2026-Q4",
      termsVersionId: version,
    });

    // The quarter's fee is called once: the next call of Q4 asks for none and says why.
    const second = await api.post("/api/admin/funds/capital-calls/preview", {
      ...CALL,
      callDate: "2026-11-27",
      dueDate: "2026-12-11",
    });
    expect(second.json()).toMatchObject({
      managementFeeCents: 0,
      fee: { quarter: null, note: "Q4 2026's management fee was already called with Call #1: this call asks for none" },
    });
    const named = await api.post("/api/admin/funds/capital-calls/preview", { ...CALL, feeQuarter: "2026-Q4" });
    expect(named.json().error.fieldErrors).toEqual({
      feeQuarter: ["Q4 2026's management fee was already called with Call #1"],
    });
    const future = await api.post("/api/admin/funds/capital-calls/preview", { ...CALL, feeQuarter: "2027-Q1" });
    expect(Object.keys(future.json().error.fieldErrors)).toEqual(["feeQuarter"]);
    // An earlier quarter not yet called can be (Q3 2026: A only, B had not committed).
    const q3 = await api.post("/api/admin/funds/capital-calls/preview", {
      ...CALL,
      investment: "0",
      fundExpenses: "0",
      feeQuarter: "2026-Q3",
    });
    expect(q3.json()).toMatchObject({ managementFeeCents: 562_500, totalCents: 562_500, fee: { quarter: "2026-Q3" } });
    expect(q3.json().lines.map((l: { entityId: number }) => l.entityId)).toEqual([a]);
    // Nothing to call at all is refused on the amounts.
    const nothing = await api.post("/api/admin/funds/capital-calls/preview", {
      ...CALL,
      investment: "0",
      fundExpenses: "0",
      feeQuarter: "none",
    });
    expect(Object.keys(nothing.json().error.fieldErrors)).toEqual(["investment"]);
  });

  it("keeps the typed fee for a fund without approved terms, split as its notices print it", async () => {
    const { api, a, b } = await fund();
    const missing = await api.post("/api/admin/funds/capital-calls/preview", CALL);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fieldErrors).toEqual({
      managementFee: ["Management fee is required: Fund I has no approved terms on November 20, 2026"],
    });
    const issued = await api.post("/api/admin/funds/capital-calls", { ...CALL, managementFee: "7,500.00" });
    expect(issued.statusCode, issued.body).toBe(201);
    const parts = await t.db.select().from(capitalCallParts).orderBy(asc(capitalCallParts.entityId));
    // $110,000.00 split 60/40: $66,000.00 and $44,000.00, each over the call's lines 100,000 : 7,500 : 2,500.
    expect(
      parts.map((p) => [p.entityId, p.investmentCents, p.managementFeeCents, p.fundExpensesCents, p.amountCents]),
    ).toEqual([
      [a, 6_000_000, 450_000, 150_000, 6_600_000],
      [b, 4_000_000, 300_000, 100_000, 4_400_000],
    ]);
    const [call] = await t.db.select().from(fundCapitalCalls);
    expect(call).toMatchObject({ termsVersionId: null, feeQuarter: null, managementFeeCents: 750_000 });
  });

  it("proposes ten business days to fund and warns when the due date is shorter, still allowing it", async () => {
    const { staff, api } = await fund();
    await approvedTerms(staff);
    const short = await api.post("/api/admin/funds/capital-calls/preview", { ...CALL, dueDate: "2026-11-30" });
    expect(short.json()).toMatchObject({
      minimumDueDate: "2026-12-04",
      dueDateWarning: expect.stringMatching(/^The due date gives investors fewer than 10 business days/),
    });
    expect((await api.post("/api/admin/funds/capital-calls", { ...CALL, dueDate: "2026-11-30" })).statusCode).toBe(201);
  });

  it("keeps the waterfall's tables to their rules", async () => {
    const { staff, a } = await fund();
    const version = await approvedTerms(staff);
    const { rows } = await t.db.execute<{ id: number }>(sql`
      insert into fund_distributions (fund_type, number, distribution_date, type, total_cents)
      values ('Fund I', 1, '2026-11-20', 'gain', 1000) returning id`);
    const distribution = rows[0].id;
    const { rows: parts } = await t.db.execute<{ id: number }>(sql`
      insert into distribution_parts (distribution_id, entity_id, amount_cents) values (${distribution}, ${a}, 1000) returning id`);
    const part = parts[0].id;
    const tier = (name: string, cents: number) =>
      t.db.execute(
        sql`insert into distribution_part_tiers (part_id, tier, amount_cents) values (${part}, ${name}, ${cents})`,
      );
    await tier("return_of_capital", 600);
    await tier("preferred_return", 400);
    await expect(tier("return_of_capital", 1)).rejects.toThrow();
    await expect(tier("catch_up", -1)).rejects.toThrow();
    await expect(tier("bonus", 1)).rejects.toThrow();
    const gp = (cents: number) =>
      t.db
        .execute(sql`insert into distribution_gp_allocations (distribution_id, terms_version_id, catch_up_cents, carried_interest_cents)
        values (${distribution}, ${version}, ${cents}, 0)`);
    await expect(gp(-1)).rejects.toThrow();
    await gp(100);
    await expect(gp(100)).rejects.toThrow();
    const { rows: stored } = await t.db.execute<{ clawback: string }>(
      sql`select clawback_cents::text as clawback from distribution_gp_allocations`,
    );
    expect(stored).toEqual([{ clawback: "0" }]);
    // The waterfall ran under the terms on 20 Nov 2026: no version may now take effect on it.
    const overview = (await staff.admin.api.get("/api/admin/funds/fund-i/terms")).json();
    expect(overview.coveredThrough).toBe("2026-11-20");
  });
});
