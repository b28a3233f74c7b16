import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, real, timestamp, varchar } from "drizzle-orm/pg-core";
import {
  MATCH_DECISIONS,
  SCREENED_SUBJECTS,
  SCREENING_STATUSES,
  type MatchDecision,
  type ScreenedSubject,
  type ScreeningStatus,
} from "#domain/kyc.ts";
import { investingEntities } from "./investing-entities.ts";
import { isOneOf } from "./one-of.ts";
import { users } from "./users.ts";

/** One import of a sanctions list (OFAC SDN CSV) by staff; the latest import is the list in use. */
export const sanctionsLists = pgTable("sanctions_lists", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  fileName: varchar("file_name", { length: 255 }).notNull(),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  importedBy: integer("imported_by").references(() => users.id, { onDelete: "set null" }),
  entryCount: integer("entry_count").notNull(),
});

/** A listed party of one import, kept with the import so past screenings still name what matched. */
export const sanctionsEntries = pgTable(
  "sanctions_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    listId: integer("list_id")
      .notNull()
      .references(() => sanctionsLists.id, { onDelete: "cascade" }),
    entNum: integer("ent_num").notNull(),
    name: varchar("name", { length: 350 }).notNull(),
    normalisedName: varchar("normalised_name", { length: 700 }).notNull(),
    type: varchar("type", { length: 30 }).notNull(),
    programs: varchar("programs", { length: 200 }).notNull(),
    remarks: varchar("remarks", { length: 2000 }),
  },
  (t) => [index("sanctions_entries_list_idx").on(t.listId, t.entNum)],
);

/** One screening of an entity's names against the list in use then (issue 25 §4). */
export const kycScreenings = pgTable(
  "kyc_screenings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    entityId: integer("entity_id")
      .notNull()
      .references(() => investingEntities.id, { onDelete: "cascade" }),
    listId: integer("list_id")
      .notNull()
      .references(() => sanctionsLists.id, { onDelete: "restrict" }),
    screenedAt: timestamp("screened_at", { withTimezone: true }).notNull().defaultNow(),
    screenedBy: integer("screened_by").references(() => users.id, { onDelete: "set null" }),
    status: varchar("status", { length: 20 }).$type<ScreeningStatus>().notNull(),
    namesScreened: integer("names_screened").notNull(),
  },
  (t) => [
    check("kyc_screenings_status_check", isOneOf(t.status, SCREENING_STATUSES)),
    index("kyc_screenings_entity_idx").on(t.entityId, t.screenedAt, t.id),
  ],
);

/** A possible match a screening found, until staff clear or confirm it with a reason. */
export const kycMatches = pgTable(
  "kyc_matches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    screeningId: integer("screening_id")
      .notNull()
      .references(() => kycScreenings.id, { onDelete: "cascade" }),
    subject: varchar("subject", { length: 10 }).$type<ScreenedSubject>().notNull(),
    screenedName: varchar("screened_name", { length: 255 }).notNull(),
    // The person whose name matched (null for the entity's legal name).
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    entryId: integer("entry_id")
      .notNull()
      .references(() => sanctionsEntries.id, { onDelete: "restrict" }),
    listedName: varchar("listed_name", { length: 350 }).notNull(),
    score: real("score").notNull(),
    decision: varchar("decision", { length: 10 }).$type<MatchDecision>().notNull().default("open"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    reason: varchar("reason", { length: 1000 }),
  },
  (t) => [
    check("kyc_matches_subject_check", isOneOf(t.subject, SCREENED_SUBJECTS)),
    check("kyc_matches_decision_check", isOneOf(t.decision, MATCH_DECISIONS)),
    check("kyc_matches_decided_check", sql`(${t.decision} = 'open') = (${t.reason} is null)`),
    index("kyc_matches_screening_idx").on(t.screeningId, t.id),
  ],
);
