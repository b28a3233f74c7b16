// The articles' operations (public list and page, staff management, editor, publishing workflow).
import * as z from "zod/mini";
import {
  articleInputSchema,
  articleListQuerySchema,
  articlePageQuerySchema,
  type Article,
  type ArticleListItem,
  type PublicArticle,
  type PublishedSummary,
} from "#domain/article.ts";
import {
  articlePreviewSchema,
  articleSaveQuerySchema,
  type ArticlePreview,
  type ArticleRevision,
  type ArticleRevisionSummary,
} from "#domain/article-revision.ts";
import { ARTICLE_KINDS, ARTICLE_STATUSES } from "#domain/article-status.ts";
import {
  approvalSettingSchema,
  returnInputSchema,
  scheduleInputSchema,
  snapshotListQuerySchema,
  submitInputSchema,
} from "#domain/publishing-inputs.ts";
import {
  SNAPSHOT_END_REASONS,
  SNAPSHOT_REASONS,
  type ArticleSnapshot,
  type ArticleSnapshotSummary,
} from "#domain/publishing.ts";
import {
  describing,
  fileAnswer,
  idParams,
  idString,
  isoString,
  noContent,
  nullableString,
  operation,
  pageOf,
} from "./contract.ts";

const summaryShape = {
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  imageUrl: nullableString,
  featured: z.boolean(),
  readingMinutes: z.number(),
  createdAt: isoString,
};

export const publishedSummarySchema = describing<PublishedSummary>()(
  z.object({ ...summaryShape, publishedAt: isoString }),
).register(z.globalRegistry, { id: "PublishedArticleSummary" });

const publicShape = {
  ...summaryShape,
  content: z.string(),
  published: z.boolean(),
  updatedAt: isoString,
  metaTitle: nullableString,
  metaDescription: nullableString,
  socialImageUrl: nullableString,
  firstPublishedAt: nullableString,
};
export const publicArticleSchema = describing<PublicArticle>()(z.object(publicShape)).register(z.globalRegistry, {
  id: "PublicArticle",
});

const { content: _content, ...listShape } = {
  ...publicShape,
  status: z.enum(ARTICLE_STATUSES),
  kind: z.enum(ARTICLE_KINDS),
  publishAt: nullableString,
  lastPublishedAt: nullableString,
  submittedBy: nullableString,
  reviewComment: nullableString,
};
export const articleListItemSchema = describing<ArticleListItem>()(z.object(listShape)).register(z.globalRegistry, {
  id: "ArticleListItem",
});
export const articleSchema = describing<Article>()(z.object({ ...listShape, content: z.string() })).register(
  z.globalRegistry,
  { id: "Article" },
);

const revisionFields = z.object({
  title: z.string(),
  slug: z.string(),
  category: z.string(),
  description: z.string(),
  content: z.string(),
  imageUrl: nullableString,
  published: z.boolean(),
  featured: z.boolean(),
  metaTitle: nullableString,
  metaDescription: nullableString,
  socialImageUrl: nullableString,
});
const revisionSummaryShape = {
  number: z.number(),
  kind: z.enum(["created", "updated", "autosave", "restored"]),
  author: nullableString,
  savedAt: isoString,
  changedFields: z.array(z.keyof(revisionFields)),
  restoredFrom: z.nullable(z.number()),
};
export const revisionSummarySchema = describing<ArticleRevisionSummary>()(z.object(revisionSummaryShape));
export const revisionSchema = describing<ArticleRevision>()(
  z.object({ ...revisionSummaryShape, articleId: z.number(), fields: revisionFields }),
).register(z.globalRegistry, { id: "ArticleRevision" });
export const restoreResultSchema = z.union([
  z.object({ applied: z.literal(true), article: articleSchema, revision: z.number() }),
  z.object({ applied: z.literal(false), fields: revisionFields, revision: z.number() }),
]);
export const previewSchema = describing<ArticlePreview>()(z.object({ html: z.string(), readingMinutes: z.number() }));

const snapshotImage = z.object({ url: z.string(), sha256: nullableString, note: nullableString });
const snapshotSummaryShape = {
  id: z.number(),
  articleId: z.number(),
  kind: z.enum(ARTICLE_KINDS),
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  image: z.nullable(snapshotImage),
  socialImage: snapshotImage,
  reason: z.enum(SNAPSHOT_REASONS),
  approvedBy: nullableString,
  publishedBy: z.string(),
  wentLiveAt: isoString,
  endedAt: nullableString,
  endReason: z.nullable(z.enum(SNAPSHOT_END_REASONS)),
  contentSha256: z.string(),
};
export const snapshotSummarySchema = describing<ArticleSnapshotSummary>()(z.object(snapshotSummaryShape)).register(
  z.globalRegistry,
  { id: "PublicationRecordSummary" },
);
export const snapshotSchema = describing<ArticleSnapshot>()(
  z.object({ ...snapshotSummaryShape, bodyHtml: z.string() }),
).register(z.globalRegistry, { id: "PublicationRecord" });
export const approvalSettingAnswer = z.object({ required: z.boolean() });

