import type { AuditAction } from "#domain/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import type { AuditActor, AuditService } from "./audit.ts";

/** Who makes a staff write and from where; the API builds it from the request (auditContext). */
export interface ActingUser {
  actor: AuditActor;
  ip: string;
}

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The audit half of a staff write, run in the write's own transaction so a change and its audit
 * row are committed together or not at all.
 */
export function auditTrail(audit: AuditService, entityType: string) {
  return (
    tx: Transaction,
    by: ActingUser,
    entry: { action: AuditAction; entityId: number; summary: string; details?: Record<string, unknown> },
  ) => audit.record({ actor: by.actor, ip: by.ip, entityType, ...entry }, tx);
}

/** "YYYY-MM-DDTHH:mm:ss.sssZ" for the timestamps of a row. */
export function isoTimestamps<T extends { createdAt?: Date; updatedAt?: Date }>(row: T) {
  return {
    ...row,
    ...(row.createdAt ? { createdAt: row.createdAt.toISOString() } : {}),
    ...(row.updatedAt ? { updatedAt: row.updatedAt.toISOString() } : {}),
  } as Omit<T, "createdAt" | "updatedAt"> &
    (T extends { createdAt: Date } ? { createdAt: string } : unknown) &
    (T extends { updatedAt: Date } ? { updatedAt: string } : unknown);
}
