import { describe, expect, it } from "vitest";
import { amountTicks, chartModel, dateTicks, hasActivity } from "./capital-account-chart-scale";

describe("amountTicks", () => {
  it("steps in round dollar amounts from 0 past the largest value", () => {
    expect(amountTicks(180_000_000)).toEqual([0, 50_000_000, 100_000_000, 150_000_000, 200_000_000]);
    expect(amountTicks(100_000_000)).toEqual([0, 25_000_000, 50_000_000, 75_000_000, 100_000_000]);
    expect(amountTicks(7_000)).toEqual([0, 2_000, 4_000, 6_000, 8_000]);
    expect(amountTicks(1)).toEqual([0, 1]);
  });
  it("has a scale even when everything is zero", () => {
    expect(amountTicks(0)).toEqual([0, 100]);
  });
});

describe("dateTicks", () => {
  it("marks each new year inside the range", () => {
    expect(dateTicks("2023-03-15", "2026-09-30")).toEqual(["2024-01-01", "2025-01-01", "2026-01-01"]);
  });
  it("marks the ends within one year", () => {
    expect(dateTicks("2026-02-01", "2026-09-30")).toEqual(["2026-02-01", "2026-09-30"]);
    expect(dateTicks("2026-02-01", "2026-02-01")).toEqual(["2026-02-01"]);
  });
});

describe("chartModel", () => {
  const frame = { width: 500, height: 300, left: 50, right: 50, top: 0, bottom: 100 };
  const history = [
    { date: "2026-01-01", contributedCents: 100_000_00, distributedCents: 0, navCents: null },
    { date: "2025-01-01", contributedCents: 50_000_00, distributedCents: 0, navCents: null },
    { date: "2027-01-01", contributedCents: 100_000_00, distributedCents: 20_000_00, navCents: 90_000_00 },
  ];

  it("draws cumulative figures as steps across the frame, sorted by date", () => {
    const model = chartModel(history, frame);
    expect(model.yTicks.map((t) => t.cents)).toEqual([0, 25_000_00, 50_000_00, 75_000_00, 100_000_00]);
    expect(model.yTicks[0].y).toBe(200);
    expect(model.yTicks[4].y).toBe(0);
    // 2025 → 2026 is 365 of the 730 days: halfway along the 400-unit plot.
    expect(model.contributed).toBe("M50 100H250V0H450V0");
    expect(model.distributed).toBe("M50 200H250V200H450V160");
    expect(model.nav).toEqual([{ date: "2027-01-01", cents: 90_000_00, x: 450, y: 20 }]);
    expect(model.xTicks).toEqual([
      { date: "2026-01-01", x: 250 },
      { date: "2027-01-01", x: 450 },
    ]);
  });

  it("has nothing to draw without history", () => {
    const model = chartModel([], frame);
    expect(model.contributed).toBe("");
    expect(model.nav).toEqual([]);
    expect(model.xTicks).toEqual([]);
  });
});

describe("hasActivity", () => {
  it("is false for no history or only zeros (valuations before any contribution)", () => {
    expect(hasActivity([])).toBe(false);
    expect(hasActivity([{ date: "2026-03-31", contributedCents: 0, distributedCents: 0, navCents: 0 }])).toBe(false);
    expect(hasActivity([{ date: "2026-03-31", contributedCents: 0, distributedCents: 0, navCents: null }])).toBe(false);
  });
  it("is true once anything was paid in, out, or valued", () => {
    expect(hasActivity([{ date: "2026-03-31", contributedCents: 1, distributedCents: 0, navCents: null }])).toBe(true);
    expect(hasActivity([{ date: "2026-03-31", contributedCents: 0, distributedCents: 0, navCents: 5 }])).toBe(true);
  });
});
