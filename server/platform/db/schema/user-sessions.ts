import { index, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./timestamps.ts";
import { users } from "./users.ts";

export const userSessions = pgTable(
  "user_sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // sha256 of the cookie's random token; the token itself is never stored.
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: varchar("ip_address", { length: 64 }),
    userAgent: varchar("user_agent", { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [index("user_sessions_user_id_idx").on(t.userId)],
);
