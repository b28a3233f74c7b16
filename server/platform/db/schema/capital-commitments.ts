import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./timestamps.ts";
import { investingEntities } from "./investing-entities.ts";

// The commitment is integer cents, like the fund ledger's amounts (bigint read as a safe JavaScript
// integer, decision 0056; it was decimal text before migration 0030). What is called, paid and
// left is derived from the fund ledger (fund-ledger.ts), never stored here.

export const capitalCommitments = pgTable(
  "capital_commitments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // The investor of record (decision 0060); its name and kind are the entity's.
    // Restrict: an entity with records is archived, never deleted (decision 0024).
    entityId: integer("entity_id")
      .notNull()
      .references(() => investingEntities.id, { onDelete: "restrict" }),
    fundType: varchar("fund_type", { length: 50 }).notNull(),
    commitmentCents: bigint("commitment_cents", { mode: "number" }).notNull().default(0),
    commitmentDate: date("commitment_date"),
    status: varchar("status", { length: 50 }).notNull().default("Active"),
    distributionPreference: varchar("distribution_preference", { length: 100 }),
    lastCallDate: date("last_call_date"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("capital_commitments_amount_check", sql`${t.commitmentCents} >= 0`),
    // One commitment row per entity and fund (the user forms hold one amount per fund).
    uniqueIndex("capital_commitments_entity_fund_unique").on(t.entityId, t.fundType),
    // A fund's investors: counted and summed on the fund operations page (decision 0040).
    index("capital_commitments_fund_entity_idx").on(t.fundType, t.entityId),
  ],
);
