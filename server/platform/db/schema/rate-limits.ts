import { boolean, index, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

// Fixed-window counters shared by every instance (the limiter's state lives in the database).
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: varchar("key", { length: 255 }).primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
    // Set by the first caller refused in this window, so a block is reported (audited) once, by
    // one instance, however many attempts it refuses; cleared when a new window starts.
    blockNoted: boolean("block_noted").notNull().default(false),
  },
  // Pruning finds expired rows by their window's start.
  (t) => [index("rate_limits_window_start_idx").on(t.windowStart)],
);
