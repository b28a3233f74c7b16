// Reading a fund's terms: the overview its page shows, and each investor's fee for a quarter.
import { and, asc, eq, gt, isNull, min, sql } from "drizzle-orm";
import type { FundTermsOverview, ManagementFeePreview } from "#domain/fund-terms.ts";
import type { FundType } from "#domain/investment.ts";
import { quarterBounds, quarterOfDay } from "#domain/ledger/quarters.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { fundTermsVersions } from "#server/platform/db/schema/fund-terms.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { coveredThrough, sideLettersOf, versionsOf, type TermsDeps } from "./internal/terms-rows.ts";
import { callOfFeeQuarter, quarterFeesOf, versionOn } from "./management-fees.ts";

export function readTerms({ db, clock }: TermsDeps) {
  return {
    /** The version in effect on `asOf` (today by default), every version newest first, the side letters. */
    async overview(fundType: FundType, asOf = clock()): Promise<FundTermsOverview> {
      const [versions, sideLetters, covered] = await Promise.all([
        versionsOf(db, fundType),
        sideLettersOf(db, fundType),
        coveredThrough(db, fundType),
      ]);
      const current = versionOn(
        versions.filter((version) => version.status === "approved"),
        asOf,
      );
      return { fundType, asOf, current, versions, sideLetters, coveredThrough: covered };
    },

    /**
     * The first day of the fund's first approved terms, or null: calls dated from then on compute
     * their management fee; earlier ones (and any without terms) take it typed.
     */
    async termsStart(fundType: FundType): Promise<string | null> {
      const [row] = await db
        .select({ from: min(fundTermsVersions.effectiveFrom) })
        .from(fundTermsVersions)
        .where(and(eq(fundTermsVersions.fundType, fundType), eq(fundTermsVersions.status, "approved")));
      return row?.from ?? null;
    },

    /**
     * Every active investor's management fee for `quarter` (today's by default), from the approved
     * terms and side letters: what a call naming that quarter would ask each for.
     */
    async feesForQuarter(fundType: FundType, quarter: string = quarterOfDay(clock())): Promise<ManagementFeePreview> {
      const e = investingEntities;
      const investors = await db
        .select({
          entityId: e.id,
          investorName: e.legalName,
          memberId: e.memberId,
          commitmentCents: capitalCommitments.commitmentCents,
          commitmentDate: capitalCommitments.commitmentDate,
        })
        .from(capitalCommitments)
        .innerJoin(e, eq(e.id, capitalCommitments.entityId))
        .where(
          and(
            eq(capitalCommitments.fundType, fundType),
            gt(capitalCommitments.commitmentCents, 0),
            isNull(e.archivedAt),
          ),
        )
        .orderBy(asc(sql`lower(${e.legalName})`), asc(e.id));
      const [fees, called] = await Promise.all([
        quarterFeesOf(db, fundType, quarter, investors),
        callOfFeeQuarter(db, fundType, quarter),
      ]);
      const lines = investors.map(({ entityId, investorName, memberId, commitmentCents }) => {
        const fee = fees.get(entityId)!;
        return {
          entityId,
          investorName,
          memberId,
          commitmentCents,
          grossCents: fee.grossCents,
          offsetCents: fee.offsetCents,
          feeCents: fee.feeCents,
          daysCharged: fee.daysCharged,
        };
      });
      const bounds = quarterBounds(quarter);
      return {
        fundType,
        quarter,
        label: bounds.label,
        quarterDays: Math.round((Date.parse(bounds.end) - Date.parse(bounds.start)) / 86_400_000) + 1,
        calledBy: called ? { callId: called.id, number: called.number } : null,
        lines,
        totalCents: lines.reduce((sum, line) => sum + line.feeCents, 0),
      };
    },
  };
}
