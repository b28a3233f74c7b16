import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { auditListQuerySchema, type ActivityItem, type AuditLogEntry } from "../../domain/audit.ts";
import { STAFF, SUPER_ADMIN } from "../auth/access.ts";
import { validationError } from "../errors.ts";
import type { AppServices } from "../services/registry.ts";

function limitOf(request: FastifyRequest) {
  const query = auditListQuerySchema.safeParse(request.query);
  if (!query.success) throw validationError(query.error, "Invalid query");
  return query.data.limit;
}

/** Reading the audit log: all of it for super admins, the Recent Activity feed for staff. */
export const auditLogRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  app.get("/audit-log", { config: { access: SUPER_ADMIN } }, async (request): Promise<AuditLogEntry[]> =>
    services.audit.listRecent(limitOf(request) ?? 50),
  );

  app.get("/activity", { config: { access: STAFF } }, async (request): Promise<ActivityItem[]> =>
    services.audit.listActivity(limitOf(request) ?? 10),
  );
};
