import { and, eq } from "drizzle-orm";
import { COMMITMENT_FUNDS, type CommitmentField } from "../../domain/user.ts";
import { capitalCommitments } from "../db/schema/capital-commitments.ts";
import { users } from "../db/schema/users.ts";
import { AppError } from "../errors.ts";
import type { Transaction } from "./staff-write.ts";

/**
 * The user forms' fundICommitment / fundIICommitment as the user's capital_commitments rows
 * (decisions, "Accounts and access" 5): one row per fund, written in the caller's transaction.
 * - amount > 0: the row is inserted or updated (upsert on user and fund); remaining = amount − called.
 * - amount 0: the row is deleted, since it holds nothing (no capital called).
 * - an amount below the capital already called is refused (409): lowering it would make the
 *   remaining commitment negative and hide called money.
 * Then users.capital_commitment is set to the total of the rows.
 */

/** Exact money: amounts are handled as integer cents, never as floating-point dollars. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const centsOfText = (text: string) => {
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
};
export const textOfCents = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

export type Commitments = Partial<Record<CommitmentField, number>>;

export interface CommitmentOwner {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  investorType: string;
}

const investorNameOf = (user: CommitmentOwner) =>
  [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;

/** Per user: the commitment of each fund in dollars (0 without a row). */
export function commitmentsByUser(rows: Array<{ userId: number | null; fundType: string; commitmentAmount: string }>) {
  const byUser = new Map<number, Record<CommitmentField, number>>();
  for (const row of rows) {
    if (row.userId === null) continue;
    const entry = byUser.get(row.userId) ?? { fundICommitment: 0, fundIICommitment: 0 };
    for (const [field, fund] of Object.entries(COMMITMENT_FUNDS) as Array<[CommitmentField, string]>) {
      if (row.fundType === fund) entry[field] = centsOfText(row.commitmentAmount) / 100;
    }
    byUser.set(row.userId, entry);
  }
  return byUser;
}

/** Apply the given amounts (omitted funds stay as they are), keep names in step, store the total. */
export async function writeCommitments(tx: Transaction, user: CommitmentOwner, amounts: Commitments) {
  const investorName = investorNameOf(user).slice(0, 255);
  for (const [field, fundType] of Object.entries(COMMITMENT_FUNDS) as Array<[CommitmentField, string]>) {
    const amount = amounts[field];
    if (amount === undefined) continue;
    const cents = toCents(amount);
    const [existing] = await tx
      .select({ id: capitalCommitments.id, calledAmount: capitalCommitments.calledAmount })
      .from(capitalCommitments)
      .where(and(eq(capitalCommitments.userId, user.id), eq(capitalCommitments.fundType, fundType)))
      .for("update");
    const called = existing ? centsOfText(existing.calledAmount) : 0;
    if (cents < called) {
      const message = `The ${fundType} commitment cannot be less than the capital already called (${dollars(called)})`;
      throw new AppError("CONFLICT", message, { fieldErrors: { [field]: [message] } });
    }
    if (cents === 0) {
      if (existing) await tx.delete(capitalCommitments).where(eq(capitalCommitments.id, existing.id));
      continue;
    }
    const values = {
      commitmentAmount: textOfCents(cents),
      remainingCommitment: textOfCents(cents - called),
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
    .select({ amount: capitalCommitments.commitmentAmount })
    .from(capitalCommitments)
    .where(eq(capitalCommitments.userId, user.id));
  const total = rows.reduce((sum, row) => sum + centsOfText(row.amount), 0);
  await tx.update(users).set({ capitalCommitment: textOfCents(total) }).where(eq(users.id, user.id));
}
