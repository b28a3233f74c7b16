// The articles' column sets, orders and filters (staff and public), shared by their use cases and the search tests.
import { and, eq, getTableColumns, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Article, ArticleListItem, ArticleSummary, PublishedSummary } from "#domain/article.ts";
import type { ArticleStatus } from "#domain/article-status.ts";
import { containsPattern } from "#server/platform/db/contains-pattern.ts";
import { articles } from "#server/platform/db/schema/articles.ts";
import { AppError, isUniqueViolation } from "#server/platform/errors.ts";
import { exactTime, type SortKey } from "#server/platform/keyset.ts";

export const summaryColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  description: articles.description,
  category: articles.category,
  imageUrl: articles.imageUrl,
  featured: articles.featured,
  readingMinutes: articles.readingMinutes,
  createdAt: articles.createdAt,
};

/** What the public may read of one article: never the workflow's names and comments. */
export const publicColumns = {
  ...summaryColumns,
  content: articles.content,
  published: articles.published,
  updatedAt: articles.updatedAt,
  metaTitle: articles.metaTitle,
  metaDescription: articles.metaDescription,
  socialImageUrl: articles.socialImageUrl,
  firstPublishedAt: articles.firstPublishedAt,
};

/** Dates as ISO strings (JSON and the loaders' data carry strings). */
export const iso = <T extends object>(row: T) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])) as {
    [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
  };
export const isArticle = eq(articles.kind, "article");

/*
 * The paged lists (decision 0039). Their conditions are written as SQL literals, not parameters,
 * so the planner matches them to the partial indexes of migration content_list_indexes.
 */
export const ARTICLES_ONLY = sql`${articles.kind} = 'article'`;
export const PUBLIC_ARTICLES = sql`${articles.published} and ${articles.kind} = 'article'`;
/**
 * When an article first went public: the public lists' order. Articles published before the
 * workflow recorded it have no date, and their creation stands in (the seed sets both alike).
 */
export const PUBLISHED_AT = sql`coalesce(${articles.firstPublishedAt}, ${articles.createdAt})`;
/** Featured articles lead every public list, as 1 before 0 (a descending order needs one direction). */
export const FEATURED_RANK = sql`(${articles.featured})::int`;
/** A public list's columns: the summary and when the article went public. */
export const publishedSummaryColumns = { ...summaryColumns, publishedAt: PUBLISHED_AT.mapWith(articles.createdAt) };
export const LOWER_TITLE = sql`lower(${articles.title})`;

// A staff list row: every column but the body (up to 50,000 characters an article), and the
// exact values the cursor keeps.
const { content: _body, ...listColumns } = getTableColumns(articles);
export const STAFF_ROW = {
  ...listColumns,
  exactCreatedAt: exactTime(articles.createdAt),
  exactUpdatedAt: exactTime(articles.updatedAt),
  sortTitle: sql<string>`${LOWER_TITLE}`,
};
export type StaffRow = Omit<typeof articles.$inferSelect, "content"> & {
  exactCreatedAt: string;
  exactUpdatedAt: string;
  sortTitle: string;
};
export const staffId: SortKey<StaffRow> = { expr: sql`${articles.id}`, kind: "integer", value: (row) => row.id };
export const staffCreated: SortKey<StaffRow> = {
  expr: sql`${articles.createdAt}`,
  kind: "timestamp",
  value: (row) => row.exactCreatedAt,
};
export const STAFF_ORDERS: Record<string, Array<SortKey<StaffRow>>> = {
  created: [staffCreated, staffId],
  updated: [{ expr: sql`${articles.updatedAt}`, kind: "timestamp", value: (row) => row.exactUpdatedAt }, staffId],
  title: [{ expr: LOWER_TITLE, kind: "text", value: (row) => row.sortTitle }, staffId],
};
export const toListItem = ({
  exactCreatedAt: _c,
  exactUpdatedAt: _u,
  sortTitle: _t,
  approvedBy: _a,
  scheduledBy: _s,
  ...row
}: StaffRow) => iso(row) as unknown as ArticleListItem;

/** The staff list's filters: a status, and a search in the title and slug. */
export interface ArticleFilter {
  status?: ArticleStatus;
  q?: string;
}
export function staffFilter({ status, q }: ArticleFilter): SQL | undefined {
  const pattern = q ? containsPattern(q) : undefined;
  return and(
    ARTICLES_ONLY,
    status ? eq(articles.status, status) : undefined,
    pattern ? or(ilike(articles.title, pattern), ilike(articles.slug, pattern)) : undefined,
  );
}

export const PUBLIC_ROW = {
  ...summaryColumns,
  exactPublishedAt: exactTime(PUBLISHED_AT),
  featuredRank: sql<number>`${FEATURED_RANK}`,
};
export type PublicRow = ArticleSummary extends infer S
  ? Omit<S, "createdAt"> & { createdAt: Date; exactPublishedAt: string; featuredRank: number }
  : never;
export const PUBLIC_ORDER: Array<SortKey<PublicRow>> = [
  { expr: FEATURED_RANK, kind: "integer", value: (row) => row.featuredRank },
  { expr: PUBLISHED_AT, kind: "timestamp", value: (row) => row.exactPublishedAt },
  { expr: sql`${articles.id}`, kind: "integer", value: (row) => row.id },
];
/** A published article on a public list, with the date it went public. */
export type PublicListItem = PublishedSummary;
export const toPublicItem = ({ exactPublishedAt, featuredRank: _f, ...row }: PublicRow): PublicListItem => ({
  ...iso(row),
  publishedAt: new Date(exactPublishedAt).toISOString(),
});

/** The public list's filters: a category, and a search in the title, description and body. */
export interface PublicArticleFilter {
  category?: string;
  q?: string;
}
export function publicFilter({ category, q }: PublicArticleFilter): SQL {
  const pattern = q ? containsPattern(q) : undefined;
  return and(
    PUBLIC_ARTICLES,
    category ? eq(articles.category, category) : undefined,
    pattern
      ? or(ilike(articles.title, pattern), ilike(articles.description, pattern), ilike(articles.content, pattern))
      : undefined,
  )!;
}
/** A stored row as staff read it (the workflow's calls answer with it too). */
// Who scheduled or approved it stays in the row (the records and the audit log say it): not in the answer.
export const staffView = ({ approvedBy: _approved, scheduledBy: _scheduled, ...row }: typeof articles.$inferSelect) =>
  iso(row) as unknown as Article;

export const SLUG_TAKEN = "That slug is already used by another article";
export const notFound = () => new AppError("NOT_FOUND", "Article not found");

/** An autosave (the editor's, of a draft) or a restore; a plain save passes nothing. */
export interface SaveOptions {
  autosave?: boolean;
  /** The revision number whose values this save puts back (decision 0032). */
  restoredFrom?: number;
}

/** A live article is never autosaved: that would change the public page while someone types. */
export function assertDraft(live: boolean) {
  if (live) throw new AppError("CONFLICT", "A published article is not autosaved: save it to change the live page");
}

/** A duplicate slug (the only unique column) as a 409 naming the field. */
export function slugConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError("CONFLICT", SLUG_TAKEN, { fieldErrors: { slug: [SLUG_TAKEN] } });
  throw error;
}
