import { describe, expect, it } from "vitest";
import { allocateProRata } from "./allocate.ts";
import {
  capitalAccount,
  callPartStatus,
  cashFlowsOf,
  type CallPart,
  type DistributionPart,
} from "./capital-account.ts";
import { centsFromDecimal as cents } from "./money.ts";
import { performance } from "./performance.ts";

const calls: CallPart[] = [
  // Paid in full before its due date.
  {
    amountCents: cents("250000.00"),
    paidCents: cents("250000.00"),
    status: "Paid",
    dueDate: "2025-02-15",
    paidOn: "2025-02-10",
  },
  // Partly paid, and past due on 2026-11-23.
  {
    amountCents: cents("150000.00"),
    paidCents: cents("50000.00"),
    status: "Pending",
    dueDate: "2025-09-30",
    paidOn: "2025-09-20",
  },
  // Not due yet.
  { amountCents: cents("100000.00"), paidCents: 0, status: "Pending", dueDate: "2026-12-15", paidOn: null },
];
const distributions: DistributionPart[] = [
  { amountCents: cents("40000.00"), status: "Paid", paidOn: "2026-03-31" },
  { amountCents: cents("25000.00"), status: "Scheduled", paidOn: null },
];
const valuation = { date: "2026-09-30", navCents: cents("3456789.01"), fundContributedCents: cents("3000000.00") };

describe("capitalAccount", () => {
  it("derives every figure of the account from the parts", () => {
    const account = capitalAccount({
      commitmentCents: cents("1000000.00"),
      calls,
      distributions,
      valuation,
      asOf: "2026-11-23",
    });
    expect(account).toEqual({
      commitmentCents: 100_000_000,
      calledCents: 50_000_000,
      contributedCents: 30_000_000,
      unfundedCents: 70_000_000,
      // Unfunded is outstanding + uncalled: $200,000 called and unpaid, $500,000 not yet called.
      uncalledCents: 50_000_000,
      outstandingCents: 20_000_000,
      overdueCents: 10_000_000,
      distributedCents: 4_000_000,
      scheduledDistributionCents: 2_500_000,
      // 10 % of $3,456,789.01 is $345,678.901: rounded to the cent.
      navShareCents: 34_567_890,
      navDate: "2026-09-30",
      percentContributed: 30,
    });
  });

  it("counts for the NAV share only what was paid by the valuation's date", () => {
    const late: CallPart = {
      amountCents: 10_000_000,
      paidCents: 10_000_000,
      status: "Paid",
      dueDate: "2026-10-15",
      paidOn: "2026-10-14",
    };
    const account = capitalAccount({
      commitmentCents: cents("1000000.00"),
      calls: [...calls, late],
      distributions,
      valuation,
      asOf: "2026-11-23",
    });
    expect(account.contributedCents).toBe(40_000_000);
    expect(account.navShareCents).toBe(34_567_890);
  });

  it("rounds the NAV share half up, to the nearest cent", () => {
    const paidOne = (amountCents: number): CallPart => ({
      amountCents,
      paidCents: amountCents,
      status: "Paid",
      dueDate: "2026-01-01",
      paidOn: "2026-01-01",
    });
    const share = (nav: number, paid: number, fund: number) =>
      capitalAccount({
        commitmentCents: 1_000,
        calls: [paidOne(paid)],
        distributions: [],
        valuation: { date: "2026-06-30", navCents: nav, fundContributedCents: fund },
        asOf: "2026-07-01",
      }).navShareCents;
    expect(share(1, 1, 2)).toBe(1); // 0.5 → 1
    expect(share(1, 1, 3)).toBe(0); // 0.333 → 0
    expect(share(2, 2, 3)).toBe(1); // 1.333 → 1
    expect(share(5, 2, 3)).toBe(3); // 3.333 → 3
    expect(share(999_999_999_999_999, 333, 999)).toBe(333_333_333_333_333); // beyond 2^53 inside, exact
  });

  it("has no NAV share or percentage where they are undefined", () => {
    const none = capitalAccount({
      commitmentCents: 0,
      calls: [],
      distributions: [],
      valuation: null,
      asOf: "2026-11-23",
    });
    expect(none.navShareCents).toBeNull();
    expect(none.navDate).toBeNull();
    expect(none.percentContributed).toBeNull();
    const empty = capitalAccount({
      commitmentCents: 100,
      calls: [],
      distributions: [],
      valuation: { date: "2026-06-30", navCents: 0, fundContributedCents: 0 },
      asOf: "2026-11-23",
    });
    expect(empty.navShareCents).toBeNull();
    expect(empty.percentContributed).toBe(0);
  });

  it("refuses parts that cannot be", () => {
    const account = (part: CallPart) =>
      capitalAccount({ commitmentCents: 1_000, calls: [part], distributions: [], valuation: null, asOf: "2026-11-23" });
    const base: CallPart = { amountCents: 100, paidCents: 0, status: "Pending", dueDate: "2026-12-01", paidOn: null };
    expect(() => account({ ...base, paidCents: 101, paidOn: "2026-11-01" })).toThrow(/cannot have/);
    expect(() => account({ ...base, status: "Paid", paidCents: 50, paidOn: "2026-11-01" })).toThrow(/in full/);
    expect(() => account({ ...base, paidCents: 50 })).toThrow(/paidOn/);
    expect(() => account({ ...base, dueDate: "12/01/2026" })).toThrow(/calendar date/);
    expect(() => account({ ...base, amountCents: 100.5 })).toThrow(/whole cents/);
    expect(() =>
      capitalAccount({
        commitmentCents: 1_000,
        calls: [{ ...base, status: "Paid", paidCents: 100, paidOn: "2026-01-01" }],
        distributions: [],
        valuation: { date: "2026-06-30", navCents: 500, fundContributedCents: 99 },
        asOf: "2026-11-23",
      }),
    ).toThrow(/more than the whole fund/);
  });
});

