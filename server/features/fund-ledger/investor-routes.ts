import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { PORTAL } from "#server/platform/auth/access.ts";
import { sessionTokenOf } from "#server/platform/auth/guard.ts";
import { AppError } from "#server/platform/errors.ts";
import { sendAttachment } from "#server/platform/http/content-disposition.ts";
import type { AppServices } from "#server/registry.ts";
import {
  CAPITAL_CALL_NOT_FOUND,
  DOCUMENT_NOT_FOUND,
  RESOURCE_NOT_FOUND,
} from "#server/features/fund-ledger/portal-reader.ts";
import { EDELIVERY_CONSENT_PATH, edeliveryConsentSchema } from "#domain/edelivery.ts";
import { idParam, parseOrThrow, signedInUser } from "#server/platform/http/staff-request.ts";
import { investorApi } from "#domain/api/investor.ts";
import { statementPeriodParams } from "#domain/statement-periods.ts";

/**
 * The investor portal's own records (investors and viewers): each read is scoped to the caller,
 * and another investor's document answers 404 like a missing one. Downloads are plain GETs (links
 * work without JavaScript), logged in the audit log before the file is sent; they have no HEAD
 * route, so a HEAD request cannot count as a download.
 */
export const investorRoutes: FastifyPluginAsync<{ services: AppServices; isProduction: boolean }> = async (
  app,
  { services, isProduction },
) => {
  const portal = { config: { access: PORTAL } };
  const records = services.investorRecords;
  /**
   * The caller, reading the entity `?entity=` names (decision 0060): a 400 when malformed (a
   * repeated parameter too), a 404 when they hold no live seeing grant on it; else their own holding.
   */
  const readerOf = async (request: FastifyRequest) => {
    const raw = (request.query as { entity?: unknown }).entity;
    const entity = raw === undefined || typeof raw === "string" ? raw : "";
    return (await services.entities.requestOf(signedInUser(request), entity)).reader;
  };

  // E-delivery consent (investors; a viewer is never asked, and a viewer's POST is a 403).
  const consentPath = EDELIVERY_CONSENT_PATH.replace(/^\/api/, "");
  app.get(consentPath, { ...portal, schema: investorApi.edelivery }, async (request) =>
    records.edeliveryFor(await readerOf(request)),
  );
  app.post(consentPath, { ...portal, schema: investorApi.consent }, async (request) => {
    const { version } = parseOrThrow(edeliveryConsentSchema, request.body);
    return records.consentToEdelivery(await readerOf(request), version, request.ip);
  });

  app.get("/investor/profile", { ...portal, schema: investorApi.profile }, async (request) =>
    records.profileFor(await readerOf(request)),
  );
  app.get("/investor/portfolio", { ...portal, schema: investorApi.portfolio }, async (request) =>
    records.portfolioFor(await readerOf(request)),
  );
  // The fund tabs' holdings: the active investments of the caller's funds (decision 0023).
  app.get("/investor/holdings", { ...portal, schema: investorApi.holdings }, async (request) =>
    services.investments.holdingsFor(await readerOf(request)),
  );
  app.get("/investor/capital-calls", { ...portal, schema: investorApi.capitalCalls }, async (request) =>
    records.capitalCallsFor(await readerOf(request)),
  );
  app.get(
    "/investor/capital-calls/:id/notice",
    { ...portal, exposeHeadRoute: false, schema: investorApi.callNotice },
    async (request, reply) => {
      const id = idParam(request, CAPITAL_CALL_NOT_FOUND);
      return sendAttachment(reply, await records.downloadCapitalCallNotice(await readerOf(request), id, request.ip));
    },
  );
  app.get(
    "/investor/statements/:period",
    { ...portal, exposeHeadRoute: false, schema: investorApi.statement },
    async (request, reply) => {
      const { period } = request.params as { period: string };
      return sendAttachment(reply, await records.downloadStatement(await readerOf(request), period, request.ip));
    },
  );
  // Every account the person may see in one statement (decision 0069); a malformed period is a 400 naming it.
  app.get(
    "/investor/statements/:period/consolidated",
    { ...portal, exposeHeadRoute: false, schema: investorApi.consolidatedStatement },
    async (request, reply) => {
      const { period } = parseOrThrow(statementPeriodParams, request.params);
      return sendAttachment(
        reply,
        await records.downloadConsolidatedStatement(await readerOf(request), period, request.ip),
      );
    },
  );
  app.get("/investor/documents", { ...portal, schema: investorApi.documents }, async (request) =>
    records.documentsFor(await readerOf(request)),
  );
  app.get("/investor/documents/:id", { ...portal, schema: investorApi.document }, async (request) => {
    const document = await records.documentFor(await readerOf(request), idParam(request, DOCUMENT_NOT_FOUND));
    if (!document) throw new AppError("NOT_FOUND", DOCUMENT_NOT_FOUND);
    return document;
  });
  app.get(
    "/investor/documents/:id/download",
    { ...portal, exposeHeadRoute: false, schema: investorApi.downloadDocument },
    async (request, reply) => {
      const id = idParam(request, DOCUMENT_NOT_FOUND);
      return sendAttachment(reply, await records.downloadDocument(await readerOf(request), id, request.ip));
    },
  );

  app.get("/investor/resources", { ...portal, schema: investorApi.resources }, async (request) =>
    records.resourcesFor(await readerOf(request)),
  );
  // Public resources need no sign-in, so the route is public and the check is the service's:
  // a signed-in caller (any role) is read from the session; anyone else sees public resources only.
  app.get(
    "/investor/resources/:id/download",
    { config: { access: "public" }, exposeHeadRoute: false, schema: investorApi.downloadResource },
    async (request, reply) => {
      const id = idParam(request, RESOURCE_NOT_FOUND);
      const session = await services.sessions.authenticate(sessionTokenOf(request, isProduction));
      // An account still to set up its second factor is treated as signed out here (public resources only).
      const user = session && !session.user.twoFactorEnrolmentRequired ? session.user : null;
      const result = await records.downloadResource(user, id, request.ip);
      if ("redirectTo" in result) return reply.header("cache-control", "no-store").redirect(result.redirectTo, 303);
      return sendAttachment(reply, result);
    },
  );
};
