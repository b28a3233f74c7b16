// Over 300 lines: the worked XIRR examples and each rule of what is shown, beside the one module that computes them.
import { describe, expect, it } from "vitest";
import {
  firstContribution,
  investorPerformance,
  meaningfulIrr,
  multiples,
  performance,
  PERFORMANCE_REASONS,
  sinceFirstContribution,
  xirr,
  type CashFlow,
} from "./performance.ts";

// Expected rates come from outside this code:
// - Microsoft's documented XIRR example (support.microsoft.com, "XIRR function"): 0.373362535.
// - For two flows the rate has a closed form, (end / start)^(365 / days) − 1.
// - Every case was also solved independently in Python with mpmath at 50 digits by bisection on the
//   same ACT/365 present value (the script is in docs/decisions/0019-ledger.md); those values are
//   quoted to 12 digits below.

const flow = (date: string, dollars: number): CashFlow => ({ date, amountCents: Math.round(dollars * 100) });

/** The present value at `rate` as a share of the flows' total size, computed here, not by xirr. */
function relativePresentValue(flows: CashFlow[], rate: number) {
  const start = Math.min(...flows.map((f) => Date.parse(f.date)));
  const size = flows.reduce((sum, f) => sum + Math.abs(f.amountCents), 0);
  const value = flows.reduce((sum, f) => {
    const years = (Date.parse(f.date) - start) / 86_400_000 / 365;
    return sum + f.amountCents / Math.pow(1 + rate, years);
  }, 0);
  return Math.abs(value) / size;
}

function expectRate(flows: CashFlow[], expected: number) {
  const rate = xirr(flows);
  expect(rate).not.toBeNull();
  expect(Math.abs(rate! - expected)).toBeLessThan(1e-6);
  expect(relativePresentValue(flows, rate!)).toBeLessThan(1e-9);
  return rate!;
}

const microsoft = [
  flow("2008-01-01", -10_000),
  flow("2008-03-01", 2_750),
  flow("2008-10-30", 4_250),
  flow("2009-02-15", 3_250),
  flow("2009-04-01", 2_750),
];

describe("xirr against worked examples", () => {
  it("matches Microsoft's documented example (37.34 %)", () => {
    const rate = expectRate(microsoft, 0.373362535);
    // mpmath's root; Excel's 0.373362535 is its own iteration's stopping point, 1.5e-9 away.
    expect(Math.abs(rate - 0.373362533519)).toBeLessThan(1e-9);
  });

  it("matches the closed form for two flows across a leap day: $1M to $1.5M in 1,096 days", () => {
    const expected = Math.pow(1.5, 365 / 1096) - 1; // 0.144573088944
    expect(Math.abs(expected - 0.144573088944)).toBeLessThan(1e-11);
    expectRate([flow("2020-01-01", -1_000_000), flow("2023-01-01", 1_500_000)], expected);
  });

  it("matches the closed form for a loss: $100,000 to $80,000 in 564 days", () => {
    expectRate([flow("2021-03-15", -100_000), flow("2022-09-30", 80_000)], Math.pow(0.8, 365 / 564) - 1);
    expect(Math.pow(0.8, 365 / 564) - 1).toBeCloseTo(-0.134467432905, 11);
  });

  it("finds very high and near-total-loss rates (the bisection's range)", () => {
    // Tripled in 60 days: 3^(365/60) − 1 = 797.891191837593 (79,789 %).
    const fast = xirr([flow("2024-01-01", -100), flow("2024-03-01", 300)]);
    expect(Math.abs(fast! / 797.891191837593 - 1)).toBeLessThan(1e-9);
    // $1,000 to $1 in two years: 0.001^(1/2) − 1 = −0.968377223398. Newton from 10 % steps past
    // −100 % here, so this case is solved by the bisection.
    expectRate([flow("2022-01-01", -1_000), flow("2024-01-01", 1)], -0.968377223398);
  });

  it("solves a fund's flows: four calls, a distribution, and the NAV as the last flow (7.68 %)", () => {
    const fund = [
      flow("2019-06-30", -250_000),
      flow("2019-12-15", -150_000),
      flow("2020-09-01", -200_000),
      flow("2021-03-31", 50_000),
      flow("2022-06-30", -100_000),
      flow("2023-12-20", 300_000),
      flow("2024-12-31", 600_000),
    ];
    expectRate(fund, 0.076818108386);
  });

  it("does not depend on the order of the flows", () => {
    const shuffled = [microsoft[3], microsoft[0], microsoft[4], microsoft[2], microsoft[1]];
    expect(xirr(shuffled)).toBeCloseTo(xirr(microsoft)!, 12);
    // Starting later than the first flow does not change the root either: only gaps between days count.
    expect(xirr([flow("2009-04-01", 2_750), ...microsoft.slice(0, 4)])).toBeCloseTo(xirr(microsoft)!, 12);
  });

  it("is exactly 0 when the money comes back unchanged", () => {
    expect(Math.abs(xirr([flow("2024-01-01", -500), flow("2025-06-01", 500)])!)).toBeLessThan(1e-12);
  });
});