const tags = ["Articles"];
const publishing = ["Publishing"];
const revisionParams = z.object({ id: idString, number: idString });

/** The staff writes, served under /api/articles and /api/news alike (one operation id each). */
const writes = (base: "Article" | "News") => ({
  create: operation({
    operationId: `create${base}`,
    summary: "Create an article (a draft unless published is true)",
    tags,
    querystring: articleSaveQuerySchema,
    body: articleInputSchema,
    response: { 201: articleSchema },
  }),
  update: operation({
    operationId: `update${base}`,
    summary: "Save an article (?autosave=true: the editor's autosave of a draft)",
    tags,
    params: idParams,
    querystring: articleSaveQuerySchema,
    body: articleInputSchema,
    response: { 200: articleSchema },
  }),
  remove: operation({
    operationId: `delete${base}`,
    summary: "Delete an article",
    tags,
    params: idParams,
    response: { 204: noContent },
  }),
});

export const articleApi = {
  list: operation({
    operationId: "listArticles",
    summary: "Published articles (?published=true, public and cached); without it, every article (staff)",
    tags,
    querystring: articleListQuerySchema,
    response: { 200: z.union([z.array(publishedSummarySchema), z.array(articleSchema)]) },
  }),
  bySlug: operation({
    operationId: "getPublishedArticle",
    summary: "A published article by its slug",
    tags,
    params: z.object({ slug: z.string() }),
    response: { 200: publicArticleSchema },
  }),
  news: operation({
    operationId: "listNews",
    summary: "Every article, drafts included",
    tags,
    querystring: articleListQuerySchema,
    response: { 200: z.array(articleSchema) },
  }),
  page: operation({
    operationId: "listArticlesPage",
    summary: "One page of the staff article list",
    tags,
    querystring: articlePageQuerySchema,
    response: { 200: pageOf(articleListItemSchema) },
  }),
  articles: writes("Article"),
  newsWrites: writes("News"),
  preview: operation({
    operationId: "previewArticle",
    summary: "Render an article's Markdown as the public page would",
    tags,
    body: articlePreviewSchema,
    response: { 200: previewSchema },
  }),
  revisions: operation({
    operationId: "listArticleRevisions",
    summary: "An article's revisions, newest first",
    tags,
    params: idParams,
    response: { 200: z.array(revisionSummarySchema) },
  }),
  revision: operation({
    operationId: "getArticleRevision",
    summary: "One revision of an article",
    tags,
    params: revisionParams,
    response: { 200: revisionSchema },
  }),
  restore: operation({
    operationId: "restoreArticleRevision",
    summary: "Restore a revision (a draft at once; a live article gets the values back to review)",
    tags,
    params: revisionParams,
    response: { 200: restoreResultSchema },
  }),
};

const move = (operationId: string, summary: string) =>
  operation({ operationId, summary, tags: publishing, params: idParams, response: { 200: articleSchema } });
/** A move that takes a body: its schema's type is kept, so the client's body is typed by it. */
const moveWith = <B extends z.ZodMiniType>(operationId: string, summary: string, body: B) =>
  operation({ operationId, summary, tags: publishing, params: idParams, body, response: { 200: articleSchema } });

export const publishingApi = {
  settings: operation({
    operationId: "getPublishingSettings",
    summary: "Whether publishing needs a super admin's approval",
    tags: publishing,
    response: { 200: approvalSettingAnswer },
  }),
  updateSettings: operation({
    operationId: "updatePublishingSettings",
    summary: "Require (or stop requiring) a super admin's approval to publish",
    tags: publishing,
    body: approvalSettingSchema,
    response: { 200: approvalSettingAnswer },
  }),
  publish: move("publishArticle", "Publish an article now"),
  schedule: moveWith("scheduleArticle", "Schedule an article's publication", scheduleInputSchema),
  unpublish: move("unpublishArticle", "Take an article off the site"),
  submit: moveWith("submitArticle", "Submit an article for approval", submitInputSchema),
  approve: move("approveArticle", "Approve (and publish or schedule) a submitted article"),
  returnToDraft: moveWith("returnArticle", "Return a submitted article to its author", returnInputSchema),
  records: operation({
    operationId: "listPublicationRecords",
    summary: "Records of what the public saw, newest first",
    tags: publishing,
    querystring: snapshotListQuerySchema,
    response: { 200: z.array(snapshotSummarySchema) },
  }),
  record: operation({
    operationId: "getPublicationRecord",
    summary: "One publication record with its body",
    tags: publishing,
    params: idParams,
    response: { 200: snapshotSchema },
  }),
  exportRecord: operation({
    operationId: "exportPublicationRecord",
    summary: "A publication record as a JSON file with its SHA-256 (audited)",
    tags: publishing,
    params: idParams,
    response: { 200: fileAnswer("The record file (attachment)", "application/json") },
  }),
};
