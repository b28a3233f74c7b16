// The fund ledger's shared reads (investors, parts, valuations) and the dependencies of its use cases.
import { and, asc, eq, sql } from "drizzle-orm";
import { type FundType } from "#domain/investment.ts";
import { type AllocationLine } from "#domain/fund-operations.ts";
import { allocateProRata } from "#domain/ledger/allocate.ts";
import { type CallPart, type DistributionPart, type Valuation } from "#domain/ledger/capital-account.ts";
import type { Cents } from "#domain/ledger/money.ts";
import type { Database } from "#server/platform/db/client.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import {
  capitalCallParts,
  distributionParts,
  fundCapitalCalls,
  fundDistributions,
  fundValuations,
} from "#server/platform/db/schema/fund-ledger.ts";
import { capitalCallTotals } from "#server/platform/db/schema/fund-ledger-totals.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { users } from "#server/platform/db/schema/users.ts";
import type { MailQueue } from "#server/platform/mail/queue.ts";
import type { AuditService } from "#server/platform/audit.ts";
import { type Transaction } from "#server/platform/staff-write.ts";

/** What every use case of the fund ledger is built from (createFundLedgerService passes it). */
export interface LedgerDeps {
  db: Database;
  audit: AuditService;
  mail?: MailQueue;
  clock: () => string;
}

export type Db = Database | Transaction;

export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** An investor of record (an investing entity) with its commitment in one fund. */
export interface Investor {
  entityId: number;
  investorName: string;
  memberId: string;
  archived: boolean;
  commitmentCents: Cents;
  commitmentDate: string | null;
}

export interface PartRow extends CallPart {
  id: number;
  callId: number;
  entityId: number;
  noticeDocumentId: number | null;
}

export interface DistributionPartRow extends DistributionPart {
  id: number;
  distributionId: number;
  entityId: number;
  noticeDocumentId: number | null;
}

/**
 * Who has a commitment in the fund (archived entities included: their records stay in the totals),
 * ordered as the staff lists are: people's own holdings by last then first name, then the other
 * entities by their name.
 */
export async function investorsOf(db: Db, fundType: FundType): Promise<Investor[]> {
  const e = investingEntities;
  const rows = await db
    .select({
      entityId: e.id,
      investorName: e.legalName,
      memberId: e.memberId,
      archivedAt: e.archivedAt,
      commitmentCents: capitalCommitments.commitmentCents,
      commitmentDate: capitalCommitments.commitmentDate,
    })
    .from(capitalCommitments)
    .innerJoin(e, eq(e.id, capitalCommitments.entityId))
    .leftJoin(users, eq(users.id, e.personId))
    .where(eq(capitalCommitments.fundType, fundType))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id), asc(sql`lower(${e.legalName})`), asc(e.id));
  return rows.map(({ archivedAt, ...row }) => ({ ...row, archived: archivedAt !== null }));
}

/** Who takes part in a new call or distribution: active investors with a commitment above zero. */
export const participantsOf = async (db: Db, fundType: FundType) =>
  (await investorsOf(db, fundType)).filter((investor) => !investor.archived && investor.commitmentCents > 0);

export function allocate(totalCents: Cents, investors: readonly Investor[]): AllocationLine[] {
  if (investors.length === 0) return [];
  const parts = allocateProRata(
    totalCents,
    investors.map((investor) => ({ id: investor.entityId, weightCents: investor.commitmentCents })),
  );
  const byId = new Map(parts.map((part) => [part.id, part.amountCents]));
  return investors
    .map((investor) => ({
      entityId: investor.entityId,
      investorName: investor.investorName,
      memberId: investor.memberId,
      commitmentCents: investor.commitmentCents,
      amountCents: byId.get(investor.entityId) ?? 0,
    }))
    .filter((line) => line.amountCents > 0);
}

export async function callPartsOf(db: Db, where: ReturnType<typeof and>): Promise<PartRow[]> {
  const p = capitalCallParts;
  const c = fundCapitalCalls;
  return db
    .select({
      id: p.id,
      callId: p.callId,
      entityId: p.entityId,
      amountCents: p.amountCents,
      paidCents: p.paidCents,
      status: p.status,
      paidOn: p.paidOn,
      dueDate: c.dueDate,
      noticeDocumentId: p.noticeDocumentId,
    })
    .from(p)
    .innerJoin(c, eq(c.id, p.callId))
    .where(where)
    .orderBy(asc(p.id));
}

export async function distributionPartsOf(db: Db, where: ReturnType<typeof and>): Promise<DistributionPartRow[]> {
  const p = distributionParts;
  const d = fundDistributions;
  return db
    .select({
      id: p.id,
      distributionId: p.distributionId,
      entityId: p.entityId,
      amountCents: p.amountCents,
      status: p.status,
      paidOn: p.paidOn,
      noticeDocumentId: p.noticeDocumentId,
    })
    .from(p)
    .innerJoin(d, eq(d.id, p.distributionId))
    .where(where)
    .orderBy(asc(p.id));
}

/**
 * Each fund's valuations on or before `asOf`, oldest first, each with the fund's contributed
 * capital on its date. One statement for both funds (decision 0041): the valuations, and after
 * them the fund's payments summed per fund and day by the database (a handful of rows), instead of
 * every call part of the fund (one row per investor and call) read for one investor's page. Every
 * column comes as text, so both drivers answer alike.
 */
export async function valuationsAsOf(db: Db, asOf: string): Promise<Map<FundType, Valuation[]>> {
  // The payments per day come from the parts' running totals (decision 0043): a few rows per call.
  const t = capitalCallTotals;
  const c = fundCapitalCalls;
  const v = fundValuations;
  const { rows: all } = await db.execute<{ kind: "v" | "p"; fund: string; day: string; cents: string }>(sql`
    (select 'v' as kind, ${v.fundType}::text as fund, ${v.asOf}::text as day, ${v.navCents}::text as cents
       from ${v} where ${v.asOf} <= ${asOf} order by ${v.asOf} asc)
    union all
    (select 'p', ${c.fundType}::text, ${t.paidOn}::text, sum(${t.paidCents})::text
       from ${t} inner join ${c} on ${c.id} = ${t.callId}
      where ${t.paidOn} <= ${asOf} group by ${c.fundType}, ${t.paidOn})`);
  // A union keeps each branch's rows in order (one append, no sort above it); sorted again in
  // JavaScript anyway, as the order of a union is not promised.
  const rows = all
    .filter((row) => row.kind === "v")
    .map((row) => ({ fundType: row.fund, asOf: row.day, navCents: Number(row.cents) }))
    .sort((a, b) => (a.asOf < b.asOf ? -1 : a.asOf > b.asOf ? 1 : 0));
  const paid = all
    .filter((row) => row.kind === "p")
    .map((row) => ({ fundType: row.fund, paidOn: row.day as string | null, cents: row.cents }));
  const result = new Map<FundType, Valuation[]>();
  for (const row of rows) {
    const fundContributedCents = sum(
      paid
        .filter((day) => day.fundType === row.fundType && day.paidOn !== null && day.paidOn <= row.asOf)
        .map((day) => Number(day.cents)),
    );
    const list = result.get(row.fundType as FundType) ?? [];
    list.push({ date: row.asOf, navCents: row.navCents, fundContributedCents });
    result.set(row.fundType as FundType, list);
  }
  return result;
}

export function valuationOn(date: string, navCents: Cents, fundParts: readonly PartRow[]): Valuation {
  const fundContributedCents = sum(
    fundParts.filter((part) => part.paidOn !== null && part.paidOn <= date).map((part) => part.paidCents),
  );
  return { date, navCents, fundContributedCents };
}
