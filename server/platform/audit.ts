import { and, count, desc, eq, gte, like, lt, or, sql, type SQL } from "drizzle-orm";
import type { AuditAction, AuditFilter, AuditLogEntry } from "#domain/audit.ts";
import type { Page } from "#domain/paging.ts";
import type { Database } from "#server/platform/db/client.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { batches, exactTime, keysetPage, type PageRequest, type SortKey } from "./keyset.ts";

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
  /** The investing entity the person acted for (decision 0060), whatever record the row names. */
  investingEntityId?: number;
}

/** A full audit record, as GET /api/audit-log answers it. */
export type AuditRecord = AuditLogEntry;

const ENTRY_COLUMNS = {
  id: auditLog.id,
  at: auditLog.at,
  actorUserId: auditLog.actorUserId,
  actorUsername: auditLog.actorUsername,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  summary: auditLog.summary,
  ipAddress: auditLog.ipAddress,
};
type EntryRow = Omit<AuditLogEntry, "at"> & { at: Date; exactAt: string };
const SELECT_ROW = { ...ENTRY_COLUMNS, exactAt: exactTime(auditLog.at) };

/** The log's one order: by time, the id breaking ties (index audit_log_at_id_idx and the filters' indexes). */
const BY_TIME: Array<SortKey<EntryRow>> = [
  { expr: sql`${auditLog.at}`, kind: "timestamp", value: (row) => row.exactAt },
  { expr: sql`${auditLog.id}`, kind: "integer", value: (row) => row.id },
];

/** The viewer's total counts this far and then says "more than" (decision 0037). */
export const AUDIT_COUNT_CAP = 10_000;

const toEntry = ({ exactAt: _exact, ...row }: EntryRow): AuditLogEntry => ({ ...row, at: row.at.toISOString() });

/** The viewer's filters as SQL; each has an index that leads with it and ends with (at, id). */
function filterOf(filter: AuditFilter): SQL | undefined {
  const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
  return and(
    filter.actor ? sql`lower(${auditLog.actorUsername}) = ${filter.actor.toLowerCase()}` : undefined,
    filter.action ? eq(auditLog.action, filter.action as AuditAction) : undefined,
    filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.from ? gte(auditLog.at, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to ? lt(auditLog.at, dayAfter(filter.to)) : undefined,
  );
}

/** The append-only audit log: every staff write, every sign-in attempt, every download. */
export function createAuditService(db: Database) {
  return {
    /**
     * The one way to write an audit row (decision 0057): `audit.record({ ...by, action, entityType,
     * entityId, summary, details }, tx)`, where `by` is who acts (an ActingUser, or anything that
     * extends it: only `actor` and `ip` are read) and `tx` the transaction of the write the row
     * records, so both are committed or neither. Only a row that is the whole of what happens (a
     * sign-in attempt, a download, an export) leaves `tx` out and is written on its own.
     */
    async record(entry: AuditEntry, tx: Pick<Database, "insert"> = db) {
      await tx.insert(auditLog).values({
        actorUserId: entry.actor?.id ?? null,
        actorUsername: entry.actor?.username ?? null,
        action: entry.action,
        entityType: entry.entityType ?? null,
        entityId: entry.entityId === undefined ? null : String(entry.entityId),
        investingEntityId: entry.investingEntityId ?? null,
        summary: entry.summary?.slice(0, 500) ?? null,
        ipAddress: entry.ip ?? null,
        details: entry.details ?? null,
      });
    },

    /** One page of the log for the viewer (super admins), filtered, newest first unless asked otherwise. */
    async listPage(filter: AuditFilter, request: PageRequest): Promise<Page<AuditLogEntry>> {
      const where = filterOf(filter);
      const page = await keysetPage<EntryRow>({
        request,
        orders: { at: BY_TIME },
        defaultSort: "at",
        defaultDir: "desc",
        fetch: (after, orderBy, limit) =>
          db
            .select(SELECT_ROW)
            .from(auditLog)
            .where(and(where, after))
            .orderBy(...orderBy)
            .limit(limit),
        // At most one row past the cap is counted: a filter matching a million rows costs what one matching ten thousand does.
        count: async () =>
          (
            await db.select({ n: count() }).from(
              db
                .select({ one: sql`1` })
                .from(auditLog)
                .where(where)
                .limit(AUDIT_COUNT_CAP + 1)
                .as("capped"),
            )
          )[0].n,
      });
      const capped = page.total > AUDIT_COUNT_CAP;
      return {
        ...page,
        items: page.items.map(toEntry),
        total: Math.min(page.total, AUDIT_COUNT_CAP),
        ...(capped ? { totalIsLowerBound: true as const } : {}),
      };
    },

    /** How many rows the filters match (the export's audit row says it). */
    async countMatching(filter: AuditFilter): Promise<number> {
      return (await db.select({ n: count() }).from(auditLog).where(filterOf(filter)))[0].n;
    },

    /** Every row the filters match, newest first, read in keyset batches so memory stays flat. */
    exportRows(filter: AuditFilter): AsyncGenerator<AuditLogEntry[]> {
      const where = filterOf(filter);
      return batches<EntryRow, AuditLogEntry>({
        keys: BY_TIME,
        dir: "desc",
        fetch: (after, orderBy, limit) =>
          db
            .select(SELECT_ROW)
            .from(auditLog)
            .where(and(where, after))
            .orderBy(...orderBy)
            .limit(limit),
        map: toEntry,
      });
    },

    async listRecent(limit = 50): Promise<AuditRecord[]> {
      const rows = await db
        .select(ENTRY_COLUMNS)
        .from(auditLog)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(Math.min(Math.max(limit, 1), 500));
      return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
    },

    /**
     * An investing entity's trail, newest first (decision 0060): every action for it (rows naming it
     * as `investing_entity_id`) and every staff write on it (rows whose record it is, `recordType`).
     */
    async listForInvestingEntity(entityId: number, recordType: string, limit: number): Promise<AuditRecord[]> {
      const rows = await db
        .select(ENTRY_COLUMNS)
        .from(auditLog)
        .where(
          or(
            eq(auditLog.investingEntityId, entityId),
            and(eq(auditLog.entityType, recordType), eq(auditLog.entityId, String(entityId))),
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit);
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
