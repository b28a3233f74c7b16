import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { questionnaireApi as api } from "#domain/api/subscription-questionnaire.ts";
import {
  accreditationSchema,
  evidenceSchema,
  readySchema,
  saveSectionSchema,
  startSubscriptionSchema,
  SUBSCRIPTION_NOT_FOUND,
} from "#domain/subscription-questionnaire.ts";
import { PORTAL } from "#server/platform/auth/access.ts";
import { idParam, parseOrThrow, signedInUser } from "#server/platform/http/staff-request.ts";
import { readUpload, registerUploads } from "#server/platform/http/uploads.ts";
import type { AppServices } from "#server/registry.ts";

/**
 * The investor's questionnaire (decision 0065). Portal users only; the service reads the caller's
 * live grant on the subscription's entity each time (404 unseen, 403 by role: viewers read,
 * delegates fill in, signatories also withdraw).
 */
export const questionnaireRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  await registerUploads(app);
  const portal = { config: { access: PORTAL } };
  const q = services.subscriptionQuestionnaire;
  const idOf = (request: FastifyRequest) => idParam(request, SUBSCRIPTION_NOT_FOUND);

  app.get("/subscriptions", { ...portal, schema: api.list }, async (request) => q.list(signedInUser(request)));
  app.post("/subscriptions", { ...portal, schema: api.start }, async (request, reply) => {
    const input = parseOrThrow(startSubscriptionSchema, request.body);
    return reply.code(201).send(await q.start(signedInUser(request), request.ip, input));
  });
  app.get("/subscriptions/:id", { ...portal, schema: api.view }, async (request, reply) =>
    reply.header("cache-control", "no-store").send(await q.view(signedInUser(request), idOf(request))),
  );
  app.put("/subscriptions/:id/answers/:section", { ...portal, schema: api.saveSection }, async (request) => {
    const id = idOf(request);
    const input = parseOrThrow(saveSectionSchema, request.body);
    return q.saveSection(signedInUser(request), id, (request.params as { section: string }).section, input);
  });
  app.post("/subscriptions/:id/ready", { ...portal, schema: api.ready }, async (request) => {
    const id = idOf(request);
    const { answersVersion } = parseOrThrow(readySchema, request.body);
    return q.readyToSign(signedInUser(request), id, answersVersion);
  });
  app.post("/subscriptions/:id/withdraw", { ...portal, schema: api.withdraw }, async (request) =>
    q.withdraw(signedInUser(request), request.ip, idOf(request)),
  );
  app.post("/subscriptions/:id/accreditation", { ...portal, schema: api.accreditation }, async (request, reply) => {
    const id = idOf(request);
    const input = parseOrThrow(accreditationSchema, request.body);
    return reply.code(201).send(await q.submitAccreditation(signedInUser(request), request.ip, id, input));
  });
  app.post(
    "/subscriptions/:id/accreditation/evidence",
    { config: { access: PORTAL, multipart: true }, schema: api.evidence },
    async (request, reply) => {
      const id = idOf(request);
      const { fields, files } = await readUpload(request);
      const { method, letterDate } = parseOrThrow(evidenceSchema, fields);
      const file = files.find((f) => f.field === "file");
      const input = { method, letterDate: letterDate || undefined, file };
      return reply.code(201).send(await q.submitAccreditation(signedInUser(request), request.ip, id, input));
    },
  );
};
