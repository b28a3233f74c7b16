// Read published articles and site pages: the public lists, categories, the feed, one article or page, the sitemap's pages.
import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { PublicArticle, PublishedSummary } from "#domain/article.ts";
import { slugSchema } from "#domain/article.ts";
import type { Page } from "#domain/paging.ts";
import type { SitePageSlug } from "#domain/site-pages.ts";
import type { Database } from "#server/platform/db/client.ts";
import { containsPattern } from "#server/platform/db/contains-pattern.ts";
import { articles } from "#server/platform/db/schema/articles.ts";
import { keysetPage, type PageRequest } from "#server/platform/keyset.ts";
import {
  publicColumns,
  iso,
  isArticle,
  PUBLIC_ARTICLES,
  PUBLISHED_AT,
  publishedSummaryColumns,
  PUBLIC_ROW,
  type PublicRow,
  PUBLIC_ORDER,
  type PublicListItem,
  toPublicItem,
  type PublicArticleFilter,
  publicFilter,
} from "./article-queries.ts";

export function readPublishedArticles(db: Database) {
  return {
    /**
     * Published articles, newest first (by when they first went public): the public list (GET /api/articles?published=true), or
     * those whose title, description or body contains `search` (any case; /news?q=), at most
     * `limit` (the home page's teaser, the fund pages, the portal's latest news).
     */
    async listPublished(options: { search?: string; limit?: number } = {}): Promise<PublishedSummary[]> {
      const pattern = options.search ? containsPattern(options.search) : null;
      const query = db
        .select(publishedSummaryColumns)
        .from(articles)
        .where(
          and(
            PUBLIC_ARTICLES,
            pattern
              ? or(
                  ilike(articles.title, pattern),
                  ilike(articles.description, pattern),
                  ilike(articles.content, pattern),
                )
              : undefined,
          ),
        )
        .orderBy(desc(PUBLISHED_AT), desc(articles.id))
        .$dynamic();
      // The portal's latest news needs a few rows, not every article ever published.
      const rows = await (options.limit === undefined ? query : query.limit(options.limit));
      return rows.map(iso);
    },

    /**
     * One page of the public /news (decision 0039): featured articles first, then by when each
     * first went public, newest first; optionally one category and a search.
     */
    async listPublishedPage(filter: PublicArticleFilter, request: PageRequest): Promise<Page<PublicListItem>> {
      const where = publicFilter(filter);
      const page = await keysetPage<PublicRow>({
        request: { ...request, sort: "published", dir: "desc" },
        orders: { published: PUBLIC_ORDER },
        defaultSort: "published",
        defaultDir: "desc",
        fetch: (after, orderBy, limit) =>
          db
            .select(PUBLIC_ROW)
            .from(articles)
            .where(and(where, after))
            .orderBy(...orderBy)
            .limit(limit) as Promise<PublicRow[]>,
        count: async () => (await db.select({ n: count() }).from(articles).where(where))[0].n,
      });
      return { ...page, items: page.items.map(toPublicItem) };
    },

    /** The categories that have published articles (matching the search), for /news's filters. */
    async publishedCategories(q?: string): Promise<string[]> {
      if (!q) {
        // One probe of the category index per category (a "loose index scan"), rather than reading
        // every published article's entry to find the few distinct values (decision 0039, plan 2d).
        const rows = await db.execute<{ category: string }>(sql`
          with recursive found(category) as (
            (select ${articles.category} from ${articles} where ${PUBLIC_ARTICLES} order by 1 limit 1)
            union all
            select (select ${articles.category} from ${articles}
                    where ${PUBLIC_ARTICLES} and ${articles.category} > found.category order by 1 limit 1)
            from found where found.category is not null
          )
          select category from found where category is not null`);
        return rows.rows.map((row) => row.category);
      }
      const rows = await db
        .selectDistinct({ category: articles.category })
        .from(articles)
        .where(publicFilter({ q }))
        .orderBy(articles.category);
      return rows.map((row) => row.category);
    },

    /** The newest published articles with their bodies, for the RSS feed. */
    async listFeed(limit: number): Promise<Array<PublishedSummary & { content: string }>> {
      const rows = await db
        .select({ ...publishedSummaryColumns, content: articles.content })
        .from(articles)
        .where(PUBLIC_ARTICLES)
        .orderBy(desc(PUBLISHED_AT), desc(articles.id))
        .limit(limit);
      return rows.map(iso);
    },

    /**
     * One published article; drafts are invisible to the public, exactly like missing ones. The
     * slug matches whatever its case (stored slugs are lowercase, so the unique index still
     * serves): the caller compares the article's slug with the one asked for to redirect.
     */
    async getPublishedBySlug(slug: string): Promise<PublicArticle | null> {
      const lowercase = slug.toLowerCase();
      // Not a slug (a NUL byte would even fail the query): missing, like any unknown address.
      if (!slugSchema.safeParse(lowercase).success) return null;
      const [row] = await db
        .select(publicColumns)
        .from(articles)
        .where(and(eq(articles.slug, lowercase), eq(articles.published, true), isArticle))
        .limit(1);
      return row ? iso(row) : null;
    },

    /** A published site page (/privacy-policy, ...); null while it is not public. */
    async getPublishedPage(slug: SitePageSlug): Promise<PublicArticle | null> {
      const [row] = await db
        .select(publicColumns)
        .from(articles)
        .where(and(eq(articles.slug, slug), eq(articles.published, true), eq(articles.kind, "page")))
        .limit(1);
      return row ? iso(row) : null;
    },

    /** The published site pages, for the sitemap. */
    async listPublishedPages(): Promise<Array<{ slug: string; updatedAt: string }>> {
      const rows = await db
        .select({ slug: articles.slug, updatedAt: articles.updatedAt })
        .from(articles)
        .where(and(eq(articles.published, true), eq(articles.kind, "page")))
        .orderBy(articles.slug);
      return rows.map(iso);
    },
  };
}
