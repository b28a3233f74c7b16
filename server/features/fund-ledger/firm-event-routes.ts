import type { FastifyPluginAsync } from "fastify";
import { firmEventInputSchema } from "#domain/firm-event.ts";
import { STAFF } from "#server/platform/auth/access.ts";
import type { AppServices } from "#server/registry.ts";
import { FIRM_EVENT_NOT_FOUND } from "#server/features/fund-ledger/firm-events.ts";
import { actingUser, idParam, parseOrThrow } from "#server/platform/http/staff-request.ts";
import { firmEventApi } from "#domain/api/staff.ts";

/**
 * The firm's meetings in the portal's Upcoming Events (decision 0046): staff list, create, update
 * and delete them. Investors read theirs through the portal page, not through this API.
 */
export const firmEventRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const staff = { config: { access: STAFF } };

  app.get("/firm-events", { ...staff, schema: firmEventApi.list }, async () => services.firmEvents.list());

  app.post("/firm-events", { ...staff, schema: firmEventApi.create }, async (request, reply) => {
    const input = parseOrThrow(firmEventInputSchema, request.body);
    return reply.code(201).send(await services.firmEvents.create(input, actingUser(request)));
  });

  app.put("/firm-events/:id", { ...staff, schema: firmEventApi.update }, async (request) => {
    const id = idParam(request, FIRM_EVENT_NOT_FOUND);
    const input = parseOrThrow(firmEventInputSchema, request.body);
    return services.firmEvents.update(id, input, actingUser(request));
  });

  app.delete("/firm-events/:id", { ...staff, schema: firmEventApi.remove }, async (request, reply) => {
    await services.firmEvents.delete(idParam(request, FIRM_EVENT_NOT_FOUND), actingUser(request));
    return reply.code(204).send();
  });
};
