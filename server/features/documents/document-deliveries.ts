import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#server/platform/db/client.ts";
import { documentDeliveries } from "#server/platform/db/schema/document-deliveries.ts";
import type { Transaction } from "#server/platform/staff-write.ts";

/**
 * Record that a document was delivered to these people (in the transaction that publishes it, so a
 * document is never visible without its delivery evidence); `entityId` is the entity an entity's
 * own document is for. Delivering twice keeps the first delivery's time. Returns the people it is
 * new to (whom the "document delivered" notice is for).
 */
export async function recordDeliveries(
  tx: Transaction | Database,
  documentId: number,
  userIds: readonly number[],
  at: Date = new Date(),
  entityId: number | null = null,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .insert(documentDeliveries)
    .values([...new Set(userIds)].map((userId) => ({ documentId, userId, entityId, deliveredAt: at })))
    .onConflictDoNothing()
    .returning({ userId: documentDeliveries.userId });
  return rows.map((r) => r.userId);
}

/** A download by the investor it was delivered to: the first sets first_opened_at; each counts. */
export async function recordOpening(
  tx: Transaction | Database,
  documentId: number,
  userId: number,
  at: Date = new Date(),
): Promise<void> {
  const d = documentDeliveries;
  await tx
    .update(d)
    .set({
      firstOpenedAt: sql`coalesce(${d.firstOpenedAt}, ${at.toISOString()}::timestamptz)`,
      downloadCount: sql`${d.downloadCount} + 1`,
    })
    .where(and(eq(d.documentId, documentId), eq(d.userId, userId)));
}
