import type { Database } from "#server/platform/db/client.ts";
import { capitalCallParts, fundCapitalCalls } from "#server/platform/db/schema/fund-ledger.ts";

/**
 * A capital call with one investor's part, written straight into the ledger tables: for tests that
 * need called or paid-in capital to exist without going through the staff flow (which has its own tests).
 */
export async function insertCallPart(
  db: Database,
  part: {
    /** The investing entity the part belongs to (decision 0060), e.g. holdingOf(db, user). */
    entityId: number;
    fundType: "Fund I" | "Fund II";
    number: number;
    amountCents: number;
    /** Paid in full on this day; omitted: pending. */
    paidOn?: string;
    callDate?: string;
    dueDate?: string;
    purpose?: string;
  },
) {
  const callDate = part.callDate ?? "2024-02-01";
  const [call] = await db
    .insert(fundCapitalCalls)
    .values({
      fundType: part.fundType,
      number: part.number,
      callDate,
      dueDate: part.dueDate ?? callDate,
      purpose: part.purpose ?? "Initial property acquisition",
      investmentCents: part.amountCents,
      managementFeeCents: 0,
      fundExpensesCents: 0,
      totalCents: part.amountCents,
    })
    .returning();
  const [row] = await db
    .insert(capitalCallParts)
    .values({
      callId: call.id,
      entityId: part.entityId,
      amountCents: part.amountCents,
      investmentCents: part.amountCents,
      managementFeeCents: 0,
      fundExpensesCents: 0,
      ...(part.paidOn ? { status: "Paid" as const, paidCents: part.amountCents, paidOn: part.paidOn } : {}),
    })
    .returning();
  return { call, part: row };
}
