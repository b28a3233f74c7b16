import type { CapitalCallNoticeData, DistributionNoticeData } from "./notices.ts";
import type { CapitalAccountStatementData, StatementFund } from "./statements.ts";

/**
 * Sample inputs of the document renderers, for their tests and for looking at the output by hand.
 * The investor's name mixes Polish and Chinese on purpose: the fonts must cover both.
 */

export const SAMPLE_INVESTOR = { name: "Łukasz Żák (王小明)", memberId: "EDF-2024-0042" };

/** Made-up bank details: no real bank, routing number or account. */
export const SAMPLE_WIRE = {
  bankName: "Example National Bank, N.A.",
  accountName: "EdFutures Real Estate Fund I, L.P.",
  accountNumber: "4401 2098 7731",
  routingNumber: "123456789",
  swiftCode: "EXNBUS33",
  referenceFormat: "{fund}-CC{number}-{memberId}",
};

export const sampleCapitalCall = (
  purpose = "Acquisition of the Riverside Learning Campus, a 42,000 sq ft charter school campus in Riverside, CA, and its first-year renovation reserve.",
): CapitalCallNoticeData => ({
  issuedOn: "2026-11-23",
  investor: SAMPLE_INVESTOR,
  fund: { name: "Fund I", legalName: "EdFutures Real Estate Fund I, L.P." },
  call: {
    number: 3,
    callDate: "2026-11-23",
    dueDate: "2026-12-07",
    purpose,
    investmentCents: 240_000_000,
    managementFeeCents: 6_250_000,
    fundExpensesCents: 1_875_000,
    totalCents: 248_125_000,
  },
  share: {
    investmentCents: 7_200_000,
    managementFeeCents: 187_500,
    fundExpensesCents: 56_250,
    totalCents: 7_443_750,
  },
  commitment: { commitmentCents: 150_000_000, percentOfFund: 3, contributedCents: 112_500_000 },
  wire: SAMPLE_WIRE,
});

export const sampleDistribution = (): DistributionNoticeData => ({
  issuedOn: "2026-11-20",
  investor: SAMPLE_INVESTOR,
  fund: { name: "Fund II", legalName: "EdFutures Private Equity Fund II, L.P." },
  distribution: {
    number: 2,
    date: "2026-12-01",
    type: "gain",
    description: "Proceeds of the sale of the fund's stake in BrightPath Learning, Inc. to a strategic buyer.",
    totalCents: 412_500_000,
  },
  investorShareCents: 20_625_000,
  percentOfFund: 5,
  payment: { method: "Wire transfer to the bank account on file", account: "Account ending 7731" },
});

const fund = (name: string, legalName: string, base: number): StatementFund => {
  const opening = base * 100_000;
  const contributions = base * 5_000;
  const distributions = base * 2_500;
  const change = base * 1_733 - 1;
  // The change itemised: fees, expenses and carry taken off, a realised gain, the rest unrealised.
  const [fees, expenses, realised, incentive] = [base * 250, base * 50, base * 300, base * 100];
  return {
    name,
    legalName,
    openingBalanceCents: opening,
    contributionsCents: contributions,
    distributionsCents: distributions,
    netChangeCents: change,
    managementFeesCents: fees,
    partnershipExpensesCents: expenses,
    realisedGainCents: realised,
    unrealisedGainCents: change + fees + expenses - realised + incentive,
    incentiveAllocationCents: incentive,
    closingNavCents: opening + contributions - distributions + change,
    commitmentCents: base * 150_000,
    unfundedCents: base * 37_500,
    performance: { dpi: 0.1842, rvpi: 1.1023, tvpi: 1.2865, moic: 1.31, irr: 0.1376, asOf: "2026-09-30" },
  };
};

/** A statement over `count` funds (two by default: Fund I and Fund II); the total adds them up. */
export function sampleStatement(count = 2): CapitalAccountStatementData {
  const funds = [
    fund("Fund I", "EdFutures Real Estate Fund I, L.P.", 1000),
    fund("Fund II", "EdFutures Private Equity Fund II, L.P.", 700),
  ];
  for (let i = 3; i <= count; i++) funds.push(fund(`Fund ${i}`, `EdFutures Sample Fund ${i}, L.P.`, 100 + i));
  funds.length = count;
  // A fund too young for an IRR shows "—".
  if (funds[1]) funds[1].performance = { ...funds[1].performance, irr: null };
  const sum = (key: keyof Omit<StatementFund, "name" | "legalName" | "performance">) =>
    funds.reduce((s, f) => s + f[key], 0);
  return {
    investor: SAMPLE_INVESTOR,
    quarter: { label: "Q3 2026", start: "2026-07-01", end: "2026-09-30" },
    issuedOn: "2026-11-23",
    funds,
    total: {
      openingBalanceCents: sum("openingBalanceCents"),
      contributionsCents: sum("contributionsCents"),
      distributionsCents: sum("distributionsCents"),
      netChangeCents: sum("netChangeCents"),
      managementFeesCents: sum("managementFeesCents"),
      partnershipExpensesCents: sum("partnershipExpensesCents"),
      realisedGainCents: sum("realisedGainCents"),
      unrealisedGainCents: sum("unrealisedGainCents"),
      incentiveAllocationCents: sum("incentiveAllocationCents"),
      closingNavCents: sum("closingNavCents"),
      commitmentCents: sum("commitmentCents"),
      unfundedCents: sum("unfundedCents"),
      performance: { dpi: 0.1801, rvpi: 1.0911, tvpi: 1.2712, moic: 1.2954, irr: 0.1312, asOf: "2026-09-30" },
    },
  };
}
