import { sql } from "drizzle-orm";
import { bigint, check, integer, pgTable, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { WATERFALL_TIERS, type WaterfallTier } from "#domain/fund-terms.ts";
import { distributionParts, fundDistributions } from "./fund-ledger.ts";
import { fundTermsVersions } from "./fund-terms.ts";
import { isOneOf } from "./one-of.ts";
import { createdAt } from "./timestamps.ts";

// What a distribution's waterfall decided (issue 26, decision 0068): each investor's part split by
// tier, and the general partner's carry as a party of its own. Made by migration 0036 for the
// waterfall's computation; nothing writes them yet.

const cents = (name: string) => bigint(name, { mode: "number" }).notNull();

/** One investor's part of a distribution, by tier; the tiers of a part add up to it (the waterfall's rule). */
export const distributionPartTiers = pgTable(
  "distribution_part_tiers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    partId: integer("part_id")
      .notNull()
      .references(() => distributionParts.id, { onDelete: "restrict" }),
    tier: varchar("tier", { length: 30 }).$type<WaterfallTier>().notNull(),
    amountCents: cents("amount_cents"),
  },
  (t) => [
    check("distribution_part_tiers_tier_check", isOneOf(t.tier, WATERFALL_TIERS)),
    check("distribution_part_tiers_amount_check", sql`${t.amountCents} >= 0`),
    uniqueIndex("distribution_part_tiers_part_tier_unique").on(t.partId, t.tier),
  ],
);

/** The general partner's share of one distribution: its catch-up and carried interest, and any clawback. */
export const distributionGpAllocations = pgTable(
  "distribution_gp_allocations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    distributionId: integer("distribution_id")
      .notNull()
      .references(() => fundDistributions.id, { onDelete: "restrict" }),
    /** The approved terms the waterfall ran under: a later version may not take effect before it. */
    termsVersionId: integer("terms_version_id")
      .notNull()
      .references(() => fundTermsVersions.id, { onDelete: "restrict" }),
    catchUpCents: cents("catch_up_cents"),
    carriedInterestCents: cents("carried_interest_cents"),
    clawbackCents: bigint("clawback_cents", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "distribution_gp_allocations_amount_check",
      sql`${t.catchUpCents} >= 0 and ${t.carriedInterestCents} >= 0 and ${t.clawbackCents} >= 0`,
    ),
    uniqueIndex("distribution_gp_allocations_distribution_unique").on(t.distributionId),
  ],
);
