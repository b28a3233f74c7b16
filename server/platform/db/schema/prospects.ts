import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import {
  PROSPECT_ACTIVITY_KINDS,
  PROSPECT_STAGES,
  type ProspectActivityKind,
  type ProspectStage,
} from "#domain/prospects.ts";
import { contactInquiries } from "./contact-inquiries.ts";
import { isOneOf } from "./one-of.ts";
import { createdAt, updatedAt } from "./timestamps.ts";
import { users } from "./users.ts";

/**
 * A prospect: a person on the way from a first contact to a commitment (issue 25 §1). One per
 * e-mail address (lower-cased): every public inquiry lands on the prospect of its address, made by
 * the trigger of migration 0033 in the inquiry's own statement, so none is ever missed.
 */
export const prospects = pgTable(
  "prospects",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    firstName: varchar("first_name", { length: 100 }).notNull(),
    lastName: varchar("last_name", { length: 100 }).notNull(),
    email: varchar("email", { length: 255 }).notNull(),
    stage: varchar("stage", { length: 20 }).$type<ProspectStage>().notNull().default("new"),
    lostReason: varchar("lost_reason", { length: 300 }),
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    nextStep: varchar("next_step", { length: 200 }),
    nextStepDate: date("next_step_date"),
    // The inquiry form's "investment interest" of the first inquiry (the fund they asked about).
    interest: varchar("interest", { length: 50 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("prospects_stage_check", isOneOf(t.stage, PROSPECT_STAGES)),
    check("prospects_lost_reason_check", sql`(${t.stage} = 'lost') = (${t.lostReason} is not null)`),
    uniqueIndex("prospects_email_unique").on(sql`lower(${t.email})`),
    // The list's orders (decision 0037), each ending with the id that breaks ties.
    index("prospects_updated_at_id_idx").on(t.updatedAt, t.id),
    index("prospects_stage_updated_idx").on(t.stage, t.updatedAt, t.id),
    index("prospects_owner_updated_idx").on(t.ownerId, t.updatedAt, t.id),
    index("prospects_name_idx").on(sql`lower(${t.lastName} || ' ' || ${t.firstName})`, t.id),
  ],
);

/** A prospect's timeline: inquiries, notes, stage and owner changes, e-mails, data-room views. */
export const prospectActivities = pgTable(
  "prospect_activities",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    prospectId: integer("prospect_id")
      .notNull()
      .references(() => prospects.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    kind: varchar("kind", { length: 30 }).$type<ProspectActivityKind>().notNull(),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    summary: varchar("summary", { length: 2000 }).notNull(),
    // The inquiry an "inquiry" entry came from (kept when staff delete the inquiry: set null).
    inquiryId: integer("inquiry_id").references(() => contactInquiries.id, { onDelete: "set null" }),
    details: jsonb("details"),
  },
  (t) => [
    check("prospect_activities_kind_check", isOneOf(t.kind, PROSPECT_ACTIVITY_KINDS)),
    index("prospect_activities_prospect_at_idx").on(t.prospectId, t.at, t.id),
  ],
);
