import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import {
  ACCREDITATION_METHODS,
  ACCREDITATION_STATUSES,
  SIGNER_ROLES,
  SUBSCRIPTION_STATUSES,
  type AccreditationMethod,
  type AccreditationStatus,
  type SignerRole,
  type SubscriptionStatus,
} from "#domain/subscriptions.ts";
import { investingEntities } from "./investing-entities.ts";
import { investorDocuments } from "./investor-documents.ts";
import { offerings } from "./offerings.ts";
import { isOneOf } from "./one-of.ts";
import { storedFiles } from "./stored-files.ts";
import { createdAt, updatedAt } from "./timestamps.ts";
import { users } from "./users.ts";

/**
 * One investing entity's subscription to an offering (issue 25 §3–4, decision 0065). The answers
 * are one JSON document by section (domain/subscription-answers.ts), saved as the investor goes;
 * `answersVersion` rises on every save so a save from a stale device is refused, not merged.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    offeringId: integer("offering_id")
      .notNull()
      .references(() => offerings.id, { onDelete: "restrict" }),
    // Restrict: an entity with records is archived, never deleted (decision 0024).
    entityId: integer("entity_id")
      .notNull()
      .references(() => investingEntities.id, { onDelete: "restrict" }),
    // The person who started it (a signatory of the entity).
    startedBy: integer("started_by")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    status: varchar("status", { length: 20 }).$type<SubscriptionStatus>().notNull().default("draft"),
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull().default({}),
    answersVersion: integer("answers_version").notNull().default(0),
    // The commitment asked for, copied from the answers when submitted (null while a draft).
    commitmentCents: bigint("commitment_cents", { mode: "number" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    declineReason: varchar("decline_reason", { length: 1000 }),
    // The document the signers signed: the SHA-256 of the answers as rendered when the first
    // signer signed; any later change to the answers clears the signatures (and this).
    signedDocumentSha256: varchar("signed_document_sha256", { length: 64 }),
    // On full execution: the sealed PDF (stored, never replaced) and its copy in the investor's
    // documents.
    executedFileKey: varchar("executed_file_key", { length: 255 }).references(() => storedFiles.key, {
      onDelete: "restrict",
    }),
    executedSha256: varchar("executed_sha256", { length: 64 }),
    executedAt: timestamp("executed_at", { withTimezone: true }),
    investorDocumentId: integer("investor_document_id").references(() => investorDocuments.id, {
      onDelete: "restrict",
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("subscriptions_status_check", isOneOf(t.status, SUBSCRIPTION_STATUSES)),
    check("subscriptions_commitment_check", sql`${t.commitmentCents} is null or ${t.commitmentCents} > 0`),
    check(
      "subscriptions_executed_check",
      sql`(${t.status} = 'executed') = (${t.executedFileKey} is not null and ${t.executedAt} is not null)`,
    ),
    // One live subscription per entity and offering: a declined or withdrawn one may be followed.
    uniqueIndex("subscriptions_live_unique")
      .on(t.offeringId, t.entityId)
      .where(sql`${t.status} not in ('declined', 'withdrawn')`),
    index("subscriptions_status_updated_idx").on(t.status, t.updatedAt, t.id),
    index("subscriptions_entity_idx").on(t.entityId),
  ],
);

/** Each state change of a subscription, by whom and when (also written to the audit log). */
export const subscriptionEvents = pgTable(
  "subscription_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    fromStatus: varchar("from_status", { length: 20 }).$type<SubscriptionStatus>(),
    toStatus: varchar("to_status", { length: 20 }).$type<SubscriptionStatus>().notNull(),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    note: varchar("note", { length: 2000 }),
  },
  (t) => [index("subscription_events_subscription_idx").on(t.subscriptionId, t.at, t.id)],
);

/** A staff comment on one answer when asking for a revision; resolved when the investor resubmits. */
export const subscriptionComments = pgTable(
  "subscription_comments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    // The answer's path, "section.field" (domain/subscription-answers.ts).
    field: varchar("field", { length: 100 }).notNull(),
    comment: varchar("comment", { length: 2000 }).notNull(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [index("subscription_comments_subscription_idx").on(t.subscriptionId, t.id)],
);

/**
 * A signature with its ESIGN/UETA evidence: consent to electronic records, the typed name, when,
 * from where, with what, how the signer signed in, and the SHA-256 of the document shown.
 */
export const subscriptionSignatures = pgTable(
  "subscription_signatures",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    role: varchar("role", { length: 20 }).$type<SignerRole>().notNull(),
    signerName: varchar("signer_name", { length: 200 }).notNull(),
    signerEmail: varchar("signer_email", { length: 255 }).notNull(),
    typedName: varchar("typed_name", { length: 200 }).notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull().defaultNow(),
    ip: varchar("ip", { length: 64 }).notNull(),
    userAgent: varchar("user_agent", { length: 500 }).notNull(),
    // "password", "password and authenticator app", ... as the session was established.
    signInMethod: varchar("sign_in_method", { length: 60 }).notNull(),
    documentSha256: varchar("document_sha256", { length: 64 }).notNull(),
    // Set when a later change to the answers voided the signature (kept as history).
    voidedAt: timestamp("voided_at", { withTimezone: true }),
  },
  (t) => [
    check("subscription_signatures_role_check", isOneOf(t.role, SIGNER_ROLES)),
    uniqueIndex("subscription_signatures_live_unique")
      .on(t.subscriptionId, t.userId, t.role)
      .where(sql`${t.voidedAt} is null`),
  ],
);

/** An accreditation decision for an entity, kept as history (the latest unexpired verified one counts). */
export const accreditations = pgTable(
  "accreditations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    entityId: integer("entity_id")
      .notNull()
      .references(() => investingEntities.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    method: varchar("method", { length: 30 }).$type<AccreditationMethod>().notNull(),
    status: varchar("status", { length: 10 }).$type<AccreditationStatus>().notNull().default("pending"),
    // The letter's or evidence's file, and the letter's date (within 90 days when verified).
    evidenceFileKey: varchar("evidence_file_key", { length: 255 }).references(() => storedFiles.key, {
      onDelete: "restrict",
    }),
    evidenceFileName: varchar("evidence_file_name", { length: 255 }),
    letterDate: date("letter_date"),
    // The Rule 501(a) bases the investor claimed, e.g. ["income", "net_worth"].
    bases: varchar("bases", { length: 40 }).array(),
    submittedBy: integer("submitted_by").references(() => users.id, { onDelete: "set null" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    expiresOn: date("expires_on"),
    note: varchar("note", { length: 1000 }),
  },
  (t) => [
    check("accreditations_method_check", isOneOf(t.method, ACCREDITATION_METHODS)),
    check("accreditations_status_check", isOneOf(t.status, ACCREDITATION_STATUSES)),
    check("accreditations_expiry_check", sql`(${t.status} = 'verified') = (${t.expiresOn} is not null)`),
    index("accreditations_entity_idx").on(t.entityId, t.submittedAt, t.id),
  ],
);
