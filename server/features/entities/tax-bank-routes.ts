import type { FastifyPluginAsync } from "fastify";
import { entityTaxBankApi as api } from "#domain/api/entity-tax-bank.ts";
import { ENTITY_NOT_FOUND } from "#domain/entities.ts";
import {
  bankAccountSchema,
  bankChangeTokenSchema,
  taxDetailsSchema,
  taxFormReviewSchema,
  taxFormUploadSchema,
} from "#domain/entity-tax-bank-inputs.ts";
import { PORTAL, STAFF } from "#server/platform/auth/access.ts";
import { sessionTokenOf } from "#server/platform/auth/guard.ts";
import { sendAttachment } from "#server/platform/http/content-disposition.ts";
import { actingUser, idParam, parseOrThrow, signedInUser } from "#server/platform/http/staff-request.ts";
import { readUpload, registerUploads } from "#server/platform/http/uploads.ts";
import type { AppServices } from "#server/registry.ts";

/**
 * An entity's tax details and bank account (decision 0060, slice 5). The portal's routes resolve
 * the caller's live grant on `:id` in the service (404 unseen, 403 by role); the staff's take
 * admins and super admins. The e-mailed link's cancel is public: the link is the proof.
 */
export const taxBankRoutes: FastifyPluginAsync<{ services: AppServices; isProduction: boolean }> = async (
  app,
  { services, isProduction },
) => {
  await registerUploads(app);
  const portal = { config: { access: PORTAL } };
  const staff = { config: { access: STAFF } };
  const taxBank = services.entityTaxBank;
  const entityOf = (request: Parameters<typeof idParam>[0]) => idParam(request, ENTITY_NOT_FOUND);

  app.get("/investor/entities/:id/tax-bank", { ...portal, schema: api.view }, async (request) =>
    taxBank.view(signedInUser(request), entityOf(request)),
  );
  app.put("/investor/entities/:id/tax-details", { ...portal, schema: api.setTaxDetails }, async (request) => {
    const id = entityOf(request);
    const input = parseOrThrow(taxDetailsSchema, request.body);
    return taxBank.setTaxDetails(signedInUser(request), request.ip, id, input);
  });
  app.post("/investor/entities/:id/tax-id/reveal", { ...portal, schema: api.revealTaxId }, async (request, reply) => {
    const answer = await taxBank.revealTaxId(signedInUser(request), request.ip, entityOf(request));
    return reply.header("cache-control", "no-store").send(answer);
  });
  app.post(
    "/investor/entities/:id/tax-form",
    { config: { access: PORTAL, multipart: true }, schema: api.uploadTaxForm },
    async (request) => {
      const id = entityOf(request);
      const { fields, files } = await readUpload(request);
      const { kind } = parseOrThrow(taxFormUploadSchema, fields);
      const file = files.find((f) => f.field === "file");
      return taxBank.uploadTaxForm(signedInUser(request), request.ip, id, kind, file);
    },
  );
  app.get(
    "/investor/entities/:id/tax-form/download",
    { ...portal, exposeHeadRoute: false, schema: api.downloadTaxForm },
    async (request, reply) =>
      sendAttachment(reply, await taxBank.downloadTaxForm(signedInUser(request), request.ip, entityOf(request))),
  );
  app.post(
    "/investor/entities/:id/bank-account",
    { ...portal, schema: api.requestBankChange },
    async (request, reply) => {
      const id = entityOf(request);
      const input = parseOrThrow(bankAccountSchema, request.body);
      return reply.code(201).send(await taxBank.requestBankChange(signedInUser(request), request.ip, id, input));
    },
  );
  app.delete(
    "/investor/entities/:id/bank-account/pending",
    { ...portal, schema: api.cancelBankChange },
    async (request) => taxBank.cancelBankChange(signedInUser(request), request.ip, entityOf(request)),
  );

  app.post("/bank-changes/confirm", { ...portal, schema: api.confirmBankChange }, async (request) => {
    const { token } = parseOrThrow(bankChangeTokenSchema, request.body);
    return taxBank.confirmBankChange(signedInUser(request), request.ip, token);
  });
  app.post(
    "/bank-changes/cancel",
    { config: { access: "public" }, schema: api.cancelBankChangeByLink },
    async (request, reply) => {
      const { token } = parseOrThrow(bankChangeTokenSchema, request.body);
      // A signed-in caller is named in the audit row; anyone else acts by the link alone.
      const session = await services.sessions.authenticate(sessionTokenOf(request, isProduction));
      await taxBank.cancelBankChangeByLink(session?.user ?? null, request.ip, token);
      return reply.code(204).send();
    },
  );

  app.get("/admin/entities/:id/tax-form", { ...staff, schema: api.staffView }, async (request) =>
    taxBank.staffView(entityOf(request)),
  );
  app.put("/admin/entities/:id/tax-form", { ...staff, schema: api.reviewTaxForm }, async (request) => {
    const id = entityOf(request);
    const { status } = parseOrThrow(taxFormReviewSchema, request.body);
    return taxBank.reviewTaxForm(actingUser(request), id, status);
  });
  app.get(
    "/admin/entities/:id/tax-form/download",
    { ...staff, exposeHeadRoute: false, schema: api.staffDownloadTaxForm },
    async (request, reply) =>
      sendAttachment(reply, await taxBank.staffDownloadTaxForm(actingUser(request), entityOf(request))),
  );
};
