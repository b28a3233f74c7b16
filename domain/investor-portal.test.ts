import { describe, expect, it } from "vitest";
import { summarizeCommitments } from "./investor-portal.ts";

describe("summarizeCommitments", () => {
  it("derives the demo investor's figures (docs/product.md §Figures) from the commitment rows", () => {
    const summary = summarizeCommitments([
      { fundType: "Fund II", commitmentCents: 100000000, contributedCents: 67500000, commitmentDate: "2023-09-01" },
      { fundType: "Fund I", commitmentCents: 150000000, contributedCents: 112500000, commitmentDate: "2023-03-15" },
    ]);
    expect(summary).toEqual({
      totalCommitment: 2_500_000,
      totalContributed: 1_800_000,
      totalRemaining: 700_000,
      progressPercent: 72,
      funds: [
        {
          fundType: "Fund I",
          commitment: 1_500_000,
          contributed: 1_125_000,
          remaining: 375_000,
          progressPercent: 75,
          subscriptionDate: "2023-03-15",
        },
        {
          fundType: "Fund II",
          commitment: 1_000_000,
          contributed: 675_000,
          remaining: 325_000,
          progressPercent: 67.5,
          subscriptionDate: "2023-09-01",
        },
      ],
    });
  });

  it("is empty without rows, rounds to one decimal and keeps cents exact", () => {
    expect(summarizeCommitments([])).toEqual({
      totalCommitment: 0,
      totalContributed: 0,
      totalRemaining: 0,
      progressPercent: 0,
      funds: [],
    });
    const [fund] = summarizeCommitments([
      { fundType: "Fund I", commitmentCents: 30000010, contributedCents: 10000005, commitmentDate: null },
    ]).funds;
    expect(fund).toMatchObject({ remaining: 200000.05, progressPercent: 33.3, subscriptionDate: null });
  });

  it("ignores rows of unknown funds and funds with nothing committed", () => {
    const summary = summarizeCommitments([
      { fundType: "Fund III", commitmentCents: 500000, contributedCents: 0, commitmentDate: null },
      { fundType: "Fund II", commitmentCents: 0, contributedCents: 0, commitmentDate: null },
    ]);
    expect(summary.funds).toEqual([]);
    expect(summary.totalCommitment).toBe(0);
  });
});
