import type { FastifyPluginAsync } from "fastify";
import { mediaAltSchema } from "#domain/media.ts";
import { STAFF } from "#server/platform/auth/access.ts";
import { AppError, invalidFields } from "#server/platform/errors.ts";
import type { AppServices } from "#server/registry.ts";
import { actingUser, idParam, parseOrThrow } from "#server/platform/http/staff-request.ts";
import { readUpload, registerUploads } from "#server/platform/http/uploads.ts";
import { mediaApi } from "#domain/api/content.ts";

const NOT_FOUND = "Image not found";

/**
 * The media library (staff): list, upload (multipart: `file` and `alt`), change the alt text,
 * delete one no page uses. The images themselves are public at /media/… (server/http/media.ts).
 */
export const mediaRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  await registerUploads(app);
  const staff = { config: { access: STAFF } };
  const upload = { config: { access: STAFF, multipart: true } };

  app.get("/media", { ...staff, schema: mediaApi.list }, async () => services.media.list());

  app.get("/media/:id", { ...staff, schema: mediaApi.get }, async (request) =>
    services.media.get(idParam(request, NOT_FOUND)),
  );

  app.post("/media", { ...upload, schema: mediaApi.upload }, async (request, reply) => {
    if (!request.isMultipart()) {
      throw new AppError(
        "UNSUPPORTED_MEDIA_TYPE",
        "Send the image as multipart/form-data with a file and its alt text",
      );
    }
    const { fields, files } = await readUpload(request);
    // The alt text first: a missing description is refused before any image work.
    const { alt } = parseOrThrow(mediaAltSchema, { alt: fields.alt });
    const images = files.filter((f) => f.field === "file");
    if (images.length !== 1) throw invalidFields({ file: ["Choose one image file to upload"] });
    const asset = await services.media.upload(images[0], alt, actingUser(request));
    return reply.code(201).send(asset);
  });

  app.patch("/media/:id", { ...staff, schema: mediaApi.updateAlt }, async (request) => {
    const id = idParam(request, NOT_FOUND);
    const { alt } = parseOrThrow(mediaAltSchema, request.body);
    return services.media.updateAlt(id, alt, actingUser(request));
  });

  app.delete("/media/:id", { ...staff, schema: mediaApi.remove }, async (request, reply) => {
    await services.media.delete(idParam(request, NOT_FOUND), actingUser(request));
    return reply.code(204).send();
  });
};
