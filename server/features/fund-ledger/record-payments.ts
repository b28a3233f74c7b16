// Record payments: call parts received, distribution parts paid (those already paid are left as they are).
import { and, eq, inArray, sql } from "drizzle-orm";
import { type PartPaymentsInput } from "#domain/fund-operations.ts";
import { capitalCallParts, distributionParts } from "#server/platform/db/schema/fund-ledger.ts";
import { AppError } from "#server/platform/errors.ts";
import { checkPaymentDate } from "./fund-ledger-rules.ts";
import { type ActingUser, type Transaction } from "#server/platform/staff-write.ts";
import { type LedgerDeps } from "./internal/ledger-rows.ts";
import { paymentsCount, paymentsPerParent } from "./internal/issue-to-investors.ts";

export function recordPayments({ db, audit, clock }: LedgerDeps) {
  return {
    /** Marks parts paid in full on a day (those already paid are left as they are). */
    async markCallPartsPaid(by: ActingUser, input: PartPaymentsInput) {
      return db.transaction(async (tx) => {
        await checkPaymentDate(tx, "call", input.partIds, input.paidOn, clock());
        const p = capitalCallParts;
        const updated = await tx
          .update(p)
          .set({ status: "Paid", paidCents: sql`${p.amountCents}`, paidOn: input.paidOn })
          .where(and(inArray(p.id, input.partIds), eq(p.status, "Pending")))
          .returning({ id: p.id, callId: p.callId });
        const known = await tx.select({ id: p.id }).from(p).where(inArray(p.id, input.partIds));
        if (known.length !== new Set(input.partIds).size)
          throw new AppError("NOT_FOUND", "Capital call part not found");
        const paid = updated.map((row) => ({ id: row.id, parentId: row.callId }));
        for (const [entityId, ids] of paymentsPerParent(paid)) {
          await audit.record(
            {
              ...by,
              entityType: "capital_call",
              action: "capital_call.payments_recorded",
              entityId,
              summary: `Recorded ${paymentsCount(ids)} received on ${input.paidOn}`,
              details: { partIds: ids },
            },
            tx,
          );
        }
        return { updated: updated.length };
      });
    },

    async markDistributionPartsPaid(by: ActingUser, input: PartPaymentsInput) {
      return db.transaction((tx) => markDistributionPartsPaidIn({ audit, clock }, tx, by, input));
    },
  };
}

/**
 * Marks distribution parts paid in `tx`, the caller's transaction (the staff form's, or the ACH
 * file's, which checks its entries first): the date rules, the update and one audit row per
 * distribution. `source` says where the payments came from, in the row's summary and details.
 */
export async function markDistributionPartsPaidIn(
  { audit, clock }: Pick<LedgerDeps, "audit" | "clock">,
  tx: Transaction,
  by: ActingUser,
  input: PartPaymentsInput,
  source?: { summary: string; details: Record<string, unknown> },
) {
  await checkPaymentDate(tx, "distribution", input.partIds, input.paidOn, clock());
  const p = distributionParts;
  const updated = await tx
    .update(p)
    .set({ status: "Paid", paidOn: input.paidOn })
    .where(and(inArray(p.id, input.partIds), eq(p.status, "Scheduled")))
    .returning({ id: p.id, distributionId: p.distributionId });
  const known = await tx.select({ id: p.id }).from(p).where(inArray(p.id, input.partIds));
  if (known.length !== new Set(input.partIds).size) throw new AppError("NOT_FOUND", "Distribution part not found");
  const paid = updated.map((row) => ({ id: row.id, parentId: row.distributionId }));
  for (const [entityId, ids] of paymentsPerParent(paid)) {
    await audit.record(
      {
        ...by,
        entityType: "distribution",
        action: "distribution.payments_recorded",
        entityId,
        summary: `Recorded ${paymentsCount(ids)} made on ${input.paidOn}${source ? ` ${source.summary}` : ""}`,
        details: { partIds: ids, ...source?.details },
      },
      tx,
    );
  }
  return { updated: updated.length };
}
