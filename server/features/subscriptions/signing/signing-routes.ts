import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { subscriptionSigningApi as api } from "#domain/api/subscription-signing.ts";
import { PORTAL, STAFF } from "#server/platform/auth/access.ts";
import { attachmentDisposition, sendAttachment } from "#server/platform/http/content-disposition.ts";
import { actingUser, idParam, signedInUser } from "#server/platform/http/staff-request.ts";
import type { AppServices } from "#server/registry.ts";
import { userAgentOf, type RequestEvidence } from "./sign-evidence.ts";
import { SUBSCRIPTION_NOT_FOUND } from "./subscription-record.ts";

/** The request's evidence for a signature: the client's address as the app determines it (decision 0045). */
const evidenceOf = (request: FastifyRequest): RequestEvidence => ({
  ip: request.ip,
  userAgent: userAgentOf(request.headers["user-agent"]),
  sessionId: request.sessionId,
});

/**
 * Signing a subscription (issue 25 §3) and its countersignature and execution (§4). In the portal
 * each call reads the caller's live role on the subscription's entity now: 404 without one, 403
 * when the role may not sign. Staff reach every subscription.
 */
export const subscriptionSigningRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const signing = services.subscriptionSigning;
  const anyone = { config: { access: "signed-in" as const } };
  const portal = { config: { access: PORTAL } };
  const staff = { config: { access: STAFF } };
  const id = (request: FastifyRequest) => idParam(request, SUBSCRIPTION_NOT_FOUND);

  app.get(
    "/subscriptions/:id/document",
    { ...anyone, exposeHeadRoute: false, schema: api.document },
    async (request, reply) => {
      const { pdf, sha256, name } = await signing.document(id(request), signedInUser(request));
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", attachmentDisposition(name, "application/pdf").replace(/^attachment/, "inline"))
        .header("cache-control", "no-store")
        .header("x-document-sha256", sha256)
        .send(pdf);
    },
  );
  app.post("/subscriptions/:id/signatures", { ...portal, schema: api.sign }, async (request, reply) => {
    const receipt = await signing.sign(id(request), signedInUser(request), request.body, evidenceOf(request));
    return reply.code(201).send(receipt);
  });
  app.get(
    "/subscriptions/:id/executed.pdf",
    { ...portal, exposeHeadRoute: false, schema: api.executedPdf },
    async (request, reply) => sendAttachment(reply, await signing.executedPdf(id(request), signedInUser(request))),
  );

  app.post("/admin/subscriptions/countersign", { ...staff, schema: api.countersignMany }, async (request) => ({
    results: await signing.countersignMany(signedInUser(request), request.body, evidenceOf(request)),
  }));
  app.post("/admin/subscriptions/:id/countersign", { ...staff, schema: api.countersign }, async (request) =>
    signing.countersign(id(request), signedInUser(request), request.body, evidenceOf(request)),
  );
  app.post("/admin/subscriptions/:id/execute", { ...staff, schema: api.execute }, async (request) =>
    signing.execute(id(request), actingUser(request)),
  );
  app.get(
    "/admin/subscriptions/:id/executed.pdf",
    { ...staff, exposeHeadRoute: false, schema: api.staffExecutedPdf },
    async (request, reply) => sendAttachment(reply, await signing.executedPdf(id(request), signedInUser(request))),
  );
};
