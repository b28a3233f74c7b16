import { bigint, date, integer, pgTable, unique } from "drizzle-orm/pg-core";
import { fundCapitalCalls, fundDistributions } from "./fund-ledger.ts";

// Running totals of the fund ledger's parts (decision 0043), one row per call (or distribution)
// and payment day, the unpaid parts under a null day. Database triggers on capital_call_parts and
// distribution_parts keep them in the same transaction as every insert, update and delete of a
// part (migration 0026), so the fund's sums read a handful of rows however many investors the
// fund has. Nothing in the application writes them.

const total = (name: string) => bigint(name, { mode: "number" }).notNull();

/** Per call and payment day: how many parts, how many paid, their amounts and what was paid. */
export const capitalCallTotals = pgTable(
  "capital_call_totals",
  {
    callId: integer("call_id")
      .notNull()
      .references(() => fundCapitalCalls.id, { onDelete: "cascade" }),
    paidOn: date("paid_on"),
    parts: integer("parts").notNull(),
    paidParts: integer("paid_parts").notNull(),
    calledCents: total("called_cents"),
    paidCents: total("paid_cents"),
  },
  (t) => [unique("capital_call_totals_call_day_unique").on(t.callId, t.paidOn).nullsNotDistinct()],
);

/** Per distribution and payment day: how many parts, how many paid, the amounts paid and scheduled. */
export const distributionTotals = pgTable(
  "distribution_totals",
  {
    distributionId: integer("distribution_id")
      .notNull()
      .references(() => fundDistributions.id, { onDelete: "cascade" }),
    paidOn: date("paid_on"),
    parts: integer("parts").notNull(),
    paidParts: integer("paid_parts").notNull(),
    paidCents: total("paid_cents"),
    scheduledCents: total("scheduled_cents"),
  },
  (t) => [unique("distribution_totals_distribution_day_unique").on(t.distributionId, t.paidOn).nullsNotDistinct()],
);
