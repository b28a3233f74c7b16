import { describe, expect, it } from "vitest";
import type { FeePeriod } from "#domain/fund-terms.ts";
import { feeScheduleOf, quarterFee, type FeeInvestor, type SideLetterFeeTerms } from "./management-fees.ts";

// Every expected figure below is worked by hand in its comment: rate × basis / 4 for a full
// quarter, times days charged / days in the quarter for a part of one, rounded down to the cent.

const onCommitments = (rateBps: number, from = "2023-01-01", to: string | null = null): FeePeriod => ({
  basis: "commitments",
  rateBps,
  from,
  to,
});
const schedule = (...periods: FeePeriod[]) =>
  feeScheduleOf([{ id: 1, effectiveFrom: "2023-01-01", feePeriods: periods }]);
const investor = (overrides: Partial<FeeInvestor> = {}): FeeInvestor => ({
  commitmentCents: 150_000_000, // $1,500,000
  commitmentDate: "2023-01-01",
  investedCapitalCents: 0,
  sideLetters: [],
  ...overrides,
});
const letter = (overrides: Partial<SideLetterFeeTerms>): SideLetterFeeTerms => ({
  effectiveFrom: "2023-01-01",
  feeRateBps: null,
  feeOffsetCents: null,
  feeOffsetBps: null,
  feeWaived: false,
  ...overrides,
});

describe("quarterFee", () => {
  it("charges a quarter of the annual rate for a full quarter, whatever its length", () => {
    // $1,500,000 × 1.5% / 4 = $5,625.00, in Q4 (92 days) as in Q1 2027 (90 days).
    expect(quarterFee("2026-Q4", schedule(onCommitments(150)), investor())).toEqual({
      grossCents: 562_500,
      offsetCents: 0,
      feeCents: 562_500,
      daysCharged: 92,
      quarterDays: 92,
    });
    expect(quarterFee("2027-Q1", schedule(onCommitments(150)), investor()).feeCents).toBe(562_500);
    // A leap year's four quarters at 2% on $1,000,000: exactly the annual $20,000.00.
    const fund = schedule(onCommitments(200));
    const year = ["2028-Q1", "2028-Q2", "2028-Q3", "2028-Q4"].map(
      (q) => quarterFee(q, fund, investor({ commitmentCents: 100_000_000 })).feeCents,
    );
    expect(year).toEqual([500_000, 500_000, 500_000, 500_000]);
  });

  it("prorates the first quarter from the commitment date", () => {
    // Committed 16 Nov 2026: 15 days of November and 31 of December, 46 of Q4's 92.
    // $1,000,000 × 2% / 4 = $5,000.00 × 46 / 92 = $2,500.00.
    const fee = quarterFee(
      "2026-Q4",
      schedule(onCommitments(200)),
      investor({ commitmentCents: 100_000_000, commitmentDate: "2026-11-16" }),
    );
    expect(fee).toMatchObject({ feeCents: 250_000, daysCharged: 46, quarterDays: 92 });
    // Committed after the quarter: nothing.
    expect(
      quarterFee("2026-Q3", schedule(onCommitments(200)), investor({ commitmentDate: "2026-11-16" })).feeCents,
    ).toBe(0);
  });

  it("switches from commitments to invested capital at the investment period's end", () => {
    // Investment period to 15 Aug 2028, 2% on $1,000,000 committed; then 1.5% on $600,000 invested.
    // Q3 2028 has 92 days: 1 Jul–15 Aug is 46, 16 Aug–30 Sep is 46.
    // $5,000.00 × 46/92 + $600,000 × 1.5% / 4 × 46/92 = $2,500.00 + $1,125.00 = $3,625.00.
    const fund = schedule(onCommitments(200, "2023-01-01", "2028-08-15"), {
      basis: "invested_capital",
      rateBps: 150,
      from: "2028-08-16",
      to: null,
    });
    const fee = quarterFee(
      "2028-Q3",
      fund,
      investor({ commitmentCents: 100_000_000, investedCapitalCents: 60_000_000 }),
    );
    expect(fee.feeCents).toBe(362_500);
    // The next quarter is all on invested capital: $600,000 × 1.5% / 4 = $2,250.00; none invested, nothing.
    expect(quarterFee("2028-Q4", fund, investor({ investedCapitalCents: 60_000_000 })).feeCents).toBe(225_000);
    expect(quarterFee("2028-Q4", fund, investor({ investedCapitalCents: -5 })).feeCents).toBe(0);
  });

  it("rounds down to the cent once", () => {
    // $333,333.33 × 1.5% / 4 = $1,249.9999875 → $1,249.99.
    expect(
      quarterFee("2026-Q4", schedule(onCommitments(150)), investor({ commitmentCents: 33_333_333 })).feeCents,
    ).toBe(124_999);
    // A third of Q1 2027 (30 of 90 days) of $1,000.01 × 1% / 4: $2.500025 / 3 = $0.8333… → $0.83.
    const fee = quarterFee(
      "2027-Q1",
      schedule(onCommitments(100)),
      investor({ commitmentCents: 100_001, commitmentDate: "2027-03-02" }),
    );
    expect(fee).toMatchObject({ feeCents: 83, daysCharged: 30 });
  });

  it("applies a side letter's rate, offsets and waiver", () => {
    const fund = schedule(onCommitments(150));
    // Its own rate: $1,500,000 × 1.25% / 4 = $4,687.50.
    expect(quarterFee("2026-Q4", fund, investor({ sideLetters: [letter({ feeRateBps: 125 })] }))).toMatchObject({
      grossCents: 468_750,
      feeCents: 468_750,
    });
    // Half off: $5,625.00 → $2,812.50, the offset $2,812.50.
    expect(quarterFee("2026-Q4", fund, investor({ sideLetters: [letter({ feeOffsetBps: 5_000 })] }))).toMatchObject({
      grossCents: 562_500,
      offsetCents: 281_250,
      feeCents: 281_250,
    });
    // $1,000.00 a quarter off: $4,625.00; $10,000.00 off: never below $0.
    expect(quarterFee("2026-Q4", fund, investor({ sideLetters: [letter({ feeOffsetCents: 100_000 })] })).feeCents).toBe(
      462_500,
    );
    expect(
      quarterFee("2026-Q4", fund, investor({ sideLetters: [letter({ feeOffsetCents: 1_000_000 })] })),
    ).toMatchObject({
      feeCents: 0,
      offsetCents: 562_500,
    });
    // Waived: nothing, and the gross says what was waived.
    expect(quarterFee("2026-Q4", fund, investor({ sideLetters: [letter({ feeWaived: true })] }))).toMatchObject({
      grossCents: 562_500,
      feeCents: 0,
    });
    // Waived from 16 Nov 2026: the 46 days before are charged, $5,625.00 × 46/92 = $2,812.50.
    const later = investor({ sideLetters: [letter({ effectiveFrom: "2026-11-16", feeWaived: true })] });
    expect(quarterFee("2026-Q4", fund, later).feeCents).toBe(281_250);
    // A later letter replaces an earlier one: 1.25% until 16 Nov, then the terms' 1.5% with half off.
    // $4,687.50 × 46/92 + $5,625.00 × 46/92 × 50% = $2,343.75 + $1,406.25 = $3,750.00.
    const two = investor({
      sideLetters: [letter({ feeRateBps: 125 }), letter({ effectiveFrom: "2026-11-16", feeOffsetBps: 5_000 })],
    });
    expect(quarterFee("2026-Q4", fund, two).feeCents).toBe(375_000);
  });

  it("charges nothing where no approved terms rule", () => {
    expect(quarterFee("2026-Q4", [], investor())).toMatchObject({ feeCents: 0, daysCharged: 0 });
    // Terms effective 16 Nov 2026: Q4 from then only, 46 days: $2,812.50.
    const fund = feeScheduleOf([{ id: 1, effectiveFrom: "2026-11-16", feePeriods: [onCommitments(150)] }]);
    expect(quarterFee("2026-Q4", fund, investor()).feeCents).toBe(281_250);
  });
});

