// The position transfers the ledger reads (decision 0060, slice 4): each entity's transfers in and
// out, as domain/ledger/position-transfers.ts applies them, with the transferor's own payments and
// distributions the moved amounts were taken from.
import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { FundType } from "#domain/investment.ts";
import type { DatedAmount } from "#domain/ledger/performance.ts";
import type { TransferMove } from "#domain/ledger/position-transfers.ts";
import {
  capitalCallParts,
  distributionParts,
  fundCapitalCalls,
  fundDistributions,
} from "#server/platform/db/schema/fund-ledger.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { positionTransfers } from "#server/platform/db/schema/position-transfers.ts";
import type { Db } from "./ledger-rows.ts";

export type TransferRow = typeof positionTransfers.$inferSelect;

/** Each entity's transfers (in and out, any date) per fund, oldest first; none read when there are none. */
export async function transferMovesOf(
  db: Db,
  entityIds: readonly number[],
  fundType?: FundType,
): Promise<Map<number, Map<FundType, TransferMove[]>>> {
  if (entityIds.length === 0) return new Map();
  const t = positionTransfers;
  const ids = [...entityIds];
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        or(inArray(t.fromEntityId, ids), inArray(t.toEntityId, ids)),
        fundType ? eq(t.fundType, fundType) : undefined,
      ),
    )
    .orderBy(t.effectiveDate, t.id);
  return movesOf(db, entityIds, rows);
}

/**
 * One entity's commitments and its transfers in one statement (a portal page's statement count
 * stays as it was, tests/api/page-queries.test.ts); the transferors' payments are read only when
 * there is a transfer.
 */
export async function commitmentsAndMovesOf(db: Db, entityId: number) {
  const c = capitalCommitments;
  const t = positionTransfers;
  const { rows } = await db.execute<{
    kind: "c" | "t";
    id: string;
    fund: string;
    from_id: string | null;
    to_id: string | null;
    day: string | null;
    commitment: string;
    contributed: string;
    distributed: string;
  }>(sql`
    (select 'c' as kind, ${c.id}::text as id, ${c.fundType}::text as fund, null::text as from_id, null::text as to_id,
            ${c.commitmentDate}::text as day, ${c.commitmentCents}::text as commitment, '0' as contributed, '0' as distributed
       from ${c} where ${c.entityId} = ${entityId})
    union all
    (select 't', ${t.id}::text, ${t.fundType}::text, ${t.fromEntityId}::text, ${t.toEntityId}::text,
            ${t.effectiveDate}::text, ${t.commitmentCents}::text, ${t.contributedCents}::text, ${t.distributedCents}::text
       from ${t} where ${t.fromEntityId} = ${entityId} or ${t.toEntityId} = ${entityId})`);
  const commitments = rows
    .filter((row) => row.kind === "c")
    .map((row) => ({ fundType: row.fund, commitmentCents: Number(row.commitment), commitmentDate: row.day }));
  const transfers = rows
    .filter((row) => row.kind === "t")
    .map((row) => ({
      id: Number(row.id),
      fundType: row.fund,
      fromEntityId: Number(row.from_id),
      toEntityId: Number(row.to_id),
      effectiveDate: row.day!,
      commitmentCents: Number(row.commitment),
      contributedCents: Number(row.contributed),
      distributedCents: Number(row.distributed),
    }))
    .sort((a, b) => (a.effectiveDate < b.effectiveDate ? -1 : a.effectiveDate > b.effectiveDate ? 1 : a.id - b.id));
  return { commitments, moves: await movesOf(db, [entityId], transfers) };
}

type MoveRow = Pick<
  TransferRow,
  | "id"
  | "fundType"
  | "fromEntityId"
  | "toEntityId"
  | "effectiveDate"
  | "commitmentCents"
  | "contributedCents"
  | "distributedCents"
>;

async function movesOf(db: Db, entityIds: readonly number[], rows: readonly MoveRow[]) {
  const result = new Map<number, Map<FundType, TransferMove[]>>();
  if (rows.length === 0) return result;
  const bases = await basesOf(db, rows);
  const add = (entityId: number, row: MoveRow, direction: 1 | -1) => {
    if (!entityIds.includes(entityId)) return;
    const funds = result.get(entityId) ?? new Map<FundType, TransferMove[]>();
    const list = funds.get(row.fundType as FundType) ?? [];
    list.push({
      effectiveDate: row.effectiveDate,
      direction,
      commitmentCents: row.commitmentCents,
      contributedCents: row.contributedCents,
      distributedCents: row.distributedCents,
      basis: bases.get(row.id)!,
    });
    funds.set(row.fundType as FundType, list);
    result.set(entityId, funds);
  };
  for (const row of rows) {
    add(row.fromEntityId, row, -1);
    add(row.toEntityId, row, 1);
  }
  return result;
}

/** One fund's moves per entity (the staff lists of a fund). */
export async function fundMovesOf(db: Db, fundType: FundType, entityIds: readonly number[]) {
  const all = await transferMovesOf(db, entityIds, fundType);
  return new Map([...all].map(([entityId, funds]) => [entityId, funds.get(fundType) ?? []]));
}

/**
 * Each transfer's basis: the transferor's own paid call parts and paid distribution parts in the
 * fund on or before the effective date, as dated amounts. Two reads for all the transfers.
 */
async function basesOf(db: Db, rows: readonly MoveRow[]) {
  const from = [...new Set(rows.map((row) => row.fromEntityId))];
  // One after the other: `db` may be a transaction (one connection, one statement at a time).
  const payments = await db
    .select({
      entityId: capitalCallParts.entityId,
      fundType: fundCapitalCalls.fundType,
      date: sql<string>`${capitalCallParts.paidOn}::text`,
      amountCents: capitalCallParts.paidCents,
    })
    .from(capitalCallParts)
    .innerJoin(fundCapitalCalls, eq(fundCapitalCalls.id, capitalCallParts.callId))
    .where(and(inArray(capitalCallParts.entityId, from), isNotNull(capitalCallParts.paidOn)));
  const paidOut = await db
    .select({
      entityId: distributionParts.entityId,
      fundType: fundDistributions.fundType,
      date: sql<string>`${distributionParts.paidOn}::text`,
      amountCents: distributionParts.amountCents,
    })
    .from(distributionParts)
    .innerJoin(fundDistributions, eq(fundDistributions.id, distributionParts.distributionId))
    .where(and(inArray(distributionParts.entityId, from), eq(distributionParts.status, "Paid")));
  const pick = (
    list: ReadonlyArray<{ entityId: number; fundType: string; date: string; amountCents: number }>,
    row: MoveRow,
  ): DatedAmount[] =>
    list
      .filter((p) => p.entityId === row.fromEntityId && p.fundType === row.fundType && p.date <= row.effectiveDate)
      .map((p) => ({ date: p.date, amountCents: Number(p.amountCents) }));
  return new Map(
    rows.map((row) => [row.id, { contributions: pick(payments, row), distributions: pick(paidOut, row) }]),
  );
}
