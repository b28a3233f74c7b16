// The demo funds' ACH originator settings (decision 0067), seeded with their wire instructions,
// the sample investor's account dates and the statements' quarters.
import { quarterOf } from "#domain/statement-periods.ts";
import type { FundType } from "#domain/investment.ts";
import type { DemoTimeline } from "./demo-timeline.ts";

/**
 * Demo ACH originator settings (decision 0067): the placeholder bank of the wire instructions as
 * the originating bank, and company IDs of 1 and a plainly fictional EIN (90-000000x).
 */
export const demoAchOriginator = (fundType: FundType) => ({
  companyName: fundType === "Fund I" ? "EDFUTURES FUND I" : "EDFUTURES FND II",
  companyId: fundType === "Fund I" ? "1900000001" : "1900000002",
  odfiRouting: "123456780",
  immediateDestination: "123456780",
  immediateDestinationName: "PLACEHOLDER BANK DEMO",
  immediateOrigin: fundType === "Fund I" ? "1900000001" : "1900000002",
  immediateOriginName: fundType === "Fund I" ? "EDFUTURES FUND I LP" : "EDFUTURES FUND II LP",
});

/** The sample investor's account dates: created before the first subscription; access from each. */
export function investorDates(timeline: DemoTimeline) {
  return {
    createdAt: timeline.investorCreatedAt,
    fundIAccessGrantedAt: timeline.fundIStart,
    fundIIAccessGrantedAt: timeline.fundIIStart,
  };
}

/** "Q3 2026" → the quarter of domain/fund-operations.ts. */
export const quarterOfLabel = (label: string) => {
  const match = /^Q([1-4]) (\d{4})$/.exec(label);
  return match ? quarterOf(`${match[2]}-Q${match[1]}`) : null;
};
