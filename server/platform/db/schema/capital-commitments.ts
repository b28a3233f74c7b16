import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./timestamps.ts";
import { users } from "./users.ts";

// The commitment is integer cents, like the fund ledger's amounts (bigint read as a safe JavaScript
// integer, decision 0056; it was decimal text before migration 0030). What is called, paid and
// left is derived from the fund ledger (fund-ledger.ts), never stored here.

export const capitalCommitments = pgTable(
  "capital_commitments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // Restrict: an investor with records is archived, never deleted (decision 0024).
    userId: integer("user_id").references(() => users.id, { onDelete: "restrict" }),
    investorName: varchar("investor_name", { length: 255 }).notNull(),
    fundType: varchar("fund_type", { length: 50 }).notNull(),
    commitmentCents: bigint("commitment_cents", { mode: "number" }).notNull().default(0),
    commitmentDate: date("commitment_date"),
    status: varchar("status", { length: 50 }).notNull().default("Active"),
    investorType: varchar("investor_type", { length: 100 }),
    distributionPreference: varchar("distribution_preference", { length: 100 }),
    lastCallDate: date("last_call_date"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("capital_commitments_amount_check", sql`${t.commitmentCents} >= 0`),
    index("capital_commitments_user_id_idx").on(t.userId),
    // One commitment row per investor and fund (the user forms hold one amount per fund).
    uniqueIndex("capital_commitments_user_fund_unique").on(t.userId, t.fundType),
    // A fund's investors: counted and summed on the fund operations page (decision 0040).
    index("capital_commitments_fund_user_idx").on(t.fundType, t.userId),
  ],
);
