import { inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/platform/db/client.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { documentDeliveries } from "#server/platform/db/schema/document-deliveries.ts";
import { capitalCallParts, distributionParts } from "#server/platform/db/schema/fund-ledger.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { users } from "#server/platform/db/schema/users.ts";
import type { Transaction } from "#server/platform/staff-write.ts";

/*
 * Investor records and archiving (docs/decisions/0024-archive-not-delete.md): an account that
 * holds records is archived, never deleted, so the funds' totals and history keep them.
 */

/**
 * The accounts that are not archived: the condition for anything that looks ahead (who is
 * allocated the next capital call or distribution, who counts as a current member). Past records
 * of archived investors stay in the funds' totals; do not use it there.
 */
export const notArchived = (): SQL => isNull(users.archivedAt);

/**
 * Whether the user of `userId` holds records: their own holding (decision 0060) has a commitment
 * above 0, a part of a capital call or distribution, or documents; or they have document
 * deliveries (e-delivery evidence). Each test uses an index on the entity or the user.
 */
export const holdsRecords = (userId: SQL | typeof users.id): SQL => sql`(
  exists (
    select 1 from ${investingEntities} e where e.person_id = ${userId} and (
      exists (select 1 from ${capitalCommitments} where ${capitalCommitments.entityId} = e.id and ${capitalCommitments.commitmentCents} > 0)
      or exists (select 1 from ${capitalCallParts} where ${capitalCallParts.entityId} = e.id)
      or exists (select 1 from ${distributionParts} where ${distributionParts.entityId} = e.id)
      or exists (select 1 from ${investorDocuments} where ${investorDocuments.entityId} = e.id)
    )
  )
  or exists (select 1 from ${documentDeliveries} where ${documentDeliveries.userId} = ${userId})
)`;

/** Of the given users, those holding records (see holdsRecords). */
export async function usersWithRecords(db: Database | Transaction, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${inArray(users.id, ids)} and ${holdsRecords(users.id)}`);
  return new Set(rows.map((row) => row.id));
}
