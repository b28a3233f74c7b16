import { eq } from "drizzle-orm";
import type { Database } from "#server/platform/db/client.ts";
import { ensureOwnHolding } from "#server/features/entities/own-holding.ts";
import { users } from "#server/platform/db/schema/users.ts";

/**
 * The person's own holding (decision 0060): the investing entity their positions belong to, made
 * (with their signatory grant) on first need, as the staff user form and document upload do.
 */
export async function holdingOf(db: Database, user: { id: number }): Promise<number> {
  return db.transaction(async (tx) => {
    const [person] = await tx.select().from(users).where(eq(users.id, user.id));
    if (!person) throw new Error(`No user ${user.id}`);
    return ensureOwnHolding(tx, person);
  });
}
