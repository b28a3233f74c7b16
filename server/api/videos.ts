import type { FastifyPluginAsync } from "fastify";
import { videoInputSchema } from "../../domain/video.ts";
import { STAFF } from "../auth/access.ts";
import type { AppServices } from "../services/registry.ts";
import { actingUser, idParam, parseOrThrow } from "./staff-request.ts";

const NOT_FOUND = "Video not found";

export const videoRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const staff = { config: { access: STAFF } };

  app.get("/videos", staff, async () => services.videos.list());

  app.post("/videos", staff, async (request, reply) => {
    const input = parseOrThrow(videoInputSchema, request.body);
    return reply.code(201).send(await services.videos.create(input, actingUser(request)));
  });

  app.put("/videos/:id", staff, async (request) => {
    const id = idParam(request, NOT_FOUND);
    const input = parseOrThrow(videoInputSchema, request.body);
    return services.videos.update(id, input, actingUser(request));
  });

  app.delete("/videos/:id", staff, async (request, reply) => {
    await services.videos.delete(idParam(request, NOT_FOUND), actingUser(request));
    return reply.code(204).send();
  });
};
