import { and, desc, eq, ilike, or } from "drizzle-orm";
import type { Article, ArticleInput, ArticleSummary } from "../../domain/article.ts";
import { slugSchema } from "../../domain/article.ts";
import type { Database } from "../db/client.ts";
import { containsPattern } from "../db/contains-pattern.ts";
import { articles } from "../db/schema/articles.ts";
import { AppError, isUniqueViolation } from "../errors.ts";
import type { AuditService } from "./audit.ts";
import type { ResponseCache } from "./response-cache.ts";
import { auditTrail, type ActingUser } from "./staff-write.ts";

const summaryColumns = {
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

type Row = { createdAt: Date; updatedAt?: Date };
const iso = <T extends Row>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  ...(row.updatedAt ? { updatedAt: row.updatedAt.toISOString() } : {}),
});

const SLUG_TAKEN = "That slug is already used by another article";
const notFound = () => new AppError("NOT_FOUND", "Article not found");

/** A duplicate slug (the only unique column) as a 409 naming the field. */
function slugConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError("CONFLICT", SLUG_TAKEN, { fieldErrors: { slug: [SLUG_TAKEN] } });
  throw error;
}

export function createArticleService(db: Database, cache: ResponseCache, auditService: AuditService) {
  const audit = auditTrail(auditService, "article");
  /** Every write ends here, after its commit, so /news, /, the article page, sitemap and RSS show it at once. */
  const invalidatePublic = () => cache.invalidate();
  const label = (title: string) => `"${title.slice(0, 200)}"`;

  return {
    /**
     * Published articles, newest first: the public list (GET /api/articles?published=true), or
     * those whose title, description or body contains `search` (any case; /news?q=).
     */
    async listPublished(options: { search?: string } = {}): Promise<ArticleSummary[]> {
      const pattern = options.search ? containsPattern(options.search) : null;
      const rows = await db
        .select(summaryColumns)
        .from(articles)
        .where(
          and(
            eq(articles.published, true),
            pattern
              ? or(
                  ilike(articles.title, pattern),
                  ilike(articles.description, pattern),
                  ilike(articles.content, pattern),
                )
              : undefined,
          ),
        )
        .orderBy(desc(articles.createdAt), desc(articles.id));
      return rows.map(iso);
    },

    /** The newest published articles with their bodies, for the RSS feed. */
    async listFeed(limit: number): Promise<Array<ArticleSummary & { content: string }>> {
      const rows = await db
        .select({ ...summaryColumns, content: articles.content })
        .from(articles)
        .where(eq(articles.published, true))
        .orderBy(desc(articles.createdAt), desc(articles.id))
        .limit(limit);
      return rows.map(iso);
    },

    /**
     * One published article; drafts are invisible to the public, exactly like missing ones. The
     * slug matches whatever its case (stored slugs are lowercase, so the unique index still
     * serves): the caller compares the article's slug with the one asked for to redirect.
     */
    async getPublishedBySlug(slug: string): Promise<Article | null> {
      const lowercase = slug.toLowerCase();
      // Not a slug (a NUL byte would even fail the query): missing, like any unknown address.
      if (!slugSchema.safeParse(lowercase).success) return null;
      const [row] = await db
        .select()
        .from(articles)
        .where(and(eq(articles.slug, lowercase), eq(articles.published, true)))
        .limit(1);
      return row ? (iso(row) as Article) : null;
    },

    /** Called after every article write so cached public pages and lists are rebuilt. */
    invalidatePublic,

    /** Staff list: every article, drafts included, newest first (optionally only one status). */
    async listAll(filter: { published?: boolean } = {}): Promise<Article[]> {
      const rows = await db
        .select()
        .from(articles)
        .where(filter.published === undefined ? undefined : eq(articles.published, filter.published))
        .orderBy(desc(articles.createdAt), desc(articles.id));
      return rows.map((row) => iso(row) as Article);
    },

    async getById(id: number): Promise<Article | null> {
      const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
      return row ? (iso(row) as Article) : null;
    },

    async create(input: ArticleInput, by: ActingUser): Promise<Article> {
      const row = await db
        .transaction(async (tx) => {
          const [created] = await tx.insert(articles).values(input).returning();
          await audit(tx, by, {
            action: "article.created",
            entityId: created.id,
            summary: `Created ${created.published ? "and published " : "the draft "}article ${label(created.title)}`,
          });
          return created;
        })
        .catch(slugConflict);
      invalidatePublic();
      return iso(row) as Article;
    },

    async update(id: number, input: ArticleInput, by: ActingUser): Promise<Article> {
      const row = await db
        .transaction(async (tx) => {
          const [before] = await tx
            .select({ published: articles.published })
            .from(articles)
            .where(eq(articles.id, id))
            .for("update");
          if (!before) throw notFound();
          const [updated] = await tx.update(articles).set(input).where(eq(articles.id, id)).returning();
          const change =
            before.published === updated.published ? "Updated" : updated.published ? "Published" : "Unpublished";
          await audit(tx, by, {
            action: "article.updated",
            entityId: id,
            summary: `${change} article ${label(updated.title)}`,
            details: { published: updated.published, featured: updated.featured, slug: updated.slug },
          });
          return updated;
        })
        .catch(slugConflict);
      invalidatePublic();
      return iso(row) as Article;
    },

    async delete(id: number, by: ActingUser): Promise<void> {
      await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(articles).where(eq(articles.id, id)).returning();
        if (!deleted) throw notFound();
        await audit(tx, by, {
          action: "article.deleted",
          entityId: id,
          summary: `Deleted article ${label(deleted.title)}`,
          details: { slug: deleted.slug },
        });
      });
      invalidatePublic();
    },
  };
}
