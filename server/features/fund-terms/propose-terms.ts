// Staff propose a new version of a fund's terms; it replaces any proposal still waiting.
import { and, eq } from "drizzle-orm";
import { feePeriodsOf, type FundTermsVersion, type TermsProposal } from "#domain/fund-terms.ts";
import type { FundType } from "#domain/investment.ts";
import { fundFeePeriods, fundTermsVersions } from "#server/platform/db/schema/fund-terms.ts";
import { invalidFields } from "#server/platform/errors.ts";
import type { ActingUser } from "#server/platform/staff-write.ts";
import {
  effectiveDateProblem,
  fundEntityId,
  lockFundTerms,
  versionsOf,
  type TermsDeps,
} from "./internal/terms-rows.ts";

export function proposeTerms({ db, audit }: TermsDeps) {
  return {
    /**
     * A proposal (any staff member): checked now and again at approval, since calls may be issued
     * in between. A proposal already waiting for the fund is superseded by this one.
     */
    async propose(by: ActingUser, fundType: FundType, input: TermsProposal): Promise<FundTermsVersion> {
      return db.transaction(async (tx) => {
        await lockFundTerms(tx, fundType);
        const problem = await effectiveDateProblem(tx, fundType, input.effectiveFrom);
        if (problem) throw invalidFields({ effectiveFrom: [problem] }, problem);
        const superseded = await tx
          .update(fundTermsVersions)
          .set({ status: "superseded", supersededAt: new Date() })
          .where(and(eq(fundTermsVersions.fundType, fundType), eq(fundTermsVersions.status, "proposed")))
          .returning({ id: fundTermsVersions.id });
        const [row] = await tx
          .insert(fundTermsVersions)
          .values({
            fundType,
            effectiveFrom: input.effectiveFrom,
            preferredReturnBps: input.preferredReturn,
            compounding: input.compounding,
            dayCount: input.dayCount,
            catchUpBps: input.catchUp,
            carriedInterestBps: input.carriedInterest,
            waterfall: input.waterfall,
            feesReturnedFirst: input.feesReturnedFirst,
            gpCommitmentBps: input.gpCommitment,
            reason: input.reason,
            proposedBy: by.actor.id,
          })
          .returning({ id: fundTermsVersions.id });
        const periods = feePeriodsOf(input);
        await tx.insert(fundFeePeriods).values(
          periods.map((period) => ({
            versionId: row.id,
            basis: period.basis,
            rateBps: period.rateBps,
            fromDate: period.from,
            toDate: period.to,
          })),
        );
        await audit.record(
          {
            ...by,
            entityType: "fund",
            action: "fund_terms.proposed",
            entityId: fundEntityId(fundType),
            summary: `Proposed ${fundType} terms effective ${input.effectiveFrom} (version ${row.id})`,
            details: {
              fundType,
              versionId: row.id,
              effectiveFrom: input.effectiveFrom,
              supersededVersionIds: superseded.map((s) => s.id),
              terms: { ...input, feePeriods: periods },
            },
          },
          tx,
        );
        const [version] = await versionsOf(tx, fundType, eq(fundTermsVersions.id, row.id));
        return version;
      });
    },
  };
}
