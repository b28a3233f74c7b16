import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { offeringApi } from "#domain/api/offerings.ts";
import { offeringCreateSchema, offeringInvitationSchema, offeringUpdateSchema } from "#domain/offering-inputs.ts";
import { STAFF } from "#server/platform/auth/access.ts";
import { AppError } from "#server/platform/errors.ts";
import { actingUser, idParam, parseOrThrow } from "#server/platform/http/staff-request.ts";
import { readUpload, registerUploads } from "#server/platform/http/uploads.ts";
import type { AppServices } from "#server/registry.ts";

const NOT_FOUND = "Offering not found";

/** The `:documentId` of a path as a database id; anything else is a 404. */
export function documentParam(request: FastifyRequest): number {
  const raw = (request.params as { documentId?: string }).documentId ?? "";
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= 2_147_483_647)) throw new AppError("NOT_FOUND", "Document not found");
  return id;
}

/**
 * Offerings for staff (issue 25 §2): list, create, edit and move along, the data room's PDFs
 * (multipart, only the upload route takes it), invitations and Form D. Every write is audited.
 */
export const offeringRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  await registerUploads(app);
  const staff = { config: { access: STAFF } };
  const upload = { config: { access: STAFF, multipart: true } };
  const { offerings } = services;

  app.get("/admin/offerings", { ...staff, schema: offeringApi.list }, async () => offerings.list());

  app.post("/admin/offerings", { ...staff, schema: offeringApi.create }, async (request, reply) => {
    const input = parseOrThrow(offeringCreateSchema, request.body);
    return reply.code(201).send(await offerings.create(input, actingUser(request)));
  });

  app.get("/admin/offerings/:id", { ...staff, schema: offeringApi.get }, async (request) =>
    offerings.get(idParam(request, NOT_FOUND)),
  );

  app.patch("/admin/offerings/:id", { ...staff, schema: offeringApi.update }, async (request) => {
    const id = idParam(request, NOT_FOUND);
    return offerings.update(id, parseOrThrow(offeringUpdateSchema, request.body), actingUser(request));
  });

  app.post("/admin/offerings/:id/documents", { ...upload, schema: offeringApi.addDocument }, async (request, reply) => {
    const id = idParam(request, NOT_FOUND);
    const { fields, files } = await readUpload(request);
    const file = files.find((f) => f.field === "file");
    return reply.code(201).send(await offerings.addDocument(id, fields, file, actingUser(request)));
  });

  app.delete(
    "/admin/offerings/:id/documents/:documentId",
    { ...staff, schema: offeringApi.removeDocument },
    async (request, reply) => {
      await offerings.removeDocument(idParam(request, NOT_FOUND), documentParam(request), actingUser(request));
      return reply.code(204).send();
    },
  );

  app.post("/admin/offerings/:id/invitations", { ...staff, schema: offeringApi.invite }, async (request, reply) => {
    const id = idParam(request, NOT_FOUND);
    const input = parseOrThrow(offeringInvitationSchema, request.body);
    return reply.code(201).send(await offerings.invite(id, input, actingUser(request)));
  });

  app.post("/admin/offerings/:id/form-d", { ...staff, schema: offeringApi.formDFiled }, async (request) =>
    offerings.markFormDFiled(idParam(request, NOT_FOUND), actingUser(request)),
  );
};