describe("xirr when undefined", () => {
  it("is null without flows, with one flow, or with flows of one sign", () => {
    expect(xirr([])).toBeNull();
    expect(xirr([flow("2024-01-01", -100)])).toBeNull();
    expect(xirr([flow("2024-01-01", 100), flow("2025-01-01", 200)])).toBeNull();
    expect(xirr([flow("2024-01-01", -100), flow("2025-01-01", -200)])).toBeNull();
    // Zero flows count for neither side.
    expect(xirr([flow("2024-01-01", -100), flow("2025-01-01", 0)])).toBeNull();
  });

  it("is null when every flow is on the same day (any rate, or none, would do)", () => {
    expect(xirr([flow("2024-01-01", -100), flow("2024-01-01", 100)])).toBeNull();
    expect(xirr([flow("2024-01-01", -100), flow("2024-01-01", 150)])).toBeNull();
  });

  it("is null when no rate makes the present value zero (Newton and the bisection both fail)", () => {
    // −100, +300, −300 a year apart: with x = 1/(1+r), −100 + 300x − 300x² < 0 for every x.
    const noRoot = [flow("2021-01-01", -100), flow("2022-01-01", 300), flow("2023-01-01", -300)];
    expect(xirr(noRoot)).toBeNull();
  });

  it("never returns NaN or an infinity, and refuses malformed input", () => {
    for (const flows of [
      [flow("2024-01-01", -1), flow("2124-01-01", 1e9)],
      [flow("2024-01-01", -1e9), flow("2024-01-02", 1)],
    ]) {
      const rate = xirr(flows);
      expect(rate === null || Number.isFinite(rate)).toBe(true);
    }
    expect(() => xirr([{ date: "2024-02-30", amountCents: -1 }, flow("2025-01-01", 2)])).toThrow(/calendar date/);
    expect(() => xirr([{ date: "2024-01-01", amountCents: -0.5 }, flow("2025-01-01", 2)])).toThrow(/whole cents/);
  });
});

describe("multiples", () => {
  it("computes DPI, RVPI, TVPI and MOIC from cents", () => {
    const result = multiples({ paidInCents: 400_000_00, distributedCents: 100_000_00, navCents: 500_000_00 });
    expect(result).toEqual({ dpi: 0.25, rvpi: 1.25, tvpi: 1.5, moic: 1.5 });
  });

  it("measures MOIC against invested capital when it differs from paid-in", () => {
    const result = multiples({
      paidInCents: 400_000_00,
      distributedCents: 100_000_00,
      navCents: 500_000_00,
      investedCents: 300_000_00,
    });
    expect(result.tvpi).toBe(1.5);
    expect(result.moic).toBe(2);
  });

  it("is null, not NaN or Infinity, with nothing paid in", () => {
    expect(multiples({ paidInCents: 0, distributedCents: 0, navCents: 0 })).toEqual({
      dpi: null,
      rvpi: null,
      tvpi: null,
      moic: null,
    });
  });
});

describe("performance", () => {
  const contributions = [
    { date: "2008-01-01", amountCents: 10_000_00 },
    { date: "2010-06-01", amountCents: 5_000_00 }, // after the valuation: not counted yet
  ];
  const distributions = [
    { date: "2008-03-01", amountCents: 2_750_00 },
    { date: "2008-10-30", amountCents: 4_250_00 },
    { date: "2009-02-15", amountCents: 3_250_00 },
  ];

  it("counts flows up to the valuation's date and treats the NAV as the last flow", () => {
    const result = performance({
      contributions,
      distributions,
      nav: { date: "2009-04-01", amountCents: 2_750_00 },
      asOf: "2026-11-23",
    });
    expect(result.asOf).toBe("2009-04-01");
    expect(result.dpi).toBeCloseTo(1.025, 12);
    expect(result.rvpi).toBeCloseTo(0.275, 12);
    expect(result.tvpi).toBeCloseTo(1.3, 12);
    expect(result.moic).toBeCloseTo(1.3, 12);
    // The same flows as Microsoft's example.
    expect(Math.abs(result.irr! - 0.373362535)).toBeLessThan(1e-6);
  });

  it("without a valuation knows only DPI, as of the given date", () => {
    const result = performance({ contributions, distributions, nav: null, asOf: "2026-11-23" });
    expect(result).toEqual({ asOf: "2026-11-23", dpi: 10_250 / 15_000, rvpi: null, tvpi: null, moic: null, irr: null });
  });

  it("shows nothing but nulls before any money moved", () => {
    const result = performance({ contributions: [], distributions: [], nav: null, asOf: "2026-11-23" });
    expect(result).toEqual({ asOf: "2026-11-23", dpi: null, rvpi: null, tvpi: null, moic: null, irr: null });
    const valued = performance({
      contributions: [],
      distributions: [],
      nav: { date: "2026-09-30", amountCents: 0 },
      asOf: "2026-11-23",
    });
    expect(valued).toEqual({ asOf: "2026-09-30", dpi: null, rvpi: null, tvpi: null, moic: null, irr: null });
  });

  it("refuses negative amounts and a negative NAV", () => {
    expect(() =>
      performance({
        contributions: [{ date: "2024-01-01", amountCents: -1 }],
        distributions: [],
        nav: null,
        asOf: "2026-11-23",
      }),
    ).toThrow(/positive/);
    expect(() =>
      performance({
        contributions: [],
        distributions: [],
        nav: { date: "2026-09-30", amountCents: -1 },
        asOf: "2026-11-23",
      }),
    ).toThrow(/negative/);
  });
});

