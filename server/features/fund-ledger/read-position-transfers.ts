// Position transfers as staff read them (decision 0060, slice 4): an entity's commitments and its
// transfers in and out.
import { asc, desc, eq, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FundType } from "#domain/investment.ts";
import type { EntityTransfers, PositionTransferView } from "#domain/position-transfers.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { positionTransfers } from "#server/platform/db/schema/position-transfers.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import type { Db, LedgerDeps } from "./internal/ledger-rows.ts";

const e = investingEntities;

export async function entityOf(db: Db, id: number) {
  const [row] = await db
    .select({ id: e.id, legalName: e.legalName, memberId: e.memberId, archivedAt: e.archivedAt })
    .from(e)
    .where(eq(e.id, id));
  return row ?? null;
}

export const refOf = (row: { id: number; legalName: string; memberId: string }) => ({
  id: row.id,
  legalName: row.legalName,
  memberId: row.memberId,
});

/** Transfers with both entities' names, newest effective date first. */
export async function transferViews(tx: Db, where: SQL | undefined): Promise<PositionTransferView[]> {
  const t = positionTransfers;
  const fromE = alias(e, "from_entity");
  const toE = alias(e, "to_entity");
  const rows = await tx
    .select({
      transfer: t,
      from: { id: fromE.id, legalName: fromE.legalName, memberId: fromE.memberId },
      to: { id: toE.id, legalName: toE.legalName, memberId: toE.memberId },
      recordedBy: users.username,
    })
    .from(t)
    .innerJoin(fromE, eq(fromE.id, t.fromEntityId))
    .innerJoin(toE, eq(toE.id, t.toEntityId))
    .leftJoin(users, eq(users.id, t.recordedBy))
    .where(where)
    .orderBy(desc(t.effectiveDate), desc(t.id));
  return rows.map(({ transfer, from, to, recordedBy }) => ({
    id: transfer.id,
    fundType: transfer.fundType as FundType,
    effectiveDate: transfer.effectiveDate,
    from,
    to,
    commitmentCents: transfer.commitmentCents,
    contributedCents: transfer.contributedCents,
    distributedCents: transfer.distributedCents,
    note: transfer.note,
    recordedAt: transfer.recordedAt.toISOString(),
    recordedBy: recordedBy ?? null,
  }));
}

export function readPositionTransfers({ db }: LedgerDeps) {
  return {
    /** An entity's current commitments and its transfers in and out; 404 for no such entity. */
    async transfersOf(entityId: number): Promise<EntityTransfers> {
      const entity = await entityOf(db, entityId);
      if (!entity) throw new AppError("NOT_FOUND", "Entity not found");
      const positions = await db
        .select({
          fundType: capitalCommitments.fundType,
          commitmentCents: capitalCommitments.commitmentCents,
          commitmentDate: capitalCommitments.commitmentDate,
        })
        .from(capitalCommitments)
        .where(eq(capitalCommitments.entityId, entityId))
        .orderBy(asc(capitalCommitments.fundType));
      const t = positionTransfers;
      return {
        entity: { ...refOf(entity), archived: entity.archivedAt !== null },
        positions: positions.map((p) => ({ ...p, fundType: p.fundType as FundType })),
        transfers: await transferViews(db, or(eq(t.fromEntityId, entityId), eq(t.toEntityId, entityId))),
      };
    },
  };
}
