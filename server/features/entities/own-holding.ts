// A person's own holding: the entity a person invests through in their own name (decision 0060).
import { and, eq, isNull } from "drizzle-orm";
import { KIND_OF_INVESTOR_TYPE } from "#domain/entities.ts";
import { memberIdOf } from "#domain/investor-portal.ts";
import { displayName, type PersonName } from "#domain/person.ts";
import type { Database } from "#server/platform/db/client.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import type { Transaction } from "#server/platform/staff-write.ts";

type Db = Database | Transaction;

/** The account fields a person's own holding is made from and kept in step with. */
export type HoldingPerson = PersonName & {
  id: number;
  createdAt: Date | string;
  investorType: string;
  mailingAddress?: string | null;
  archivedAt?: Date | null;
};

/** The id of the person's own holding, or null when they have none yet. */
export async function ownHoldingOf(db: Db, personId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: investingEntities.id })
    .from(investingEntities)
    .where(eq(investingEntities.personId, personId));
  return row?.id ?? null;
}

/**
 * The person's own holding, made with their investor account (or on first need: a commitment or a
 * document for an account of another role) with their name, kind and member ID and a signatory
 * grant for them; later calls keep its name and kind in step with the account (a renamed person's
 * holding is renamed).
 */
export async function ensureOwnHolding(tx: Transaction, person: HoldingPerson): Promise<number> {
  const values = {
    legalName: displayName(person).slice(0, 255),
    kind: KIND_OF_INVESTOR_TYPE[person.investorType] ?? "individual",
  };
  const existing = await ownHoldingOf(tx, person.id);
  if (existing !== null) {
    await tx.update(investingEntities).set(values).where(eq(investingEntities.id, existing));
    return existing;
  }
  const [entity] = await tx
    .insert(investingEntities)
    .values({
      ...values,
      memberId: memberIdOf(person),
      personId: person.id,
      mailingAddress: person.mailingAddress ?? null,
      // An archived person's holding is archived with them: it joins no new call.
      archivedAt: person.archivedAt ?? null,
    })
    .returning({ id: investingEntities.id });
  await tx.insert(entityRoles).values({ entityId: entity.id, userId: person.id, role: "signatory" });
  return entity.id;
}

/** Archive or restore a person's own holding with their account (it then joins no new call). */
export async function setOwnHoldingArchived(tx: Transaction, personId: number, archivedAt: Date | null) {
  await tx
    .update(investingEntities)
    .set({ archivedAt })
    .where(
      and(eq(investingEntities.personId, personId), archivedAt ? isNull(investingEntities.archivedAt) : undefined),
    );
}
