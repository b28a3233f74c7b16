import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { fundTermsApi } from "#domain/api/fund-terms.ts";
import {
  managementFeeQuerySchema,
  sideLetterInputSchema,
  termsProposalSchema,
  termsRejectionSchema,
} from "#domain/fund-terms.ts";
import { fundFromSlug } from "#domain/fund-slug.ts";
import { STAFF, SUPER_ADMIN } from "#server/platform/auth/access.ts";
import { AppError } from "#server/platform/errors.ts";
import { actingUser, idParam, parseOrThrow } from "#server/platform/http/staff-request.ts";
import type { AppServices } from "#server/registry.ts";

function fundParam(request: FastifyRequest) {
  const fund = fundFromSlug((request.params as { fund?: string }).fund);
  if (!fund) throw new AppError("NOT_FOUND", "Fund not found");
  return fund;
}

/**
 * A fund's terms (decision 0068): staff read them and propose versions; super admins approve or
 * reject them (the service refuses a proposer approving their own) and write side letters.
 */
export const fundTermsRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const staff = { config: { access: STAFF } };
  const superAdmin = { config: { access: SUPER_ADMIN } };
  const terms = services.fundTerms;

  app.get("/admin/funds/:fund/terms", { ...staff, schema: fundTermsApi.overview }, async (request) =>
    terms.overview(fundParam(request)),
  );

  app.post("/admin/funds/:fund/terms", { ...staff, schema: fundTermsApi.propose }, async (request, reply) => {
    const fund = fundParam(request);
    const input = parseOrThrow(termsProposalSchema, request.body);
    return reply.code(201).send(await terms.propose(actingUser(request), fund, input));
  });

  app.post("/admin/funds/terms/:id/approve", { ...superAdmin, schema: fundTermsApi.approve }, async (request) =>
    terms.approve(actingUser(request), idParam(request, "Terms version not found")),
  );

  app.post("/admin/funds/terms/:id/reject", { ...superAdmin, schema: fundTermsApi.reject }, async (request) => {
    const id = idParam(request, "Terms version not found");
    const { reason } = parseOrThrow(termsRejectionSchema, request.body);
    return terms.reject(actingUser(request), id, reason);
  });

  app.get("/admin/funds/:fund/management-fees", { ...staff, schema: fundTermsApi.managementFees }, async (request) => {
    const fund = fundParam(request);
    const { quarter } = parseOrThrow(managementFeeQuerySchema, request.query, "Invalid query");
    return terms.feesForQuarter(fund, quarter);
  });

  app.post(
    "/admin/funds/side-letters",
    { ...superAdmin, schema: fundTermsApi.createSideLetter },
    async (request, reply) => {
      const input = parseOrThrow(sideLetterInputSchema, request.body);
      return reply.code(201).send(await terms.createSideLetter(actingUser(request), input));
    },
  );

  app.put(
    "/admin/funds/side-letters/:id",
    { ...superAdmin, schema: fundTermsApi.updateSideLetter },
    async (request) => {
      const id = idParam(request, "Side letter not found");
      return terms.updateSideLetter(actingUser(request), id, parseOrThrow(sideLetterInputSchema, request.body));
    },
  );

  app.delete(
    "/admin/funds/side-letters/:id",
    { ...superAdmin, schema: fundTermsApi.deleteSideLetter },
    async (request, reply) => {
      await terms.deleteSideLetter(actingUser(request), idParam(request, "Side letter not found"));
      return reply.code(204).send();
    },
  );
};
