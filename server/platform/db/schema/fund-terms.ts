import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import {
  COMPOUNDINGS,
  DAY_COUNTS,
  FEE_BASES,
  TERMS_STATUSES,
  WATERFALL_STYLES,
  type Compounding,
  type DayCount,
  type FeeBasis,
  type TermsStatus,
  type WaterfallStyle,
} from "#domain/fund-terms.ts";
import { investingEntities } from "./investing-entities.ts";
import { isOneOf } from "./one-of.ts";
import { createdAt, updatedAt } from "./timestamps.ts";
import { users } from "./users.ts";

// A fund's terms, effective-dated and versioned (decision 0068). Rates are integer basis points
// (1 bp = 0.01 %; 10,000 = 100 %). A version is proposed by staff and approved or rejected by a
// super admin who did not propose it; an approved, rejected or superseded version is never changed
// again (migration 0036's triggers refuse it), so a change of terms is a new version with a later
// effective date, and what a call or distribution was computed under stays readable.

const FUND = sql`('Fund I', 'Fund II')`;
const bps = (name: string) => integer(name).notNull();
const staff = (name: string) => integer(name).references(() => users.id, { onDelete: "set null" });
const at = (name: string) => timestamp(name, { withTimezone: true });
const rate = (column: unknown) => sql`${column} between 0 and 10000`;

export const fundTermsVersions = pgTable(
  "fund_terms_versions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    fundType: varchar("fund_type", { length: 20 }).notNull(),
    effectiveFrom: date("effective_from").notNull(),
    status: varchar("status", { length: 20 }).$type<TermsStatus>().notNull().default("proposed"),
    preferredReturnBps: bps("preferred_return_bps"),
    compounding: varchar("compounding", { length: 10 }).$type<Compounding>().notNull(),
    dayCount: varchar("day_count", { length: 12 }).$type<DayCount>().notNull(),
    catchUpBps: bps("catch_up_bps"),
    carriedInterestBps: bps("carried_interest_bps"),
    waterfall: varchar("waterfall", { length: 10 }).$type<WaterfallStyle>().notNull(),
    /** Whether management fees and fund expenses are returned to investors before the preferred return. */
    feesReturnedFirst: boolean("fees_returned_first").notNull(),
    /** The general partner's own commitment, as a share of the limited partners' commitments. */
    gpCommitmentBps: bps("gp_commitment_bps"),
    /** Why the terms are proposed (the agreement's section, an amendment). */
    reason: text("reason").notNull(),
    proposedBy: staff("proposed_by"),
    proposedAt: at("proposed_at").notNull().defaultNow(),
    approvedBy: staff("approved_by"),
    approvedAt: at("approved_at"),
    rejectedBy: staff("rejected_by"),
    rejectedAt: at("rejected_at"),
    rejectionReason: text("rejection_reason"),
    supersededAt: at("superseded_at"),
  },
  (t) => [
    check("fund_terms_versions_fund_type_check", sql`${t.fundType} in ${FUND}`),
    check("fund_terms_versions_status_check", isOneOf(t.status, TERMS_STATUSES)),
    check("fund_terms_versions_compounding_check", isOneOf(t.compounding, COMPOUNDINGS)),
    check("fund_terms_versions_day_count_check", isOneOf(t.dayCount, DAY_COUNTS)),
    check("fund_terms_versions_waterfall_check", isOneOf(t.waterfall, WATERFALL_STYLES)),
    check(
      "fund_terms_versions_rates_check",
      sql`${rate(t.preferredReturnBps)} and ${rate(t.catchUpBps)} and ${rate(t.carriedInterestBps)} and ${rate(t.gpCommitmentBps)}`,
    ),
    // Each decision is recorded with its status, and only with it.
    check(
      "fund_terms_versions_decision_check",
      sql`(${t.status} = 'approved') = (${t.approvedAt} is not null) and (${t.status} = 'rejected') = (${t.rejectedAt} is not null) and (${t.status} = 'superseded') = (${t.supersededAt} is not null)`,
    ),
    // Four eyes: whoever proposed a version cannot approve it.
    check(
      "fund_terms_versions_four_eyes_check",
      sql`${t.approvedBy} is null or ${t.proposedBy} is null or ${t.approvedBy} <> ${t.proposedBy}`,
    ),
    // One approved version per fund and day, and one open proposal per fund at a time.
    uniqueIndex("fund_terms_versions_approved_unique")
      .on(t.fundType, t.effectiveFrom)
      .where(sql`${t.status} = 'approved'`),
    uniqueIndex("fund_terms_versions_proposed_unique")
      .on(t.fundType)
      .where(sql`${t.status} = 'proposed'`),
    index("fund_terms_versions_fund_idx").on(t.fundType, t.effectiveFrom, t.id),
  ],
);

