import { describe, expect, it } from "vitest";
import {
  callDateErrors,
  distributionDateErrors,
  isMonthEnd,
  latestMonthEnd,
  paymentDateErrors,
  valuationDateErrors,
} from "./date-rules.ts";

const calendar = { fundType: "Fund II", today: "2026-11-28", firstClose: "2023-09-01" };
const latestCall = { number: 5, callDate: "2025-10-01" };

describe("the ledger's date rules", () => {
  it("refuses a call dated before the first close, before the latest call, or after today", () => {
    expect(callDateErrors("2019-01-01", { ...calendar, latestCall })).toEqual({
      callDate: "Call date cannot be before Fund II's first close on September 1, 2023",
    });
    expect(callDateErrors("2025-09-30", { ...calendar, latestCall })).toEqual({
      callDate: "Call date cannot be before Fund II's latest call, Call #5 of October 1, 2025",
    });
    expect(callDateErrors("2026-11-29", { ...calendar, latestCall })).toEqual({
      callDate: "Call date cannot be in the future (today is November 28, 2026)",
    });
    // The latest call's own day and today are fine; without a first close there is no lower bound.
    expect(callDateErrors("2025-10-01", { ...calendar, latestCall })).toEqual({});
    expect(callDateErrors("2026-11-28", { ...calendar, latestCall })).toEqual({});
    expect(callDateErrors("1999-01-01", { ...calendar, firstClose: null, latestCall: null })).toEqual({});
  });

  it("refuses a distribution or a payment in the future or before the first close", () => {
    expect(distributionDateErrors("2026-12-01", calendar)).toHaveProperty("distributionDate");
    expect(distributionDateErrors("2023-08-31", calendar)).toHaveProperty("distributionDate");
    expect(distributionDateErrors("2023-09-01", calendar)).toEqual({});
    expect(paymentDateErrors("2026-11-29", calendar, "2026-11-01")).toHaveProperty("paidOn");
    expect(paymentDateErrors("2026-10-31", calendar, "2026-11-01")).toEqual({
      paidOn: "Received date cannot be before the notice was issued on November 1, 2026",
    });
    expect(paymentDateErrors("2026-11-01", calendar, "2026-11-01")).toEqual({});
  });

  it("wants a valuation at a month end in the past, unless it is marked interim", () => {
    expect(valuationDateErrors("2030-01-01", false, calendar)).toEqual({
      asOf: "Valuation date cannot be in the future (today is November 28, 2026)",
    });
    expect(valuationDateErrors("1999-12-31", false, calendar)).toHaveProperty("asOf");
    expect(valuationDateErrors("2026-09-30", false, calendar)).toEqual({});
    expect(valuationDateErrors("2026-10-31", false, calendar)).toEqual({});
    expect(valuationDateErrors("2026-10-15", false, calendar)).toHaveProperty("asOf");
    expect(valuationDateErrors("2026-10-15", true, calendar)).toEqual({});
    // Interim does not make a future date possible.
    expect(valuationDateErrors("2030-01-01", true, calendar)).toHaveProperty("asOf");
  });

  it("knows month ends, February of leap years included", () => {
    expect(["2024-02-29", "2025-02-28", "2026-12-31", "2026-06-30"].every(isMonthEnd)).toBe(true);
    expect(["2024-02-28", "2026-12-30", "2026-07-01"].some(isMonthEnd)).toBe(false);
    expect(["2026-11-28", "2026-10-31", "2024-03-01"].map(latestMonthEnd)).toEqual([
      "2026-10-31",
      "2026-10-31",
      "2024-02-29",
    ]);
  });
});
