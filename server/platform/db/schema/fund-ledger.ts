import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import {
  CALL_PART_STATUSES,
  DISTRIBUTION_PART_STATUSES,
  DISTRIBUTION_TYPES,
  type DistributionType,
  type StoredCallPartStatus,
  type StoredDistributionPartStatus,
} from "#domain/fund-operations.ts";
import { fundTermsVersions } from "./fund-terms.ts";
import { investingEntities } from "./investing-entities.ts";
import { investorDocuments } from "./investor-documents.ts";
import { isOneOf } from "./one-of.ts";
import { createdAt, updatedAt } from "./timestamps.ts";
import { users } from "./users.ts";

// The fund ledger (decision 0019): calls, distributions and valuations per fund, and each
// investor's part of every call and distribution. Money is integer cents (bigint, read as a safe
// JavaScript integer). Investors with parts are archived, never deleted (the FKs restrict).

const FUND = sql`('Fund I', 'Fund II')`;
const cents = (name: string) => bigint(name, { mode: "number" }).notNull();
const staffRef = () => integer("created_by").references(() => users.id, { onDelete: "set null" });

/** A capital call of a whole fund; its parts (capital_call_parts) add up to its total exactly. */
export const fundCapitalCalls = pgTable(
  "fund_capital_calls",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    fundType: varchar("fund_type", { length: 20 }).notNull(),
    number: integer("number").notNull(),
    callDate: date("call_date").notNull(),
    dueDate: date("due_date").notNull(),
    purpose: varchar("purpose", { length: 255 }).notNull(),
    investmentCents: cents("investment_cents"),
    managementFeeCents: cents("management_fee_cents"),
    fundExpensesCents: cents("fund_expenses_cents"),
    totalCents: cents("total_cents"),
    /**
     * The approved terms its management fee was computed under (decision 0068); null: the fee was
     * typed by staff (a fund without approved terms, or a call from before they were entered).
     */
    termsVersionId: integer("terms_version_id").references(() => fundTermsVersions.id, { onDelete: "restrict" }),
    /** The quarter ("2026-Q4") whose management fee the call asks for; null: none named. Once per fund. */
    feeQuarter: varchar("fee_quarter", { length: 7 }),
    createdBy: staffRef(),
    createdAt: createdAt(),
  },
  (t) => [
    check("fund_capital_calls_fund_type_check", sql`${t.fundType} in ${FUND}`),
    check("fund_capital_calls_fee_quarter_check", sql`${t.feeQuarter} ~ '^[0-9]{4}-Q[1-4]$'`),
    uniqueIndex("fund_capital_calls_fee_quarter_unique").on(t.fundType, t.feeQuarter),
    check("fund_capital_calls_number_check", sql`${t.number} > 0`),
    check("fund_capital_calls_dates_check", sql`${t.dueDate} >= ${t.callDate}`),
    check(
      "fund_capital_calls_breakdown_check",
      sql`${t.investmentCents} >= 0 and ${t.managementFeeCents} >= 0 and ${t.fundExpensesCents} >= 0 and ${t.totalCents} > 0 and ${t.totalCents} = ${t.investmentCents} + ${t.managementFeeCents} + ${t.fundExpensesCents}`,
    ),
    uniqueIndex("fund_capital_calls_fund_number_unique").on(t.fundType, t.number),
    // The staff list's keyset order, newest first (decision 0040).
    index("fund_capital_calls_fund_number_id_idx").on(t.fundType, t.number, t.id),
  ],
);

/**
 * One investor's part of a capital call: Pending until paid; Overdue is derived from the due date.
 * Its lines (investment, management fee, fund expenses) add up to it: the fee is the investor's own
 * (decision 0068), the other two their share of the call's.
 */
export const capitalCallParts = pgTable(
  "capital_call_parts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    callId: integer("call_id")
      .notNull()
      .references(() => fundCapitalCalls.id, { onDelete: "restrict" }),
    entityId: integer("entity_id")
      .notNull()
      .references(() => investingEntities.id, { onDelete: "restrict" }),
    amountCents: cents("amount_cents"),
    investmentCents: cents("investment_cents"),
    managementFeeCents: cents("management_fee_cents"),
    fundExpensesCents: cents("fund_expenses_cents"),
    paidCents: bigint("paid_cents", { mode: "number" }).notNull().default(0),
    status: varchar("status", { length: 20 }).$type<StoredCallPartStatus>().notNull().default("Pending"),
    paidOn: date("paid_on"),
    noticeDocumentId: integer("notice_document_id").references(() => investorDocuments.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("capital_call_parts_status_check", isOneOf(t.status, CALL_PART_STATUSES)),
    check("capital_call_parts_amount_check", sql`${t.amountCents} >= 0 and ${t.paidCents} >= 0`),
    check("capital_call_parts_paid_check", sql`${t.paidCents} <= ${t.amountCents}`),
    check(
      "capital_call_parts_lines_check",
      sql`${t.investmentCents} >= 0 and ${t.managementFeeCents} >= 0 and ${t.fundExpensesCents} >= 0 and ${t.investmentCents} + ${t.managementFeeCents} + ${t.fundExpensesCents} = ${t.amountCents}`,
    ),
    check(
      "capital_call_parts_paid_status_check",
      sql`(${t.status} = 'Paid') = (${t.paidCents} = ${t.amountCents} and ${t.paidOn} is not null)`,
    ),
    uniqueIndex("capital_call_parts_call_entity_unique").on(t.callId, t.entityId),
    // One call's parts in the order issued, paged (decision 0040).
    index("capital_call_parts_call_id_idx").on(t.callId, t.id),
    index("capital_call_parts_entity_id_idx").on(t.entityId),
  ],
);

