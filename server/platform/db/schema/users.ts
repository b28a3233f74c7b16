import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./timestamps.ts";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    username: varchar("username", { length: 100 }).notNull(),
    email: varchar("email", { length: 255 }).notNull(),
    // An argon2id hash; the plain password is never stored. Null while an invited account waits for
    // its user to set one (docs/decisions/0027): such an account cannot sign in.
    passwordHash: varchar("password_hash", { length: 255 }),
    role: varchar("role", { length: 20 }).notNull().default("investor"),
    firstName: varchar("first_name", { length: 100 }),
    lastName: varchar("last_name", { length: 100 }),
    isActive: boolean("is_active").notNull().default(true),
    lastLogin: timestamp("last_login", { withTimezone: true }),
    fundIAccess: boolean("fund_i_access").notNull().default(false),
    fundIIAccess: boolean("fund_ii_access").notNull().default(false),
    // Total of the user's capital_commitments rows (docs/product.md §Data), in integer cents (decision 0056).
    capitalCommitmentCents: bigint("capital_commitment_cents", { mode: "number" }).notNull().default(0),
    membershipLevel: varchar("membership_level", { length: 20 }).notNull().default("standard"),
    investorType: varchar("investor_type", { length: 20 }).notNull().default("individual"),
    // The investor profile's contact details and when each fund's access was granted.
    phone: varchar("phone", { length: 50 }),
    mailingAddress: varchar("mailing_address", { length: 500 }),
    fundIAccessGrantedAt: date("fund_i_access_granted_at"),
    fundIIAccessGrantedAt: date("fund_ii_access_granted_at"),
    // Archived investors keep their records but cannot sign in (an investor with records is never deleted).
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    // E-delivery consent: when the investor accepted the notice, and which version of it.
    edeliveryConsentAt: timestamp("edelivery_consent_at", { withTimezone: true }),
    edeliveryConsentVersion: varchar("edelivery_consent_version", { length: 20 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Case-insensitive uniqueness: "Ann@x.com" and "ann@x.com" are one account.
    uniqueIndex("users_username_unique").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    // The paged lists' orders (decision 0037; the expressions are the ones server/features/accounts/users.ts sorts by).
    index("users_created_at_id_idx").on(t.createdAt, t.id),
    index("users_email_id_idx").on(sql`lower(${t.email})`, t.id),
    index("users_name_idx").on(sql`lower(coalesce(${t.lastName}, '') || ' ' || coalesce(${t.firstName}, ''))`, t.id),
    // The search's substring matches (ILIKE '%…%', the expressions server/features/accounts/users.ts matches),
    // by trigram (decision 0042).
    index("users_full_name_trgm_idx").using(
      "gin",
      sql`(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`,
    ),
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("users_username_trgm_idx").using("gin", t.username.op("gin_trgm_ops")),
    index("users_role_rank_idx").on(
      sql`(case ${t.role} when 'super_admin' then 3 when 'admin' then 2 when 'investor' then 1 else 0 end)`,
      t.createdAt,
      t.id,
    ),
    check("users_role_check", sql`${t.role} in ('investor', 'viewer', 'admin', 'super_admin')`),
    check(
      "users_membership_level_check",
      sql`${t.membershipLevel} in ('standard', 'preferred', 'platinum', 'institutional')`,
    ),
    check(
      "users_investor_type_check",
      sql`${t.investorType} in ('individual', 'entity', 'trust', 'family_office', 'pension_fund')`,
    ),
  ],
);
