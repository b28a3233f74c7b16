// The fund terms' shared reads: versions with their fee periods and the people who proposed and
// decided them, the side letters, and the last day already settled under approved terms.
import { aliasedTable, and, asc, desc, eq, inArray, isNotNull, max, sql } from "drizzle-orm";
import { formatDate } from "#domain/format.ts";
import type { FeePeriod, FundTermsVersion, SideLetter } from "#domain/fund-terms.ts";
import type { FundType } from "#domain/investment.ts";
import { quarterBounds } from "#domain/ledger/quarters.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { fundCapitalCalls, fundDistributions } from "#server/platform/db/schema/fund-ledger.ts";
import { fundFeePeriods, fundSideLetters, fundTermsVersions } from "#server/platform/db/schema/fund-terms.ts";
import { distributionGpAllocations } from "#server/platform/db/schema/fund-waterfall.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { users } from "#server/platform/db/schema/users.ts";
import type { Transaction } from "#server/platform/staff-write.ts";

export type Db = Database | Transaction;

/** What every use case of the fund terms is built from. */
export interface TermsDeps {
  db: Database;
  audit: AuditService;
  /** Today, YYYY-MM-DD (the services' clock). */
  clock: () => string;
}

const proposer = aliasedTable(users, "proposer");
const approver = aliasedTable(users, "approver");
const rejecter = aliasedTable(users, "rejecter");
const nameOf = (table: typeof users) =>
  sql<string | null>`nullif(trim(coalesce(${table.firstName}, '') || ' ' || coalesce(${table.lastName}, '')), '')`;

/** The versions of a fund that match `where` (all when omitted), newest effective date first. */
export async function versionsOf(
  db: Db,
  fundType: FundType,
  where?: ReturnType<typeof eq>,
): Promise<FundTermsVersion[]> {
  const v = fundTermsVersions;
  const rows = await db
    .select({
      row: v,
      proposedBy: sql<string | null>`coalesce(${nameOf(proposer)}, ${proposer.username})`,
      approvedBy: sql<string | null>`coalesce(${nameOf(approver)}, ${approver.username})`,
      rejectedBy: sql<string | null>`coalesce(${nameOf(rejecter)}, ${rejecter.username})`,
    })
    .from(v)
    .leftJoin(proposer, eq(proposer.id, v.proposedBy))
    .leftJoin(approver, eq(approver.id, v.approvedBy))
    .leftJoin(rejecter, eq(rejecter.id, v.rejectedBy))
    .where(and(eq(v.fundType, fundType), where))
    .orderBy(desc(v.effectiveFrom), desc(v.id));
  const periods = rows.length
    ? await db
        .select()
        .from(fundFeePeriods)
        .where(
          inArray(
            fundFeePeriods.versionId,
            rows.map((r) => r.row.id),
          ),
        )
        .orderBy(asc(fundFeePeriods.fromDate))
    : [];
  return rows.map(({ row, proposedBy, approvedBy, rejectedBy }) => ({
    id: row.id,
    fundType: row.fundType as FundType,
    effectiveFrom: row.effectiveFrom,
    status: row.status,
    preferredReturnBps: row.preferredReturnBps,
    compounding: row.compounding,
    dayCount: row.dayCount,
    catchUpBps: row.catchUpBps,
    carriedInterestBps: row.carriedInterestBps,
    waterfall: row.waterfall,
    feesReturnedFirst: row.feesReturnedFirst,
    gpCommitmentBps: row.gpCommitmentBps,
    feePeriods: periods
      .filter((p) => p.versionId === row.id)
      .map((p): FeePeriod => ({ basis: p.basis, rateBps: p.rateBps, from: p.fromDate, to: p.toDate })),
    reason: row.reason,
    proposedBy,
    proposedById: row.proposedBy,
    proposedAt: row.proposedAt.toISOString(),
    approvedBy: row.approvedAt ? approvedBy : null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    rejectedBy: row.rejectedAt ? rejectedBy : null,
    rejectedAt: row.rejectedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  }));
}

