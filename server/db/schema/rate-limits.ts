import { integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

// Fixed-window counters shared by every instance (the limiter's state lives in the database).
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});
