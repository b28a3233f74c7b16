import * as z from "zod/mini";

/** ?limit=N of GET /api/audit-log and GET /api/activity: a whole number from 1 to 500. */
export const auditListQuerySchema = z.object({
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/, "limit must be a whole number from 1 to 500")),
      z.pipe(
        z.transform(Number),
        z.number().check(z.gte(1, "limit must be a whole number from 1 to 500"), z.lte(500, "limit must be a whole number from 1 to 500")),
      ),
    ),
  ),
});

/** One row of GET /api/audit-log (super admins): the full audit record. */
export interface AuditLogEntry {
  id: number;
  at: string;
  actorUserId: number | null;
  actorUsername: string | null;
  action: string;
  entityType: string | null;
  entityId: string | null;
  summary: string | null;
  ipAddress: string | null;
}

/** One row of GET /api/activity: the admin Overview's Recent Activity (staff writes and sign-ins). */
export interface ActivityItem {
  id: number;
  at: string;
  actorUsername: string | null;
  action: string;
  summary: string | null;
}
