// A new commitment posted to the fund ledger (issue 25 §4: a subscription fully executed): added to
// the entity's commitment in the fund, in the caller's transaction, with the fund locked as issuing
// a call or a distribution locks it, so no call is split by the commitments while one is added
// (as transfer-position.ts writes the commitment it moves).
import { eq, sql } from "drizzle-orm";
import type { FundType } from "#domain/investment.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { users } from "#server/platform/db/schema/users.ts";
import type { Transaction } from "#server/platform/staff-write.ts";
import { lockFund } from "./internal/issue-to-investors.ts";

/** Adds `cents` to the entity's commitment in the fund (made at `date` when it had none); answers the new total. */
export async function postCommitment(
  tx: Transaction,
  input: { entityId: number; fundType: FundType; cents: number; date: string },
): Promise<number> {
  await lockFund(tx, "capital_call", input.fundType);
  await lockFund(tx, "distribution", input.fundType);
  const c = capitalCommitments;
  const [row] = await tx
    .insert(c)
    .values({
      entityId: input.entityId,
      fundType: input.fundType,
      commitmentCents: input.cents,
      commitmentDate: input.date,
    })
    .onConflictDoUpdate({
      target: [c.entityId, c.fundType],
      set: {
        commitmentCents: sql`${c.commitmentCents} + ${input.cents}`,
        commitmentDate: sql`coalesce(${c.commitmentDate}, ${input.date})`,
        updatedAt: new Date(),
      },
    })
    .returning({ cents: c.commitmentCents });
  // A person's own holding: the account's total follows its rows (user-commitments.ts keeps it so).
  const [entity] = await tx
    .select({ personId: investingEntities.personId })
    .from(investingEntities)
    .where(eq(investingEntities.id, input.entityId));
  if (entity?.personId) {
    await tx
      .update(users)
      .set({
        capitalCommitmentCents: sql`(select coalesce(sum(${c.commitmentCents}), 0) from ${c} where ${c.entityId} = ${input.entityId})`,
      })
      .where(eq(users.id, entity.personId));
  }
  return row.cents;
}
