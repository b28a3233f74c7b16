import type { FastifyPluginAsync } from "fastify";
import {
  bulkPreviewSchema,
  bulkUploadSchema,
  documentPageQuerySchema,
  documentRecipientQuerySchema,
  documentUploadSchema,
  pendingK1Schema,
} from "#domain/documents.ts";
import { consentQuerySchema } from "#domain/edelivery.ts";
import { STAFF } from "#server/platform/auth/access.ts";
import { AppError } from "#server/platform/errors.ts";
import { sendAttachment } from "#server/platform/http/content-disposition.ts";
import type { AppServices } from "#server/registry.ts";
import { STAFF_DOCUMENT_NOT_FOUND } from "#server/features/documents/document-files.ts";
import { actingUser, idParam, parseOrThrow } from "#server/platform/http/staff-request.ts";
import { readUpload, registerUploads } from "#server/platform/http/uploads.ts";
import { documentApi } from "#domain/api/documents.ts";

/** A second id in the path (`:versionId`), a 404 otherwise. */
function versionParam(params: unknown) {
  const raw = (params as { versionId?: string }).versionId ?? "";
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= 2_147_483_647)) throw new AppError("NOT_FOUND", "Version not found");
  return id;
}

/**
 * Staff document delivery (admin and super admin): upload for an investor or a fund, announce a
 * pending K-1, replace a file, bulk upload by member ID, delivery evidence, earlier versions.
 * Uploads are multipart/form-data (only these routes take it; see server/platform/http/uploads.ts).
 */
export const documentRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  await registerUploads(app);
  const staff = { config: { access: STAFF } };
  const upload = { config: { access: STAFF, multipart: true } };
  const documents = services.staffDocuments;

  app.get("/documents", { ...staff, schema: documentApi.list }, async () => documents.list());
  app.get("/documents/recipients", { ...staff, schema: documentApi.recipients }, async (request) => {
    const { q, ...page } = parseOrThrow(documentRecipientQuerySchema, request.query, "Invalid query");
    return documents.recipients({ q }, page);
  });
  // A page of the list, searched and filtered (decision 0040); /documents above answers them all.
  app.get("/documents/page", { ...staff, schema: documentApi.page }, async (request) => {
    const { q, type, fund, ...page } = parseOrThrow(documentPageQuerySchema, request.query, "Invalid query");
    return documents.listPage({ q, type, fund }, page);
  });

  app.post("/documents", { ...upload, schema: documentApi.upload }, async (request, reply) => {
    const { fields, files } = await readUpload(request);
    const input = parseOrThrow(documentUploadSchema, fields);
    const file = files.find((f) => f.field === "file");
    return reply.code(201).send(await documents.upload(input, file, actingUser(request)));
  });

  app.post("/documents/pending", { ...staff, schema: documentApi.pending }, async (request, reply) => {
    const input = parseOrThrow(pendingK1Schema, request.body);
    return reply.code(201).send(await documents.announceK1(input, actingUser(request)));
  });

  app.post("/documents/bulk/preview", { ...staff, schema: documentApi.bulkPreview }, async (request) => {
    const { fileNames } = parseOrThrow(bulkPreviewSchema, request.body);
    return documents.preview(fileNames);
  });

  app.post("/documents/bulk", { ...upload, schema: documentApi.bulk }, async (request, reply) => {
    const { fields, files } = await readUpload(request);
    const input = parseOrThrow(bulkUploadSchema, fields);
    const result = await documents.bulkPublish(
      input,
      files.filter((f) => f.field === "files"),
      actingUser(request),
    );
    return reply.code(201).send(result);
  });

  app.post("/documents/:id/file", { ...upload, schema: documentApi.replaceFile }, async (request) => {
    const id = idParam(request, STAFF_DOCUMENT_NOT_FOUND);
    const { files } = await readUpload(request);
    return documents.replaceFile(
      id,
      files.find((f) => f.field === "file"),
      actingUser(request),
    );
  });

  app.delete("/documents/:id", { ...staff, schema: documentApi.remove }, async (request, reply) => {
    await documents.delete(idParam(request, STAFF_DOCUMENT_NOT_FOUND), actingUser(request));
    return reply.code(204).send();
  });

  // Who accepted e-delivery, and who must get documents on paper (docs/product.md §E-delivery).
  app.get("/documents/consents", { ...staff, schema: documentApi.consents }, async (request) => {
    const { consent } = parseOrThrow(consentQuerySchema, request.query, "Invalid query");
    return services.deliveryChannels.consents(consent);
  });
  app.get("/documents/:id/paper", { ...staff, schema: documentApi.paper }, async (request) =>
    services.deliveryChannels.paperRecipients(idParam(request, STAFF_DOCUMENT_NOT_FOUND)),
  );
  app.get("/documents/:id/unopened", { ...staff, schema: documentApi.unopened }, async (request) =>
    documents.unopened(idParam(request, STAFF_DOCUMENT_NOT_FOUND)),
  );
  app.get("/documents/:id/versions", { ...staff, schema: documentApi.versions }, async (request) =>
    documents.versions(idParam(request, STAFF_DOCUMENT_NOT_FOUND)),
  );
  app.get(
    "/documents/:id/download",
    { ...staff, exposeHeadRoute: false, schema: documentApi.download },
    async (request, reply) =>
      sendAttachment(reply, await documents.download(idParam(request, STAFF_DOCUMENT_NOT_FOUND))),
  );
  app.get(
    "/documents/:id/versions/:versionId/download",
    { ...staff, exposeHeadRoute: false, schema: documentApi.downloadVersion },
    async (request, reply) => {
      const id = idParam(request, STAFF_DOCUMENT_NOT_FOUND);
      return sendAttachment(reply, await documents.downloadVersion(id, versionParam(request.params)));
    },
  );
};
