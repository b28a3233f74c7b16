import { describe, expect, it } from "vitest";
import { addDays, dayNumber } from "./dates.ts";

describe("dayNumber", () => {
  it("counts days in UTC, leap days included", () => {
    expect(dayNumber("1970-01-01")).toBe(0);
    expect(dayNumber("2024-03-01") - dayNumber("2024-02-28")).toBe(2);
    expect(dayNumber("2023-01-01") - dayNumber("2020-01-01")).toBe(1096);
  });

  it("refuses what is not a calendar day", () => {
    for (const bad of [
      "2026-02-29",
      "1900-02-29",
      "2026-04-31",
      "2026-00-10",
      "2026-13-01",
      "2026-05-00",
      "0050-01-01",
      "2026-1-5",
      "2026-11-23T00:00:00Z",
      "",
      "23/11/2026",
    ]) {
      expect(() => dayNumber(bad), bad).toThrow(RangeError);
    }
  });

  it("accepts leap days, and agrees with Date on every day from 1899 to 2101", () => {
    expect(dayNumber("2024-02-29") - dayNumber("2024-02-28")).toBe(1);
    expect(dayNumber("2000-02-29") - dayNumber("2000-02-28")).toBe(1);
    for (let time = Date.UTC(1899, 0, 1); time <= Date.UTC(2101, 11, 31); time += 86_400_000) {
      const date = new Date(time).toISOString().slice(0, 10);
      if (dayNumber(date) !== time / 86_400_000) expect.fail(`dayNumber("${date}")`);
    }
  });
});

describe("addDays", () => {
  it("moves by calendar days in UTC, across months, leap days and years", () => {
    expect(addDays("2024-02-28", 2)).toBe("2024-03-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(addDays("2026-11-23", 0)).toBe("2026-11-23");
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
  });
});
