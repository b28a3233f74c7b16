// A distribution's parts by the fund's waterfall (issue 26 §3, decision 0066): the approved terms
// in effect on its date, the fund's history read in the caller's transaction (the same rows the
// simulator's cash flows are), and the pure split. Null without terms: the caller stays pro rata.
import type { DistributionInput, DistributionLine, DistributionWaterfall } from "#domain/fund-operations.ts";
import { splitDistribution } from "#domain/ledger/distribution-waterfall.ts";
import { fundHistory } from "#server/features/fund-economics/read-cash-flows.ts";
import { termsOn } from "#server/features/fund-terms/management-fees.ts";
import { AppError } from "#server/platform/errors.ts";
import type { Db, Investor } from "./ledger-rows.ts";

export async function waterfallLines(
  db: Db,
  input: DistributionInput,
  investors: readonly Investor[],
): Promise<{ lines: DistributionLine[]; waterfall: DistributionWaterfall } | null> {
  if (investors.length === 0) return null;
  const terms = await termsOn(db, input.fundType, input.distributionDate);
  if (!terms) return null;
  let split;
  try {
    split = splitDistribution(
      terms,
      await fundHistory(db, input.fundType),
      { date: input.distributionDate, amountCents: input.total },
      investors,
    );
  } catch (error) {
    // The history holds something dated after the distribution, or terms the waterfall refuses.
    if (error instanceof RangeError) throw new AppError("CONFLICT", `The waterfall cannot split it: ${error.message}`);
    throw error;
  }
  const byId = new Map(investors.map((investor) => [investor.entityId, investor]));
  return {
    lines: split.entities.map((entity) => {
      const investor = byId.get(entity.entityId)!;
      return {
        entityId: entity.entityId,
        investorName: investor.investorName,
        memberId: investor.memberId,
        commitmentCents: investor.commitmentCents,
        amountCents: entity.amountCents,
        tiers: entity.tiers,
        carriedInterestWithheldCents: entity.carriedInterestWithheldCents,
      };
    }),
    waterfall: {
      termsVersionId: terms.id,
      termsEffectiveFrom: terms.effectiveFrom,
      tiers: split.tiers,
      lpCents: split.lpCents,
      gpCatchUpCents: split.gpCatchUpCents,
      gpCarriedInterestCents: split.gpCarriedInterestCents,
    },
  };
}
