import type { FastifyPluginAsync } from "fastify";
import { subscriptionReviewApi as api } from "#domain/api/subscription-review.ts";
import {
  accreditationDecisionSchema,
  accreditationValiditySchema,
  declineSchema,
  revisionRequestSchema,
  subscriptionPageQuerySchema,
} from "#domain/subscription-review.ts";
import { STAFF, SUPER_ADMIN } from "#server/platform/auth/access.ts";
import { actingUser, idParam, parseOrThrow } from "#server/platform/http/staff-request.ts";
import type { AppServices } from "#server/registry.ts";
import { ACCREDITATION_NOT_FOUND } from "./accreditations.ts";
import { SUBSCRIPTION_NOT_FOUND } from "./review.ts";

/**
 * Staff review of subscriptions (issue 25 §4, decision 0065): staff only (admins and super admins);
 * the validity of verifications is a super admin's setting. Every write is audited; a move the
 * state does not allow, or an approval KYC or accreditation does not allow, is a 409 naming why.
 * Countersign and execute are the signing slice's routes (contracts.md).
 */
export const subscriptionReviewRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const staff = { config: { access: STAFF } };
  const review = services.subscriptionReview;
  const accreditations = services.accreditations;
  const idOf = (request: Parameters<typeof idParam>[0]) => idParam(request, SUBSCRIPTION_NOT_FOUND);

  // Static paths: matched before /admin/subscriptions/:id.
  app.get("/admin/subscriptions", { ...staff, schema: api.page }, async (request) => {
    const { cursor, limit, sort, dir, ...filter } = parseOrThrow(
      subscriptionPageQuerySchema,
      request.query,
      "Invalid query",
    );
    const [page, counts, offerings] = await Promise.all([
      review.listPage(filter, { cursor, limit, sort, dir }),
      review.countByStatus({ offering: filter.offering, q: filter.q }),
      review.offeringOptions(),
    ]);
    return { page, counts, offerings };
  });
  app.get("/admin/subscriptions/:id", { ...staff, schema: api.get }, async (request) => review.get(idOf(request)));
  app.post("/admin/subscriptions/:id/revision", { ...staff, schema: api.revision }, async (request) => {
    const id = idOf(request);
    return review.requestRevision(id, parseOrThrow(revisionRequestSchema, request.body), actingUser(request));
  });
  app.post("/admin/subscriptions/:id/approve", { ...staff, schema: api.approve }, async (request) =>
    review.approve(idOf(request), actingUser(request)),
  );
  app.post("/admin/subscriptions/:id/decline", { ...staff, schema: api.decline }, async (request) => {
    const id = idOf(request);
    const { reason } = parseOrThrow(declineSchema, request.body);
    return review.decline(id, reason, actingUser(request));
  });
  app.post("/admin/subscriptions/:id/screenings", { ...staff, schema: api.screen }, async (request) =>
    review.screen(idOf(request), actingUser(request)),
  );

  app.post("/admin/accreditations/:id/decision", { ...staff, schema: api.decideAccreditation }, async (request) => {
    const id = idParam(request, ACCREDITATION_NOT_FOUND);
    return accreditations.decide(id, parseOrThrow(accreditationDecisionSchema, request.body), actingUser(request));
  });

  app.get("/admin/settings/accreditation-validity", { ...staff, schema: api.validity }, async () => ({
    days: await accreditations.validDays(),
  }));
  app.put(
    "/admin/settings/accreditation-validity",
    { config: { access: SUPER_ADMIN }, schema: api.updateValidity },
    async (request) => {
      const { days } = parseOrThrow(accreditationValiditySchema, request.body);
      return accreditations.setValidDays(days, actingUser(request));
    },
  );
};
