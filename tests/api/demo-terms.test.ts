import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quarterOfDay } from "#domain/ledger/quarters.ts";
import { NOW } from "./fund-terms-helpers.ts";
import { asAdmin } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// The demo's terms (server/seed/demo-terms.ts, docs/product.md §Figures): approved for both funds
// from their first closes, and the quarter's fees they give, worked by hand.

describe.each(testDatabases)("the demo funds' terms on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database, { services: { now: () => NOW } });
    await t.resetToDemoContent(NOW);
  });
  afterAll(async () => t?.close());

  it("has approved terms for both funds, proposed by the admin and approved by the super admin", async () => {
    const { api } = await asAdmin(t);
    const fundI = (await api.get("/api/admin/funds/fund-i/terms")).json();
    expect(fundI.current).toMatchObject({
      status: "approved",
      preferredReturnBps: 800,
      compounding: "annual",
      dayCount: "actual_365",
      catchUpBps: 10_000,
      carriedInterestBps: 2_000,
      waterfall: "european",
      gpCommitmentBps: 100,
      feePeriods: [{ basis: "commitments", rateBps: 150, to: null }],
      proposedBy: "Avery Chen",
      approvedBy: "Morgan Ellis",
    });
    // The calls seeded before the terms were entered keep their typed fees: nothing is settled under them.
    expect(fundI.coveredThrough).toBeNull();
    const fundII = (await api.get("/api/admin/funds/fund-ii/terms")).json();
    expect(fundII.current.gpCommitmentBps).toBe(200);
    const [during, after] = fundII.current.feePeriods;
    expect(during).toMatchObject({ basis: "commitments", rateBps: 200 });
    expect(after).toMatchObject({ basis: "invested_capital", rateBps: 150, to: null });
    // A five-year investment period: it ends the day before the fifth anniversary of the first close.
    expect(Number(during.to.slice(0, 4)) - Number(during.from.slice(0, 4))).toBe(5);
    expect(fundII.sideLetters).toMatchObject([
      { investorName: "Harbor Point Family Office", feeRateBps: 175, effectiveFrom: fundII.current.effectiveFrom },
    ]);
  });

  it("gives this quarter's fees: Fund I $112,500.00, Fund II $217,500.00 with the anchor's side letter", async () => {
    const { api } = await asAdmin(t);
    const quarter = quarterOfDay("2026-11-28");
    // $30M × 1.5% / 4.
    const fundI = (await api.get(`/api/admin/funds/fund-i/management-fees?quarter=${quarter}`)).json();
    expect(fundI).toMatchObject({ totalCents: 11_250_000, calledBy: null });
    // $33M × 2% / 4 = $165,000.00, and Harbor Point's $12M × 1.75% / 4 = $52,500.00; plus Amara
    // Okafor's $500,000 of the second close (the demo's executed subscription, committed the day
    // before): 34 of the quarter's 92 days of $2,500.00 = $923.91.
    const fundII = (await api.get(`/api/admin/funds/fund-ii/management-fees?quarter=${quarter}`)).json();
    expect(fundII.totalCents).toBe(21_750_000 + 92_391);
    const harbor = fundII.lines.find(
      (line: { investorName: string }) => line.investorName === "Harbor Point Family Office",
    );
    expect(harbor).toMatchObject({ grossCents: 5_250_000, feeCents: 5_250_000 });
  });
});
