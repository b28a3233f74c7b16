import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { PORTAL } from "../auth/access.ts";
import { AppError } from "../errors.ts";
import type { AppServices } from "../services/registry.ts";
import { idParam } from "./staff-request.ts";

const NOT_FOUND = "Document not found";

/** The signed-in portal user (the access check has set it on every PORTAL route). */
function portalUser(request: FastifyRequest) {
  if (!request.user) throw new AppError("UNAUTHENTICATED", "Sign in to continue");
  return request.user;
}

/**
 * The investor portal's own records (investors and viewers): each read is scoped to the caller,
 * and another investor's document answers 404 like a missing one.
 */
export const investorRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const portal = { config: { access: PORTAL } };
  const records = services.investorRecords;

  app.get("/investor/portfolio", portal, async (request) => records.portfolioFor(portalUser(request)));
  app.get("/investor/capital-calls", portal, async (request) => records.capitalCallsFor(portalUser(request)));
  app.get("/investor/documents", portal, async (request) => records.documentsFor(portalUser(request)));
  app.get("/investor/documents/:id", portal, async (request) => {
    const document = await records.documentFor(portalUser(request), idParam(request, NOT_FOUND));
    if (!document) throw new AppError("NOT_FOUND", NOT_FOUND);
    return document;
  });
};
