import { describe, expect, it } from "vitest";
import { allocateProRata, type Part, type Share } from "./allocate.ts";

const amounts = (parts: Part[]) => Object.fromEntries(parts.map((p) => [p.id, p.amountCents]));
const sum = (parts: Part[]) => parts.reduce((total, p) => total + p.amountCents, 0);

/** mulberry32: a small seeded generator, so the property loop is the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe("allocateProRata", () => {
  it("splits $100,000.01 over three equal commitments: the odd cent goes to the smallest id", () => {
    const shares = [
      { id: "c", weightCents: 50_000_000 },
      { id: "a", weightCents: 50_000_000 },
      { id: "b", weightCents: 50_000_000 },
    ];
    const parts = allocateProRata(10_000_001, shares);
    expect(parts).toEqual([
      { id: "c", amountCents: 3_333_333 },
      { id: "a", amountCents: 3_333_334 },
      { id: "b", amountCents: 3_333_334 },
    ]);
    expect(sum(parts)).toBe(10_000_001);
  });

  it("gives one cent over three investors to one of them, the others a part of 0", () => {
    const parts = allocateProRata(1, [
      { id: 3, weightCents: 100 },
      { id: 2, weightCents: 100 },
      { id: 1, weightCents: 100 },
    ]);
    expect(amounts(parts)).toEqual({ 1: 1, 2: 0, 3: 0 });
  });

  it("compares numeric ids numerically (10 after 9), not as text", () => {
    const parts = allocateProRata(1, [
      { id: 10, weightCents: 5 },
      { id: 9, weightCents: 5 },
    ]);
    expect(amounts(parts)).toEqual({ 9: 1, 10: 0 });
  });

  it("gives a leftover cent to the largest remainder, not the largest investor", () => {
    // Exact shares of 10 cents by 1:2:3 are 1.667, 3.333 and 5: floors 1, 3, 5 leave one cent,
    // which goes to the 0.667 remainder of the smallest commitment.
    const parts = allocateProRata(10, [
      { id: "small", weightCents: 100 },
      { id: "middle", weightCents: 200 },
      { id: "large", weightCents: 300 },
    ]);
    expect(amounts(parts)).toEqual({ small: 2, middle: 3, large: 5 });
  });

  it("breaks a tie between equal remainders by the larger weight, before the id", () => {
    // 3 cents by weights 1, 3, 2: exact 0.5, 1.5, 1 → floors 0, 1, 1 and one cent left. The
    // remainders of "a" and "z" are both one half; "z" has the larger weight and wins over the id.
    const parts = allocateProRata(3, [
      { id: "a", weightCents: 1 },
      { id: "z", weightCents: 3 },
      { id: "m", weightCents: 2 },
    ]);
    expect(amounts(parts)).toEqual({ a: 0, z: 2, m: 1 });
  });

  it("does not depend on the order of the investors", () => {
    const shares: Share<string>[] = [
      { id: "ann", weightCents: 7 },
      { id: "bob", weightCents: 7 },
      { id: "cy", weightCents: 14 },
      { id: "dee", weightCents: 7 },
    ];
    const expected = amounts(allocateProRata(1_000_003, shares));
    for (const order of [
      [3, 2, 1, 0],
      [1, 3, 0, 2],
      [2, 0, 3, 1],
    ]) {
      expect(
        amounts(
          allocateProRata(
            1_000_003,
            order.map((i) => shares[i]),
          ),
        ),
      ).toEqual(expected);
    }
  });

  it("leaves out investors without a commitment (zero or negative weight)", () => {
    const parts = allocateProRata(1000, [
      { id: "in", weightCents: 1 },
      { id: "none", weightCents: 0 },
      { id: "negative", weightCents: -500 },
      { id: "also-in", weightCents: 3 },
    ]);
    expect(parts).toEqual([
      { id: "in", amountCents: 250 },
      { id: "also-in", amountCents: 750 },
    ]);
  });

  it("is exact where total × weight passes 2^53", () => {
    // $9.99 trillion over commitments of $9.99 trillion and $1: a float product would lose cents.
    const parts = allocateProRata(999_999_999_999_999, [
      { id: "big", weightCents: 999_999_999_999_999 },
      { id: "tiny", weightCents: 100 },
    ]);
    // Exact shares: big = T × T / (T + 100) = 999999999999899.000000000000010…, tiny = 99.99999999999999…
    expect(amounts(parts)).toEqual({ big: 999_999_999_999_899, tiny: 100 });
  });

  it("refuses a total that is not positive whole cents", () => {
    const shares = [{ id: "a", weightCents: 1 }];
    expect(() => allocateProRata(0, shares)).toThrow(/positive/);
    expect(() => allocateProRata(-100, shares)).toThrow(/positive/);
    expect(() => allocateProRata(10.5, shares)).toThrow(/whole cents/);
    expect(() => allocateProRata(2 ** 53, shares)).toThrow(/whole cents/);
  });

  it("refuses no eligible investor, a fractional weight and a repeated id", () => {
    expect(() => allocateProRata(100, [])).toThrow(/No investor/);
    expect(() => allocateProRata(100, [{ id: "a", weightCents: 0 }])).toThrow(/No investor/);
    expect(() => allocateProRata(100, [{ id: "a", weightCents: 0.5 }])).toThrow(/whole cents/);
    expect(() =>
      allocateProRata(100, [
        { id: "a", weightCents: 1 },
        { id: "a", weightCents: 2 },
      ]),
    ).toThrow(/twice/);
  });

  it("sums exactly, and keeps each part within a cent of its exact share, for 997 random investors", () => {
    const random = seeded(20261123);
    for (let round = 0; round < 40; round++) {
      const shares: Share<number>[] = Array.from({ length: 997 }, (_, id) => ({
        id,
        // Commitments from 0 (not eligible) to $5M, some repeated to force ties.
        weightCents: random() < 0.05 ? 0 : random() < 0.2 ? 100_000_00 : Math.floor(random() * 500_000_000),
      }));
      const total = 1 + Math.floor(random() * 2_000_000_000_00);
      const parts = allocateProRata(total, shares);
      expect(sum(parts)).toBe(total);

      const eligible = shares.filter((s) => s.weightCents > 0);
      expect(parts.map((p) => p.id)).toEqual(eligible.map((s) => s.id));
      const weightSum = BigInt(eligible.reduce((s, x) => s + x.weightCents, 0));
      let extraCents = 0;
      parts.forEach((part, i) => {
        // part − exact share lies in (−1, 1): part is floor(exact) or floor(exact) + 1.
        const numerator = BigInt(total) * BigInt(eligible[i].weightCents);
        const floor = numerator / weightSum;
        const delta = BigInt(part.amountCents) - floor;
        expect(delta === 0n || (delta === 1n && numerator % weightSum !== 0n)).toBe(true);
        extraCents += Number(delta);
      });
      expect(extraCents).toBeLessThan(eligible.length);
    }
  });
});
