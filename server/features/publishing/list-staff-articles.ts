// List articles for staff: site pages, the list and its pages, the dashboard's counts, one article in any state.
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Article, ArticleListItem } from "#domain/article.ts";
import type { Page } from "#domain/paging.ts";
import type { Database } from "#server/platform/db/client.ts";
import { articles } from "#server/platform/db/schema/articles.ts";
import { keysetPage, type PageRequest } from "#server/platform/keyset.ts";
import {
  isArticle,
  ARTICLES_ONLY,
  PUBLIC_ARTICLES,
  STAFF_ROW,
  type StaffRow,
  STAFF_ORDERS,
  toListItem,
  type ArticleFilter,
  staffFilter,
  staffView,
} from "./article-queries.ts";

export function listStaffArticles(db: Database) {
  return {
    /** Staff: the site pages in every state. */
    async listPages(): Promise<Article[]> {
      const rows = await db.select().from(articles).where(eq(articles.kind, "page")).orderBy(articles.slug);
      return rows.map(staffView);
    },

    /** Staff list: every article (not the site pages), drafts included, newest first (optionally published or not). */
    async listAll(filter: { published?: boolean } = {}): Promise<Article[]> {
      const rows = await db
        .select()
        .from(articles)
        .where(and(isArticle, filter.published === undefined ? undefined : eq(articles.published, filter.published)))
        .orderBy(desc(articles.createdAt), desc(articles.id));
      return rows.map(staffView);
    },

    /** One page of the staff list (decision 0039): searched, filtered and sorted, never reading the bodies. */
    async listPage(filter: ArticleFilter, request: PageRequest): Promise<Page<ArticleListItem>> {
      const where = staffFilter(filter);
      const page = await keysetPage<StaffRow>({
        request,
        orders: STAFF_ORDERS,
        defaultSort: "created",
        defaultDir: "desc",
        fetch: (after, orderBy, limit) =>
          db
            .select(STAFF_ROW)
            .from(articles)
            .where(and(where, after))
            .orderBy(...orderBy)
            .limit(limit) as Promise<StaffRow[]>,
        count: async () => (await db.select({ n: count() }).from(articles).where(where))[0].n,
      });
      return { ...page, items: page.items.map(toListItem) };
    },

    /** How many articles there are, published and featured (/admin-dashboard's cards), counted by the database. */
    async counts(): Promise<{ total: number; published: number; featured: number }> {
      // Three counts, each answered from its own partial index without reading the table.
      const of = (where: SQL) => sql<number>`(select count(*) from ${articles} where ${where})`.mapWith(Number);
      const [row] = await db
        .select({
          total: of(ARTICLES_ONLY),
          published: of(PUBLIC_ARTICLES),
          featured: of(sql`${articles.featured} and ${articles.kind} = 'article'`),
        })
        .from(sql`(select 1) as one`);
      return row;
    },

    /** Staff: an article or a site page in any state (the preview, the publishing panel). */
    async getById(id: number): Promise<Article | null> {
      const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
      return row ? staffView(row) : null;
    },
  };
}
