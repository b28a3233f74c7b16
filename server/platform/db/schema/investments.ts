import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, numeric, pgTable, smallint, text, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./timestamps.ts";

// Money is integer cents, like the fund ledger's (decision 0056); the ROI is a percentage, not money.
export const investments = pgTable(
  "investments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: varchar("name", { length: 255 }).notNull(),
    description: text("description").notNull(),
    location: varchar("location", { length: 255 }),
    fundType: varchar("fund_type", { length: 50 }).notNull(),
    assetType: varchar("asset_type", { length: 50 }).notNull(),
    status: varchar("status", { length: 30 }).notNull().default("under_review"),
    investmentCents: bigint("investment_cents", { mode: "number" }).notNull(),
    estimatedROI: numeric("estimated_roi", { precision: 6, scale: 2 }).notNull(),
    projectedCashFlowCents: bigint("projected_cash_flow_cents", { mode: "number" }),
    riskLevel: varchar("risk_level", { length: 20 }),
    acquisitionDate: date("acquisition_date"),
    // A Fund I property's leased or occupied share (investors see it, decision 0023); null while not operating.
    occupancyPercent: smallint("occupancy_percent"),
    contactPerson: varchar("contact_person", { length: 255 }),
    dueDiligenceNotes: text("due_diligence_notes"),
    marketAnalysis: text("market_analysis"),
    financialProjections: text("financial_projections"),
    ceo: varchar("ceo", { length: 255 }),
    generalManager: varchar("general_manager", { length: 255 }),
    operationsManager: varchar("operations_manager", { length: 255 }),
    boardChair: varchar("board_chair", { length: 255 }),
    boardMembers: text("board_members")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    check("investments_fund_type_check", sql`${t.fundType} in ('Fund I', 'Fund II')`),
    check(
      "investments_status_check",
      sql`${t.status} in ('under_review', 'pending', 'active', 'completed', 'cancelled')`,
    ),
    check("investments_amount_check", sql`${t.investmentCents} >= 0`),
    check("investments_occupancy_check", sql`${t.occupancyPercent} between 0 and 100`),
    // The staff list's orders (decision 0037).
    index("investments_created_at_id_idx").on(t.createdAt, t.id),
    index("investments_name_idx").on(sql`lower(${t.name})`, t.id),
    index("investments_fund_idx").on(t.fundType, t.createdAt, t.id),
    index("investments_status_idx").on(t.status, t.createdAt, t.id),
  ],
);
