import { describe, expect, it } from "vitest";
import { anniversary, daysBetween, yearFraction } from "./day-count.ts";
import { ratio } from "./ratio.ts";

describe("day counts", () => {
  it("actual/365 counts calendar days, February 29 included", () => {
    // Jan 31 → Feb 29 (29) → Mar 31 (31) → Apr 30 (30) → May 31 (31) → Jun 30 (30) → Jul 31 (31) = 182.
    expect(daysBetween("2024-01-31", "2024-07-31", "actual/365")).toBe(182);
    expect(daysBetween("2024-02-28", "2024-03-01", "actual/365")).toBe(2);
    expect(yearFraction("2024-01-01", "2025-01-01", "actual/365")).toEqual(ratio(366, 365));
  });

  it("30/360 (bond basis) counts 30-day months, the 31st as the 30th when the start is the 30th or 31st", () => {
    // 360 × 0 + 30 × 6 + (30 − 30): both 31sts count as 30ths.
    expect(daysBetween("2024-01-31", "2024-07-31", "30/360")).toBe(180);
    expect(daysBetween("2024-01-30", "2024-03-31", "30/360")).toBe(60);
    // A start on the 28th leaves an end on the 31st as it is: 30 × 1 + (31 − 28).
    expect(daysBetween("2024-02-28", "2024-03-31", "30/360")).toBe(33);
    expect(yearFraction("2020-01-01", "2022-01-01", "30/360")).toEqual(ratio(2));
  });

  it("puts the anniversary of February 29 on February 28 in a common year", () => {
    expect(anniversary("2024-02-29", 1)).toBe("2025-02-28");
    expect(anniversary("2024-02-29", 4)).toBe("2028-02-29");
    expect(anniversary("2021-06-30", 2)).toBe("2023-06-30");
  });

  it("refuses a date that is not a calendar day", () => {
    expect(() => daysBetween("2024-02-30", "2024-03-01", "30/360")).toThrow(RangeError);
  });
});
