import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./timestamps.ts";
import { users } from "./users.ts";

// The amount is text of at most 50 characters (decision 0006); the check makes sure that text is
// always a non-negative decimal amount. What is called, paid and left is derived from the fund
// ledger (fund-ledger.ts), never stored here.
const amount = (name: string) => varchar(name, { length: 50 }).notNull().default("0");

export const capitalCommitments = pgTable(
  "capital_commitments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // Restrict: an investor with records is archived, never deleted (decision 0024).
    userId: integer("user_id").references(() => users.id, { onDelete: "restrict" }),
    investorName: varchar("investor_name", { length: 255 }).notNull(),
    fundType: varchar("fund_type", { length: 50 }).notNull(),
    commitmentAmount: amount("commitment_amount"),
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
    check("capital_commitments_amount_check", sql`${t.commitmentAmount} ~ '^[0-9]+(\\.[0-9]{1,2})?$'`),
    index("capital_commitments_user_id_idx").on(t.userId),
    // One commitment row per investor and fund (the user forms hold one amount per fund).
    uniqueIndex("capital_commitments_user_fund_unique").on(t.userId, t.fundType),
    // A fund's investors: counted and summed on the fund operations page (decision 0040).
    index("capital_commitments_fund_user_idx").on(t.fundType, t.userId),
  ],
);
