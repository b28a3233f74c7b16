import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  auditFilterSchema,
  auditListQuerySchema,
  auditPageQuerySchema,
  type ActivityItem,
  type AuditLogEntry,
} from "#domain/audit.ts";
import type { Page } from "#domain/paging.ts";
import { STAFF, SUPER_ADMIN } from "#server/platform/auth/access.ts";
import { validationError } from "#server/platform/errors.ts";
import { csvDownloadHeaders, csvFileStream } from "#server/platform/http/csv.ts";
import type { AppServices } from "#server/registry.ts";
import { actingUser, parseOrThrow } from "#server/platform/http/staff-request.ts";
import { auditApi } from "#domain/api/users.ts";

function limitOf(request: FastifyRequest) {
  const query = auditListQuerySchema.safeParse(request.query);
  if (!query.success) throw validationError(query.error, "Invalid query");
  return query.data.limit;
}

const CSV_COLUMNS = [
  "id",
  "at",
  "actorUserId",
  "actorUsername",
  "action",
  "entityType",
  "entityId",
  "summary",
  "ipAddress",
] as const satisfies ReadonlyArray<keyof AuditLogEntry>;

/** Reading the audit log: all of it for super admins, the Recent Activity feed for staff. */
export const auditLogRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  // The newest rows as a plain list (the product's call, kept as it was).
  app.get(
    "/audit-log",
    { config: { access: SUPER_ADMIN }, schema: auditApi.recent },
    async (request): Promise<AuditLogEntry[]> => services.audit.listRecent(limitOf(request) ?? 50),
  );

  // The viewer: filtered and paged (decision 0037).
  app.get(
    "/audit-log/page",
    { config: { access: SUPER_ADMIN }, schema: auditApi.page },
    async (request): Promise<Page<AuditLogEntry>> => {
      const { cursor, limit, sort, dir, ...filter } = parseOrThrow(
        auditPageQuerySchema,
        request.query,
        "Invalid query",
      );
      return services.audit.listPage(filter, { cursor, limit, sort, dir });
    },
  );

  // Every row the filters match, streamed; the export itself is recorded first.
  app.get(
    "/audit-log/export.csv",
    { config: { access: SUPER_ADMIN }, schema: auditApi.export },
    async (request, reply) => {
      const filter = parseOrThrow(auditFilterSchema, request.query, "Invalid query");
      const by = actingUser(request);
      const total = await services.audit.countMatching(filter);
      const named = Object.entries(filter).filter(([, v]) => v !== undefined);
      await services.audit.record({
        ...by,
        action: "audit_log.exported",
        entityType: "audit_log",
        summary: `Exported ${total} audit log row${total === 1 ? "" : "s"} to CSV${
          named.length ? ` (${named.map(([k, v]) => `${k} ${v}`).join(", ")})` : ""
        }`,
        details: { ...filter, count: total },
      });
      async function* rows() {
        for await (const batch of services.audit.exportRows(filter)) {
          yield batch.map((entry) => CSV_COLUMNS.map((column) => entry[column]));
        }
      }
      return reply.headers(csvDownloadHeaders("audit-log")).send(csvFileStream(CSV_COLUMNS, rows()));
    },
  );

  app.get(
    "/activity",
    { config: { access: STAFF }, schema: auditApi.activity },
    async (request): Promise<ActivityItem[]> => services.audit.listActivity(limitOf(request) ?? 10),
  );
};
