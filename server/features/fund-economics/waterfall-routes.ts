import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { fundEconomicsApi } from "#domain/api/fund-economics.ts";
import { fundFromSlug } from "#domain/fund-slug.ts";
import { waterfallSimulationInputSchema } from "#domain/waterfall-simulation.ts";
import { STAFF } from "#server/platform/auth/access.ts";
import { AppError } from "#server/platform/errors.ts";
import { parseOrThrow } from "#server/platform/http/staff-request.ts";
import type { AppServices } from "#server/registry.ts";

/** The `:fund` parameter ("fund-i", "fund-ii") as a fund; anything else is a 404. */
function fundParam(request: FastifyRequest) {
  const fund = fundFromSlug((request.params as { fund?: string }).fund);
  if (!fund) throw new AppError("NOT_FOUND", "Fund not found");
  return fund;
}

/**
 * The distribution waterfall (staff, decision 0066): the simulator, a pure computation on the body
 * (a POST only because the history travels in it), and the fund's history it is usually given.
 */
export const waterfallRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const staff = { config: { access: STAFF } };
  const economics = services.fundEconomics;

  app.post(
    "/admin/funds/waterfall/simulate",
    { ...staff, schema: fundEconomicsApi.simulateWaterfall },
    async (request) => economics.simulate(parseOrThrow(waterfallSimulationInputSchema, request.body)),
  );

  app.get("/admin/funds/:fund/cash-flows", { ...staff, schema: fundEconomicsApi.cashFlows }, async (request) =>
    economics.cashFlows(fundParam(request)),
  );
};
