import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { investingEntities } from "./investing-entities.ts";
import { createdAt } from "./timestamps.ts";
import { users } from "./users.ts";

/**
 * A whole or partial commitment moved from one entity to another in one fund, effective on a date
 * (decision 0060, slice 4): re-titling an individual holding into a trust. Kept as history; the
 * amounts moved with it (the share of capital contributed and distributed to that date) are fixed
 * when it is recorded, so a statement for any period reads the position as it stood then, and the
 * fund's totals are unchanged by it.
 */
export const positionTransfers = pgTable(
  "position_transfers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    fundType: varchar("fund_type", { length: 20 }).notNull(),
    fromEntityId: integer("from_entity_id")
      .notNull()
      .references(() => investingEntities.id, { onDelete: "restrict" }),
    toEntityId: integer("to_entity_id")
      .notNull()
      .references(() => investingEntities.id, { onDelete: "restrict" }),
    effectiveDate: date("effective_date").notNull(),
    commitmentCents: bigint("commitment_cents", { mode: "number" }).notNull(),
    contributedCents: bigint("contributed_cents", { mode: "number" }).notNull().default(0),
    distributedCents: bigint("distributed_cents", { mode: "number" }).notNull().default(0),
    note: text("note"),
    recordedBy: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
    recordedAt: createdAt(),
  },
  (t) => [
    check("position_transfers_amount_check", sql`${t.commitmentCents} > 0`),
    check("position_transfers_moved_check", sql`${t.contributedCents} >= 0 and ${t.distributedCents} >= 0`),
    check("position_transfers_fund_type_check", sql`${t.fundType} in ('Fund I', 'Fund II')`),
    check("position_transfers_parties_check", sql`${t.fromEntityId} <> ${t.toEntityId}`),
    index("position_transfers_from_idx").on(t.fromEntityId, t.effectiveDate),
    index("position_transfers_to_idx").on(t.toEntityId, t.effectiveDate),
    index("position_transfers_fund_idx").on(t.fundType, t.effectiveDate),
  ],
);
