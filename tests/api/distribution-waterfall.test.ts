// Over 300 lines: the issue path against the simulator, on both databases, with the fixtures the four cases share.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { centsFromDecimal } from "#domain/ledger/money.ts";
import { documentDownloadPath } from "#domain/investor-portal.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { capitalCallParts, distributionParts, fundCapitalCalls } from "#server/platform/db/schema/fund-ledger.ts";
import { distributionGpAllocations, distributionPartTiers } from "#server/platform/db/schema/fund-waterfall.ts";
import { hasPoppler, pdfText } from "#tests/pdf-text.ts";
import { signedIn } from "./auth-helpers.ts";
import { holdingOf } from "./entity-helpers.ts";
import { approvedTerms, NOW, SETTINGS, staffOf } from "./fund-terms-helpers.ts";
import { apiClient, auditRows } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// A distribution issued under a fund's approved terms is split by the waterfall over the fund's
// whole history (issue 26 §3, decision 0066): each part by tier, the GP's catch-up and carry
// stored as its own party, and the simulator given the fund's cash flows agrees to the cent.

const TIERS = ["return_of_capital", "preferred_return", "catch_up", "carried_interest_split"];
// 8% simple on 30/360: two years on $1,000,000 are $160,000 of pref, to the cent.
const SIMPLE = { compounding: "none", dayCount: "30_360" };
const SIMULATOR_TERMS = {
  style: "european",
  preferredReturn: "8",
  compounding: "none",
  dayCount: "30/360",
  catchUp: "100",
  carriedInterest: "20",
  returnFeesFirst: true,
};

interface Line {
  entityId: number;
  amountCents: number;
  tiers: Array<{ name: string; amountCents: number }> | null;
  carriedInterestWithheldCents: number;
}

