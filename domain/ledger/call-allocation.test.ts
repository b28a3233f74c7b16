import { describe, expect, it } from "vitest";
import { allocateCall, allocateCallWithFees, splitOverLines } from "./call-allocation.ts";

const M = 100_000_000; // $1,000,000 in cents

describe("allocateCall: pro rata to uncalled commitment", () => {
  it("equals pro rata to commitment while every investor has been called in step", () => {
    const result = allocateCall(750_000_000, [
      { id: 1, commitmentCents: (15 * M) / 10, calledCents: (5 * M) / 10 },
      { id: 2, commitmentCents: (285 * M) / 10, calledCents: (95 * M) / 10 },
    ]);
    // $30M fund, a third called; $7.5M more is 5 % and 95 %.
    expect(result.lines.map((l) => l.amountCents)).toEqual([37_500_000, 712_500_000]);
    expect(result).toMatchObject({ uncalledCents: 20 * M, excessCents: 0 });
  });

  it("never asks an investor for more than they have left, even when others have more room", () => {
    // Equal commitments, but B was already called for 90 %: pro rata to commitment would ask B
    // for $500,000 against $100,000 left; pro rata to what is left asks B for a tenth of A's part.
    const result = allocateCall(M, [
      { id: "a", commitmentCents: M, calledCents: 0 },
      { id: "b", commitmentCents: M, calledCents: 90_000_000 },
    ]);
    expect(result.lines).toEqual([
      { id: "a", amountCents: 90_909_091, uncalledCents: M, excessCents: 0 },
      { id: "b", amountCents: 9_090_909, uncalledCents: 10_000_000, excessCents: 0 },
    ]);
  });

  it("can call exactly what is left, to the cent, and leaves fully called investors out", () => {
    const investors = [
      { id: 1, commitmentCents: 333_333, calledCents: 111_111 },
      { id: 2, commitmentCents: 333_334, calledCents: 1 },
      { id: 3, commitmentCents: 500_000, calledCents: 500_000 },
    ];
    const result = allocateCall(555_555, investors);
    expect(result.lines).toEqual([
      { id: 1, amountCents: 222_222, uncalledCents: 222_222, excessCents: 0 },
      { id: 2, amountCents: 333_333, uncalledCents: 333_333, excessCents: 0 },
    ]);
    expect(result.excessCents).toBe(0);
  });

  it("keeps every part within its uncalled commitment on random funds (no cent of rounding passes it)", () => {
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let round = 0; round < 200; round++) {
      const investors = Array.from({ length: 2 + Math.floor(random() * 30) }, (_, id) => {
        const commitmentCents = 1 + Math.floor(random() * 5 * M);
        return { id, commitmentCents, calledCents: Math.floor(random() * commitmentCents) };
      });
      const left = investors.reduce((sum, i) => sum + i.commitmentCents - i.calledCents, 0);
      const total = 1 + Math.floor(random() * left);
      const result = allocateCall(total, investors);
      expect(result.lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(total);
      for (const line of result.lines) expect(line.amountCents).toBeLessThanOrEqual(line.uncalledCents);
      expect(result.excessCents).toBe(0);
    }
  });

  it("shows each investor's excess when the call asks for more than the fund has left", () => {
    // The Fund II: $7.875M uncalled, a $20M call. Every investor's part passes what they have left.
    const result = allocateCall(20 * M, [
      { id: "jordan", commitmentCents: M, calledCents: 82_500_000 },
      { id: "rest", commitmentCents: 44 * M, calledCents: 3_630_000_000 },
    ]);
    expect(result.uncalledCents).toBe(787_500_000);
    expect(result.excessCents).toBe(20 * M - 787_500_000);
    expect(result.lines.every((line) => line.excessCents > 0)).toBe(true);
    expect(result.lines[0]).toMatchObject({ uncalledCents: 17_500_000, amountCents: 44_444_444 });
  });

  it("splits by commitment when nothing is left at all, so the preview can still show the excess", () => {
    const result = allocateCall(100, [{ id: 1, commitmentCents: 500, calledCents: 500 }]);
    expect(result.lines).toEqual([{ id: 1, amountCents: 100, uncalledCents: 0, excessCents: 100 }]);
  });
});

describe("a call's lines (decision 0068)", () => {
  it("splits a part over the call's lines as its notice prints them, adding up exactly", () => {
    // $1.00 over lines of 1 : 1 : 1: 33 each, the cent left to the tie broken by name (fundExpenses first).
    expect(splitOverLines(100, { investmentCents: 1, managementFeeCents: 1, fundExpensesCents: 1 })).toEqual({
      investmentCents: 33,
      managementFeeCents: 33,
      fundExpensesCents: 34,
    });
    // A line of 0 takes nothing; a part of 0 has none.
    expect(splitOverLines(999, { investmentCents: 3, managementFeeCents: 0, fundExpensesCents: 0 })).toEqual({
      investmentCents: 999,
      managementFeeCents: 0,
      fundExpensesCents: 0,
    });
    expect(splitOverLines(0, { investmentCents: 3, managementFeeCents: 1, fundExpensesCents: 0 }).investmentCents).toBe(
      0,
    );
  });

  it("adds each investor's own fee to their pro rata share and names any part past what is left", () => {
    const investors = [
      { id: "a", commitmentCents: 600, calledCents: 0 },
      { id: "b", commitmentCents: 400, calledCents: 390 },
    ];
    // Investment 500 split 600 : 10 of uncalled (491.8 and 8.2: 492 and 8); expenses 0; fees 20 and 5.
    const result = allocateCallWithFees(
      { investmentCents: 500, fundExpensesCents: 0, feeCents: (id) => (id === "a" ? 20 : 5) },
      investors,
    );
    expect(result.lines).toEqual([
      {
        id: "a",
        amountCents: 512,
        uncalledCents: 600,
        excessCents: 0,
        investmentCents: 492,
        managementFeeCents: 20,
        fundExpensesCents: 0,
      },
      {
        id: "b",
        amountCents: 13,
        uncalledCents: 10,
        excessCents: 3,
        investmentCents: 8,
        managementFeeCents: 5,
        fundExpensesCents: 0,
      },
    ]);
    expect(result).toMatchObject({ uncalledCents: 610, excessCents: 0 });
    // A fee-only call: no investment or expenses to split.
    const feesOnly = allocateCallWithFees({ investmentCents: 0, fundExpensesCents: 0, feeCents: () => 7 }, investors);
    expect(feesOnly.lines.map((line) => line.amountCents)).toEqual([7, 7]);
  });
});
