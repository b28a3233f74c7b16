import { describe, expect, it } from "vitest";
import { isQuarterName, previousQuarter, quarterBounds, quarterOfDay } from "./quarters.ts";

describe("quarters", () => {
  it("names the quarter of a day and its first and last days", () => {
    expect(quarterOfDay("2026-11-28")).toBe("2026-Q4");
    expect(quarterOfDay("2026-01-01")).toBe("2026-Q1");
    expect(quarterOfDay("2026-06-30")).toBe("2026-Q2");
    expect(quarterBounds("2028-Q1")).toEqual({ start: "2028-01-01", end: "2028-03-31", label: "Q1 2028" });
    expect(quarterBounds("2026-Q4")).toEqual({ start: "2026-10-01", end: "2026-12-31", label: "Q4 2026" });
    expect(previousQuarter("2026-Q1")).toBe("2025-Q4");
    expect(previousQuarter("2026-Q3")).toBe("2026-Q2");
  });

  it("refuses what is not a quarter", () => {
    expect(isQuarterName("2026-Q5")).toBe(false);
    expect(isQuarterName("2026-Q2")).toBe(true);
    expect(() => quarterBounds("2026-Q0")).toThrow(RangeError);
    expect(() => quarterOfDay("2026-02-30")).toThrow(RangeError);
  });
});
