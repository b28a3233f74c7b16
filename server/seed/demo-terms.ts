// Demo wire instructions and terms of the two funds (the seed's fund settings, decision 0068).
import { addDays } from "#domain/ledger/dates.ts";
import type { FundType } from "#domain/investment.ts";
import { termsProposalSchema, type TermsProposalInput } from "#domain/fund-terms.ts";
import { createFundTermsService } from "#server/features/fund-terms/fund-terms.ts";
import { createAuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import type { Transaction } from "#server/platform/staff-write.ts";
import type { DemoTimeline } from "#server/seed/demo-timeline.ts";

/** Demo wire instructions: a placeholder bank, said to be one, so no demo notice could be paid. */
export const demoFundSettings = (fundType: FundType, timeline: DemoTimeline) => ({
  legalName: `EdFutures ${fundType === "Fund I" ? "Real Estate Fund I" : "Private Equity Fund II"}, L.P.`,
  // The funds' first closes are the day their commitments were accepted.
  firstClose: fundType === "Fund I" ? timeline.fundIStart : timeline.fundIIStart,
  bankName: "Placeholder Bank (demo data, not a real account)",
  accountName: `EdFutures ${fundType}, L.P.`,
  accountNumber: fundType === "Fund I" ? "0000 1111 2222" : "0000 3333 4444",
  routingNumber: "123456780",
  swiftCode: "DEMOUS00",
  referenceFormat: "{fund}-CALL{number}-{memberId}",
});

/**
 * The demo funds' terms (decision 0068), from each fund's first close: proposed by the demo admin
 * and approved by the demo super admin through the fund terms service, as staff would. Seeded
 * after the funds' history: its calls were issued with typed fees (as calls entered before the
 * terms were are), so their amounts and every figure of docs/product.md stay as they were; a call
 * issued from now on computes its fee from these terms.
 *
 * Fund I (real estate): 8 % preferred return compounded annually on actual/365, 100 % catch-up,
 * 20 % carried interest, whole-fund (European) waterfall, fees and expenses returned first, a 1 %
 * GP commitment, 1.5 % a year on commitments throughout. Fund II (private equity): the same
 * waterfall with a 2 % GP commitment, 2 % on commitments for a five-year investment period, then
 * 1.5 % on invested capital. Harbor Point Family Office, Fund II's anchor investor, has a side
 * letter for a 1.75 % fee.
 */
export function demoTerms(timeline: DemoTimeline): Record<FundType, TermsProposalInput> {
  const common = {
    preferredReturn: "8",
    compounding: "annual",
    dayCount: "actual_365",
    catchUp: "100",
    carriedInterest: "20",
    waterfall: "european",
    feesReturnedFirst: true,
    feeBasis: "commitments",
  } as const;
  const fundIIEnd = addDays(`${Number(timeline.fundIIStart.slice(0, 4)) + 5}${timeline.fundIIStart.slice(4)}`, -1);
  return {
    "Fund I": {
      ...common,
      effectiveFrom: timeline.fundIStart,
      gpCommitment: "1",
      investmentPeriodStart: timeline.fundIStart,
      feeRate: "1.5",
      reason: "Limited partnership agreement of EdFutures Real Estate Fund I, L.P., articles 4 and 8 (demo)",
    },
    "Fund II": {
      ...common,
      effectiveFrom: timeline.fundIIStart,
      gpCommitment: "2",
      investmentPeriodStart: timeline.fundIIStart,
      investmentPeriodEnd: fundIIEnd,
      feeRate: "2",
      postPeriodFeeBasis: "invested_capital",
      postPeriodFeeRate: "1.5",
      reason: "Limited partnership agreement of EdFutures Private Equity Fund II, L.P., articles 4 and 8 (demo)",
    },
  };
}

export async function seedDemoTerms(
  tx: Transaction,
  timeline: DemoTimeline,
  people: { admin: { id: number; username: string }; superAdmin: { id: number; username: string }; anchor: number },
) {
  const handle = tx as unknown as Database;
  const terms = createFundTermsService(handle, createAuditService(handle), () => timeline.today);
  const proposer = { actor: people.admin, ip: "127.0.0.1" };
  const approver = { actor: people.superAdmin, ip: "127.0.0.1" };
  for (const [fundType, proposal] of Object.entries(demoTerms(timeline)) as Array<[FundType, TermsProposalInput]>) {
    const version = await terms.propose(proposer, fundType, termsProposalSchema.parse(proposal));
    await terms.approve(approver, version.id);
  }
  await terms.createSideLetter(approver, {
    fundType: "Fund II",
    entityId: people.anchor,
    effectiveFrom: timeline.fundIIStart,
    feeRate: 175,
    note: "Anchor investor: a 1.75% management fee (demo)",
  });
}
