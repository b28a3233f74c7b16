import { sql } from "drizzle-orm";
import { check, date, integer, numeric, pgTable, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { CAPITAL_CALL_STATUSES, type CapitalCallStatus } from "../../../domain/investor-portal.ts";
import { isOneOf } from "./one-of.ts";
import { createdAt } from "./timestamps.ts";
import { users } from "./users.ts";

/** One capital call made of an investor for one fund (the profile's capital-calls tab). */
export const capitalCalls = pgTable(
  "capital_calls",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fundType: varchar("fund_type", { length: 20 }).notNull(),
    callNumber: integer("call_number").notNull(),
    amount: numeric("amount", { precision: 15, scale: 2 }).notNull(),
    purpose: varchar("purpose", { length: 255 }).notNull(),
    status: varchar("status", { length: 30 }).$type<CapitalCallStatus>().notNull().default("Completed"),
    callDate: date("call_date").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("capital_calls_fund_type_check", sql`${t.fundType} in ('Fund I', 'Fund II')`),
    check("capital_calls_amount_check", sql`${t.amount} >= 0`),
    check("capital_calls_call_number_check", sql`${t.callNumber} > 0`),
    check("capital_calls_status_check", isOneOf(t.status, CAPITAL_CALL_STATUSES)),
    // Also serves lookups by user (its leading column).
    uniqueIndex("capital_calls_user_fund_number_unique").on(t.userId, t.fundType, t.callNumber),
  ],
);
