import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { KYC_STATUSES, RISK_RATINGS, type KycStatus, type RiskRating } from "#domain/kyc.ts";
import { TAX_FORM_KINDS, TAX_FORM_STATUSES, type TaxFormKind, type TaxFormStatus } from "#domain/entity-details.ts";
import type { OptionalMailKind } from "#domain/mail.ts";
import { ENTITY_KINDS, ENTITY_ROLES, type EntityKind, type EntityRole } from "#domain/entities.ts";
import { isOneOf } from "./one-of.ts";
import { storedFiles } from "./stored-files.ts";
import { createdAt, updatedAt } from "./timestamps.ts";
import { users } from "./users.ts";

/**
 * An investing entity: the investor of record (decision 0060). Commitments, call and distribution
 * parts and an investor's own documents belong to it; people reach it through entity_roles.
 */
export const investingEntities = pgTable(
  "investing_entities",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar("kind", { length: 30 }).$type<EntityKind>().notNull(),
    legalName: varchar("legal_name", { length: 255 }).notNull(),
    // "EDF-2023-0001": a person's own holding keeps the member ID the person had (memberIdOf).
    memberId: varchar("member_id", { length: 30 }).notNull(),
    // The person whose own holding this is: the entity the staff user form's commitments and an
    // investor's documents uploaded "for the person" go to. At most one per person; null for the
    // entities people hold together or through others (a trust, a joint account, a company).
    personId: integer("person_id").references(() => users.id, { onDelete: "restrict" }),
    mailingAddress: varchar("mailing_address", { length: 500 }),
    // "Individual", "C corporation", "Partnership", ...: as the entity's tax form states it.
    taxClassification: varchar("tax_classification", { length: 60 }),
    // The tax ID encrypted at rest (AES-256-GCM, key from the environment; slice 5), and its last
    // 4 digits kept apart so a masked display never decrypts.
    taxIdEncrypted: text("tax_id_encrypted"),
    taxIdLast4: varchar("tax_id_last4", { length: 4 }),
    taxFormKind: varchar("tax_form_kind", { length: 10 }).$type<TaxFormKind>(),
    taxFormStatus: varchar("tax_form_status", { length: 10 }).$type<TaxFormStatus>().notNull().default("missing"),
    taxFormFileKey: varchar("tax_form_file_key", { length: 255 }).references(() => storedFiles.key, {
      onDelete: "restrict",
    }),
    taxFormReceivedAt: timestamp("tax_form_received_at", { withTimezone: true }),
    // KYC (issue 25 §4, decision 0064): the status the latest screening's matches give, written
    // in the transaction that screens or decides; the risk rating staff set (null: not rated).
    kycStatus: varchar("kyc_status", { length: 20 }).$type<KycStatus>().notNull().default("not_screened"),
    riskRating: varchar("risk_rating", { length: 10 }).$type<RiskRating>(),
    // An archived entity keeps its records and takes no part in new calls or distributions.
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("investing_entities_kind_check", isOneOf(t.kind, ENTITY_KINDS)),
    check("investing_entities_tax_form_kind_check", isOneOf(t.taxFormKind, TAX_FORM_KINDS)),
    check("investing_entities_tax_form_status_check", isOneOf(t.taxFormStatus, TAX_FORM_STATUSES)),
    check("investing_entities_kyc_status_check", isOneOf(t.kycStatus, KYC_STATUSES)),
    check("investing_entities_risk_rating_check", isOneOf(t.riskRating, RISK_RATINGS)),
    uniqueIndex("investing_entities_member_id_unique").on(t.memberId),
    uniqueIndex("investing_entities_person_id_unique").on(t.personId),
    index("investing_entities_legal_name_idx").on(sql`lower(${t.legalName})`, t.id),
  ],
);

/**
 * A grant of one role on one entity to one person. A revoked grant keeps its row as history; the
 * live grants are those without revoked_at, at most one per person and entity.
 */
export const entityRoles = pgTable(
  "entity_roles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    entityId: integer("entity_id")
      .notNull()
      .references(() => investingEntities.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: varchar("role", { length: 20 }).$type<EntityRole>().notNull(),
    // For a notices grant, the notice kinds the person receives; null for the other roles, whose
    // people receive what their own mail preferences allow.
    noticeKinds: varchar("notice_kinds", { length: 40 }).array().$type<OptionalMailKind[]>(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
    grantedBy: integer("granted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: integer("revoked_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("entity_roles_role_check", isOneOf(t.role, ENTITY_ROLES)),
    uniqueIndex("entity_roles_live_unique")
      .on(t.entityId, t.userId)
      .where(sql`${t.revokedAt} is null`),
    // A person's live grants: read on every portal request (access is never cached).
    index("entity_roles_user_live_idx")
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
  ],
);
