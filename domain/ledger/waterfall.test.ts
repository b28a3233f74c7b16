// Worked examples of the distribution waterfall, computed by hand (the arithmetic is in the
// comments), for the conventions of docs/decisions/0066-distribution-waterfall.md.
import { describe, expect, it } from "vitest";
import { anniversary, yearFraction } from "./day-count.ts";
import { centsFromDecimal, decimalFromCents } from "./money.ts";
import { add, mul, ratio, ratioFromPercent, roundHalfUp, sub, type Ratio } from "./ratio.ts";
import {
  computeWaterfall,
  type ContributionFlow,
  type DistributionFlow,
  type WaterfallResult,
  type WaterfallTerms,
} from "./waterfall.ts";

const $ = (text: string) => centsFromDecimal(text.replaceAll(",", ""));
const paid = (date: string, amount: string, more: Partial<ContributionFlow> = {}): ContributionFlow => ({
  date,
  amountCents: $(amount),
  ...more,
});
const out = (date: string, amount: string): DistributionFlow => ({ date, amountCents: $(amount) });

/** The tiers as [name, LP, GP] in dollars, to read like the hand-computed tables. */
const table = (result: WaterfallResult) =>
  result.tiers.map((t) => [t.name, decimalFromCents(t.lpCents), decimalFromCents(t.gpCents)]);
const tiers = (roc: string, pref: string, catchUp: [string, string], split: [string, string]) => [
  ["return_of_capital", roc, "0.00"],
  ["preferred_return", pref, "0.00"],
  ["catch_up", ...catchUp],
  ["carried_interest_split", ...split],
];

// Simple interest on 30/360 keeps the hand arithmetic in whole dollars.
const SIMPLE: WaterfallTerms = {
  style: "european",
  preferredReturn: "8",
  compounding: "none",
  dayCount: "30/360",
  catchUp: "100",
  carriedInterest: "20",
  returnFeesFirst: true,
};

