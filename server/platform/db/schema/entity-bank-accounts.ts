import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { BANK_ACCOUNT_STATUSES, type BankAccountStatus } from "#domain/entity-details.ts";
import { investingEntities } from "./investing-entities.ts";
import { isOneOf } from "./one-of.ts";
import { createdAt } from "./timestamps.ts";
import { users } from "./users.ts";

/**
 * An entity's bank account for distributions (decision 0060, slice 5). The routing and account
 * numbers are encrypted at rest (AES-256-GCM) with their last 4 digits kept apart for the masked
 * display. A change is `pending` until a signatory confirms it from the link e-mailed to every
 * signatory (the wire-fraud path); only the sha256 of that link's token is stored.
 */
export const entityBankAccounts = pgTable(
  "entity_bank_accounts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    entityId: integer("entity_id")
      .notNull()
      .references(() => investingEntities.id, { onDelete: "cascade" }),
    bankName: varchar("bank_name", { length: 255 }).notNull(),
    accountName: varchar("account_name", { length: 255 }).notNull(),
    routingEncrypted: text("routing_encrypted").notNull(),
    routingLast4: varchar("routing_last4", { length: 4 }).notNull(),
    accountEncrypted: text("account_encrypted").notNull(),
    accountLast4: varchar("account_last4", { length: 4 }).notNull(),
    status: varchar("status", { length: 10 }).$type<BankAccountStatus>().notNull().default("pending"),
    requestedBy: integer("requested_by").references(() => users.id, { onDelete: "set null" }),
    requestedAt: createdAt(),
    confirmationTokenHash: varchar("confirmation_token_hash", { length: 64 }).unique(),
    confirmationExpiresAt: timestamp("confirmation_expires_at", { withTimezone: true }),
    confirmedBy: integer("confirmed_by").references(() => users.id, { onDelete: "set null" }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    check("entity_bank_accounts_status_check", isOneOf(t.status, BANK_ACCOUNT_STATUSES)),
    // At most one account distributions go to, and one change waiting for its confirmation.
    uniqueIndex("entity_bank_accounts_active_unique")
      .on(t.entityId)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex("entity_bank_accounts_pending_unique")
      .on(t.entityId)
      .where(sql`${t.status} = 'pending'`),
    index("entity_bank_accounts_entity_idx").on(t.entityId, t.requestedAt),
  ],
);
