import { desc, eq, like, or } from "drizzle-orm";
import type { AuditAction, AuditLogEntry } from "../../domain/audit.ts";
import type { Database } from "../db/client.ts";
import { auditLog } from "../db/schema/audit-log.ts";

export interface AuditActor {
  id: number | null;
  username: string | null;
}

export interface AuditEntry {
  actor: AuditActor | null;
  action: AuditAction;
  entityType?: string;
  entityId?: string | number;
  summary?: string;
  ip?: string;
  details?: Record<string, unknown>;
}

/** A full audit record, as GET /api/audit-log answers it. */
export type AuditRecord = AuditLogEntry;

/** The append-only audit log: every staff write, every sign-in attempt, every download. */
export function createAuditService(db: Database) {
  return {
    async record(entry: AuditEntry, tx: Pick<Database, "insert"> = db) {
      await tx.insert(auditLog).values({
        actorUserId: entry.actor?.id ?? null,
        actorUsername: entry.actor?.username ?? null,
        action: entry.action,
        entityType: entry.entityType ?? null,
        entityId: entry.entityId === undefined ? null : String(entry.entityId),
        summary: entry.summary?.slice(0, 500) ?? null,
        ipAddress: entry.ip ?? null,
        details: entry.details ?? null,
      });
    },

    async listRecent(limit = 50): Promise<AuditRecord[]> {
      const rows = await db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          actorUserId: auditLog.actorUserId,
          actorUsername: auditLog.actorUsername,
          action: auditLog.action,
          entityType: auditLog.entityType,
          entityId: auditLog.entityId,
          summary: auditLog.summary,
          ipAddress: auditLog.ipAddress,
        })
        .from(auditLog)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(Math.min(Math.max(limit, 1), 500));
      return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
    },

    /**
     * The admin Overview's Recent Activity: staff writes (*.created, *.updated, *.deleted, password
     * changes, ended sessions), users' own contact and password changes, and successful sign-ins,
     * newest first. Failed sign-ins, downloads and
     * exports stay in the full log only.
     */
    async listActivity(limit = 10) {
      const rows = await db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          actorUsername: auditLog.actorUsername,
          action: auditLog.action,
          summary: auditLog.summary,
        })
        .from(auditLog)
        .where(
          or(
            like(auditLog.action, "%.created"),
            like(auditLog.action, "%.updated"),
            like(auditLog.action, "%.deleted"),
            eq(auditLog.action, "user.password_changed" satisfies AuditAction),
            eq(auditLog.action, "user.sessions_revoked" satisfies AuditAction),
            // Changes users make to their own accounts (docs/product.md §Account).
            eq(auditLog.action, "account.contact_updated" satisfies AuditAction),
            eq(auditLog.action, "account.password_changed" satisfies AuditAction),
            eq(auditLog.action, "login.succeeded" satisfies AuditAction),
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(Math.min(Math.max(limit, 1), 500));
      return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
