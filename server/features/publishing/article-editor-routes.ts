import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  articlePreviewSchema,
  readingMinutes,
  revisionNumberSchema,
  type ArticlePreview,
  type RestoreResult,
} from "#domain/article-revision.ts";
import { articleInputSchema } from "#domain/article.ts";
import { STAFF } from "#server/platform/auth/access.ts";
import { mediaIdsIn } from "#domain/media-urls.ts";
import { renderMarkdown } from "#server/features/publishing/markdown.ts";
import { AppError } from "#server/platform/errors.ts";
import type { AppServices } from "#server/registry.ts";
import { publisher } from "./article-publishing-routes.ts";
import { idParam, parseOrThrow } from "#server/platform/http/staff-request.ts";
import { articleApi } from "#domain/api/articles.ts";

const NOT_FOUND = "Article not found";
const REVISION_NOT_FOUND = "Revision not found";
/** The preview's body: a whole article (50,000 characters of content) with room to spare. */
const PREVIEW_BODY_LIMIT = 256 * 1024;

/**
 * The article editor's calls (decision 0032): the live preview, rendered by the function the
 * public article page uses, and each article's revisions, listed, read and restored.
 */
export const articleEditorRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const staff = { config: { access: STAFF } };

  app.post(
    "/admin/articles/preview",
    { ...staff, bodyLimit: PREVIEW_BODY_LIMIT, schema: articleApi.preview },
    async (request) => {
      const input = parseOrThrow(articlePreviewSchema, request.body);
      const preview: ArticlePreview = {
        // Library images get their srcset here as on the public page.
        html: renderMarkdown(input.content, await services.media.dimensions(mediaIdsIn(input.content))).html,
        readingMinutes: readingMinutes(input.content),
      };
      return preview;
    },
  );

  const revisionNumber = (request: FastifyRequest) => {
    const parsed = revisionNumberSchema.safeParse((request.params as { number?: string }).number);
    if (!parsed.success) throw new AppError("NOT_FOUND", REVISION_NOT_FOUND);
    return parsed.data;
  };

  // A deleted article's revisions are still listed: its history outlives it.
  app.get("/admin/articles/:id/revisions", { ...staff, schema: articleApi.revisions }, async (request) =>
    services.articleRevisions.list(idParam(request, NOT_FOUND)),
  );

  app.get("/admin/articles/:id/revisions/:number", { ...staff, schema: articleApi.revision }, async (request) => {
    const revision = await services.articleRevisions.get(idParam(request, NOT_FOUND), revisionNumber(request));
    if (!revision) throw new AppError("NOT_FOUND", REVISION_NOT_FOUND);
    return revision;
  });

  // A draft takes the revision's values at once (a new revision, still a draft); a live article is
  // left as it is and the values go back to the editor, to be reviewed and saved there.
  app.post(
    "/admin/articles/:id/revisions/:number/restore",
    { ...staff, schema: articleApi.restore },
    async (request): Promise<RestoreResult> => {
      const id = idParam(request, NOT_FOUND);
      const number = revisionNumber(request);
      const revision = await services.articleRevisions.get(id, number);
      if (!revision) throw new AppError("NOT_FOUND", REVISION_NOT_FOUND);
      const article = await services.articles.getById(id);
      if (!article) throw new AppError("NOT_FOUND", NOT_FOUND);
      if (article.published) return { applied: false, fields: revision.fields, revision: number };
      // Checked again: the rules may have changed since (a category retired, say).
      const input = parseOrThrow(articleInputSchema, { ...revision.fields, published: false });
      const restored = await services.articles.update(id, input, publisher(request), { restoredFrom: number });
      return { applied: true, article: restored, revision: number };
    },
  );
};