describe("callPartStatus", () => {
  const part: CallPart = { amountCents: 100, paidCents: 0, status: "Pending", dueDate: "2026-11-23", paidOn: null };

  it("is Overdue only after the due date, and never once paid", () => {
    expect(callPartStatus(part, "2026-11-23")).toBe("Pending");
    expect(callPartStatus(part, "2026-11-24")).toBe("Overdue");
    expect(callPartStatus({ ...part, paidCents: 100, status: "Paid", paidOn: "2026-11-30" }, "2026-12-31")).toBe(
      "Paid",
    );
    // Partly paid is still owed, so still late.
    expect(callPartStatus({ ...part, paidCents: 60, paidOn: "2026-11-20" }, "2026-12-01")).toBe("Overdue");
  });
});

describe("a call allocated, paid and valued", () => {
  it("keeps the fund's figures equal to the sum of the investors' accounts", () => {
    const commitments = [
      { id: "ann", weightCents: cents("500000.00") },
      { id: "bob", weightCents: cents("300000.00") },
      { id: "cy", weightCents: cents("200000.00") },
      { id: "dee", weightCents: 0 }, // no commitment in this fund
    ];
    const call = allocateProRata(cents("100000.01"), commitments);
    expect(call.map((p) => p.id)).toEqual(["ann", "bob", "cy"]);
    const accounts = call.map((part) =>
      capitalAccount({
        commitmentCents: commitments.find((c) => c.id === part.id)!.weightCents,
        calls: [
          {
            amountCents: part.amountCents,
            paidCents: part.amountCents,
            status: "Paid",
            dueDate: "2026-03-01",
            paidOn: "2026-02-20",
          },
        ],
        distributions: [],
        valuation: { date: "2026-06-30", navCents: cents("120000.00"), fundContributedCents: cents("100000.01") },
        asOf: "2026-11-23",
      }),
    );
    expect(accounts.reduce((s, a) => s + a.contributedCents, 0)).toBe(10_000_001);
    expect(accounts.map((a) => a.contributedCents)).toEqual([5_000_001, 3_000_000, 2_000_000]);
    // Shares rounded one by one: within a cent per investor of the NAV in total.
    const navTotal = accounts.reduce((s, a) => s + a.navShareCents!, 0);
    expect(Math.abs(navTotal - 12_000_000)).toBeLessThanOrEqual(accounts.length);
  });

  it("gives an investor's performance from the same parts", () => {
    const { contributions, distributions: paidOut } = cashFlowsOf(calls, distributions);
    expect(contributions).toEqual([
      { date: "2025-02-10", amountCents: 25_000_000 },
      { date: "2025-09-20", amountCents: 5_000_000 },
    ]);
    expect(paidOut).toEqual([{ date: "2026-03-31", amountCents: 4_000_000 }]);
    const account = capitalAccount({
      commitmentCents: cents("1000000.00"),
      calls,
      distributions,
      valuation,
      asOf: "2026-11-23",
    });
    const result = performance({
      contributions,
      distributions: paidOut,
      nav: { date: account.navDate!, amountCents: account.navShareCents! },
      asOf: "2026-11-23",
    });
    expect(result.asOf).toBe("2026-09-30");
    expect(result.dpi).toBeCloseTo(40_000 / 300_000, 12);
    expect(result.rvpi).toBeCloseTo(345_678.9 / 300_000, 12);
    expect(result.tvpi).toBeCloseTo(385_678.9 / 300_000, 12);
    // Solved independently (mpmath, 50 digits, bisection): 0.184396543479.
    expect(Math.abs(result.irr! - 0.184396543479)).toBeLessThan(1e-6);
  });
});
