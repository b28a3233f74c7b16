import { pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";

// Operational facts about this database, e.g. when demo content was seeded (so it is seeded once).
export const appSettings = pgTable("app_settings", {
  key: varchar("key", { length: 100 }).primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The key of the row the demo seed writes once it has run (its value: when). */
export const DEMO_SEEDED_KEY = "demo_seeded_at";

/** Firm setting (super admins, audited): "true" when every account must use two-factor sign-in. */
export const TWO_FACTOR_REQUIRED_FOR_ALL_KEY = "two_factor_required_for_all";

/** Firm setting (super admins, audited): "true" when publishing needs a super admin's approval (decision 0031). */
export const ARTICLE_APPROVAL_REQUIRED_KEY = "article_approval_required";

/** Firm setting (super admins, audited): days an accreditation verification stays valid (issue 25). */
export const ACCREDITATION_VALID_DAYS_KEY = "accreditation_valid_days";

/**
 * Firm setting (super admins, audited), one per fund: its ACH originator settings as JSON
 * (decision 0067), under this prefix and the fund's slug ("ach_originator:fund-i").
 */
export const ACH_ORIGINATOR_KEY_PREFIX = "ach_originator:";
