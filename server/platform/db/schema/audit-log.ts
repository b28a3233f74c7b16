import type { AuditAction } from "#domain/audit.ts";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

// Append-only (a trigger in the migration refuses UPDATE and DELETE): who did what, to which
// record, when and from where. Staff writes, sign-ins and document downloads are recorded here.
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    // No foreign key on purpose: the log outlives its actors, and the append-only trigger would
    // refuse the UPDATE that ON DELETE SET NULL needs. The username is kept beside the id.
    actorUserId: integer("actor_user_id"),
    actorUsername: varchar("actor_username", { length: 255 }),
    action: varchar("action", { length: 100 }).$type<AuditAction>().notNull(),
    entityType: varchar("entity_type", { length: 50 }),
    entityId: varchar("entity_id", { length: 100 }),
    summary: varchar("summary", { length: 500 }),
    ipAddress: varchar("ip_address", { length: 64 }),
    details: jsonb("details"),
    // The investing entity a person acted for (decision 0060): every action for an entity is
    // audited with both the person (actor) and the entity, whatever record it touched.
    investingEntityId: integer("investing_entity_id"),
  },
  // The viewer's order is (at, id) (decision 0037); each filter has an index that leads with it and
  // keeps that order, so a filtered page reads only its own rows.
  (t) => [
    index("audit_log_at_id_idx").on(t.at, t.id),
    index("audit_log_actor_idx").on(t.actorUserId),
    index("audit_log_actor_username_at_idx").on(sql`lower(${t.actorUsername})`, t.at, t.id),
    index("audit_log_action_at_idx").on(t.action, t.at, t.id),
    index("audit_log_entity_at_idx").on(t.entityType, t.entityId, t.at, t.id),
    index("audit_log_investing_entity_at_idx").on(t.investingEntityId, t.at, t.id),
  ],
);