/** The management fee of one version, period by period: its basis and annual rate from a day to a day. */
export const fundFeePeriods = pgTable(
  "fund_fee_periods",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    versionId: integer("version_id")
      .notNull()
      .references(() => fundTermsVersions.id, { onDelete: "restrict" }),
    basis: varchar("basis", { length: 20 }).$type<FeeBasis>().notNull(),
    rateBps: bps("rate_bps"),
    fromDate: date("from_date").notNull(),
    /** The period's last day (an investment period's end); null: no end. */
    toDate: date("to_date"),
  },
  (t) => [
    check("fund_fee_periods_basis_check", isOneOf(t.basis, FEE_BASES)),
    check("fund_fee_periods_rate_check", rate(t.rateBps)),
    check("fund_fee_periods_dates_check", sql`${t.toDate} is null or ${t.toDate} >= ${t.fromDate}`),
    uniqueIndex("fund_fee_periods_version_from_unique").on(t.versionId, t.fromDate),
  ],
);

/**
 * One investor's side letter in one fund, from a day until a later one of theirs replaces it: its
 * own fee or carry rate, an offset of its fee (cents a quarter or a share of it) or a waiver.
 */
export const fundSideLetters = pgTable(
  "fund_side_letters",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    fundType: varchar("fund_type", { length: 20 }).notNull(),
    entityId: integer("entity_id")
      .notNull()
      .references(() => investingEntities.id, { onDelete: "restrict" }),
    effectiveFrom: date("effective_from").notNull(),
    feeRateBps: integer("fee_rate_bps"),
    carryRateBps: integer("carry_rate_bps"),
    feeOffsetCents: bigint("fee_offset_cents", { mode: "number" }),
    feeOffsetBps: integer("fee_offset_bps"),
    feeWaived: boolean("fee_waived").notNull().default(false),
    note: text("note").notNull().default(""),
    createdBy: staff("created_by"),
    createdAt: createdAt(),
    updatedBy: staff("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("fund_side_letters_fund_type_check", sql`${t.fundType} in ${FUND}`),
    check(
      "fund_side_letters_rates_check",
      sql`(${t.feeRateBps} is null or ${rate(t.feeRateBps)}) and (${t.carryRateBps} is null or ${rate(t.carryRateBps)}) and (${t.feeOffsetBps} is null or ${rate(t.feeOffsetBps)})`,
    ),
    check("fund_side_letters_offset_check", sql`${t.feeOffsetCents} is null or ${t.feeOffsetCents} >= 0`),
    check("fund_side_letters_one_offset_check", sql`${t.feeOffsetCents} is null or ${t.feeOffsetBps} is null`),
    check(
      "fund_side_letters_something_check",
      sql`${t.feeRateBps} is not null or ${t.carryRateBps} is not null or ${t.feeOffsetCents} is not null or ${t.feeOffsetBps} is not null or ${t.feeWaived}`,
    ),
    uniqueIndex("fund_side_letters_entity_day_unique").on(t.fundType, t.entityId, t.effectiveFrom),
    index("fund_side_letters_entity_idx").on(t.entityId),
  ],
);
