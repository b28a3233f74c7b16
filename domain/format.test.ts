import { describe, expect, it } from "vitest";
import {
  formatCents,
  formatDate,
  formatDateTime,
  formatTime,
  formatIrr,
  formatRatio,
  NOT_AVAILABLE,
  formatRelativeTime,
  formatMoney,
  formatMoneyCents,
  formatPercent,
  formatRoi,
  formatShortDate,
} from "./format.ts";

describe("formatMoney (whole dollars)", () => {
  it("formats the database's decimal strings and computed numbers alike", () => {
    expect(formatMoney("8500000.00")).toBe("$8,500,000");
    expect(formatMoney(1_500_000)).toBe("$1,500,000");
    expect(formatMoney("0.00")).toBe("$0");
  });

  it("rounds half away from zero", () => {
    expect(formatMoney("1250.50")).toBe("$1,251");
    expect(formatMoney("1250.49")).toBe("$1,250");
  });

  it("is exact beyond what a float holds (numeric(15,2)'s largest amount)", () => {
    // As a number, 9999999999999.99 is 9999999999999.990234375; the string stays exact.
    expect(formatMoneyCents("9999999999999.99")).toBe("$9,999,999,999,999.99");
    expect(formatMoney("9999999999999.49")).toBe("$9,999,999,999,999");
  });
});

describe("formatMoneyCents", () => {
  it("always shows two decimals", () => {
    expect(formatMoneyCents("1250.5")).toBe("$1,250.50");
    expect(formatMoneyCents(150000)).toBe("$150,000.00");
  });
});

describe("formatCents (the ledger's integer cents)", () => {
  it("formats by digits, negatives and amounts under a dollar included", () => {
    expect(formatCents(150_000_050)).toBe("$1,500,000.50");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(-5)).toBe("-$0.05");
    expect(formatCents(-123_456)).toBe("-$1,234.56");
    // The ledger's largest amount, 999,999,999,999,999 cents, exactly.
    expect(formatCents(999_999_999_999_999)).toBe("$9,999,999,999,999.99");
  });

  it("refuses what is not whole cents", () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });
});

describe("percentages", () => {
  it("formatPercent: a share with at most one decimal", () => {
    expect(formatPercent(75)).toBe("75%");
    expect(formatPercent("67.50")).toBe("67.5%");
    expect(formatPercent(33.333)).toBe("33.3%");
  });

  it("formatRoi: always one decimal, so a column of rates lines up", () => {
    expect(formatRoi("13.50")).toBe("13.5%");
    expect(formatRoi("22.00")).toBe("22.0%");
    expect(formatRoi(13.85)).toBe("13.9%");
    expect(formatRoi("0")).toBe("0.0%");
  });
});

describe("dates (UTC, so server and browser agree)", () => {
  it("formats calendar dates and instants", () => {
    expect(formatDate("2027-01-15")).toBe("January 15, 2027");
    expect(formatShortDate("2027-01-15")).toBe("Jan 15, 2027");
    expect(formatShortDate("2026-11-23T23:59:00Z")).toBe("Nov 23, 2026");
    expect(formatDateTime("2026-11-23T02:20:00Z")).toBe("Nov 23, 2026, 2:20 AM UTC");
    expect(formatTime("2026-11-23T14:20:00Z")).toBe("2:20 PM UTC");
    expect(formatTime(new Date("2026-11-23T09:05:00-05:00"))).toBe("2:05 PM UTC");
  });
});

describe("formatRelativeTime", () => {
  const now = "2026-11-23T02:20:00Z";
  it("says how long ago against the given clock, then falls back to the date", () => {
    expect(formatRelativeTime("2026-11-23T02:19:50Z", now)).toBe("just now");
    expect(formatRelativeTime("2026-11-23T02:17:00Z", now)).toBe("3 minutes ago");
    expect(formatRelativeTime("2026-11-22T02:20:00Z", now)).toBe("yesterday");
    expect(formatRelativeTime("2026-11-01T09:05:00Z", now)).toBe("Nov 1, 2026, 9:05 AM UTC");
  });
});

describe("formatRatio and formatIrr (ledger performance)", () => {
  it("shows a multiple with two decimals and an x", () => {
    expect(formatRatio(1.3)).toBe("1.30x");
    expect(formatRatio(0)).toBe("0.00x");
    expect(formatRatio(2.345)).toBe("2.35x");
    expect(formatRatio(1234.5)).toBe("1,234.50x");
  });

  it("shows a yearly rate from a fraction with one decimal", () => {
    expect(formatIrr(0.373362535)).toBe("37.3%");
    expect(formatIrr(-0.134467)).toBe("-13.4%");
    expect(formatIrr(0)).toBe("0.0%");
  });

  it("shows an em dash, never NaN, for what cannot be computed", () => {
    expect(NOT_AVAILABLE).toBe("—");
    for (const value of [null, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatRatio(value)).toBe("—");
      expect(formatIrr(value)).toBe("—");
    }
  });
});

describe("ledger cents", () => {
  it("formats integer cents exactly, always with cents", async () => {
    const { formatCents } = await import("./format.ts");
    expect(formatCents(150000050)).toBe("$1,500,000.50");
    expect(formatCents(-5)).toBe("-$0.05");
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(9007199254740991)).toBe("$90,071,992,547,409.91");
  });

  // The money rule (decision 0046): a ledger amount shows its cents on every face, so no
  // formatter may round ledger cents to whole dollars.
  it("has no formatter that rounds ledger cents to dollars", async () => {
    const format: Record<string, unknown> = await import("./format.ts");
    expect(Object.keys(format).filter((name) => /^formatCents(?!Compact$)./.test(name))).toEqual([]);
  });
});

describe("compact ledger cents", () => {
  it("abbreviates amounts for a chart's axis", async () => {
    const { formatCentsCompact } = await import("./format.ts");
    expect(formatCentsCompact(0)).toBe("$0");
    expect(formatCentsCompact(150000000)).toBe("$1.5M");
    expect(formatCentsCompact(75000000)).toBe("$750K");
    expect(formatCentsCompact(250000000)).toBe("$2.5M");
    expect(formatCentsCompact(5000)).toBe("$50");
  });
});
