import type { FastifyPluginAsync } from "fastify";
import { STAFF } from "#server/platform/auth/access.ts";
import type { AppServices } from "#server/registry.ts";
import { dashboardApi } from "#domain/api/staff.ts";

/** Read-only staff figures: live counters, per-fund summaries and the datasets list. */
export const dashboardRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const staff = { config: { access: STAFF } };
  app.get("/stats", { ...staff, schema: dashboardApi.stats }, async () => services.stats.get());
  app.get("/fund-summaries", { ...staff, schema: dashboardApi.fundSummaries }, async () =>
    services.fundSummaries.list(),
  );
  app.get("/datasets", { ...staff, schema: dashboardApi.datasets }, async () => services.datasets.list());
};
