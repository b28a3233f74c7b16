import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./timestamps.ts";
import { users } from "./users.ts";

/**
 * Single-use links sent by e-mail (docs/decisions/0027): an invitation to set a first password, or
 * a password reset. Only the sha256 of the random token is stored; the token itself is in the
 * e-mail alone. A token is dead once used, revoked (a newer one of its purpose was issued, or staff
 * revoked it) or past expires_at.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: varchar("purpose", { length: 20 }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    // The staff member who sent an invitation; null for a reset the user asked for.
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("account_tokens_purpose_check", sql`${t.purpose} in ('invitation', 'password_reset')`),
    index("account_tokens_user_purpose_idx").on(t.userId, t.purpose),
  ],
);
