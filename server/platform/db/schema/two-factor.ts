import { bigint, index, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./timestamps.ts";
import { users } from "./users.ts";

/**
 * A user's second factor (TOTP, RFC 6238; decision 0028). One row per user: pending while
 * enabled_at is null (enrolment started, not yet confirmed by a first code), active once set.
 * The secret is kept as-is: a TOTP server must compute codes from it, so it cannot be hashed.
 */
export const userTwoFactor = pgTable("user_two_factor", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  // Base32, as authenticator apps take it.
  secret: varchar("secret", { length: 64 }).notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  // The 30-second time step of the last code accepted: a code of this step or an earlier one is
  // refused (replay), across every instance, by a conditional update.
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** Single-use recovery codes: only a hash is stored (sha256, keyed by the user), used_at once spent. */
export const recoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: varchar("code_hash", { length: 64 }).notNull().unique(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("two_factor_recovery_codes_user_id_idx").on(t.userId)],
);

/**
 * The step between a correct password and a session, for a user with a second factor: a random
 * token (in an HttpOnly cookie; only its sha256 here), bound to the user, valid a few minutes and
 * used once. No session exists until the code is right.
 */
export const loginChallenges = pgTable(
  "login_challenges",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("login_challenges_user_id_idx").on(t.userId), index("login_challenges_expires_at_idx").on(t.expiresAt)],
);
