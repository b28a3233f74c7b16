import { describe, expect, it } from "vitest";
import { capitalAccount } from "./capital-account.ts";
import { performance } from "./performance.ts";
import {
  commitmentOn,
  flowsWithTransfers,
  movedAmounts,
  proRata,
  transferredOn,
  valuedMoved,
  type TransferMove,
} from "./position-transfers.ts";

const basis = {
  contributions: [
    { date: "2024-01-10", amountCents: 600_00 },
    { date: "2024-07-10", amountCents: 300_00 },
  ],
  distributions: [{ date: "2025-01-20", amountCents: 90_00 }],
};
const move = (direction: 1 | -1, effectiveDate = "2025-04-01"): TransferMove => ({
  effectiveDate,
  direction,
  commitmentCents: 400_00,
  contributedCents: 300_00,
  distributedCents: 30_00,
  basis,
});

describe("position transfers", () => {
  it("moves contributed and distributed pro rata to the commitment moved, half up, all of it when whole", () => {
    expect(
      movedAmounts({ commitmentCents: 1200_00, contributedCents: 900_00, distributedCents: 90_00 }, 400_00),
    ).toEqual({
      contributedCents: 300_00,
      distributedCents: 30_00,
    });
    expect(proRata(1, 1, 2)).toBe(1);
    expect(proRata(10, 1, 3)).toBe(3);
    expect(proRata(999_99, 700, 700)).toBe(999_99);
    expect(proRata(100, 0, 700)).toBe(0);
  });

  it("reads the commitment as it stood: transfers effective later had not happened", () => {
    expect(commitmentOn(800_00, [move(-1)], "2025-03-31")).toBe(1200_00);
    expect(commitmentOn(800_00, [move(-1)], "2025-04-01")).toBe(800_00);
    expect(commitmentOn(400_00, [move(1)], "2025-03-31")).toBe(0);
  });

  it("moves the valued capital: all of it from the effective date, the share paid by an earlier valuation's date", () => {
    expect(valuedMoved(move(1), "2025-06-30")).toBe(300_00);
    // By 2024-03-31 the transferor had paid 600 of the 900 it held at the transfer: 2/3 of the 300 moved.
    expect(valuedMoved(move(1), "2024-03-31")).toBe(200_00);
    expect(transferredOn([move(-1)], "2025-03-31", "2024-12-31")).toEqual({
      contributedCents: 0,
      distributedCents: 0,
      valuedCents: 0,
    });
    expect(transferredOn([move(-1)], "2025-05-01", "2024-12-31")).toEqual({
      contributedCents: -300_00,
      distributedCents: -30_00,
      valuedCents: -300_00,
    });
  });

  it("carries the cash flows over at their dates: the two sides add up to the position's flows, and keep its multiples", () => {
    const out = flowsWithTransfers(basis, [move(-1)], "2025-06-30");
    const into = flowsWithTransfers({ contributions: [], distributions: [] }, [move(1)], "2025-06-30");
    expect(into.contributions).toEqual([
      { date: "2024-01-10", amountCents: 200_00 },
      { date: "2024-07-10", amountCents: 100_00 },
    ]);
    expect(out.contributions).toEqual([
      { date: "2024-01-10", amountCents: 400_00 },
      { date: "2024-07-10", amountCents: 200_00 },
    ]);
    expect(out.distributions).toEqual([{ date: "2025-01-20", amountCents: 60_00 }]);
    expect(into.distributions).toEqual([{ date: "2025-01-20", amountCents: 30_00 }]);
    // Before the effective date nothing moves.
    expect(flowsWithTransfers(basis, [move(-1)], "2025-03-31")).toEqual(basis);
    const nav = (cents: number) => ({ date: "2025-06-30", amountCents: cents });
    const whole = performance({ ...basis, nav: nav(1200_00), asOf: "2025-06-30" });
    const kept = performance({ ...out, nav: nav(800_00), asOf: "2025-06-30" });
    const taken = performance({ ...into, nav: nav(400_00), asOf: "2025-06-30" });
    expect(kept.tvpi).toBeCloseTo(whole.tvpi!, 10);
    expect(taken.tvpi).toBeCloseTo(whole.tvpi!, 10);
    expect(taken.irr).toBeCloseTo(whole.irr!, 6);
  });

  it("keeps the fund's capital account: the two accounts add up to the one before", () => {
    const valuation = { date: "2025-06-30", navCents: 5000_00, fundContributedCents: 3000_00 };
    const calls = basis.contributions.map((c) => ({
      amountCents: c.amountCents,
      paidCents: c.amountCents,
      status: "Paid" as const,
      dueDate: c.date,
      paidOn: c.date,
    }));
    const distributions = [{ amountCents: 90_00, status: "Paid" as const, paidOn: "2025-01-20" }];
    const asOf = "2025-06-30";
    const before = capitalAccount({ commitmentCents: 1200_00, calls, distributions, valuation, asOf });
    const kept = capitalAccount({
      commitmentCents: 800_00,
      calls,
      distributions,
      valuation,
      asOf,
      transferred: transferredOn([move(-1)], asOf, valuation.date),
    });
    const taken = capitalAccount({
      commitmentCents: 400_00,
      calls: [],
      distributions: [],
      valuation,
      asOf,
      transferred: transferredOn([move(1)], asOf, valuation.date),
    });
    for (const key of [
      "commitmentCents",
      "calledCents",
      "contributedCents",
      "unfundedCents",
      "distributedCents",
      "navShareCents",
    ] as const) {
      expect(kept[key]! + taken[key]!, key).toBe(before[key]);
    }
  });
});
