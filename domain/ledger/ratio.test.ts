import { describe, expect, it } from "vitest";
import { add, compare, div, mul, ratio, ratioFromDecimal, ratioFromPercent, roundHalfUp, sub } from "./ratio.ts";

describe("ratio", () => {
  it("keeps fractions exact and in lowest terms", () => {
    expect(add(ratio(1, 3), ratio(1, 6))).toEqual(ratio(1, 2));
    expect(sub(ratio(1, 3), ratio(1, 2))).toEqual({ n: -1n, d: 6n });
    expect(mul(ratio(2, 3), ratio(9, 4))).toEqual({ n: 3n, d: 2n });
    expect(div(ratio(1), ratio(-4))).toEqual({ n: -1n, d: 4n });
    expect(compare(ratio(1, 3), ratio(333, 1000))).toBe(1);
    // 0.1 + 0.2 is 0.3 here, as it is not in floating point.
    expect(add(ratioFromDecimal("0.1"), ratioFromDecimal("0.2"))).toEqual(ratioFromDecimal("0.3"));
  });

  it("rounds half up, once", () => {
    expect(roundHalfUp(ratio(5, 2))).toBe(3n);
    expect(roundHalfUp(ratio(7, 3))).toBe(2n);
    expect(roundHalfUp(ratio(-5, 2))).toBe(-2n);
    expect(roundHalfUp(ratio(-7, 3))).toBe(-2n);
    expect(roundHalfUp(ratio(-8, 3))).toBe(-3n);
  });

  it("reads percentages from decimal strings", () => {
    expect(ratioFromPercent("8")).toEqual(ratio(2, 25));
    expect(ratioFromPercent("8.25")).toEqual(ratio(33, 400));
    expect(() => ratioFromDecimal("8%")).toThrow(RangeError);
    expect(() => ratioFromDecimal("1e2")).toThrow(RangeError);
  });
});
