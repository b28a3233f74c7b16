import { and, eq, sql } from "drizzle-orm";
import { formatMoneyCents } from "#domain/format.ts";
import { displayName } from "#domain/person.ts";
import { COMMITMENT_FUNDS, type CommitmentField } from "#domain/user.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { capitalCallParts, fundCapitalCalls } from "#server/platform/db/schema/fund-ledger.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import type { Transaction } from "#server/platform/staff-write.ts";
import { decimalFromCents } from "#domain/ledger/money.ts";

/**
 * The user forms' fundICommitment / fundIICommitment as the user's capital_commitments rows
 * (docs/product.md §Data): one row per fund, written in the caller's transaction.
 * - amount > 0: the row is inserted or updated (upsert on user and fund); remaining = amount − called.
 * - amount 0: the row is deleted, since it holds nothing (no capital called).
 * - an amount below the capital already called is refused (409): lowering it would make the
 *   remaining commitment negative and hide called money.
 * Then users.capital_commitment_cents is set to the total of the rows.
 */

/** Exact money: amounts are handled as integer cents, never as floating-point dollars. */
export const toCents = (dollars: number) => Math.round(dollars * 100);

export type Commitments = Partial<Record<CommitmentField, number>>;

export interface CommitmentOwner {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  investorType: string;
}

/** Per user: the commitment of each fund in dollars (0 without a row). */
export function commitmentsByUser(rows: Array<{ userId: number | null; fundType: string; commitmentCents: number }>) {
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

/** Apply the given amounts (omitted funds stay as they are), keep names in step, store the total. */
export async function writeCommitments(tx: Transaction, user: CommitmentOwner, amounts: Commitments) {
  const investorName = displayName(user).slice(0, 255);
  for (const [field, fundType] of Object.entries(COMMITMENT_FUNDS) as Array<[CommitmentField, string]>) {
    const amount = amounts[field];
    if (amount === undefined) continue;
    const cents = toCents(amount);
    const [existing] = await tx
      .select({ id: capitalCommitments.id })
      .from(capitalCommitments)
      .where(and(eq(capitalCommitments.userId, user.id), eq(capitalCommitments.fundType, fundType)))
      .for("update");
    // What the fund ledger has called of this investor in this fund, paid or not.
    const [{ called }] = await tx
      .select({ called: sql<string>`coalesce(sum(${capitalCallParts.amountCents}), 0)::text` })
      .from(capitalCallParts)
      .innerJoin(fundCapitalCalls, eq(fundCapitalCalls.id, capitalCallParts.callId))
      .where(and(eq(capitalCallParts.userId, user.id), eq(fundCapitalCalls.fundType, fundType)));
    const calledCents = Number(called);
    if (cents < calledCents) {
      const message = `The ${fundType} commitment cannot be less than the capital already called (${formatMoneyCents(decimalFromCents(calledCents))})`;
      throw new AppError("CONFLICT", message, { fieldErrors: { [field]: [message] } });
    }
    if (cents === 0) {
      if (existing) await tx.delete(capitalCommitments).where(eq(capitalCommitments.id, existing.id));
      continue;
    }
    const values = {
      commitmentCents: cents,
      investorName,
      investorType: user.investorType,
    };
    await tx
      .insert(capitalCommitments)
      .values({ ...values, userId: user.id, fundType, commitmentDate: new Date().toISOString().slice(0, 10) })
      .onConflictDoUpdate({ target: [capitalCommitments.userId, capitalCommitments.fundType], set: values });
  }
  // A renamed user or a new investor type shows on every row of theirs.
  await tx
    .update(capitalCommitments)
    .set({ investorName, investorType: user.investorType })
    .where(eq(capitalCommitments.userId, user.id));
  const rows = await tx
    .select({ cents: capitalCommitments.commitmentCents })
    .from(capitalCommitments)
    .where(eq(capitalCommitments.userId, user.id));
  const total = rows.reduce((sum, row) => sum + row.cents, 0);
  await tx.update(users).set({ capitalCommitmentCents: total }).where(eq(users.id, user.id));
}
