import { describe, expect, it } from "vitest";
import { todayUtc } from "./dates.ts";

describe("todayUtc", () => {
  it("is the UTC calendar day, whatever the zone the moment was written in", () => {
    expect(todayUtc(new Date("2026-11-28T23:30:00-05:00"))).toBe("2026-11-29");
    expect(todayUtc(new Date("2026-11-29T00:30:00+09:00"))).toBe("2026-11-28");
  });

  it("turns at midnight UTC", () => {
    expect(todayUtc(new Date("2026-12-31T23:59:59.999Z"))).toBe("2026-12-31");
    expect(todayUtc(new Date("2027-01-01T00:00:00.000Z"))).toBe("2027-01-01");
  });

  it("refuses an invalid date instead of answering a wrong day", () => {
    expect(() => todayUtc(new Date("not a date"))).toThrow(RangeError);
  });
});