describe("computeWaterfall: one contribution of $1,000,000 on 2020-01-01, distributed 2022-01-01", () => {
  // Pref: 1,000,000 × 8% × 2 years (30/360: 720/360) = 160,000.
  // Catch-up to 20% of the profit: T = 20% × (160,000 + T) ⇒ T = 160,000 × 0.2 / 0.8 = 40,000.
  // Beyond 1,200,000 the rest splits 80/20.
  const contributions = [paid("2020-01-01", "1,000,000")];
  const run = (amount: string, terms = SIMPLE) =>
    computeWaterfall(terms, { contributions, distributions: [], proposed: out("2022-01-01", amount) });

  it.each([
    ["inside the return of capital", "600,000", tiers("600000.00", "0.00", ["0.00", "0.00"], ["0.00", "0.00"])],
    ["exactly the capital", "1,000,000", tiers("1000000.00", "0.00", ["0.00", "0.00"], ["0.00", "0.00"])],
    ["inside the preferred return", "1,100,000", tiers("1000000.00", "100000.00", ["0.00", "0.00"], ["0.00", "0.00"])],
    ["exactly capital and pref", "1,160,000", tiers("1000000.00", "160000.00", ["0.00", "0.00"], ["0.00", "0.00"])],
    // 1,180,000 − 1,160,000 = 20,000, all to the GP (100% catch-up), half of its 40,000.
    ["inside the catch-up", "1,180,000", tiers("1000000.00", "160000.00", ["0.00", "20000.00"], ["0.00", "0.00"])],
    ["exactly the catch-up", "1,200,000", tiers("1000000.00", "160000.00", ["0.00", "40000.00"], ["0.00", "0.00"])],
    // 1,500,000 − 1,200,000 = 300,000 split: GP 60,000, LP 240,000.
    ["into the split", "1,500,000", tiers("1000000.00", "160000.00", ["0.00", "40000.00"], ["240000.00", "60000.00"])],
  ])("proceeds ending %s ($%s)", (_, amount, expected) => {
    const result = run(amount);
    expect(table(result)).toEqual(expected);
    expect(result.lpCents + result.gpCents).toBe($(amount));
  });

  it("catches the GP up to its share of the profit, never of the returned capital", () => {
    const result = run("1,500,000");
    // Profit = 1,500,000 − 1,000,000 = 500,000; the GP's 20% is 100,000 = 40,000 + 60,000.
    expect(result.gpCents).toBe($("100,000"));
    expect(result.tiers[2].gpCents).toBe($("40,000"));
    // The mistake: catching up to 20% of everything paid so far (capital included),
    // T = 20% × (1,160,000 + T) ⇒ T = 290,000, and the GP would end with 300,000.
    expect(result.tiers[2].gpCents).not.toBe($("290,000"));
    expect(result.gpCents).not.toBe($("300,000"));
  });

  it("with an 80% catch-up, the GP takes 80 cents of each catch-up dollar and still ends at 20% of the profit", () => {
    // 0.8 T = 0.2 × (160,000 + T) ⇒ T = 32,000 / 0.6 = 53,333.333… → 53,333.33 (the one rounding).
    // GP's part: 0.8 × 53,333.33 = 42,666.664 → 42,666.66; LP's 10,666.67.
    // Split: 1,500,000 − 1,000,000 − 160,000 − 53,333.33 = 286,666.67. The GP's carry so far, exact,
    // 42,666.664 + 0.2 × 286,666.67 = 99,999.998 → 100,000.00, so the split's GP part is
    // 100,000.00 − 42,666.66 = 57,333.34 and the LP's 229,333.33.
    const result = run("1,500,000", { ...SIMPLE, catchUp: "80" });
    expect(table(result)).toEqual(
      tiers("1000000.00", "160000.00", ["10666.67", "42666.66"], ["229333.33", "57333.34"]),
    );
    expect(decimalFromCents(result.gpCents)).toBe("100000.00");
  });

  it("with no catch-up, the split starts right after the pref", () => {
    // 1,500,000 − 1,160,000 = 340,000: GP 68,000, LP 272,000.
    const result = run("1,500,000", { ...SIMPLE, catchUp: "0" });
    expect(table(result)).toEqual(tiers("1000000.00", "160000.00", ["0.00", "0.00"], ["272000.00", "68000.00"]));
  });

  it("with no preferred return there is nothing to catch up: profit splits 80/20 at once", () => {
    const result = run("1,500,000", { ...SIMPLE, preferredReturn: "0" });
    expect(table(result)).toEqual(tiers("1000000.00", "0.00", ["0.00", "0.00"], ["400000.00", "100000.00"]));
  });

  it("returns fees as capital first (the default), or not", () => {
    const withFees = [paid("2020-01-01", "1,000,000", { feesCents: $("100,000") })];
    const feesFirst = computeWaterfall(SIMPLE, {
      contributions: withFees,
      distributions: [],
      proposed: out("2022-01-01", "1,500,000"),
    });
    expect(feesFirst.gpCents).toBe($("100,000"));
    // Not returned first: capital 900,000; pref 900,000 × 8% × 2 = 144,000; catch-up 36,000;
    // split 1,500,000 − 900,000 − 144,000 − 36,000 = 420,000 (GP 84,000). GP 120,000 = 20% × 600,000.
    const notFirst = computeWaterfall(
      { ...SIMPLE, returnFeesFirst: false },
      { contributions: withFees, distributions: [], proposed: out("2022-01-01", "1,500,000") },
    );
    expect(table(notFirst)).toEqual(tiers("900000.00", "144000.00", ["0.00", "36000.00"], ["336000.00", "84000.00"]));
  });
});

