// The distribution waterfall's API (issue 26 §3, decision 0066): the staff simulator and the fund
// history it reads from the ledger. Worked answers are computed by hand in the comments.
import { count } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { centsFromDecimal } from "#domain/ledger/money.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { capitalCallParts, fundCapitalCalls, fundDistributions } from "#server/platform/db/schema/fund-ledger.ts";
import { signedIn } from "./auth-helpers.ts";
import { holdingOf } from "./entity-helpers.ts";
import { asAdmin, expectStaffOnly } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const SIMULATE = "/api/admin/funds/waterfall/simulate";
const TERMS = {
  style: "european",
  preferredReturn: "8",
  compounding: "none",
  dayCount: "30/360",
  catchUp: "100",
  carriedInterest: "20",
};
// $1,000,000 in on 2020-01-01, $1,500,000 proposed on 2022-01-01 (8% simple, 30/360: two years):
// capital 1,000,000; pref 160,000; catch-up 160,000 × 0.2 / 0.8 = 40,000; split 300,000 (GP 60,000).
const BODY = {
  terms: TERMS,
  contributions: [{ date: "2020-01-01", amount: "1,000,000.00" }],
  distributions: [],
  proposed: { date: "2022-01-01", amount: "1500000" },
};

describe.each(testDatabases)("waterfall API on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  it("is staff-only: 401 without a session, 403 for investors and viewers", async () => {
    await expectStaffOnly(t, [
      ["POST", SIMULATE, BODY],
      ["GET", "/api/admin/funds/fund-i/cash-flows"],
    ]);
  });

  it("answers the worked example for admins and super admins, and stores nothing", async () => {
    for (const role of ["admin", "super_admin"] as const) {
      const { api } = await asAdmin(t, role);
      const res = await api.post(SIMULATE, BODY);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        tiers: [
          { name: "return_of_capital", lp: "1000000.00", gp: "0.00" },
          { name: "preferred_return", lp: "160000.00", gp: "0.00" },
          { name: "catch_up", lp: "0.00", gp: "40000.00" },
          { name: "carried_interest_split", lp: "240000.00", gp: "60000.00" },
        ],
        lpTotal: "1400000.00",
        gpTotal: "100000.00",
      });
    }
    const audited = (await t.db.select().from(auditLog)).filter((row) => !row.action.startsWith("login"));
    expect(audited).toEqual([]);
    expect((await t.db.select({ n: count() }).from(fundDistributions))[0].n).toBe(0);
  });

  it("answers deal by deal with the clawback exposure", async () => {
    const { api } = await asAdmin(t);
    // Deal A (500,000 in) returned 1,000,000: its GP carry 100,000. Deal B (500,000) returns only
    // 200,000: all capital. The whole fund (1,200,000 on 1,000,000) would give the GP 40,000 of
    // catch-up (pref 160,000 first): 60,000 would be clawed back.
    const res = await api.post(SIMULATE, {
      terms: { ...TERMS, style: "american" },
      contributions: [
        { date: "2020-01-01", amount: "500000", deal: "A" },
        { date: "2020-01-01", amount: "500000", deal: "B" },
      ],
      distributions: [{ date: "2022-01-01", amount: "1000000", deal: "A" }],
      proposed: { date: "2022-01-01", amount: "200000", deal: "B" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      lpTotal: "200000.00",
      gpTotal: "0.00",
      clawback: { dealByDealGp: "100000.00", wholeFundGp: "40000.00", exposure: "60000.00" },
    });
  });

  it("answers 400 naming the field for a bad body", async () => {
    const { api } = await asAdmin(t);
    const cases: Array<[unknown, string]> = [
      [{ ...BODY, terms: { ...TERMS, preferredReturn: "eight" } }, "terms.preferredReturn"],
      [{ ...BODY, terms: { ...TERMS, preferredReturn: "101" } }, "terms.preferredReturn"],
      [{ ...BODY, terms: { ...TERMS, carriedInterest: "100" } }, "terms.carriedInterest"],
      [{ ...BODY, terms: { ...TERMS, catchUp: "20" } }, "terms.catchUp"],
      [{ ...BODY, terms: { ...TERMS, dayCount: "actual/360" } }, "terms.dayCount"],
      [{ ...BODY, terms: { ...TERMS, compounding: "monthly" } }, "terms.compounding"],
      [{ ...BODY, terms: { ...TERMS, style: "global" } }, "terms.style"],
      [{ ...BODY, contributions: [{ date: "2020-13-01", amount: "1" }] }, "contributions.0.date"],
      [{ ...BODY, contributions: [{ date: "2020-01-01", amount: "1.001" }] }, "contributions.0.amount"],
      [{ ...BODY, contributions: [{ date: "2020-01-01", amount: "10", fees: "11" }] }, "contributions.0.fees"],
      [{ ...BODY, contributions: [{ date: "2023-01-01", amount: "10" }] }, "contributions.0.date"],
      [{ ...BODY, distributions: [{ date: "2022-01-02", amount: "10" }] }, "distributions.0.date"],
      [{ ...BODY, proposed: { date: "2022-01-01", amount: "0" } }, "proposed.amount"],
      [{ ...BODY, proposed: { amount: "10" } }, "proposed.date"],
      [{ ...BODY, terms: { ...TERMS, style: "american" } }, "contributions.0.deal"],
      [{ ...BODY, terms: { ...TERMS, style: "american" } }, "proposed.deal"],
      [{ ...BODY, contributions: "all of them" }, "contributions"],
      [{ ...BODY, contributions: [{ date: "1921-12-31", amount: "10" }] }, "contributions.0.date"],
      [
        {
          ...BODY,
          contributions: Array.from({ length: 1001 }, () => ({ date: "2020-01-01", amount: "1" })),
        },
        "contributions",
      ],
      [
        {
          ...BODY,
          distributions: Array.from({ length: 10 }, () => ({ date: "2020-01-01", amount: "9999999999999.99" })),
        },
        "distributions",
      ],
      [{ ...BODY, terms: undefined }, "terms"],
    ];
    for (const [body, field] of cases) {
      const res = await api.post(SIMULATE, body);
      expect(res.statusCode, field).toBe(400);
      const error = res.json().error;
      expect(error.code).toBe("VALIDATION");
      expect(Object.keys(error.fieldErrors), field).toContain(field);
      expect(error.message).toContain(field);
    }
  });

  it("reads a fund's paid-in capital per day with its fees, and its distributions, for the simulator", async () => {
    const [a, b] = [await signedIn(t, "investor"), await signedIn(t, "investor")];
    const [entityA, entityB] = [await holdingOf(t.db, a.user), await holdingOf(t.db, b.user)];
    // A call of 100,000.01, of which 10,000.01 fees and expenses, paid in two parts on two days.
    const [call] = await t.db
      .insert(fundCapitalCalls)
      .values({
        fundType: "Fund I",
        number: 1,
        callDate: "2024-02-01",
        dueDate: "2024-02-15",
        purpose: "Riverside campus",
        investmentCents: 9_000_000,
        managementFeeCents: 750_001,
        fundExpensesCents: 250_000,
        totalCents: 10_000_001,
      })
      .returning();
    await t.db.insert(capitalCallParts).values([
      {
        callId: call.id,
        entityId: entityA,
        amountCents: 5_000_001,
        investmentCents: 4_500_000,
        managementFeeCents: 375_001,
        fundExpensesCents: 125_000,
        paidCents: 5_000_001,
        status: "Paid",
        paidOn: "2024-02-10",
      },
      {
        callId: call.id,
        entityId: entityB,
        amountCents: 5_000_000,
        investmentCents: 4_500_000,
        managementFeeCents: 375_000,
        fundExpensesCents: 125_000,
        paidCents: 5_000_000,
        status: "Paid",
        paidOn: "2024-02-12",
      },
    ]);
    // Fund II's call is not Fund I's history; an unpaid part is no contribution.
    const [other] = await t.db
      .insert(fundCapitalCalls)
      .values({
        fundType: "Fund II",
        number: 1,
        callDate: "2024-03-01",
        dueDate: "2024-03-15",
        purpose: "Other",
        investmentCents: 100,
        managementFeeCents: 0,
        fundExpensesCents: 0,
        totalCents: 100,
      })
      .returning();
    await t.db.insert(capitalCallParts).values({
      callId: other.id,
      entityId: entityA,
      amountCents: 100,
      investmentCents: 100,
      managementFeeCents: 0,
      fundExpensesCents: 0,
    });
    await t.db
      .insert(fundDistributions)
      .values({ fundType: "Fund I", number: 1, distributionDate: "2024-06-30", type: "income", totalCents: 2_000_000 });

    const { api } = await asAdmin(t);
    const res = await api.get("/api/admin/funds/fund-i/cash-flows");
    expect(res.statusCode, res.body).toBe(200);
    // Fees in each payment: paid × 1,000,001 / 10,000,001 → 500,000.55 → 500,001 and 500,000 cents.
    expect(res.json()).toEqual({
      fundType: "Fund I",
      contributions: [
        { date: "2024-02-10", amount: "50000.01", fees: "5000.01" },
        { date: "2024-02-12", amount: "50000.00", fees: "5000.00" },
      ],
      distributions: [{ date: "2024-06-30", amount: "20000.00" }],
    });
    expect((await api.get("/api/admin/funds/fund-ii/cash-flows")).json()).toEqual({
      fundType: "Fund II",
      contributions: [],
      distributions: [],
    });
    expect((await api.get("/api/admin/funds/fund-iii/cash-flows")).statusCode).toBe(404);

    // The history goes into the simulator as it is: 20,000 earlier and 100,000.01 now return the
    // 100,000.01 paid in first; the 20,000.00 left pays pref (< 100,000 × 8% × ~0.4 year ≈ 3,200),
    // then catch-up and split, every cent allocated.
    const flows = res.json();
    const simulated = await api.post(SIMULATE, {
      terms: { ...TERMS, compounding: "annual", dayCount: "actual/365" },
      contributions: flows.contributions,
      distributions: flows.distributions,
      proposed: { date: "2024-07-01", amount: "100000.01" },
    });
    expect(simulated.statusCode, simulated.body).toBe(200);
    const answer = simulated.json();
    expect(answer.tiers[0]).toEqual({ name: "return_of_capital", lp: "80000.01", gp: "0.00" });
    expect(centsFromDecimal(answer.lpTotal) + centsFromDecimal(answer.gpTotal)).toBe(10_000_001);
  });
});
