// Save an article: create, update (publishing and revisions with it) and delete, each audited and then the public cache cleared.
import { eq } from "drizzle-orm";
import type { Article, ArticleInput } from "#domain/article.ts";
import type { Database } from "#server/platform/db/client.ts";
import { articles } from "#server/platform/db/schema/articles.ts";
import { AppError } from "#server/platform/errors.ts";
import type { SnapshotStore } from "./snapshots.ts";
import type { ArticlePublishingService, Publisher } from "./article-publishing.ts";
import type { AuditService } from "#server/platform/audit.ts";
import { recordRevision } from "./article-revisions.ts";
import type { PublicCache } from "#server/platform/cache/public-cache.ts";
import { type ActingUser } from "#server/platform/staff-write.ts";
import { staffView, notFound, type SaveOptions, assertDraft, slugConflict } from "./article-queries.ts";

export interface ArticleDeps {
  db: Database;
  publicCache: PublicCache;
  auditService: AuditService;
  workflow: { publishing: ArticlePublishingService; snapshots: SnapshotStore };
}

export function saveArticle({ db, publicCache, auditService, workflow }: ArticleDeps) {
  const { publishing, snapshots } = workflow;
  /**
   * Every write ends here, after its commit, so /news, /, the article page, sitemap and RSS show
   * it at once, on every instance (server/platform/cache/public-cache.ts).
   */
  const invalidatePublic = () => publicCache.invalidate();
  const label = (title: string) => `"${title.slice(0, 200)}"`;

  return {
    /** Called after every article write so cached public pages and lists are rebuilt. */
    invalidatePublic,

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
          await auditService.record(
            {
              ...by,
              entityType: "article",
              action: "article.created",
              entityId: created.id,
              summary: `Created ${created.published ? "and published " : "the draft "}article ${label(created.title)}`,
            },
            tx,
          );
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
          await auditService.record(
            {
              ...by,
              entityType: "article",
              action: "article.updated",
              entityId: id,
              summary: `${change} article ${label(updated.title)}`,
              details: { published: updated.published, featured: updated.featured, slug: updated.slug },
            },
            tx,
          );
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
        await auditService.record(
          {
            ...by,
            entityType: "article",
            action: "article.deleted",
            entityId: id,
            summary: `Deleted article ${label(deleted.title)}`,
            details: { slug: deleted.slug },
          },
          tx,
        );
      });
      await invalidatePublic();
    },
  };
}
