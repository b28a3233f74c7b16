import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { ENTITY_ROLES, type EntityRole } from "#domain/entities.ts";
import type { OptionalMailKind } from "#domain/mail.ts";
import { investingEntities } from "./investing-entities.ts";
import { isOneOf } from "./one-of.ts";
import { createdAt } from "./timestamps.ts";
import { users } from "./users.ts";

/**
 * An invitation to take a role on an entity, sent by e-mail by one of its signatories or by staff
 * (decision 0060, slice 3). Only the sha256 of the link's token is stored, as for account tokens.
 * Accepting it makes the entity_roles grant; it is dead once accepted, revoked or expired.
 */
export const entityInvitations = pgTable(
  "entity_invitations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    entityId: integer("entity_id")
      .notNull()
      .references(() => investingEntities.id, { onDelete: "cascade" }),
    email: varchar("email", { length: 255 }).notNull(),
    name: varchar("name", { length: 255 }),
    role: varchar("role", { length: 20 }).$type<EntityRole>().notNull(),
    noticeKinds: varchar("notice_kinds", { length: 40 }).array().$type<OptionalMailKind[]>(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: integer("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: integer("revoked_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("entity_invitations_role_check", isOneOf(t.role, ENTITY_ROLES)),
    // An entity's open invitations, listed on its page.
    index("entity_invitations_entity_idx").on(t.entityId, t.createdAt),
    index("entity_invitations_email_idx").on(sql`lower(${t.email})`),
  ],
);
