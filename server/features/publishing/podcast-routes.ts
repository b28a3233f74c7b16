import type { FastifyPluginAsync } from "fastify";
import { MAX_EPISODE_BYTES, podcastEpisodeFieldsSchema } from "#domain/podcast.ts";
import { STAFF } from "#server/platform/auth/access.ts";
import { sendRangedMedia } from "#server/platform/http/ranged-media.ts";
import type { AppServices } from "#server/registry.ts";
import { AUDIO_FIELD, EPISODE_NOT_FOUND } from "#server/features/publishing/podcasts.ts";
import { actingUser, idParam, parseOrThrow } from "#server/platform/http/staff-request.ts";
import { readUpload, registerUploads } from "#server/platform/http/uploads.ts";
import { podcastApi } from "#domain/api/content.ts";

/**
 * Podcast episodes: staff list, create, update (multipart: the text fields and an `audio` file,
 * optional on update) and delete; anyone may fetch an episode's audio, since the feeds that name it
 * are public and podcast apps fetch enclosures without a session (decision 0034).
 */
export const podcastRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const limits = { maxFileBytes: MAX_EPISODE_BYTES };
  await registerUploads(app, limits);
  const staff = { config: { access: STAFF } };
  const upload = { config: { access: STAFF, multipart: true } };
  const podcasts = services.podcasts;

  const readEpisode = async (request: Parameters<typeof readUpload>[0]) => {
    const { fields, files } = await readUpload(request, limits);
    const input = parseOrThrow(podcastEpisodeFieldsSchema, fields);
    return { input, file: files.find((f) => f.field === AUDIO_FIELD) };
  };

  app.get("/podcast-episodes", { ...staff, schema: podcastApi.list }, async () => podcasts.list());

  app.post("/podcast-episodes", { ...upload, schema: podcastApi.create }, async (request, reply) => {
    const { input, file } = await readEpisode(request);
    return reply.code(201).send(await podcasts.create(input, file, actingUser(request)));
  });

  app.put("/podcast-episodes/:id", { ...upload, schema: podcastApi.update }, async (request) => {
    const id = idParam(request, EPISODE_NOT_FOUND);
    const { input, file } = await readEpisode(request);
    return podcasts.update(id, input, file, actingUser(request));
  });

  app.delete("/podcast-episodes/:id", { ...staff, schema: podcastApi.remove }, async (request, reply) => {
    await podcasts.delete(idParam(request, EPISODE_NOT_FOUND), actingUser(request));
    return reply.code(204).send();
  });

  // The extension is for podcast apps that judge an enclosure by its URL; the type comes from the row.
  app.get(
    "/podcast-episodes/:id/audio.:ext",
    { config: { access: "public" }, schema: podcastApi.audio },
    async (request, reply) => {
      const media = await podcasts.audio(idParam(request, EPISODE_NOT_FOUND));
      // Players on other sites (podcast web apps) may load the file; the default policy is same-origin.
      reply.header("cross-origin-resource-policy", "cross-origin");
      return sendRangedMedia(request, reply, media, "public, max-age=300");
    },
  );
};
