import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { articleInputSchema, articleListQuerySchema, articlePageQuerySchema, slugSchema } from "#domain/article.ts";
import { articleSaveQuerySchema } from "#domain/article-revision.ts";
import { isStaff } from "#domain/auth.ts";
import { STAFF } from "#server/platform/auth/access.ts";
import { assertTwoFactorSatisfied, sessionTokenOf } from "#server/platform/auth/guard.ts";
import { AppError, validationError } from "#server/platform/errors.ts";
import { pickEncoding, precompress } from "#server/platform/http/precompressed.ts";
import type { AppServices } from "#server/registry.ts";
import { publisher } from "./article-publishing-routes.ts";
import { actingUser, idParam, parseOrThrow } from "#server/platform/http/staff-request.ts";
import { articleApi } from "#domain/api/articles.ts";

const PUBLIC_LIST_KEY = "api:articles:published";
const NOT_FOUND = "Article not found";

/**
 * Articles: the public list and page (cached), and the staff management calls. The staff calls
 * are also served under /api/news (docs/product.md §Data: one article store), by the same handlers.
 */
export const articleRoutes: FastifyPluginAsync<{ services: AppServices; isProduction: boolean }> = async (
  app,
  { services, isProduction },
) => {
  /** The full list, drafts included: the admin portal's view. */
  const listAll = async (request: FastifyRequest) => {
    const query = articleListQuerySchema.safeParse(request.query);
    if (!query.success) throw validationError(query.error, "Invalid query");
    return services.articles.listAll(
      query.data.published === undefined ? {} : { published: query.data.published === "true" },
    );
  };
  // ?autosave=true: the editor's autosave of a draft (a live article is refused; decision 0032).
  const saveOptions = (request: FastifyRequest) => ({
    autosave: parseOrThrow(articleSaveQuerySchema, request.query, "Invalid query").autosave === "true",
  });
  const create = async (request: FastifyRequest, reply: FastifyReply) => {
    const options = saveOptions(request);
    const input = articleInputSchema.safeParse(request.body);
    if (!input.success) throw validationError(input.error);
    return reply.code(201).send(await services.articles.create(input.data, publisher(request), options));
  };
  const update = async (request: FastifyRequest) => {
    const id = idParam(request, NOT_FOUND);
    const options = saveOptions(request);
    const input = articleInputSchema.safeParse(request.body);
    if (!input.success) throw validationError(input.error);
    return services.articles.update(id, input.data, publisher(request), options);
  };
  const remove = async (request: FastifyRequest, reply: FastifyReply) => {
    await services.articles.delete(idParam(request, NOT_FOUND), actingUser(request));
    return reply.code(204).send();
  };

  // Public with ?published=true (cached); without it, the staff list. The access check runs only
  // for non-public routes, so this one reads the session itself: 401 anonymous, 403 non-staff.
  app.get("/articles", { config: { access: "public" }, schema: articleApi.list }, async (request, reply) => {
    const query = articleListQuerySchema.safeParse(request.query);
    if (!query.success) throw validationError(query.error, "Invalid query");
    if (query.data.published !== "true") {
      const session = await services.sessions.authenticate(sessionTokenOf(request, isProduction));
      if (!session) throw new AppError("UNAUTHENTICATED", "Sign in as staff to list unpublished articles");
      if (!isStaff(session.user.role)) throw new AppError("FORBIDDEN", "You do not have access to this");
      assertTwoFactorSatisfied(session.user);
      request.user = session.user;
      request.sessionId = session.sessionId;
      return listAll(request);
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

  app.get<{ Params: { slug: string } }>(
    "/articles/:slug",
    { config: { access: "public" }, schema: articleApi.bySlug },
    async (request) => {
      const slug = slugSchema.safeParse(request.params.slug);
      const article = slug.success ? await services.articles.getPublishedBySlug(slug.data) : null;
      if (!article) throw new AppError("NOT_FOUND", "Article not found");
      return article;
    },
  );

  const staff = { config: { access: STAFF } };
  app.get("/news", { ...staff, schema: articleApi.news }, listAll);
  // One page of the staff list (decision 0039), beside the full list above; a static path, so
  // it wins over /articles/:slug.
  app.get("/articles/page", { ...staff, schema: articleApi.page }, async (request) => {
    const { cursor, limit, sort, dir, status, q } = parseOrThrow(
      articlePageQuerySchema,
      request.query,
      "Invalid query",
    );
    return services.articles.listPage({ status, q }, { cursor, limit, sort, dir });
  });
  for (const [base, writes] of [
    ["/articles", articleApi.articles],
    ["/news", articleApi.newsWrites],
  ] as const) {
    app.post(base, { ...staff, schema: writes.create }, create);
    app.put(`${base}/:id`, { ...staff, schema: writes.update }, update);
    app.delete(`${base}/:id`, { ...staff, schema: writes.remove }, remove);
  }
};
