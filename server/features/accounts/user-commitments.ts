import { and, eq, inArray, sql } from "drizzle-orm";
import { formatMoneyCents } from "#domain/format.ts";
import { COMMITMENT_FUNDS, type CommitmentField } from "#domain/user.ts";
import type { Database } from "#server/platform/db/client.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { ensureOwnHolding, ownHoldingOf, type HoldingPerson } from "#server/features/entities/own-holding.ts";
import { capitalCallParts, fundCapitalCalls } from "#server/platform/db/schema/fund-ledger.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import type { Transaction } from "#server/platform/staff-write.ts";
import { decimalFromCents } from "#domain/ledger/money.ts";

/**
 * The user forms' fundICommitment / fundIICommitment as the capital_commitments rows of the user's
 * own holding (docs/product.md §Data, decision 0060): one row per fund, written in the caller's
 * transaction.
 * - amount > 0: the row is inserted or updated (upsert on user and fund); remaining = amount − called.
 * - amount 0: the row is deleted, since it holds nothing (no capital called).
 * - an amount below the capital already called is refused (409): lowering it would make the
 *   remaining commitment negative and hide called money.
 * Then users.capital_commitment_cents is set to the total of the rows.
 */

/** Exact money: amounts are handled as integer cents, never as floating-point dollars. */
export const toCents = (dollars: number) => Math.round(dollars * 100);

export type Commitments = Partial<Record<CommitmentField, number>>;

/** The account whose own holding the commitments are (decision 0060). */
export type CommitmentOwner = HoldingPerson & { username: string; role: string };

/** Per user: the commitment of each fund in dollars (0 without a row). */
export function commitmentsByUser(
  rows: ReadonlyArray<{ userId: number | null; fundType: string; commitmentCents: number }>,
) {
  const byUser = new Map<number, Record<CommitmentField, number>>();
  for (const row of rows) {
    if (row.userId === null) continue;
    const entry = byUser.get(row.userId) ?? { fundICommitment: 0, fundIICommitment: 0 };
    for (const [field, fund] of Object.entries(COMMITMENT_FUNDS) as Array<[CommitmentField, string]>) {
      if (row.fundType === fund) entry[field] = row.commitmentCents / 100;
    }
    byUser.set(row.userId, entry);
  }
  return byUser;
}

/**
 * Apply the given amounts (omitted funds stay as they are) to the person's own holding (decision
 * 0060: made with their first commitment), keep its name in step, store the total on the account.
 */
export async function writeCommitments(tx: Transaction, user: CommitmentOwner, amounts: Commitments) {
  // Every investor account has its own holding; another account gets one with its first commitment.
  // ensureOwnHolding also keeps it named as the person is, and of the kind their investor type says.
  const adds = Object.values(amounts).some((amount) => amount !== undefined && toCents(amount) > 0);
  const entityId =
    adds || user.role === "investor" || (await ownHoldingOf(tx, user.id)) !== null
      ? await ensureOwnHolding(tx, user)
      : null;
  if (entityId === null) return;
  for (const [field, fundType] of Object.entries(COMMITMENT_FUNDS) as Array<[CommitmentField, string]>) {
    const amount = amounts[field];
    if (amount === undefined) continue;
    const cents = toCents(amount);
    const [existing] = await tx
      .select({ id: capitalCommitments.id })
      .from(capitalCommitments)
      .where(and(eq(capitalCommitments.entityId, entityId), eq(capitalCommitments.fundType, fundType)))
      .for("update");
    // What the fund ledger has called of this investor in this fund, paid or not.
    const [{ called }] = await tx
      .select({ called: sql<string>`coalesce(sum(${capitalCallParts.amountCents}), 0)::text` })
      .from(capitalCallParts)
      .innerJoin(fundCapitalCalls, eq(fundCapitalCalls.id, capitalCallParts.callId))
      .where(and(eq(capitalCallParts.entityId, entityId), eq(fundCapitalCalls.fundType, fundType)));
    const calledCents = Number(called);
    if (cents < calledCents) {
      const message = `The ${fundType} commitment cannot be less than the capital already called (${formatMoneyCents(decimalFromCents(calledCents))})`;
      throw new AppError("CONFLICT", message, { fieldErrors: { [field]: [message] } });
    }
    if (cents === 0) {
      if (existing) await tx.delete(capitalCommitments).where(eq(capitalCommitments.id, existing.id));
      continue;
    }
    await tx
      .insert(capitalCommitments)
      .values({ entityId, fundType, commitmentCents: cents, commitmentDate: new Date().toISOString().slice(0, 10) })
      .onConflictDoUpdate({
        target: [capitalCommitments.entityId, capitalCommitments.fundType],
        set: { commitmentCents: cents },
      });
  }
  const rows = await tx
    .select({ cents: capitalCommitments.commitmentCents })
    .from(capitalCommitments)
    .where(eq(capitalCommitments.entityId, entityId));
  const total = rows.reduce((sum, row) => sum + row.cents, 0);
  await tx.update(users).set({ capitalCommitmentCents: total }).where(eq(users.id, user.id));
}

/** The commitments of these people's own holdings, per person (the user forms' amounts). */
export async function ownCommitmentRows(db: Database | Transaction, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: investingEntities.personId,
      fundType: capitalCommitments.fundType,
      commitmentCents: capitalCommitments.commitmentCents,
    })
    .from(capitalCommitments)
    .innerJoin(investingEntities, eq(investingEntities.id, capitalCommitments.entityId))
    .where(inArray(investingEntities.personId, [...userIds]));
}
