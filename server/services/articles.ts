// Over 300 lines: the article service's reads and writes; the split by use case belongs to the publishing feature folder (issue 23).
import { and, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from "drizzle-orm";
import type {
  Article,
  ArticleInput,
  ArticleListItem,
  ArticleSummary,
  PublicArticle,
  PublishedSummary,
} from "#domain/article.ts";
import { slugSchema } from "#domain/article.ts";
import type { ArticleStatus } from "#domain/article-status.ts";
import type { Page } from "#domain/paging.ts";
import type { SitePageSlug } from "#domain/site-pages.ts";
import type { Database } from "#server/db/client.ts";
import { containsPattern } from "#server/db/contains-pattern.ts";
import { articles } from "#server/db/schema/articles.ts";
import { AppError, isUniqueViolation } from "#server/errors.ts";
import type { SnapshotStore } from "#server/publishing/snapshots.ts";
import type { ArticlePublishingService, Publisher } from "./article-publishing.ts";
import type { AuditService } from "./audit.ts";
import { recordRevision } from "./article-revisions.ts";
import type { PublicCache } from "./public-cache.ts";
import { exactTime, keysetPage, type PageRequest, type SortKey } from "./keyset.ts";
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

/** What the public may read of one article: never the workflow's names and comments. */
const publicColumns = {
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
const iso = <T extends object>(row: T) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])) as {
    [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
  };
const isArticle = eq(articles.kind, "article");

/*
 * The paged lists (decision 0039). Their conditions are written as SQL literals, not parameters,
 * so the planner matches them to the partial indexes of migration content_list_indexes.
 */
const ARTICLES_ONLY = sql`${articles.kind} = 'article'`;
const PUBLIC_ARTICLES = sql`${articles.published} and ${articles.kind} = 'article'`;
/**
 * When an article first went public: the public lists' order. Articles published before the
 * workflow recorded it have no date, and their creation stands in (the seed sets both alike).
 */
const PUBLISHED_AT = sql`coalesce(${articles.firstPublishedAt}, ${articles.createdAt})`;
/** Featured articles lead every public list, as 1 before 0 (a descending order needs one direction). */
const FEATURED_RANK = sql`(${articles.featured})::int`;
/** A public list's columns: the summary and when the article went public. */
const publishedSummaryColumns = { ...summaryColumns, publishedAt: PUBLISHED_AT.mapWith(articles.createdAt) };
const LOWER_TITLE = sql`lower(${articles.title})`;

// A staff list row: every column but the body (up to 50,000 characters an article), and the
// exact values the cursor keeps.
const { content: _body, ...listColumns } = getTableColumns(articles);
const STAFF_ROW = {
  ...listColumns,
  exactCreatedAt: exactTime(articles.createdAt),
  exactUpdatedAt: exactTime(articles.updatedAt),
  sortTitle: sql<string>`${LOWER_TITLE}`,
};
type StaffRow = Omit<typeof articles.$inferSelect, "content"> & {
  exactCreatedAt: string;
  exactUpdatedAt: string;
  sortTitle: string;
};
const staffId: SortKey<StaffRow> = { expr: sql`${articles.id}`, kind: "integer", value: (row) => row.id };
const staffCreated: SortKey<StaffRow> = {
  expr: sql`${articles.createdAt}`,
  kind: "timestamp",
  value: (row) => row.exactCreatedAt,
};
const STAFF_ORDERS: Record<string, Array<SortKey<StaffRow>>> = {
  created: [staffCreated, staffId],
  updated: [{ expr: sql`${articles.updatedAt}`, kind: "timestamp", value: (row) => row.exactUpdatedAt }, staffId],
  title: [{ expr: LOWER_TITLE, kind: "text", value: (row) => row.sortTitle }, staffId],
};
const toListItem = ({
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

const PUBLIC_ROW = {
  ...summaryColumns,
  exactPublishedAt: exactTime(PUBLISHED_AT),
  featuredRank: sql<number>`${FEATURED_RANK}`,
};
type PublicRow = ArticleSummary extends infer S
  ? Omit<S, "createdAt"> & { createdAt: Date; exactPublishedAt: string; featuredRank: number }
  : never;
const PUBLIC_ORDER: Array<SortKey<PublicRow>> = [
  { expr: FEATURED_RANK, kind: "integer", value: (row) => row.featuredRank },
  { expr: PUBLISHED_AT, kind: "timestamp", value: (row) => row.exactPublishedAt },
  { expr: sql`${articles.id}`, kind: "integer", value: (row) => row.id },
];
/** A published article on a public list, with the date it went public. */
export type PublicListItem = PublishedSummary;
const toPublicItem = ({ exactPublishedAt, featuredRank: _f, ...row }: PublicRow): PublicListItem => ({
  ...iso(row),
  publishedAt: new Date(exactPublishedAt).toISOString(),
});

/** The public list's filters: a category, and a search in the title, description and body. */
export interface PublicArticleFilter {
  category?: string;
  q?: string;
}
function publicFilter({ category, q }: PublicArticleFilter): SQL {
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

const SLUG_TAKEN = "That slug is already used by another article";
const notFound = () => new AppError("NOT_FOUND", "Article not found");

/** An autosave (the editor's, of a draft) or a restore; a plain save passes nothing. */
export interface SaveOptions {
  autosave?: boolean;
  /** The revision number whose values this save puts back (decision 0032). */
  restoredFrom?: number;
}

/** A live article is never autosaved: that would change the public page while someone types. */
function assertDraft(live: boolean) {
  if (live) throw new AppError("CONFLICT", "A published article is not autosaved: save it to change the live page");
}

/** A duplicate slug (the only unique column) as a 409 naming the field. */
function slugConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError("CONFLICT", SLUG_TAKEN, { fieldErrors: { slug: [SLUG_TAKEN] } });
  throw error;
}

export function createArticleService(
  db: Database,
  publicCache: PublicCache,
  auditService: AuditService,
  workflow: { publishing: ArticlePublishingService; snapshots: SnapshotStore },
) {
  const audit = auditTrail(auditService, "article");
  const { publishing, snapshots } = workflow;
  /**
   * Every write ends here, after its commit, so /news, /, the article page, sitemap and RSS show
   * it at once, on every instance (server/services/public-cache.ts).
   */
  const invalidatePublic = () => publicCache.invalidate();
  const label = (title: string) => `"${title.slice(0, 200)}"`;

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

    /** Staff: the site pages in every state. */
    async listPages(): Promise<Article[]> {
      const rows = await db.select().from(articles).where(eq(articles.kind, "page")).orderBy(articles.slug);
      return rows.map(staffView);
    },

    /** Called after every article write so cached public pages and lists are rebuilt. */
    invalidatePublic,

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

    /**
     * A new article: published at once unless `published: false` (the API's contract), which
     * needs the right to publish when the firm requires approval.
     */
    async create(input: ArticleInput, by: Publisher, options: SaveOptions = {}, now = new Date()): Promise<Article> {
      const { published = true, ...fields } = input;
      if (options.autosave) assertDraft(published);
      const row = await db
        .transaction(async (tx) => {
          const approvedBy = published ? await publishing.assertMayPublish(tx, by) : null;
          let [created] = await tx
            .insert(articles)
            .values({ ...fields, status: "draft" })
            .returning();
          if (published) {
            created = await publishing.goLive(tx, created.id, {
              reason: "published",
              publishedBy: by.actor.username ?? "",
              approvedBy,
              at: now,
            });
          }
          await recordRevision(tx, null, created, by, { kind: options.autosave ? "autosave" : "created" });
          await audit(tx, by, {
            action: "article.created",
            entityId: created.id,
            summary: `Created ${created.published ? "and published " : "the draft "}article ${label(created.title)}`,
          });
          return created;
        })
        .catch(slugConflict);
      await invalidatePublic();
      return staffView(row);
    },

    /**
     * Save an article's fields. `published: true` publishes it now (or keeps it live: the public
     * then sees the new version, recorded by a snapshot); `false` takes a live article back to
     * Draft (the forms' Published box: the product's Published/Draft toggle; the workflow's own
     * Unpublish makes it Unpublished) and leaves one that is not public as it is. With the firm's approval rule, an
     * admin cannot change what the public sees: live or scheduled articles, or publishing one.
     */
    async update(
      id: number,
      input: ArticleInput,
      by: Publisher,
      options: SaveOptions = {},
      now = new Date(),
    ): Promise<Article> {
      const { published, ...fields } = input;
      const row = await db
        .transaction(async (tx) => {
          const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for("update");
          if (!before) throw notFound();
          if (before.kind === "page" && fields.slug !== before.slug) {
            throw new AppError("VALIDATION", "A site page keeps its address", {
              fieldErrors: { slug: ["A site page keeps its address"] },
            });
          }
          // Only a draft (or an unpublished article) is autosaved: anything else is, or is on its way to, the public.
          if (options.autosave) assertDraft(!["draft", "unpublished"].includes(before.status) || published === true);
          const live = before.status === "published";
          const goesLive = published === true && !live;
          const staysLive = live && published !== false;
          const approvedBy =
            goesLive || staysLive || before.status === "scheduled" ? await publishing.assertMayPublish(tx, by) : null;
          let [updated] = await tx
            .update(articles)
            .set({ ...fields, ...(live && published === false ? { status: "draft" as const } : {}) })
            .where(eq(articles.id, id))
            .returning();
          if (goesLive) {
            updated = await publishing.goLive(tx, id, {
              reason: "published",
              publishedBy: by.actor.username ?? "",
              approvedBy,
              at: now,
            });
          } else if (staysLive) {
            await snapshots.record(tx, updated, {
              reason: "updated",
              publishedBy: by.actor.username ?? "",
              approvedBy,
              at: now,
            });
          } else if (live) {
            await snapshots.end(tx, id, "unpublished", now);
          }
          // After the publishing step, so a revision says when a save published the article.
          await recordRevision(tx, before, updated, by, {
            kind: options.restoredFrom ? "restored" : options.autosave ? "autosave" : "updated",
            restoredFrom: options.restoredFrom,
          });
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
      await invalidatePublic();
      return staffView(row);
    },

    /** Deleting ends the article's current record; the records themselves stay (decision 0031). */
    async delete(id: number, by: ActingUser, now = new Date()): Promise<void> {
      await db.transaction(async (tx) => {
        const [page] = await tx.select({ kind: articles.kind }).from(articles).where(eq(articles.id, id));
        if (page?.kind === "page") {
          throw new AppError("CONFLICT", "A site page cannot be deleted: unpublish it instead");
        }
        const [deleted] = await tx.delete(articles).where(eq(articles.id, id)).returning();
        if (!deleted) throw notFound();
        await snapshots.end(tx, id, "deleted", now);
        await audit(tx, by, {
          action: "article.deleted",
          entityId: id,
          summary: `Deleted article ${label(deleted.title)}`,
          details: { slug: deleted.slug },
        });
      });
      await invalidatePublic();
    },
  };
}