describe("an investor's performance as the portal shows it (decision 0046)", () => {
  const valuedAt = (asOf: string, paidIn: number) =>
    performance({
      contributions: paidIn > 0 ? [{ date: "2025-01-15", amountCents: paidIn }] : [],
      distributions: [],
      nav: { date: asOf, amountCents: paidIn },
      asOf,
    });

  it("says nothing is known before the first contribution", () => {
    const view = investorPerformance(valuedAt("2026-09-30", 0), null, 0);
    for (const figure of Object.values(view))
      expect(figure).toEqual({ value: null, reason: PERFORMANCE_REASONS.noContribution });
  });

  it("waits for the first valuation after a contribution made since the latest one, and shows no $0 NAV", () => {
    // One paid contribution on 2026-11-02; the fund's latest valuation is 2026-09-30, before it.
    const p = performance({
      contributions: [{ date: "2026-11-02", amountCents: 1_737_705 }],
      distributions: [],
      nav: { date: "2026-09-30", amountCents: 0 },
      asOf: "2026-11-28",
    });
    const view = investorPerformance(p, "2026-11-02", 0);
    for (const figure of Object.values(view)) {
      expect(figure).toEqual({ value: null, reason: PERFORMANCE_REASONS.awaitingValuation });
    }
    expect(PERFORMANCE_REASONS.awaitingValuation).not.toBe(PERFORMANCE_REASONS.noContribution);
  });

  it("shows the multiples once valued, and net IRR only from a year after the first contribution", () => {
    const young = investorPerformance(valuedAt("2025-12-31", 100_000), "2025-01-15", 100_000);
    expect(young.tvpi).toEqual({ value: 1, reason: null });
    expect(young.nav).toEqual({ value: 100_000, reason: null });
    expect(young.irr).toEqual({ value: null, reason: PERFORMANCE_REASONS.underAYear });
    const grown = performance({
      contributions: [{ date: "2025-01-15", amountCents: 100_000 }],
      distributions: [],
      nav: { date: "2026-03-31", amountCents: 110_000 },
      asOf: "2026-03-31",
    });
    const view = investorPerformance(grown, "2025-01-15", 110_000);
    expect(view.irr.value).toBeCloseTo(grown.irr!, 12);
    expect(view.irr.reason).toBeNull();
  });

  it("without any valuation knows DPI only", () => {
    const p = performance({
      contributions: [{ date: "2026-01-15", amountCents: 100 }],
      distributions: [],
      nav: null,
      asOf: "2026-11-28",
    });
    const view = investorPerformance(p, "2026-01-15", null);
    expect(view.dpi).toEqual({ value: 0, reason: null });
    expect(view.irr).toEqual({ value: null, reason: PERFORMANCE_REASONS.noValuation });
  });

  it("starts the history at the first contribution", () => {
    const points = ["2025-03-31", "2025-06-30", "2026-11-02", "2026-12-31"].map((date) => ({ date }));
    expect(sinceFirstContribution(points, "2026-11-02").map((p) => p.date)).toEqual(["2026-11-02", "2026-12-31"]);
    expect(sinceFirstContribution(points, null)).toEqual([]);
    expect(
      firstContribution([
        { date: null, amountCents: 0 },
        { date: "2026-03-01", amountCents: 5 },
        { date: "2026-02-01", amountCents: 5 },
        { date: "2026-01-01", amountCents: 0 },
      ]),
    ).toBe("2026-02-01");
  });
});

describe("net IRR on every face (statements too): from a year after the first contribution", () => {
  const p = { irr: 0.3734, asOf: "2026-09-30" };
  it("is null within the first year, and before any contribution", () => {
    expect(meaningfulIrr(p, "2025-10-01")).toBeNull(); // 364 days
    expect(meaningfulIrr(p, null)).toBeNull();
    expect(meaningfulIrr(p, "2026-10-15")).toBeNull(); // paid in after the valuation
  });
  it("is the rate from the 365th day on, and stays null when undefined", () => {
    expect(meaningfulIrr(p, "2025-09-30")).toBe(0.3734);
    expect(meaningfulIrr({ irr: null, asOf: "2026-09-30" }, "2020-01-01")).toBeNull();
  });
});
