// Over 300 lines: publish, unpublish and schedule share one locked read of the article and its snapshot write; one workflow.
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Role } from "#domain/auth.ts";
import { STATUS_LABELS, type ArticleStatus } from "#domain/article-status.ts";
import type { Database } from "#server/platform/db/client.ts";
import { appSettings, ARTICLE_APPROVAL_REQUIRED_KEY } from "#server/platform/db/schema/app-settings.ts";
import { articles } from "#server/platform/db/schema/articles.ts";
import { AppError } from "#server/platform/errors.ts";
import type { SnapshotReason } from "#domain/publishing.ts";
import type { SnapshotStore } from "./snapshots.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { PublicCache } from "#server/platform/cache/public-cache.ts";
import { type ActingUser, type Transaction } from "#server/platform/staff-write.ts";

type ArticleRow = typeof articles.$inferSelect;
type Executor = Database | Transaction;

/** A staff member acting on the workflow: the approval rule depends on the role. */
export interface Publisher extends ActingUser {
  role: Role;
}

export const APPROVAL_NEEDED =
  "Publishing needs a super admin's approval (the firm's compliance review): submit the article for approval instead.";
const notFound = () => new AppError("NOT_FOUND", "Article not found");
const label = (title: string) => `"${title.slice(0, 200)}"`;
const refuse = (row: ArticleRow, what: string) =>
  new AppError(
    "CONFLICT",
    `Cannot ${what} an article that is ${STATUS_LABELS[row.status as ArticleStatus].toLowerCase()}`,
  );

/**
 * The publishing workflow (decision 0031): Draft, Scheduled, Published, Unpublished and Awaiting
 * approval. Every move is one transaction with its audit row and, when the public starts seeing
 * something, its snapshot; the public cache is dropped after the commit.
 */