describe("computeWaterfall: day counts and compounding", () => {
  it("compounds annually on the contribution's anniversary, or not at all", () => {
    // $1,000,000 on 2021-01-01, $2,000,000 out on 2023-01-01, actual/365 (365 days each year).
    // Annual: year 1 80,000, capitalised on 2022-01-01; year 2 (1,000,000 + 80,000) × 8% = 86,400.
    // Pref 166,400; catch-up 166,400 / 4 = 41,600; split 792,000 (GP 158,400, LP 633,600).
    const input = {
      contributions: [paid("2021-01-01", "1,000,000")],
      distributions: [],
      proposed: out("2023-01-01", "2,000,000"),
    };
    const annual = computeWaterfall({ ...SIMPLE, compounding: "annual", dayCount: "actual/365" }, input);
    expect(table(annual)).toEqual(tiers("1000000.00", "166400.00", ["0.00", "41600.00"], ["633600.00", "158400.00"]));
    // None: pref 160,000; catch-up 40,000; split 800,000 (GP 160,000). GP 200,000 either way (20% of 1M).
    const none = computeWaterfall({ ...SIMPLE, compounding: "none", dayCount: "actual/365" }, input);
    expect(table(none)).toEqual(tiers("1000000.00", "160000.00", ["0.00", "40000.00"], ["640000.00", "160000.00"]));
    expect(annual.gpCents).toBe(none.gpCents);
  });

  it("counts half a leap year as 182/365 (actual/365) or 180/360 (30/360)", () => {
    // $1,000,000 on 2024-01-31, $1,100,000 out on 2024-07-31 (no anniversary: compounding has no effect).
    const input = {
      contributions: [paid("2024-01-31", "1,000,000")],
      distributions: [],
      proposed: out("2024-07-31", "1,100,000"),
    };
    // actual/365: 80,000 × 182/365 = 39,890.4109… → 39,890.41. Catch-up 39,890.41 / 4 = 9,972.6025
    // → 9,972.60. Split 1,100,000 − 1,000,000 − 39,890.41 − 9,972.60 = 50,136.99; carry so far
    // 9,972.60 + 0.2 × 50,136.99 = 19,999.998 → 20,000.00, so the split's GP part is 10,027.40.
    const actual = computeWaterfall({ ...SIMPLE, compounding: "annual", dayCount: "actual/365" }, input);
    expect(table(actual)).toEqual(tiers("1000000.00", "39890.41", ["0.00", "9972.60"], ["40109.59", "10027.40"]));
    expect(actual.gpCents).toBe($("20,000"));
    // 30/360: 180 days = half a year: pref 40,000; catch-up 10,000; split 50,000 (GP 10,000).
    const thirty = computeWaterfall({ ...SIMPLE, compounding: "annual", dayCount: "30/360" }, input);
    expect(table(thirty)).toEqual(tiers("1000000.00", "40000.00", ["0.00", "10000.00"], ["40000.00", "10000.00"]));
  });
});

describe("computeWaterfall: the pref's precision", () => {
  it("agrees to the cent with exact fractions over 25 compounded years of leap days", () => {
    // $1,234,567.89 on 2001-03-15 at 8.25%, actual/365, compounded on each anniversary to 2026-03-15:
    // exactly C × Π(1 + 8.25% × days_k / 365) − C, each year 365 or 366 days (fractions, no floats).
    const capital = $("1,234,567.89");
    let balance: Ratio = ratio(capital);
    for (let year = 0; year < 25; year += 1) {
      const days = yearFraction(anniversary("2001-03-15", year), anniversary("2001-03-15", year + 1), "actual/365");
      balance = add(balance, mul(mul(balance, ratioFromPercent("8.25")), days));
    }
    const exactPref = roundHalfUp(sub(balance, ratio(capital)));
    const result = computeWaterfall(
      { ...SIMPLE, preferredReturn: "8.25", compounding: "annual", dayCount: "actual/365" },
      {
        contributions: [paid("2001-03-15", "1,234,567.89")],
        distributions: [],
        proposed: out("2026-03-15", "99,999,999"),
      },
    );
    expect(BigInt(result.tiers[1].lpCents)).toBe(exactPref);
  });
});

