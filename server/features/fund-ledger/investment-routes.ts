import type { FastifyPluginAsync } from "fastify";
import { investmentInputSchema, investmentPageQuerySchema } from "#domain/investment.ts";
import { STAFF } from "#server/platform/auth/access.ts";
import type { AppServices } from "#server/registry.ts";
import { actingUser, idParam, parseOrThrow } from "#server/platform/http/staff-request.ts";
import { investmentApi } from "#domain/api/staff.ts";

const NOT_FOUND = "Investment not found";

export const investmentRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const staff = { config: { access: STAFF } };

  app.get("/investments", { ...staff, schema: investmentApi.list }, async () => services.investments.list());

  // Paged, searched and sorted (decision 0037); GET /investments still answers every row.
  app.get("/investments/page", { ...staff, schema: investmentApi.page }, async (request) => {
    const { cursor, limit, sort, dir, q, fund, status } = parseOrThrow(
      investmentPageQuerySchema,
      request.query,
      "Invalid query",
    );
    return services.investments.listPage({ fund, status, q }, { cursor, limit, sort, dir });
  });

  app.post("/investments", { ...staff, schema: investmentApi.create }, async (request, reply) => {
    const input = parseOrThrow(investmentInputSchema, request.body);
    return reply.code(201).send(await services.investments.create(input, actingUser(request)));
  });

  app.put("/investments/:id", { ...staff, schema: investmentApi.update }, async (request) => {
    const id = idParam(request, NOT_FOUND);
    const input = parseOrThrow(investmentInputSchema, request.body);
    return services.investments.update(id, input, actingUser(request));
  });

  app.delete("/investments/:id", { ...staff, schema: investmentApi.remove }, async (request, reply) => {
    await services.investments.delete(idParam(request, NOT_FOUND), actingUser(request));
    return reply.code(204).send();
  });
};
