import { todayUtc } from "#domain/dates.ts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  capitalCallInputSchema,
  distributionInputSchema,
  fundSettingsInputSchema,
  partPaymentsInputSchema,
  valuationInputSchema,
} from "#domain/fund-operations.ts";
import { quarterOf } from "#domain/statement-periods.ts";
import {
  callPartPageQuerySchema,
  distributionPartPageQuerySchema,
  fundInvestorPageQuerySchema,
  fundLedgerPageQuerySchema,
} from "#domain/fund-lists.ts";
import { fundFromSlug } from "#domain/fund-slug.ts";
import { STAFF, SUPER_ADMIN } from "#server/platform/auth/access.ts";
import { AppError } from "#server/platform/errors.ts";
import type { AppServices } from "#server/registry.ts";
import { sendAttachment } from "#server/platform/http/content-disposition.ts";
import { today } from "#server/features/fund-ledger/ledger-values.ts";
import { actingUser, idParam, parseOrThrow } from "#server/platform/http/staff-request.ts";
import { fundApi } from "#domain/api/funds.ts";

/** The `:fund` parameter ("fund-i", "fund-ii") as a fund; anything else is a 404. */
function fundParam(request: FastifyRequest) {
  const fund = fundFromSlug((request.params as { fund?: string }).fund);
  if (!fund) throw new AppError("NOT_FOUND", "Fund not found");
  return fund;
}

/**
 * Fund operations (staff): capital calls, distributions, valuations and each fund's wire
 * instructions, all through the fund ledger service. Previews store nothing; issuing stores the
 * call or distribution, its parts and notices in one transaction (the service's).
 */
export const fundOperationsRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const staff = { config: { access: STAFF } };
  const superAdmin = { config: { access: SUPER_ADMIN } };
  const ledger = services.fundLedger;
  const lists = services.fundLists;
  // The lists' "today" (overdue, due soon) is the services' clock, as the page loaders' is.
  const asOf = () => todayUtc(services.now());

  app.get("/admin/funds/:fund/overview", { ...staff, schema: fundApi.overview }, async (request) =>
    ledger.overview(fundParam(request)),
  );

  // Bounded reads of the same figures (decision 0040): the totals summed in the database, and
  // each list a keyset page (decision 0037). The overview above stays for the product's calls.
  app.get("/admin/funds/:fund/summary", { ...staff, schema: fundApi.summary }, async (request) =>
    lists.summary(fundParam(request), asOf()),
  );

  app.get("/admin/funds/:fund/investors/page", { ...staff, schema: fundApi.investorsPage }, async (request) => {
    const { q, ...page } = parseOrThrow(fundInvestorPageQuerySchema, request.query, "Invalid query");
    return lists.investorsPage(fundParam(request), { q }, page, asOf());
  });

  app.get("/admin/funds/:fund/capital-calls/page", { ...staff, schema: fundApi.callsPage }, async (request) => {
    const { q: _q, ...page } = parseOrThrow(fundLedgerPageQuerySchema, request.query, "Invalid query");
    return lists.callsPage(fundParam(request), page, asOf());
  });

  app.get("/admin/funds/:fund/distributions/page", { ...staff, schema: fundApi.distributionsPage }, async (request) => {
    const { q: _q, ...page } = parseOrThrow(fundLedgerPageQuerySchema, request.query, "Invalid query");
    return lists.distributionsPage(fundParam(request), page);
  });

  app.get("/admin/funds/capital-calls/:id/parts/page", { ...staff, schema: fundApi.callPartsPage }, async (request) => {
    const { q, status, ...page } = parseOrThrow(callPartPageQuerySchema, request.query, "Invalid query");
    return lists.callPartsPage(idParam(request, "Capital call not found"), { q, status }, page, asOf());
  });

  app.get(
    "/admin/funds/distributions/:id/parts/page",
    { ...staff, schema: fundApi.distributionPartsPage },
    async (request) => {
      const { q, status, ...page } = parseOrThrow(distributionPartPageQuerySchema, request.query, "Invalid query");
      return lists.distributionPartsPage(idParam(request, "Distribution not found"), { q, status }, page);
    },
  );

  // Any investor's capital account statement for a closed quarter, made from the ledger.
  app.get(
    "/admin/investors/:id/statements/:period",
    { ...staff, exposeHeadRoute: false, schema: fundApi.statement },
    async (request, reply) => {
      const quarter = quarterOf((request.params as { period: string }).period);
      if (!quarter || quarter.end >= today()) throw new AppError("NOT_FOUND", "Statement not found");
      const id = idParam(request, "Investor not found");
      const { name, bytes } = await ledger.statementPdf(id, quarter);
      return sendAttachment(reply, { name, contentType: "application/pdf", bytes });
    },
  );

  app.post("/admin/funds/capital-calls/preview", { ...staff, schema: fundApi.previewCall }, async (request) =>
    ledger.previewCapitalCall(parseOrThrow(capitalCallInputSchema, request.body)),
  );

  app.post("/admin/funds/capital-calls", { ...staff, schema: fundApi.issueCall }, async (request, reply) => {
    const input = parseOrThrow(capitalCallInputSchema, request.body);
    return reply.code(201).send(await ledger.issueCapitalCall(actingUser(request), input));
  });

  app.post("/admin/funds/capital-calls/payments", { ...staff, schema: fundApi.callPayments }, async (request) => {
    const input = parseOrThrow(partPaymentsInputSchema, request.body);
    return ledger.markCallPartsPaid(actingUser(request), input);
  });

  app.post("/admin/funds/distributions/preview", { ...staff, schema: fundApi.previewDistribution }, async (request) =>
    ledger.previewDistribution(parseOrThrow(distributionInputSchema, request.body)),
  );

  app.post("/admin/funds/distributions", { ...staff, schema: fundApi.issueDistribution }, async (request, reply) => {
    const input = parseOrThrow(distributionInputSchema, request.body);
    return reply.code(201).send(await ledger.issueDistribution(actingUser(request), input));
  });

  app.post(
    "/admin/funds/distributions/payments",
    { ...staff, schema: fundApi.distributionPayments },
    async (request) => {
      const input = parseOrThrow(partPaymentsInputSchema, request.body);
      return ledger.markDistributionPartsPaid(actingUser(request), input);
    },
  );

  app.post("/admin/funds/valuations", { ...staff, schema: fundApi.addValuation }, async (request, reply) => {
    const input = parseOrThrow(valuationInputSchema, request.body);
    return reply.code(201).send(await ledger.addValuation(actingUser(request), input));
  });

  // Read by every staff member (the page shows them read-only to admins); null until entered.
  app.get("/admin/funds/:fund/settings", { ...staff, schema: fundApi.settings }, async (request) => ({
    settings: await ledger.settingsOf(fundParam(request)),
  }));

  // Wire instructions decide where investors send money: super admins only, audited by the service.
  app.put("/admin/funds/:fund/settings", { ...superAdmin, schema: fundApi.updateSettings }, async (request) => {
    const fund = fundParam(request);
    const input = parseOrThrow(fundSettingsInputSchema, request.body);
    return ledger.updateSettings(actingUser(request), fund, input);
  });
};
