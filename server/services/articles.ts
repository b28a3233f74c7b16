import { and, desc, eq } from "drizzle-orm";
import type { Article, ArticleSummary } from "../../domain/article.ts";
import type { Database } from "../db/client.ts";
import { articles } from "../db/schema/articles.ts";
import type { ResponseCache } from "./response-cache.ts";

const summaryColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  description: articles.description,
  category: articles.category,
  imageUrl: articles.imageUrl,
  featured: articles.featured,
  createdAt: articles.createdAt,
};

type Row = { createdAt: Date; updatedAt?: Date };
const iso = <T extends Row>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  ...(row.updatedAt ? { updatedAt: row.updatedAt.toISOString() } : {}),
});

export function createArticleService(db: Database, cache: ResponseCache) {
  return {
    /** Published articles, newest first: the public list of spec section 7. */
    async listPublished(): Promise<ArticleSummary[]> {
      const rows = await db
        .select(summaryColumns)
        .from(articles)
        .where(eq(articles.published, true))
        .orderBy(desc(articles.createdAt), desc(articles.id));
      return rows.map(iso);
    },

    /** One published article; drafts are invisible to the public, exactly like missing ones. */
    async getPublishedBySlug(slug: string): Promise<Article | null> {
      const [row] = await db
        .select()
        .from(articles)
        .where(and(eq(articles.slug, slug), eq(articles.published, true)))
        .limit(1);
      return row ? (iso(row) as Article) : null;
    },

    /** Called after every article write so cached public pages and lists are rebuilt. */
    invalidatePublic() {
      cache.invalidate();
    },
  };
}
