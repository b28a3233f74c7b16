import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./timestamps.ts";
import { users } from "./users.ts";

/**
 * The optional e-mail notices an investor has turned off (one row per kind). No row means the
 * notice goes: every optional notice is on by default. Security messages cannot be turned off,
 * and the check keeps them out of this table.
 */
export const mailOptOuts = pgTable(
  "mail_opt_outs",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 40 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check(
      "mail_opt_outs_kind_check",
      sql`${t.kind} in ('document_delivered', 'capital_call_issued', 'distribution_issued')`,
    ),
  ],
);
