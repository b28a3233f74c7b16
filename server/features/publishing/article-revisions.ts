import { and, desc, eq } from "drizzle-orm";
import {
  REVISION_FIELDS,
  type ArticleRevision,
  type ArticleRevisionFields,
  type ArticleRevisionKind,
  type ArticleRevisionSummary,
  type RevisionField,
} from "#domain/article-revision.ts";
import type { Database } from "#server/platform/db/client.ts";
import { articleRevisions } from "#server/platform/db/schema/article-revisions.ts";
import type { ActingUser, Transaction } from "#server/platform/staff-write.ts";

/**
 * Consecutive autosaves by one person within this long update their latest revision instead of
 * adding one (decision 0032): a draft typed for an hour is a handful of revisions, not hundreds.
 */
export const AUTOSAVE_FOLD_MS = 5 * 60 * 1000;

type ArticleRow = ArticleRevisionFields & { id: number };

const fieldsOf = (row: ArticleRevisionFields): ArticleRevisionFields => ({
  title: row.title,
  slug: row.slug,
  category: row.category,
  description: row.description,
  content: row.content,
  imageUrl: row.imageUrl ?? null,
  published: row.published,
  featured: row.featured,
  metaTitle: row.metaTitle ?? null,
  metaDescription: row.metaDescription ?? null,
  socialImageUrl: row.socialImageUrl ?? null,
});

/** The names of the fields whose values differ (every field when there is no `before`). */
export function changedFields(before: ArticleRevisionFields | null, after: ArticleRevisionFields): RevisionField[] {
  if (!before) return [...REVISION_FIELDS];
  return REVISION_FIELDS.filter((field) => (before[field] ?? null) !== (after[field] ?? null));
}

/**
 * Keeps the revision of one article save, in the save's own transaction (so a save and its
 * revision are committed together or not at all). `before` is the row before the save (null on
 * create), `after` the row the save returned.
 */
export async function recordRevision(
  tx: Transaction,
  before: ArticleRevisionFields | null,
  after: ArticleRow,
  by: ActingUser,
  options: { kind: ArticleRevisionKind; restoredFrom?: number; now?: Date } = { kind: "updated" },
): Promise<number> {
  const now = options.now ?? new Date();
  const fields = fieldsOf(after);
  const changed = changedFields(before && fieldsOf(before), fields);
  // Serialises the numbering per article: the article row is locked by the save already, but a
  // deleted article's revisions may still be restored, so lock the latest revision row too.
  const [latest] = await tx
    .select()
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, after.id))
    .orderBy(desc(articleRevisions.number))
    .limit(1)
    .for("update");

  const foldable =
    options.kind === "autosave" &&
    latest?.kind === "autosave" &&
    latest.authorUserId === by.actor.id &&
    now.getTime() - latest.savedAt.getTime() < AUTOSAVE_FOLD_MS;
  if (latest && foldable) {
    const union = REVISION_FIELDS.filter((f) => latest.changedFields.includes(f) || changed.includes(f));
    await tx
      .update(articleRevisions)
      .set({ fields, changedFields: union, savedAt: now })
      .where(eq(articleRevisions.id, latest.id));
    return latest.number;
  }
  const number = (latest?.number ?? 0) + 1;
  await tx.insert(articleRevisions).values({
    articleId: after.id,
    number,
    kind: options.kind,
    authorUserId: by.actor.id,
    authorUsername: by.actor.username,
    fields,
    changedFields: changed,
    restoredFrom: options.restoredFrom ?? null,
    createdAt: now,
    savedAt: now,
  });
  return number;
}

type RevisionRow = typeof articleRevisions.$inferSelect;
const summary = (row: RevisionRow): ArticleRevisionSummary => ({
  number: row.number,
  kind: row.kind,
  author: row.authorUsername,
  savedAt: row.savedAt.toISOString(),
  changedFields: row.changedFields as RevisionField[],
  restoredFrom: row.restoredFrom,
});

export function createArticleRevisionService(db: Database) {
  return {
    /** An article's revisions, newest first (also a deleted article's). */
    async list(articleId: number): Promise<ArticleRevisionSummary[]> {
      const rows = await db
        .select()
        .from(articleRevisions)
        .where(eq(articleRevisions.articleId, articleId))
        .orderBy(desc(articleRevisions.number));
      return rows.map(summary);
    },

    async get(articleId: number, number: number): Promise<ArticleRevision | null> {
      const [row] = await db
        .select()
        .from(articleRevisions)
        .where(and(eq(articleRevisions.articleId, articleId), eq(articleRevisions.number, number)))
        .limit(1);
      return row ? { ...summary(row), articleId: row.articleId, fields: row.fields } : null;
    },
  };
}
