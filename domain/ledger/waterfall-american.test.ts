// Deal by deal (american), the allocation over entities, and properties over random histories.
import { describe, expect, it } from "vitest";
import { centsFromDecimal } from "./money.ts";
import { allocateWaterfall } from "./waterfall-allocation.ts";
import { computeWaterfall, type WaterfallTerms } from "./waterfall.ts";

const $ = (text: string) => centsFromDecimal(text.replaceAll(",", ""));
const TERMS: WaterfallTerms = {
  style: "american",
  preferredReturn: "8",
  compounding: "none",
  dayCount: "30/360",
  catchUp: "100",
  carriedInterest: "20",
  returnFeesFirst: true,
};

describe("computeWaterfall, deal by deal", () => {
  // Deals A and B, $500,000 each on 2020-01-01. On 2022-01-01 deal A returned $1,000,000:
  // capital 500,000, pref 500,000 × 8% × 2 = 80,000, catch-up 20,000, split 400,000 (GP 80,000):
  // the GP took 100,000 of carry on deal A.
  const contributions = [
    { date: "2020-01-01", amountCents: $("500,000"), deal: "A" },
    { date: "2020-01-01", amountCents: $("500,000"), deal: "B" },
  ];
  const distributions = [{ date: "2022-01-01", amountCents: $("1,000,000"), deal: "A" }];

  it("splits a loss-making deal's proceeds in its own waterfall and tracks the clawback", () => {
    // Deal B returns only 200,000: all capital. Deal by deal, the GP keeps deal A's 100,000.
    // The whole fund: 1,200,000 back on 1,000,000: capital 1,000,000, then 200,000 against a pref of
    // 1,000,000 × 8% × 2 = 160,000, catch-up 40,000: the GP's carry would be 40,000.
    // Clawback exposure: 100,000 − 40,000 = 60,000.
    const result = computeWaterfall(TERMS, {
      contributions,
      distributions,
      proposed: { date: "2022-01-01", amountCents: $("200,000"), deal: "B" },
    });
    expect(result.tiers.map((t) => [t.name, t.lpCents, t.gpCents])).toEqual([
      ["return_of_capital", $("200,000"), 0],
      ["preferred_return", 0, 0],
      ["catch_up", 0, 0],
      ["carried_interest_split", 0, 0],
    ]);
    expect(result.clawback).toEqual({
      dealByDealGpCents: $("100,000"),
      wholeFundGpCents: $("40,000"),
      exposureCents: $("60,000"),
    });
  });

  it("owes nothing back when every deal makes its pref", () => {
    // Deal B returns 700,000: capital 500,000, pref 80,000, catch-up 20,000, split 100,000 (GP 20,000).
    // Deal by deal 100,000 + 40,000; whole fund 1,700,000 on 1,000,000: GP 20% × 700,000 = 140,000.
    const result = computeWaterfall(TERMS, {
      contributions,
      distributions,
      proposed: { date: "2022-01-01", amountCents: $("700,000"), deal: "B" },
    });
    expect(result.gpCents).toBe($("40,000"));
    expect(result.clawback).toEqual({
      dealByDealGpCents: $("140,000"),
      wholeFundGpCents: $("140,000"),
      exposureCents: 0,
    });
  });

  it("needs every amount's deal", () => {
    expect(() =>
      computeWaterfall(TERMS, {
        contributions: [{ date: "2020-01-01", amountCents: 100 }],
        distributions: [],
        proposed: { date: "2021-01-01", amountCents: 100, deal: "A" },
      }),
    ).toThrow(RangeError);
  });
});

describe("allocateWaterfall", () => {
  it("splits each tier's LP amount over the entities, the GP's carry apart, every cent allocated", () => {
    // $1,500,000 on $1,000,000 (8% simple, two years): LP 1,000,000 / 160,000 / 0 / 240,000, GP 100,000.
    const { tiers } = computeWaterfall(
      { ...TERMS, style: "european" },
      {
        contributions: [{ date: "2020-01-01", amountCents: $("1,000,000") }],
        distributions: [],
        proposed: { date: "2022-01-01", amountCents: $("1,500,000") },
      },
    );
    const shares = [
      { id: "b", weightCents: 100 },
      { id: "a", weightCents: 100 },
      { id: "none", weightCents: 0 },
      { id: "c", weightCents: 100 },
    ];
    const allocation = allocateWaterfall(tiers, shares);
    // 100,000,000 / 3 = 33,333,333⅓ cents: the odd cent to "a" (equal remainders: smaller id);
    // 16,000,000 / 3 likewise; 24,000,000 / 3 = 8,000,000 each; the catch-up has no LP amount.
    expect(allocation.tiers.map((t) => [t.name, t.parts.map((p) => p.amountCents), t.gpCents])).toEqual([
      ["return_of_capital", [33_333_333, 33_333_334, 33_333_333], 0],
      ["preferred_return", [5_333_333, 5_333_334, 5_333_333], 0],
      ["catch_up", [0, 0, 0], 4_000_000],
      ["carried_interest_split", [8_000_000, 8_000_000, 8_000_000], 6_000_000],
    ]);
    expect(allocation.entities).toEqual([
      { id: "b", amountCents: 46_666_666 },
      { id: "a", amountCents: 46_666_668 },
      { id: "c", amountCents: 46_666_666 },
    ]);
    expect(allocation.gpCents).toBe(10_000_000);
    expect(allocation.entities.reduce((s, p) => s + p.amountCents, 0) + allocation.gpCents).toBe(150_000_000);
  });
});

/** mulberry32, seeded: the same random histories on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe("computeWaterfall over random histories", () => {
  it("allocates every cent, never negative, and never gives the GP more than its carry of the profit", () => {
    const random = seeded(26);
    const day = (n: number) => new Date(Date.UTC(2018, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    for (let run = 0; run < 200; run += 1) {
      const flows = Array.from({ length: 2 + Math.floor(random() * 8) }, () => ({
        date: day(Math.floor(random() * 3000)),
        amountCents: 1 + Math.floor(random() * 50_000_000),
        inflow: random() < 0.5,
      })).sort((a, b) => a.date.localeCompare(b.date));
      const proposed = { date: day(3000), amountCents: 1 + Math.floor(random() * 90_000_000) };
      const terms: WaterfallTerms = {
        ...TERMS,
        style: "european",
        preferredReturn: ["0", "6", "8.25"][run % 3],
        compounding: run % 2 ? "annual" : "none",
        dayCount: run % 4 < 2 ? "actual/365" : "30/360",
        catchUp: ["0", "50", "100"][run % 3],
        carriedInterest: ["20", "17.5", "0"][run % 3],
      };
      const result = computeWaterfall(terms, {
        contributions: flows.filter((f) => f.inflow),
        distributions: flows.filter((f) => !f.inflow),
        proposed,
      });
      expect(result.lpCents + result.gpCents).toBe(proposed.amountCents);
      for (const tier of result.tiers) expect(Math.min(tier.lpCents, tier.gpCents)).toBeGreaterThanOrEqual(0);
      // The GP's carry is at most carry × (everything distributed − capital returned), a cent aside.
      const { after } = result;
      const profit = after.prefPaidCents + after.catchUpCents + after.splitCents;
      expect(after.gpCents).toBeLessThanOrEqual((profit * Number(terms.carriedInterest)) / 100 + 1);
    }
  });
});