describe("computeWaterfall: cumulative over the fund's history", () => {
  const contributions = [paid("2020-01-01", "1,000,000")];
  const earlier = [out("2021-01-01", "400,000"), out("2022-01-01", "700,000")];
  const proposed = out("2023-01-01", "100,000");

  it("replays earlier distributions: capital, pref and catch-up carry over (simple interest)", () => {
    // 2021-01-01: pref 80,000 accrued; 400,000 returns capital (600,000 left unreturned).
    // 2022-01-01: pref + 600,000 × 8% = 128,000; 700,000 returns 600,000 and pays 100,000 of pref
    //             (28,000 owed). Catch-up owed 100,000 / 4 = 25,000, nothing left to pay it.
    // 2023-01-01: nothing accrues (no capital out, simple). 100,000: pref 28,000 (128,000 paid in
    //             all); catch-up 128,000 / 4 = 32,000; split 40,000 (GP 8,000, LP 32,000).
    const result = computeWaterfall(SIMPLE, { contributions, distributions: earlier, proposed });
    expect(table(result)).toEqual(tiers("0.00", "28000.00", ["0.00", "32000.00"], ["32000.00", "8000.00"]));
    // In all: 1,200,000 out, 200,000 profit, the GP's 20% is 40,000.
    expect(result.after).toMatchObject({
      contributedCents: $("1,000,000"),
      returnedCents: $("1,000,000"),
      prefPaidCents: $("128,000"),
      prefOwedCents: 0,
      gpCents: $("40,000"),
    });
  });

  it("compounds the unpaid pref on each anniversary, paid pref no further", () => {
    // 2021-01-01: 80,000 accrued and capitalised; 400,000 returns capital (600,000 out).
    // 2022-01-01: (600,000 + 80,000) × 8% = 54,400 → 134,400 owed, capitalised; 700,000 returns
    //             600,000 and pays 100,000 of pref: 34,400 owed, all of it still compounding.
    // 2023-01-01: 34,400 × 8% = 2,752 → 37,152 owed. 100,000: pref 37,152 (137,152 paid in all);
    //             catch-up 137,152 / 4 = 34,288; split 28,560 (GP 5,712, LP 22,848).
    const result = computeWaterfall(
      { ...SIMPLE, compounding: "annual" },
      { contributions, distributions: earlier, proposed },
    );
    expect(table(result)).toEqual(tiers("0.00", "37152.00", ["0.00", "34288.00"], ["22848.00", "5712.00"]));
    expect(result.after.gpCents).toBe($("40,000"));
  });

  it("splits one day's proceeds the same whether paid at once or in two", () => {
    // 1,180,000 earlier the same day reaches half the catch-up; 320,000 more finishes it (20,000)
    // and splits 300,000: the same totals as 1,500,000 at once.
    const result = computeWaterfall(SIMPLE, {
      contributions,
      distributions: [out("2022-01-01", "1,180,000")],
      proposed: out("2022-01-01", "320,000"),
    });
    expect(table(result)).toEqual(tiers("0.00", "0.00", ["0.00", "20000.00"], ["240000.00", "60000.00"]));
    expect(result.after.gpCents).toBe($("100,000"));
  });

  it("reopens the catch-up when new capital earns new pref", () => {
    // 2022-01-01: 1,500,000 out on the first 1,000,000 (GP 100,000, as above). 2023-01-01: 1,000,000
    // more in. 2024-01-01: 1,200,000 out: capital 1,000,000, pref 80,000 (240,000 paid in all),
    // catch-up owed 240,000 / 4 − 40,000 = 20,000, split 100,000 (GP 20,000). GP 140,000 in all =
    // 20% × (2,700,000 − 2,000,000).
    const result = computeWaterfall(SIMPLE, {
      contributions: [...contributions, paid("2023-01-01", "1,000,000")],
      distributions: [out("2022-01-01", "1,500,000")],
      proposed: out("2024-01-01", "1,200,000"),
    });
    expect(table(result)).toEqual(tiers("1000000.00", "80000.00", ["0.00", "20000.00"], ["80000.00", "20000.00"]));
    expect(result.after.gpCents).toBe($("140,000"));
  });

  it("gives the GP nothing while the fund has made no profit", () => {
    // 400,000 then 600,000 back on 1,000,000: all capital; 128,000 of pref stays owed.
    const result = computeWaterfall(SIMPLE, {
      contributions,
      distributions: [out("2021-01-01", "400,000")],
      proposed: out("2022-01-01", "600,000"),
    });
    expect(table(result)).toEqual(tiers("600000.00", "0.00", ["0.00", "0.00"], ["0.00", "0.00"]));
    expect(result.gpCents).toBe(0);
    expect(result.after.prefOwedCents).toBe($("128,000"));
  });

  it("refuses input the schema would: a catch-up not above the carry, anything after the proposed date", () => {
    const input = { contributions, distributions: [], proposed: out("2022-01-01", "1") };
    expect(() => computeWaterfall({ ...SIMPLE, catchUp: "20" }, input)).toThrow(RangeError);
    expect(() =>
      computeWaterfall(SIMPLE, { contributions, distributions: [out("2022-02-01", "1")], proposed: input.proposed }),
    ).toThrow(RangeError);
  });
});
