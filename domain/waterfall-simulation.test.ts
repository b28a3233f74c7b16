import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./field-errors.ts";
import { simulateWaterfall, waterfallFormSchema, waterfallSimulationInputSchema } from "./waterfall-simulation.ts";

const TERMS = {
  style: "european",
  preferredReturn: "8",
  compounding: "annual",
  dayCount: "actual/365",
  catchUp: "100",
  carriedInterest: "20",
};

const simulate = (body: unknown) => {
  const parsed = waterfallSimulationInputSchema.safeParse(body);
  if (!parsed.success) throw new Error(JSON.stringify(fieldErrorsOf(parsed.error.issues)));
  return simulateWaterfall(parsed.data);
};

describe("the simulator's schema and answer", () => {
  it("answers every body the schema accepts, at the edges of the terms too", () => {
    const bodies = [
      // Highest rates the schema lets in, fees that are the whole contribution and are not returned.
      {
        terms: { ...TERMS, preferredReturn: "100", catchUp: "100", carriedInterest: "99.9999", returnFeesFirst: false },
        contributions: [{ date: "1926-06-30", amount: "9999999999999.99", fees: "9999999999999.99" }],
        distributions: [],
        proposed: { date: "2026-06-30", amount: "0.01" },
      },
      // A catch-up just above the carry; 30/360 from a 31st; distributions before any contribution.
      {
        terms: { ...TERMS, dayCount: "30/360", catchUp: "20.0001" },
        contributions: [{ date: "2024-01-31", amount: "1,000" }],
        distributions: [{ date: "2023-12-31", amount: "5" }],
        proposed: { date: "2024-03-31", amount: "2000" },
      },
      // Deal by deal, a deal with distributions and no contributions.
      {
        terms: { ...TERMS, style: "american" },
        contributions: [{ date: "2024-01-01", amount: "100", deal: "A" }],
        distributions: [{ date: "2024-02-01", amount: "50", deal: "B" }],
        proposed: { date: "2024-03-01", amount: "150", deal: "A" },
      },
    ];
    for (const body of bodies) {
      const answer = simulate(body);
      expect(answer.tiers.map((t) => t.name)).toEqual([
        "return_of_capital",
        "preferred_return",
        "catch_up",
        "carried_interest_split",
      ]);
    }
    // The first: with its fees not returned there is no capital, so no pref and no catch-up; the
    // cent splits 0.000001 / 0.999999 and rounds to the GP.
    expect(simulate(bodies[0])).toEqual({
      tiers: [
        { name: "return_of_capital", lp: "0.00", gp: "0.00" },
        { name: "preferred_return", lp: "0.00", gp: "0.00" },
        { name: "catch_up", lp: "0.00", gp: "0.00" },
        { name: "carried_interest_split", lp: "0.00", gp: "0.01" },
      ],
      lpTotal: "0.00",
      gpTotal: "0.01",
    });
    // The third, deal A: 10,000 cents for 60 days (Jan 31 + Feb 29) at 8%: 131.5 → 132 cents of pref;
    // catch-up 132 / 4 = 33; split 15,000 − 10,000 − 132 − 33 = 4,835, the GP's carry then
    // 33 + 0.2 × 4,835 = 1,000 (split GP 967). Deal B: 50.00 on no capital, all split: GP 10.00.
    // The whole fund: pref 10,000 × 8% × 31/365 + 5,000 × 8% × 29/365 = 99.7 → 100; catch-up 25;
    // split 9,875; carry 25 + 1,975 = 2,000 = 20.00. Nothing to claw back.
    expect(simulate(bodies[2])).toEqual({
      tiers: [
        { name: "return_of_capital", lp: "100.00", gp: "0.00" },
        { name: "preferred_return", lp: "1.32", gp: "0.00" },
        { name: "catch_up", lp: "0.00", gp: "0.33" },
        { name: "carried_interest_split", lp: "38.68", gp: "9.67" },
      ],
      lpTotal: "140.00",
      gpTotal: "10.00",
      clawback: { dealByDealGp: "20.00", wholeFundGp: "20.00", exposure: "0.00" },
    });
  });

  it("names the form's own fields, flat", () => {
    const result = waterfallFormSchema.safeParse({ ...TERMS, catchUp: "20", amount: "", date: "2026-02-30" });
    expect(result.success).toBe(false);
    expect(Object.keys(fieldErrorsOf(result.error!.issues)).sort()).toEqual(["amount", "catchUp", "date"]);
    const catchUp = waterfallFormSchema.safeParse({ ...TERMS, catchUp: "20", amount: "10", date: "2026-02-28" });
    expect(fieldErrorsOf(catchUp.error!.issues)).toEqual({
      catchUp: ["Catch-up must be 0 or more than the carried interest"],
    });
  });
});
