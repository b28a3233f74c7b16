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
  DATA_ROOM_ACTIONS,
  OFFERING_DOCUMENT_KINDS,
  OFFERING_EXEMPTIONS,
  OFFERING_STATUSES,
  type DataRoomAction,
  type OfferingDocumentKind,
  type OfferingExemption,
  type OfferingStatus,
} from "#domain/offerings.ts";
import { isOneOf } from "./one-of.ts";
import { prospects } from "./prospects.ts";
import { storedFiles } from "./stored-files.ts";
import { createdAt, updatedAt } from "./timestamps.ts";
import { users } from "./users.ts";

/** A fund open for subscriptions (issue 25 §2, decision 0065). */
export const offerings = pgTable(
  "offerings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // "Fund I" or "Fund II", as capital_commitments.fund_type: the ledger the commitments go to.
    fundType: varchar("fund_type", { length: 50 }).notNull(),
    name: varchar("name", { length: 200 }).notNull(),
    status: varchar("status", { length: 10 }).$type<OfferingStatus>().notNull().default("draft"),
    exemption: varchar("exemption", { length: 5 }).$type<OfferingExemption>().notNull(),
    minimumCommitmentCents: bigint("minimum_commitment_cents", { mode: "number" }).notNull(),
    // Whether investors must also be qualified purchasers (a 3(c)(7) fund).
    requiresQualifiedPurchaser: boolean("requires_qualified_purchaser").notNull().default(false),
    firstCloseDate: date("first_close_date"),
    finalCloseDate: date("final_close_date"),
    // The confidentiality notice people accept before the documents (its text as accepted is
    // copied to offering_access, so a later edit never changes what someone agreed to).
    confidentialityNotice: text("confidentiality_notice").notNull(),
    // The first sale (the first subscription fully executed) starts Form D's 15 days.
    firstSaleDate: date("first_sale_date"),
    formDFiledAt: timestamp("form_d_filed_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("offerings_status_check", isOneOf(t.status, OFFERING_STATUSES)),
    check("offerings_exemption_check", isOneOf(t.exemption, OFFERING_EXEMPTIONS)),
    check("offerings_fund_type_check", sql`${t.fundType} in ('Fund I', 'Fund II')`),
    check("offerings_minimum_check", sql`${t.minimumCommitmentCents} > 0`),
    check(
      "offerings_close_dates_check",
      sql`${t.finalCloseDate} is null or ${t.firstCloseDate} is null or ${t.finalCloseDate} >= ${t.firstCloseDate}`,
    ),
    index("offerings_status_idx").on(t.status, t.id),
  ],
);

/** A document of an offering's data room; the stored file is the original, stamped per reader. */
export const offeringDocuments = pgTable(
  "offering_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    offeringId: integer("offering_id")
      .notNull()
      .references(() => offerings.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 30 }).$type<OfferingDocumentKind>().notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    fileName: varchar("file_name", { length: 255 }).notNull(),
    fileKey: varchar("file_key", { length: 255 })
      .notNull()
      .references(() => storedFiles.key, { onDelete: "restrict" }),
    byteSize: integer("byte_size").notNull(),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    // A removed document stays for the views already recorded against it.
    removedAt: timestamp("removed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("offering_documents_kind_check", isOneOf(t.kind, OFFERING_DOCUMENT_KINDS)),
    index("offering_documents_offering_idx").on(t.offeringId, t.id),
  ],
);

/**
 * A person's access to an offering: an invitation (a prospect invited by staff) and, once given,
 * their acceptance of the confidentiality notice. Existing investors see open offerings without an
 * invitation; their row is made when they accept the notice.
 */
export const offeringAccess = pgTable(
  "offering_access",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    offeringId: integer("offering_id")
      .notNull()
      .references(() => offerings.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    prospectId: integer("prospect_id").references(() => prospects.id, { onDelete: "set null" }),
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    confidentialityAcceptedAt: timestamp("confidentiality_accepted_at", { withTimezone: true }),
    confidentialityText: text("confidentiality_text"),
    acceptedIp: varchar("accepted_ip", { length: 64 }),
    acceptedUserAgent: varchar("accepted_user_agent", { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("offering_access_offering_user_unique").on(t.offeringId, t.userId),
    index("offering_access_user_idx").on(t.userId),
    check(
      "offering_access_accepted_check",
      sql`(${t.confidentialityAcceptedAt} is null) = (${t.confidentialityText} is null)`,
    ),
  ],
);

/** Every view and download of a data-room document, by whom and when (staff read it per person). */
export const dataRoomEvents = pgTable(
  "data_room_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    offeringId: integer("offering_id")
      .notNull()
      .references(() => offerings.id, { onDelete: "cascade" }),
    documentId: integer("document_id")
      .notNull()
      .references(() => offeringDocuments.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    action: varchar("action", { length: 10 }).$type<DataRoomAction>().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    ip: varchar("ip", { length: 64 }),
  },
  (t) => [
    check("data_room_events_action_check", isOneOf(t.action, DATA_ROOM_ACTIONS)),
    index("data_room_events_offering_user_idx").on(t.offeringId, t.userId, t.documentId, t.at),
  ],
);
