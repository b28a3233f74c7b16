import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { MAX_VIDEO_BYTES, videoDetailsSchema, videoInputSchema, videoPageQuerySchema } from "#domain/video.ts";
import { STAFF } from "#server/platform/auth/access.ts";
import { AppError } from "#server/platform/errors.ts";
import { sendRangedMedia } from "#server/platform/http/ranged-media.ts";
import type { AppServices } from "#server/registry.ts";
import { VIDEO_FILE_FIELD, VIDEO_NOT_FOUND, type VideoSource } from "#server/features/publishing/videos.ts";
import { actingUser, idParam, parseOrThrow } from "#server/platform/http/staff-request.ts";
import { readUpload, registerUploads } from "#server/platform/http/uploads.ts";
import { videoApi } from "#domain/api/content.ts";

const limits = { maxFileBytes: MAX_VIDEO_BYTES };

/**
 * A create or update body: JSON (an embedded player: details, duration and embedUrl, as before
 * decision 0034) or multipart/form-data (the details and a `file`, or an embedUrl and duration
 * instead; on update, neither keeps the file the video has).
 */
async function readVideo(request: FastifyRequest) {
  if (!request.isMultipart()) {
    const { duration, embedUrl, ...details } = parseOrThrow(videoInputSchema, request.body);
    return { details, source: { embed: { duration, embedUrl } } as VideoSource };
  }
  const { fields, files } = await readUpload(request, limits);
  const file = files.find((f) => f.field === VIDEO_FILE_FIELD);
  if (file) return { details: parseOrThrow(videoDetailsSchema, fields), source: { file } as VideoSource };
  if (!fields.embedUrl && request.method === "PUT") {
    return { details: parseOrThrow(videoDetailsSchema, fields), source: { keepFile: true } as VideoSource };
  }
  const { duration, embedUrl, ...details } = parseOrThrow(videoInputSchema, fields);
  return { details, source: { embed: { duration, embedUrl } } as VideoSource };
}

export const videoRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  await registerUploads(app, limits);
  const staff = { config: { access: STAFF } };
  const write = { config: { access: STAFF, multipart: true } };

  app.get("/videos", { ...staff, schema: videoApi.list }, async () => services.videos.list());

  // One page of the list (decision 0039), beside the full list above.
  app.get("/videos/page", { ...staff, schema: videoApi.page }, async (request) => {
    const { cursor, limit, sort, dir, q } = parseOrThrow(videoPageQuerySchema, request.query, "Invalid query");
    return services.videos.listPage({ q }, { cursor, limit, sort, dir });
  });

  app.post("/videos", { ...write, schema: videoApi.create }, async (request, reply) => {
    const { details, source } = await readVideo(request);
    // readVideo answers "keep the file" only to a PUT: a new video has none.
    if ("keepFile" in source) throw new AppError("VALIDATION", "Give an embed URL or choose a video file: embedUrl");
    return reply.code(201).send(await services.videos.create(details, source, actingUser(request)));
  });

  app.put("/videos/:id", { ...write, schema: videoApi.update }, async (request) => {
    const id = idParam(request, VIDEO_NOT_FOUND);
    const { details, source } = await readVideo(request);
    return services.videos.update(id, details, source, actingUser(request));
  });

  app.delete("/videos/:id", { ...staff, schema: videoApi.remove }, async (request, reply) => {
    await services.videos.delete(idParam(request, VIDEO_NOT_FOUND), actingUser(request));
    return reply.code(204).send();
  });

  // Videos play in the investor portal and the admin screens: any signed-in account may watch.
  app.get(
    "/videos/:id/file.:ext",
    { config: { access: "signed-in" }, schema: videoApi.file },
    async (request, reply) => {
      const media = await services.videos.file(idParam(request, VIDEO_NOT_FOUND));
      return sendRangedMedia(request, reply, media, "private, max-age=300");
    },
  );
};
