import { describe, expect, it } from "vitest";
import { assertCents, centsFromDecimal, decimalFromCents } from "./money.ts";

describe("centsFromDecimal", () => {
  it("reads the database's decimal strings exactly", () => {
    expect(centsFromDecimal("1500000.00")).toBe(150_000_000);
    expect(centsFromDecimal("100000.01")).toBe(10_000_001);
    expect(centsFromDecimal("0.01")).toBe(1);
    expect(centsFromDecimal("0.00")).toBe(0);
    expect(centsFromDecimal("12")).toBe(1200);
    expect(centsFromDecimal("12.5")).toBe(1250);
    expect(centsFromDecimal("12.500")).toBe(1250);
  });

  it("keeps the sign of amounts under a dollar (where whole × 100 + fraction would not)", () => {
    expect(centsFromDecimal("-0.05")).toBe(-5);
    expect(centsFromDecimal("-12.50")).toBe(-1250);
    expect(Object.is(centsFromDecimal("-0.00"), 0)).toBe(true);
  });

  it("is exact where a float of dollars is not", () => {
    // 0.29 * 100 is 28.999999999999996 in floating point; 9999999999999.99 is not representable.
    expect(centsFromDecimal("0.29")).toBe(29);
    expect(centsFromDecimal("9999999999999.99")).toBe(999_999_999_999_999);
  });

  it("refuses text that is not a plain decimal, finer than a cent, or beyond a safe integer", () => {
    for (const bad of ["", " 1", "1,000", "1e3", "$5", "1.", ".5", "+1", "NaN", "0.001", "1.005"]) {
      expect(() => centsFromDecimal(bad), bad).toThrow(RangeError);
    }
    expect(() => centsFromDecimal("99999999999999.99")).toThrow(/too large/);
  });
});

describe("decimalFromCents", () => {
  it("writes two decimals, with the sign and leading zero", () => {
    expect(decimalFromCents(150_000_000)).toBe("1500000.00");
    expect(decimalFromCents(1)).toBe("0.01");
    expect(decimalFromCents(10)).toBe("0.10");
    expect(decimalFromCents(0)).toBe("0.00");
    expect(decimalFromCents(-5)).toBe("-0.05");
    expect(decimalFromCents(-123_456)).toBe("-1234.56");
    expect(decimalFromCents(999_999_999_999_999)).toBe("9999999999999.99");
  });

  it("refuses fractions of a cent and unsafe integers", () => {
    expect(() => decimalFromCents(1.5)).toThrow(RangeError);
    expect(() => decimalFromCents(Number.NaN)).toThrow(RangeError);
    expect(() => decimalFromCents(2 ** 53)).toThrow(RangeError);
  });

  it("round-trips with centsFromDecimal", () => {
    for (const cents of [0, 1, -1, 99, 100, 101, 10_000_001, -987_654_321, Number.MAX_SAFE_INTEGER]) {
      expect(centsFromDecimal(decimalFromCents(cents))).toBe(cents);
    }
  });
});

describe("assertCents", () => {
  it("names the amount it refuses", () => {
    expect(() => assertCents(0.1, "total")).toThrow("total must be whole cents, got 0.1");
    expect(() => assertCents(42)).not.toThrow();
  });
});
