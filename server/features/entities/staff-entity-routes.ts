import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  entityCreateSchema,
  entityGrantSchema,
  entityPageQuerySchema,
  entityUpdateSchema,
  STAFF_ENTITY_NOT_FOUND,
} from "#domain/staff-entities.ts";
import { staffEntityApi } from "#domain/api/staff-entities.ts";
import { STAFF } from "#server/platform/auth/access.ts";
import { AppError } from "#server/platform/errors.ts";
import { actingUser, idParam, parseOrThrow } from "#server/platform/http/staff-request.ts";
import type { AppServices } from "#server/registry.ts";

/** The person of /admin/entities/:id/people/:userId; anything but an id is a 404. */
function userIdParam(request: FastifyRequest): number {
  const raw = (request.params as { userId?: string }).userId ?? "";
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= 2_147_483_647)) throw new AppError("NOT_FOUND", "This person holds no role on this account");
  return id;
}

/**
 * Investing entities for staff (decision 0060, slice 4): admins and super admins alike, as for the
 * investor accounts they manage. Every write is audited with the entity; answers are the entity page.
 */
export const staffEntityRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const staff = { config: { access: STAFF } };
  const entities = services.staffEntities;
  const id = (request: FastifyRequest) => idParam(request, STAFF_ENTITY_NOT_FOUND);

  app.get("/admin/entities", { ...staff, schema: staffEntityApi.page }, async (request) => {
    const { cursor, limit, sort, dir, q, kind } = parseOrThrow(entityPageQuerySchema, request.query, "Invalid query");
    return entities.listEntitiesPage({ q, kind }, { cursor, limit, sort, dir });
  });

  app.get("/admin/entities/:id", { ...staff, schema: staffEntityApi.get }, async (request) =>
    entities.getEntity(id(request)),
  );

  app.post("/admin/entities", { ...staff, schema: staffEntityApi.create }, async (request, reply) => {
    const input = parseOrThrow(entityCreateSchema, request.body);
    const made = await entities.createEntity(input, actingUser(request));
    return reply.code(201).send(await entities.getEntity(made.id));
  });

  app.put("/admin/entities/:id", { ...staff, schema: staffEntityApi.update }, async (request) => {
    const entityId = id(request);
    await entities.updateEntity(entityId, parseOrThrow(entityUpdateSchema, request.body), actingUser(request));
    return entities.getEntity(entityId);
  });

  app.post("/admin/entities/:id/archive", { ...staff, schema: staffEntityApi.archive }, async (request) => {
    const entityId = id(request);
    await entities.setArchived(entityId, true, actingUser(request));
    return entities.getEntity(entityId);
  });

  app.post("/admin/entities/:id/restore", { ...staff, schema: staffEntityApi.restore }, async (request) => {
    const entityId = id(request);
    await entities.setArchived(entityId, false, actingUser(request));
    return entities.getEntity(entityId);
  });

  app.post("/admin/entities/:id/people", { ...staff, schema: staffEntityApi.grant }, async (request) => {
    const entityId = id(request);
    await entities.grantRole(entityId, parseOrThrow(entityGrantSchema, request.body), actingUser(request));
    return entities.getEntity(entityId);
  });

  app.delete(
    "/admin/entities/:id/people/:userId",
    { ...staff, schema: staffEntityApi.revoke },
    async (request, reply) => {
      await entities.revokeRole(id(request), userIdParam(request), actingUser(request));
      return reply.code(204).send();
    },
  );
};