/** The approved versions of a fund, newest effective date first. */
export const approvedVersionsOf = (db: Db, fundType: FundType) =>
  versionsOf(db, fundType, eq(fundTermsVersions.status, "approved"));

/**
 * The last day already settled under approved terms: the latest of the fee quarters (their last
 * day) and call dates of calls whose fee was computed from terms, and of the distributions whose
 * waterfall ran. A new version or side letter must take effect after it (decision 0068), so what
 * was called or paid out is never recomputed under terms it did not have. Null: nothing yet.
 */
export async function coveredThrough(db: Db, fundType: FundType): Promise<string | null> {
  const [calls] = await db
    .select({ callDate: max(fundCapitalCalls.callDate), feeQuarter: max(fundCapitalCalls.feeQuarter) })
    .from(fundCapitalCalls)
    .where(and(eq(fundCapitalCalls.fundType, fundType), isNotNull(fundCapitalCalls.termsVersionId)));
  const [distributions] = await db
    .select({ date: max(fundDistributions.distributionDate) })
    .from(fundDistributions)
    .innerJoin(distributionGpAllocations, eq(distributionGpAllocations.distributionId, fundDistributions.id))
    .where(eq(fundDistributions.fundType, fundType));
  const days = [
    calls?.callDate ?? null,
    calls?.feeQuarter ? quarterBounds(calls.feeQuarter).end : null,
    distributions?.date ?? null,
  ].filter((day): day is string => day !== null);
  return days.length ? days.sort().at(-1)! : null;
}

/** A fund's side letters (or one investor's), by investor then effective date. */
export async function sideLettersOf(db: Db, fundType: FundType, entityId?: number): Promise<SideLetter[]> {
  const s = fundSideLetters;
  const rows = await db
    .select({ row: s, investorName: investingEntities.legalName, memberId: investingEntities.memberId })
    .from(s)
    .innerJoin(investingEntities, eq(investingEntities.id, s.entityId))
    .where(and(eq(s.fundType, fundType), entityId === undefined ? undefined : eq(s.entityId, entityId)))
    .orderBy(asc(sql`lower(${investingEntities.legalName})`), asc(s.entityId), asc(s.effectiveFrom));
  return rows.map(({ row, investorName, memberId }) => ({
    id: row.id,
    fundType: row.fundType as FundType,
    entityId: row.entityId,
    investorName,
    memberId,
    effectiveFrom: row.effectiveFrom,
    feeRateBps: row.feeRateBps,
    carryRateBps: row.carryRateBps,
    feeOffsetCents: row.feeOffsetCents,
    feeOffsetBps: row.feeOffsetBps,
    feeWaived: row.feeWaived,
    note: row.note,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The fund's number in audit rows' entity ids (as the fund settings' rows name it). */
export const fundEntityId = (fundType: FundType) => (fundType === "Fund I" ? 1 : 2);

/** One writer of a fund's terms at a time, and never beside a call being issued (the same lock). */
export const lockFundTerms = (tx: Transaction, fundType: FundType) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`capital_call:${fundType}`}))`);

/**
 * Why a new version of a fund's terms may not take effect on `effectiveFrom`, or null: it must be
 * later than the latest approved version's date (a change never rewrites a version) and than the
 * days already settled under approved terms (decision 0068).
 */
export async function effectiveDateProblem(db: Db, fundType: FundType, effectiveFrom: string): Promise<string | null> {
  const [latest] = await db
    .select({ effectiveFrom: max(fundTermsVersions.effectiveFrom) })
    .from(fundTermsVersions)
    .where(and(eq(fundTermsVersions.fundType, fundType), eq(fundTermsVersions.status, "approved")));
  if (latest?.effectiveFrom && effectiveFrom <= latest.effectiveFrom) {
    return `Effective from must be after ${formatDate(latest.effectiveFrom)}, when ${fundType}'s latest approved terms took effect: a change is a new version with a later date`;
  }
  const covered = await coveredThrough(db, fundType);
  if (covered && effectiveFrom <= covered) {
    return `Effective from must be after ${formatDate(covered)}: ${fundType}'s calls and distributions up to then were settled under its approved terms`;
  }
  return null;
}