export function createArticlePublishingService(
  db: Database,
  deps: { cache: PublicCache; audit: AuditService; snapshots: SnapshotStore },
) {
  const { cache, snapshots } = deps;

  async function approvalRequired(executor: Executor = db) {
    const [row] = await executor
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, ARTICLE_APPROVAL_REQUIRED_KEY));
    return row?.value === "true";
  }

  /** With the firm's setting on, only a super admin publishes or schedules directly. */
  async function assertMayPublish(tx: Executor, by: Publisher) {
    const required = await approvalRequired(tx);
    if (required && by.role !== "super_admin") throw new AppError("FORBIDDEN", APPROVAL_NEEDED);
    // A super admin publishing under the rule is its approver too.
    return required ? by.actor.username : null;
  }

  /** The article, locked for this transaction's move. */
  async function lock(tx: Transaction, id: number) {
    const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for("update");
    if (!row) throw notFound();
    return row;
  }

  /** The article goes (or stays) live now, and its snapshot is taken. */
  async function goLive(
    tx: Transaction,
    id: number,
    publication: { reason: SnapshotReason; publishedBy: string; approvedBy: string | null; at: Date },
  ) {
    const [row] = await tx
      .update(articles)
      .set({
        status: "published",
        publishAt: null,
        firstPublishedAt: sql`coalesce(${articles.firstPublishedAt}, ${publication.at.toISOString()}::timestamptz)`,
        lastPublishedAt: publication.at,
        submittedBy: null,
        reviewComment: null,
        approvedBy: publication.approvedBy,
      })
      .where(eq(articles.id, id))
      .returning();
    await snapshots.record(tx, row, publication);
    return row;
  }

  /** Run one move in a transaction, then drop the public cache (lists, pages, sitemap, feed). */
  async function move<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    await cache.invalidate();
    return result;
  }

  return {
    approvalRequired,
    assertMayPublish,
    goLive,

    async setApprovalRequired(required: boolean, by: ActingUser) {
      await db.transaction(async (tx) => {
        await tx
          .insert(appSettings)
          .values({ key: ARTICLE_APPROVAL_REQUIRED_KEY, value: String(required) })
          .onConflictDoUpdate({ target: appSettings.key, set: { value: String(required), updatedAt: new Date() } });
        await deps.audit.record(
          {
            ...by,
            action: "settings.article_approval_updated",
            entityType: "settings",
            summary: required
              ? "Publishing now needs a super admin's approval"
              : "Publishing no longer needs a super admin's approval",
            details: { required },
          },
          tx,
        );
      });
      return { required };
    },

    async publish(id: number, by: Publisher, now = new Date()) {
      return move(async (tx) => {
        const approvedBy = await assertMayPublish(tx, by);
        const before = await lock(tx, id);
        if (!["draft", "unpublished", "scheduled"].includes(before.status)) throw refuse(before, "publish");
        const row = await goLive(tx, id, {
          reason: "published",
          publishedBy: by.actor.username ?? "",
          approvedBy,
          at: now,
        });
        await deps.audit.record(
          {
            ...by,
            entityType: "article",
            action: "article.published",
            entityId: id,
            summary: `Published ${label(row.title)}`,
          },
          tx,
        );
        return row;
      });
    },

    async schedule(id: number, publishAt: Date, by: Publisher, now = new Date()) {
      if (publishAt.getTime() <= now.getTime()) {
        throw new AppError("VALIDATION", "Choose a time in the future", {
          fieldErrors: { publishAt: ["Choose a time in the future"] },
        });
      }
      return move(async (tx) => {
        const approvedBy = await assertMayPublish(tx, by);
        const before = await lock(tx, id);
        if (!["draft", "unpublished", "scheduled"].includes(before.status)) throw refuse(before, "schedule");
        const [row] = await tx
          .update(articles)
          .set({ status: "scheduled", publishAt, scheduledBy: by.actor.username, approvedBy, reviewComment: null })
          .where(eq(articles.id, id))
          .returning();
        await deps.audit.record(
          {
            ...by,
            entityType: "article",
            action: "article.scheduled",
            entityId: id,
            summary: `Scheduled ${label(row.title)} for ${publishAt.toISOString()}`,
            details: { publishAt: publishAt.toISOString() },
          },
          tx,
        );
        return row;
      });
    },

    /** Published → Unpublished (its record ends); Scheduled → Draft (the schedule is cancelled). */
    async unpublish(id: number, by: Publisher, now = new Date()) {
      return move(async (tx) => {
        const before = await lock(tx, id);
        if (before.status !== "published" && before.status !== "scheduled") throw refuse(before, "unpublish");
        const status = before.status === "published" ? "unpublished" : "draft";
        const [row] = await tx
          .update(articles)
          .set({ status, publishAt: null, approvedBy: null })
          .where(eq(articles.id, id))
          .returning();
        if (before.status === "published") await snapshots.end(tx, id, "unpublished", now);
        await deps.audit.record(
          {
            ...by,
            entityType: "article",
            action: "article.unpublished",
            entityId: id,
            summary: `${before.status === "published" ? "Unpublished" : "Cancelled the schedule of"} ${label(row.title)}`,
          },
          tx,
        );
        return row;
      });
    },

    async submit(id: number, publishAt: Date | null, by: Publisher) {
      return move(async (tx) => {
        if (!(await approvalRequired(tx))) {
          throw new AppError(
            "CONFLICT",
            "Approval is not required by the firm: publish or schedule the article directly",
          );
        }
        const before = await lock(tx, id);
        if (!["draft", "unpublished"].includes(before.status)) throw refuse(before, "submit");
        const [row] = await tx
          .update(articles)
          .set({ status: "pending_approval", publishAt, submittedBy: by.actor.username, reviewComment: null })
          .where(eq(articles.id, id))
          .returning();
        await deps.audit.record(
          {
            ...by,
            entityType: "article",
            action: "article.submitted",
            entityId: id,
            summary: `Submitted ${label(row.title)} for approval`,
            details: { publishAt: publishAt?.toISOString() ?? null },
          },
          tx,
        );
        return row;
      });
    },

    /** A super admin approves: live now, or scheduled when the asked time is still ahead. */
    async approve(id: number, by: Publisher, now = new Date()) {
      return move(async (tx) => {
        const before = await lock(tx, id);
        if (before.status !== "pending_approval") throw refuse(before, "approve");
        const approver = by.actor.username ?? "";
        let row: ArticleRow;
        if (before.publishAt && before.publishAt.getTime() > now.getTime()) {
          [row] = await tx
            .update(articles)
            .set({ status: "scheduled", approvedBy: approver, scheduledBy: before.submittedBy, submittedBy: null })
            .where(eq(articles.id, id))
            .returning();
        } else {
          row = await goLive(tx, id, { reason: "approved", publishedBy: approver, approvedBy: approver, at: now });
        }
        await deps.audit.record(
          {
            ...by,
            entityType: "article",
            action: "article.approved",
            entityId: id,
            summary:
              row.status === "scheduled"
                ? `Approved ${label(row.title)} for ${row.publishAt!.toISOString()}`
                : `Approved and published ${label(row.title)}`,
            details: { submittedBy: before.submittedBy },
          },
          tx,
        );
        return row;
      });
    },

    async returnToDraft(id: number, comment: string, by: Publisher) {
      return move(async (tx) => {
        const before = await lock(tx, id);
        if (before.status !== "pending_approval") throw refuse(before, "return");
        const [row] = await tx
          .update(articles)
          .set({ status: "draft", publishAt: null, submittedBy: null, reviewComment: comment })
          .where(eq(articles.id, id))
          .returning();
        await deps.audit.record(
          {
            ...by,
            entityType: "article",
            action: "article.returned",
            entityId: id,
            summary: `Returned ${label(row.title)} to its author`,
            details: { comment, submittedBy: before.submittedBy },
          },
          tx,
        );
        return row;
      });
    },

    /**
     * The scheduler's pass: every scheduled article due at `now` goes live, each exactly once
     * whatever the number of instances. The due rows are claimed with FOR UPDATE SKIP LOCKED, so
     * a second instance skips them while the first works, and finds them no longer scheduled after.
     */
    async publishDue(now = new Date()): Promise<ArticleRow[]> {
      const published = await db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(articles)
          .where(and(eq(articles.status, "scheduled"), lte(articles.publishAt, now)))
          .orderBy(asc(articles.publishAt), asc(articles.id))
          .limit(50)
          .for("update", { skipLocked: true });
        const rows: ArticleRow[] = [];
        for (const before of due) {
          const row = await goLive(tx, before.id, {
            reason: "scheduled",
            publishedBy: before.scheduledBy ?? "scheduler",
            approvedBy: before.approvedBy,
            at: now,
          });
          await deps.audit.record(
            {
              actor: null,
              action: "article.published",
              entityType: "article",
              entityId: before.id,
              summary: `Scheduled publication: ${label(row.title)} went live (scheduled by ${before.scheduledBy ?? "unknown"})`,
              details: { publishAt: before.publishAt?.toISOString() ?? null, scheduledBy: before.scheduledBy },
            },
            tx,
          );
          rows.push(row);
        }
        return rows;
      });
      if (published.length) await cache.invalidate();
      return published;
    },
  };
}

export type ArticlePublishingService = ReturnType<typeof createArticlePublishingService>;
