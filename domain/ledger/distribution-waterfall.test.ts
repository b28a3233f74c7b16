import { describe, expect, it } from "vitest";
import { contributionsPerDay, percentOfBps, splitDistribution, waterfallTermsOf } from "./distribution-waterfall.ts";

// The issue path's pure step (decision 0066): stored terms read exactly, the fund's flows summed
// per day, the LP tiers over the entities by paid-in capital, the GP's carry withheld per entity.

const TERMS = {
  waterfall: "european",
  preferredReturnBps: 800,
  compounding: "none",
  dayCount: "30_360",
  catchUpBps: 10_000,
  carriedInterestBps: 2000,
  feesReturnedFirst: true,
} as const;

describe("splitDistribution", () => {
  it("reads basis points as exact per cent text", () => {
    expect([percentOfBps(800), percentOfBps(1750), percentOfBps(1), percentOfBps(10_000)]).toEqual([
      "8.00",
      "17.50",
      "0.01",
      "100.00",
    ]);
    expect(waterfallTermsOf({ ...TERMS, waterfall: "american", dayCount: "actual_365" })).toMatchObject({
      style: "european",
      dayCount: "actual/365",
      preferredReturn: "8.00",
    });
  });

  it("sums a day's contributions, in date order", () => {
    expect(
      contributionsPerDay([
        { entityId: 2, date: "2024-03-01", amountCents: 5, feesCents: 1 },
        { entityId: 1, date: "2024-02-01", amountCents: 7, feesCents: 0 },
        { entityId: 1, date: "2024-03-01", amountCents: 3, feesCents: 2 },
      ]),
    ).toEqual([
      { date: "2024-02-01", amountCents: 7, feesCents: 0 },
      { date: "2024-03-01", amountCents: 8, feesCents: 3 },
    ]);
  });

  it("splits the LP tiers by paid-in capital, leaves out whoever paid nothing, and withholds the carry pro rata", () => {
    // 1,000,000 in (A 600,000 paid, B 400,000, C committed but paid nothing); 1,500,000 out two
    // years later: capital 1,000,000, pref 160,000, GP catch-up 40,000, split 240,000 / 60,000.
    const split = splitDistribution(
      TERMS,
      {
        paid: [
          { entityId: 1, date: "2024-01-01", amountCents: 60_000_000, feesCents: 0 },
          { entityId: 2, date: "2024-01-01", amountCents: 40_000_000, feesCents: 0 },
          // Paid after the distribution: not part of its history.
          { entityId: 3, date: "2026-06-01", amountCents: 10_000_000, feesCents: 0 },
        ],
        distributions: [{ date: "2026-07-01", amountCents: 100 }],
      },
      { date: "2026-01-01", amountCents: 150_000_000 },
      [
        { entityId: 1, commitmentCents: 100 },
        { entityId: 2, commitmentCents: 100 },
        { entityId: 3, commitmentCents: 100 },
      ],
    );
    expect(split).toMatchObject({ lpCents: 140_000_000, gpCatchUpCents: 4_000_000, gpCarriedInterestCents: 6_000_000 });
    expect(split.entities.map((e) => [e.entityId, e.amountCents, e.carriedInterestWithheldCents])).toEqual([
      [1, 84_000_000, 6_000_000],
      [2, 56_000_000, 4_000_000],
    ]);
    expect(split.entities[0].tiers.map((t) => t.amountCents)).toEqual([60_000_000, 9_600_000, 0, 14_400_000]);
  });

  it("weighs by commitments while nobody has paid anything", () => {
    // No capital in: all of it is profit, split 80/20 at once (no pref accrued, catch-up owes 0).
    const split = splitDistribution(TERMS, { paid: [], distributions: [] }, { date: "2026-01-01", amountCents: 1000 }, [
      { entityId: 1, commitmentCents: 300 },
      { entityId: 2, commitmentCents: 100 },
    ]);
    expect(split.entities.map((e) => [e.entityId, e.amountCents])).toEqual([
      [1, 600],
      [2, 200],
    ]);
    expect(split.gpCarriedInterestCents).toBe(200);
  });
});
