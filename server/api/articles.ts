import type { FastifyPluginAsync } from "fastify";
import { articleListQuerySchema, slugSchema } from "../../domain/article.ts";
import { AppError, validationError } from "../errors.ts";
import { pickEncoding, precompress } from "../http/precompressed.ts";
import type { AppServices } from "../services/registry.ts";

const PUBLIC_LIST_KEY = "api:articles:published";

export const articleRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  app.get("/articles", { config: { access: "public" } }, async (request, reply) => {
    const query = articleListQuerySchema.safeParse(request.query);
    if (!query.success) throw validationError(query.error, "Invalid query");
    if (query.data.published !== "true") {
      // The full list, drafts included, is the staff view (admin portal).
      throw new AppError("UNAUTHENTICATED", "Sign in as staff to list unpublished articles");
    }
    let cached = services.cache.get(PUBLIC_LIST_KEY);
    if (!cached) {
      const generation = services.cache.currentGeneration();
      const variants = precompress(Buffer.from(JSON.stringify(await services.articles.listPublished())));
      cached = { status: 200, headers: {}, body: variants.identity, encoded: variants, expiresAt: 0 };
      services.cache.set(PUBLIC_LIST_KEY, cached, generation);
    }
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    reply
      .header("cache-control", "public, max-age=0, s-maxage=60")
      .header("vary", "Accept-Encoding")
      .type("application/json; charset=utf-8");
    if (encoding !== "identity" && cached.encoded) {
      return reply.header("content-encoding", encoding).send(cached.encoded[encoding]);
    }
    return reply.send(cached.body);
  });

  app.get<{ Params: { slug: string } }>("/articles/:slug", { config: { access: "public" } }, async (request) => {
    const slug = slugSchema.safeParse(request.params.slug);
    const article = slug.success ? await services.articles.getPublishedBySlug(slug.data) : null;
    if (!article) throw new AppError("NOT_FOUND", "Article not found");
    return article;
  });
};
