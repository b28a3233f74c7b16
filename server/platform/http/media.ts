import type { FastifyInstance } from "fastify";
import type { AppServices } from "#server/registry.ts";

/** The address never changes what it serves: the image's hash is in it, a new image gets a new id. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The media library's renditions, public (they are marketing images: article covers and the
 * images in articles) at /media/<id>-<hash8>/<file> (docs/decisions/0033-media-library.md).
 */
export function registerMediaFiles(app: FastifyInstance, services: AppServices) {
  app.get("/media/:asset/:file", async (request, reply) => {
    const { asset, file } = request.params as { asset: string; file: string };
    const address = /^([1-9]\d{0,9})-([0-9a-f]{8})$/.exec(asset);
    const found =
      address && /^(?:\d{1,4}\.(?:webp|jpg|png)|og\.jpg)$/.test(file)
        ? await services.media.rendition(Number(address[1]), address[2], file)
        : null;
    if (!found) {
      return reply.code(404).header("Cache-Control", "no-store").type("text/plain; charset=utf-8").send("Not found");
    }
    reply
      .header("Cache-Control", IMMUTABLE)
      .header("ETag", found.etag)
      .header("X-Content-Type-Options", "nosniff")
      .type(found.contentType);
    if (request.headers["if-none-match"] === found.etag) return reply.code(304).send();
    return reply.header("Content-Length", found.bytes.length).send(found.bytes);
  });
}
