// What the Tax and bank section reads (decision 0060, slice 5): an entity's tax details and its
// bank accounts, masked. Nothing here opens a sealed value: the masks come from the last 4 digits.
import { and, desc, eq, inArray } from "drizzle-orm";
import {
  maskNumber,
  maskTaxId,
  taxIdKindOf,
  type EntityTaxBank,
  type MaskedBankAccount,
  type TaxClassification,
} from "#domain/entity-tax-bank.ts";
import { ENTITY_NOT_FOUND } from "#domain/entities.ts";
import { displayName } from "#domain/person.ts";
import type { Database } from "#server/platform/db/client.ts";
import { entityBankAccounts } from "#server/platform/db/schema/entity-bank-accounts.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import type { Transaction } from "#server/platform/staff-write.ts";

type Db = Database | Transaction;
type BankRow = typeof entityBankAccounts.$inferSelect;

/** The contexts sealed values are bound to (field-encryption.ts): a value opens in its own place only. */
export const sealContext = {
  taxId: (entityId: number) => `tax_id:${entityId}`,
  routing: (entityId: number) => `bank_routing:${entityId}`,
  account: (entityId: number) => `bank_account:${entityId}`,
};

export const lastFour = (digits: string) => digits.slice(-4);

export function maskedAccount(row: BankRow, requestedBy: string | null): MaskedBankAccount {
  return {
    id: row.id,
    bankName: row.bankName,
    accountName: row.accountName,
    routingMasked: maskNumber(row.routingLast4),
    accountMasked: maskNumber(row.accountLast4),
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    requestedBy,
    confirmationExpiresAt: row.confirmationExpiresAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

/** The entity's row, or a 404 (as for any entity the caller may not see). */
export async function entityRow(db: Db, entityId: number) {
  const [row] = await db.select().from(investingEntities).where(eq(investingEntities.id, entityId));
  if (!row) throw new AppError("NOT_FOUND", ENTITY_NOT_FOUND);
  return row;
}

/** The account distributions go to and the change waiting for confirmation, masked. */
export async function bankAccountsOf(db: Db, entityId: number): Promise<EntityTaxBank["bank"]> {
  const rows = await db
    .select({
      account: entityBankAccounts,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(entityBankAccounts)
    .leftJoin(users, eq(users.id, entityBankAccounts.requestedBy))
    .where(and(eq(entityBankAccounts.entityId, entityId), inArray(entityBankAccounts.status, ["active", "pending"])))
    .orderBy(desc(entityBankAccounts.id));
  const of = (status: "active" | "pending") => {
    const row = rows.find((r) => r.account.status === status);
    return row
      ? maskedAccount(row.account, row.username === null ? null : displayName({ ...row, username: row.username }))
      : null;
  };
  return { active: of("active"), pending: of("pending") };
}

/** The tax part of the section, masked, from the entity's row. */
export function taxPartOf(row: typeof investingEntities.$inferSelect) {
  const classification = row.taxClassification as TaxClassification | null;
  const kind = taxIdKindOf(classification);
  return {
    taxClassification: classification,
    taxIdKind: kind,
    taxIdMasked: maskTaxId(row.taxIdLast4, kind),
    taxForm: {
      kind: row.taxFormKind,
      status: row.taxFormStatus,
      receivedAt: row.taxFormReceivedAt?.toISOString() ?? null,
      hasFile: row.taxFormFileKey !== null,
    },
  };
}
