import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { kycApi as api } from "#domain/api/kyc.ts";
import { matchDecisionSchema, riskRatingSchema } from "#domain/kyc.ts";
import { STAFF_ENTITY_NOT_FOUND } from "#domain/staff-entities.ts";
import { STAFF } from "#server/platform/auth/access.ts";
import { invalidFields } from "#server/platform/errors.ts";
import { actingUser, idParam, parseOrThrow } from "#server/platform/http/staff-request.ts";
import { readUpload, registerUploads } from "#server/platform/http/uploads.ts";
import type { AppServices } from "#server/registry.ts";
import { KYC_MATCH_NOT_FOUND } from "./screening.ts";

/** The match of /admin/entities/:id/kyc/matches/:matchId; anything but an id is a 404. */
const matchIdOf = (request: FastifyRequest) =>
  idParam({ params: { id: (request.params as { matchId?: string }).matchId } } as FastifyRequest, KYC_MATCH_NOT_FOUND);

/**
 * KYC sanctions screening (issue 25 §4, decision 0064): staff only (admins and super admins), as
 * the entities they manage. Every write is audited; an entity's writes answer with its KYC.
 */
export const kycRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  await registerUploads(app);
  const staff = { config: { access: STAFF } };
  const kyc = services.kyc;
  const entityOf = (request: FastifyRequest) => idParam(request, STAFF_ENTITY_NOT_FOUND);

  app.get("/admin/kyc/list", { ...staff, schema: api.currentList }, async () => kyc.currentList());
  app.post(
    "/admin/kyc/list",
    { config: { access: STAFF, multipart: true }, schema: api.importList },
    async (request, reply) => {
      const { files } = await readUpload(request);
      const file = files.find((f) => f.field === "file");
      if (!file) throw invalidFields({ file: ["Choose the SDN.CSV file to import"] });
      const decode = (bytes: Uint8Array) => new TextDecoder("utf-8").decode(bytes);
      const alt = files.find((f) => f.field === "alt");
      const list = await kyc.importList(
        actingUser(request),
        { name: file.fileName, text: decode(file.bytes) },
        alt ? { name: alt.fileName, text: decode(alt.bytes) } : undefined,
      );
      return reply.code(201).send(list);
    },
  );

  app.get("/admin/entities/:id/kyc", { ...staff, schema: api.view }, async (request) => kyc.view(entityOf(request)));
  app.post("/admin/entities/:id/kyc/screenings", { ...staff, schema: api.screen }, async (request) =>
    kyc.screen(actingUser(request), entityOf(request)),
  );
  app.put("/admin/entities/:id/kyc/matches/:matchId", { ...staff, schema: api.decide }, async (request) => {
    const entityId = entityOf(request);
    const matchId = matchIdOf(request);
    const input = parseOrThrow(matchDecisionSchema, request.body);
    return kyc.decide(actingUser(request), entityId, matchId, input);
  });
  app.put("/admin/entities/:id/kyc/risk-rating", { ...staff, schema: api.setRiskRating }, async (request) => {
    const entityId = entityOf(request);
    const { riskRating } = parseOrThrow(riskRatingSchema, request.body);
    return kyc.setRiskRating(actingUser(request), entityId, riskRating);
  });
};