describe.each(testDatabases)("distributions by the waterfall on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database, { services: { now: () => NOW } });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  /** An investor of Fund I with a commitment, signed in. */
  async function lp(amount: string) {
    const session = await signedIn(t, "investor", { fundIAccess: true });
    const entityId = await holdingOf(t.db, session.user);
    await t.db.insert(capitalCommitments).values({
      entityId,
      fundType: "Fund I",
      commitmentCents: centsFromDecimal(amount),
      commitmentDate: "2024-01-15",
    });
    return { entityId, api: apiClient(t, session.cookie) };
  }

  /** A paid call: each [entity, cents paid, paid on, fee cents] a part, paid in full. */
  async function paidCall(number: number, callDate: string, parts: Array<[number, number, string, number?]>) {
    const total = parts.reduce((sum, [, cents]) => sum + cents, 0);
    const [call] = await t.db
      .insert(fundCapitalCalls)
      .values({
        fundType: "Fund I",
        number,
        callDate,
        dueDate: callDate,
        purpose: "Investment",
        investmentCents: total,
        managementFeeCents: 0,
        fundExpensesCents: 0,
        totalCents: total,
      })
      .returning();
    await t.db.insert(capitalCallParts).values(
      parts.map(([entityId, cents, paidOn, fee = 0]) => ({
        callId: call.id,
        entityId,
        amountCents: cents,
        investmentCents: cents - fee,
        managementFeeCents: fee,
        fundExpensesCents: 0,
        paidCents: cents,
        status: "Paid" as const,
        paidOn,
      })),
    );
  }

  async function setUp(terms: Record<string, unknown>) {
    const staff = await staffOf(t);
    const [a, b] = [await lp("3000000.00"), await lp("1000000.00")];
    await staff.first.api.put("/api/admin/funds/fund-i/settings", SETTINGS);
    const version = await approvedTerms(staff, terms);
    return { staff, a, b, version, api: staff.admin.api };
  }

  const distribution = (distributionDate: string, total: string) => ({
    fundType: "Fund I",
    distributionDate,
    type: "gain",
    description: "Sale of the Riverside campus",
    total,
  });

  /** Every stored part and tier row, in the order stored. */
  async function storedTiers() {
    const rows = await t.db
      .select({
        entityId: distributionParts.entityId,
        tier: distributionPartTiers.tier,
        cents: distributionPartTiers.amountCents,
      })
      .from(distributionPartTiers)
      .innerJoin(distributionParts, eq(distributionParts.id, distributionPartTiers.partId))
      .orderBy(asc(distributionPartTiers.id));
    const parts = await t.db.select().from(distributionParts).orderBy(asc(distributionParts.id));
    return { rows, parts };
  }

  it("splits each part by tier, the GP's catch-up and carry its own party, worked by hand", async () => {
    const { a, b, version, api } = await setUp(SIMPLE);
    // $1,000,000 in on 1 Feb 2024, 3:1; $1,500,000.01 out on 1 Feb 2026: capital 1,000,000; pref
    // 160,000; GP catch-up 160,000 × 20/80 = 40,000; split 300,000.01: GP 60,000.00 (60,000.002
    // rounded), LPs 240,000.01: A 180,000.0075 takes the odd cent over B's 60,000.0025.
    await paidCall(1, "2024-01-20", [
      [a.entityId, 75_000_000, "2024-02-01", 1_000_000],
      [b.entityId, 25_000_000, "2024-02-01", 333_333],
    ]);
    const body = distribution("2026-02-01", "1,500,000.01");
    const preview = await api.post("/api/admin/funds/distributions/preview", body);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().waterfall).toEqual({
      termsVersionId: version,
      termsEffectiveFrom: "2024-01-01",
      tiers: [
        { name: "return_of_capital", lpCents: 100_000_000, gpCents: 0 },
        { name: "preferred_return", lpCents: 16_000_000, gpCents: 0 },
        { name: "catch_up", lpCents: 0, gpCents: 4_000_000 },
        { name: "carried_interest_split", lpCents: 24_000_001, gpCents: 6_000_000 },
      ],
      lpCents: 140_000_001,
      gpCatchUpCents: 4_000_000,
      gpCarriedInterestCents: 6_000_000,
    });
    const tiersOf = (...cents: number[]) => TIERS.map((name, i) => ({ name, amountCents: cents[i] }));
    expect(preview.json().lines).toEqual([
      expect.objectContaining({
        entityId: a.entityId,
        amountCents: 105_000_001,
        tiers: tiersOf(75_000_000, 12_000_000, 0, 18_000_001),
        carriedInterestWithheldCents: 7_500_000,
      }),
      expect.objectContaining({
        entityId: b.entityId,
        amountCents: 35_000_000,
        tiers: tiersOf(25_000_000, 4_000_000, 0, 6_000_000),
        carriedInterestWithheldCents: 2_500_000,
      }),
    ]);

    const issued = await api.post("/api/admin/funds/distributions", body);
    expect(issued.statusCode, issued.body).toBe(201);
    const { rows, parts } = await storedTiers();
    expect(parts.map((p) => [p.entityId, p.amountCents])).toEqual([
      [a.entityId, 105_000_001],
      [b.entityId, 35_000_000],
    ]);
    expect(rows.filter((r) => r.entityId === a.entityId).map((r) => [r.tier, r.cents])).toEqual(
      TIERS.map((name, i) => [name, [75_000_000, 12_000_000, 0, 18_000_001][i]]),
    );
    const [gp] = await t.db.select().from(distributionGpAllocations);
    expect(gp).toMatchObject({
      distributionId: issued.json().id,
      termsVersionId: version,
      catchUpCents: 4_000_000,
      carriedInterestCents: 6_000_000,
      clawbackCents: 0,
    });
    // LP parts and the GP together are the distribution.
    expect(parts.reduce((s, p) => s + p.amountCents, 0) + gp.catchUpCents + gp.carriedInterestCents).toBe(150_000_001);
    const audit = (await auditRows(t)).find((row) => row.action === "distribution.issued")!;
    expect(audit.details).toMatchObject({ termsVersionId: version, gpCatchUpCents: 4_000_000 });

    // Cumulative: $100,000 on 1 Jun 2026 finds capital and pref paid and the catch-up complete,
    // so all of it is split: LPs 80,000 (A 60,000, B 20,000), GP 20,000.
    const second = await api.post("/api/admin/funds/distributions/preview", distribution("2026-06-01", "100000"));
    expect(
      second.json().waterfall.tiers.map((tier: { lpCents: number; gpCents: number }) => [tier.lpCents, tier.gpCents]),
    ).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [8_000_000, 2_000_000],
    ]);
    expect(second.json().lines.map((line: Line) => line.amountCents)).toEqual([6_000_000, 2_000_000]);

    // The investor's notice itemises the part by tier and the carry withheld; the portal lists the tiers.
    const ledger = await t.services.fundLedger.ledgerFor(a.entityId);
    expect(ledger.distributions[0].tiers).toEqual(tiersOf(75_000_000, 12_000_000, 0, 18_000_001));
    if (hasPoppler) {
      const notice = await a.api.get(documentDownloadPath(parts[0].noticeDocumentId!));
      expect(notice.statusCode).toBe(200);
      const text = pdfText(notice.rawPayload);
      expect(text).toContain("YOUR SHARE BY WATERFALL TIER Tier Your share");
      expect(text).toContain("Return of capital $750,000.00");
      expect(text).toContain("Preferred return $120,000.00");
      expect(text).toContain("Catch-up $0.00");
      expect(text).toContain("Carried-interest split $180,000.01");
      expect(text).toContain("Carried interest withheld $75,000.00");
    }
  });

  it("agrees with the simulator on the fund's cash flows to the cent, every cent allocated", async () => {
    // 8% compounded annually on actual/365 (the default proposal), payments on several days, fees.
    const { a, b, api } = await setUp({});
    const c = await lp("1234567.89");
    await paidCall(1, "2024-02-01", [
      [a.entityId, 33_333_333, "2024-02-10", 1_234_567],
      [b.entityId, 11_111_111, "2024-02-12", 411_522],
      [c.entityId, 13_717_421, "2024-02-29", 0],
    ]);
    await paidCall(2, "2025-03-03", [
      [a.entityId, 12_345_679, "2025-03-17"],
      [b.entityId, 4_115_226, "2025-03-17"],
      [c.entityId, 5_080_526, "2025-04-02"],
    ]);
    const amounts = ["123,456.78", "900,000.03", "77,777.77"];
    const dates = ["2025-01-31", "2026-03-15", "2026-11-20"];
    for (const [i, total] of amounts.entries()) {
      const flows = (await api.get("/api/admin/funds/fund-i/cash-flows")).json();
      const simulated = await api.post("/api/admin/funds/waterfall/simulate", {
        terms: { ...SIMULATOR_TERMS, compounding: "annual", dayCount: "actual/365" },
        contributions: flows.contributions.filter((f: { date: string }) => f.date <= dates[i]),
        distributions: flows.distributions,
        proposed: { date: dates[i], amount: total },
      });
      expect(simulated.statusCode, simulated.body).toBe(200);
      const issued = await api.post("/api/admin/funds/distributions", distribution(dates[i], total));
      expect(issued.statusCode, issued.body).toBe(201);
      const parts = await t.db
        .select()
        .from(distributionParts)
        .where(eq(distributionParts.distributionId, issued.json().id));
      const tiers = await t.db
        .select({
          partId: distributionPartTiers.partId,
          tier: distributionPartTiers.tier,
          cents: distributionPartTiers.amountCents,
        })
        .from(distributionPartTiers);
      for (const part of parts) {
        const own = tiers.filter((row) => row.partId === part.id);
        expect(own).toHaveLength(4);
        expect(own.reduce((s, row) => s + row.cents, 0)).toBe(part.amountCents);
      }
      const [gp] = await t.db
        .select()
        .from(distributionGpAllocations)
        .where(eq(distributionGpAllocations.distributionId, issued.json().id));
      const partIds = new Set(parts.map((p) => p.id));
      const lpOf = (tier: string) =>
        tiers.filter((row) => partIds.has(row.partId) && row.tier === tier).reduce((s, row) => s + row.cents, 0);
      const cents = (text: string) => centsFromDecimal(text.replaceAll(",", ""));
      const sim = simulated.json();
      expect(TIERS.map(lpOf)).toEqual(sim.tiers.map((tier: { lp: string }) => cents(tier.lp)));
      expect([gp.catchUpCents, gp.carriedInterestCents]).toEqual([cents(sim.tiers[2].gp), cents(sim.tiers[3].gp)]);
      expect(parts.reduce((s, p) => s + p.amountCents, 0) + gp.catchUpCents + gp.carriedInterestCents).toBe(
        cents(total),
      );
    }
    // Every distribution was split by the waterfall, and some of it reached the GP.
    expect(await t.db.select().from(distributionGpAllocations)).toHaveLength(3);
    // Some of it reached the GP, so the test covers more than the return of capital.
    const gps = await t.db.select().from(distributionGpAllocations);
    expect(gps.some((gp) => gp.carriedInterestCents > 0)).toBe(true);
  });

  it("records a distribution the GP takes whole (inside the catch-up) with no investor's part", async () => {
    const { a, b, api } = await setUp(SIMPLE);
    await paidCall(1, "2024-01-20", [
      [a.entityId, 75_000_000, "2024-02-01"],
      [b.entityId, 25_000_000, "2024-02-01"],
    ]);
    // Capital and pref exactly (1,160,000), then 30,000 the same day: all of it GP catch-up (40,000 owed).
    const first = await api.post("/api/admin/funds/distributions", distribution("2026-02-01", "1160000"));
    expect(first.json()).toMatchObject({ parts: 2 });
    const preview = await api.post("/api/admin/funds/distributions/preview", distribution("2026-02-01", "30000"));
    expect(preview.json()).toMatchObject({ lines: [], waterfall: { lpCents: 0, gpCatchUpCents: 3_000_000 } });
    const issued = await api.post("/api/admin/funds/distributions", distribution("2026-02-01", "30000"));
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json()).toMatchObject({ number: 2, parts: 0 });
    const gp = await t.db
      .select()
      .from(distributionGpAllocations)
      .where(eq(distributionGpAllocations.distributionId, issued.json().id));
    expect(gp).toEqual([expect.objectContaining({ catchUpCents: 3_000_000, carriedInterestCents: 0 })]);
    expect((await api.get("/api/admin/funds/fund-i/overview")).statusCode).toBe(200);
  });

  it("stays pro rata to commitments without terms on the date", async () => {
    const staff = await staffOf(t);
    const [a, b] = [await lp("3000000.00"), await lp("1000000.00")];
    await staff.first.api.put("/api/admin/funds/fund-i/settings", SETTINGS);
    await approvedTerms(staff, { effectiveFrom: "2026-01-01", investmentPeriodStart: "2026-01-01" });
    await paidCall(1, "2024-01-20", [
      [a.entityId, 100, "2024-02-01"],
      [b.entityId, 900, "2024-02-01"],
    ]);
    const preview = await staff.admin.api.post(
      "/api/admin/funds/distributions/preview",
      distribution("2025-06-30", "400"),
    );
    expect(preview.json().waterfall).toBeNull();
    expect(preview.json().lines.map((line: Line) => [line.amountCents, line.tiers])).toEqual([
      [30_000, null],
      [10_000, null],
    ]);
    const issued = await staff.admin.api.post("/api/admin/funds/distributions", distribution("2025-06-30", "400"));
    expect(issued.statusCode, issued.body).toBe(201);
    expect(await t.db.select().from(distributionPartTiers)).toEqual([]);
    expect(await t.db.select().from(distributionGpAllocations)).toEqual([]);
  });
});
