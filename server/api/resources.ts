import type { FastifyPluginAsync } from "fastify";
import { resourceInputSchema, resourceListQuerySchema } from "../../domain/resource.ts";
import { STAFF } from "../auth/access.ts";
import type { AppServices } from "../services/registry.ts";
import { actingUser, idParam, parseOrThrow } from "./staff-request.ts";

const NOT_FOUND = "Resource not found";

export const resourceRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const staff = { config: { access: STAFF } };

  app.get("/resources", staff, async (request) => {
    const { search } = parseOrThrow(resourceListQuerySchema, request.query, "Invalid query");
    return services.resources.list(search);
  });

  app.post("/resources", staff, async (request, reply) => {
    const input = parseOrThrow(resourceInputSchema, request.body);
    return reply.code(201).send(await services.resources.create(input, actingUser(request)));
  });

  app.put("/resources/:id", staff, async (request) => {
    const id = idParam(request, NOT_FOUND);
    const input = parseOrThrow(resourceInputSchema, request.body);
    return services.resources.update(id, input, actingUser(request));
  });

  app.delete("/resources/:id", staff, async (request, reply) => {
    await services.resources.delete(idParam(request, NOT_FOUND), actingUser(request));
    return reply.code(204).send();
  });
};