describe("feeScheduleOf", () => {
  it("lets each version rule from its effective date until the next one's", () => {
    // 1.5% from 2023; from 16 Nov 2026 1%: Q4 2026 is $2,812.50 + $1,500,000 × 1% / 4 × 46/92 = $4,687.50.
    const fund = feeScheduleOf([
      { id: 2, effectiveFrom: "2026-11-16", feePeriods: [onCommitments(100, "2023-01-01")] },
      {
        id: 1,
        effectiveFrom: "2023-01-01",
        feePeriods: [
          onCommitments(150, "2023-01-01", "2027-12-31"),
          { basis: "invested_capital", rateBps: 100, from: "2028-01-01", to: null },
        ],
      },
    ]);
    expect(fund).toEqual([
      { versionId: 1, basis: "commitments", rateBps: 150, from: "2023-01-01", to: "2026-11-15" },
      { versionId: 2, basis: "commitments", rateBps: 100, from: "2026-11-16", to: null },
    ]);
    expect(quarterFee("2026-Q4", fund, investor()).feeCents).toBe(468_750);
  });

  it("gives overlapping periods of one version to the earlier one", () => {
    const fund = feeScheduleOf([
      {
        id: 1,
        effectiveFrom: "2023-01-01",
        feePeriods: [onCommitments(150, "2023-01-01", "2025-06-30"), onCommitments(100, "2025-01-01", null)],
      },
    ]);
    expect(fund.map((s) => [s.rateBps, s.from, s.to])).toEqual([
      [150, "2023-01-01", "2025-06-30"],
      [100, "2025-07-01", null],
    ]);
  });
});