/** A distribution of a whole fund; its parts add up to its total exactly. */
export const fundDistributions = pgTable(
  "fund_distributions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    fundType: varchar("fund_type", { length: 20 }).notNull(),
    number: integer("number").notNull(),
    distributionDate: date("distribution_date").notNull(),
    type: varchar("type", { length: 30 }).$type<DistributionType>().notNull(),
    description: varchar("description", { length: 255 }).notNull().default(""),
    totalCents: cents("total_cents"),
    createdBy: staffRef(),
    createdAt: createdAt(),
  },
  (t) => [
    check("fund_distributions_fund_type_check", sql`${t.fundType} in ${FUND}`),
    check("fund_distributions_number_check", sql`${t.number} > 0`),
    check("fund_distributions_type_check", isOneOf(t.type, DISTRIBUTION_TYPES)),
    check("fund_distributions_total_check", sql`${t.totalCents} > 0`),
    uniqueIndex("fund_distributions_fund_number_unique").on(t.fundType, t.number),
    index("fund_distributions_fund_number_id_idx").on(t.fundType, t.number, t.id),
  ],
);

/** One investor's part of a distribution: Scheduled until paid out. */
export const distributionParts = pgTable(
  "distribution_parts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    distributionId: integer("distribution_id")
      .notNull()
      .references(() => fundDistributions.id, { onDelete: "restrict" }),
    entityId: integer("entity_id")
      .notNull()
      .references(() => investingEntities.id, { onDelete: "restrict" }),
    amountCents: cents("amount_cents"),
    status: varchar("status", { length: 20 }).$type<StoredDistributionPartStatus>().notNull().default("Scheduled"),
    paidOn: date("paid_on"),
    noticeDocumentId: integer("notice_document_id").references(() => investorDocuments.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("distribution_parts_status_check", isOneOf(t.status, DISTRIBUTION_PART_STATUSES)),
    check("distribution_parts_amount_check", sql`${t.amountCents} >= 0`),
    check("distribution_parts_paid_check", sql`(${t.status} = 'Paid') = (${t.paidOn} is not null)`),
    uniqueIndex("distribution_parts_distribution_entity_unique").on(t.distributionId, t.entityId),
    index("distribution_parts_distribution_id_idx").on(t.distributionId, t.id),
    index("distribution_parts_entity_id_idx").on(t.entityId),
  ],
);

/** A fund's net asset value at a date, entered by staff (quarterly). */
export const fundValuations = pgTable(
  "fund_valuations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    fundType: varchar("fund_type", { length: 20 }).notNull(),
    asOf: date("as_of").notNull(),
    navCents: cents("nav_cents"),
    notes: text("notes").notNull().default(""),
    createdBy: staffRef(),
    createdAt: createdAt(),
  },
  (t) => [
    check("fund_valuations_fund_type_check", sql`${t.fundType} in ${FUND}`),
    check("fund_valuations_nav_check", sql`${t.navCents} >= 0`),
    uniqueIndex("fund_valuations_fund_as_of_unique").on(t.fundType, t.asOf),
  ],
);

/** Each fund's legal name and wire instructions, printed on its notices. Changed by super admins only. */
export const fundSettings = pgTable(
  "fund_settings",
  {
    fundType: varchar("fund_type", { length: 20 }).primaryKey(),
    legalName: varchar("legal_name", { length: 255 }).notNull(),
    /** Nothing of the fund may be dated before it (decision 0044); null: the earliest commitment date. */
    firstClose: date("first_close"),
    bankName: varchar("bank_name", { length: 255 }).notNull(),
    accountName: varchar("account_name", { length: 255 }).notNull(),
    accountNumber: varchar("account_number", { length: 50 }).notNull(),
    routingNumber: varchar("routing_number", { length: 20 }).notNull(),
    swiftCode: varchar("swift_code", { length: 20 }).notNull(),
    referenceFormat: varchar("reference_format", { length: 120 }).notNull(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [check("fund_settings_fund_type_check", sql`${t.fundType} in ${FUND}`)],
);
