import { and, desc, eq, isNull } from "drizzle-orm";
import { DEFAULT_SOCIAL_IMAGE, publicPathOf } from "#domain/site-pages.ts";
import type { ArticleKind } from "#domain/article-status.ts";
import {
  type ArticleSnapshot,
  type ArticleSnapshotSummary,
  type SnapshotEndReason,
  type SnapshotImage,
  type SnapshotReason,
} from "#domain/publishing.ts";
import { renderMarkdown } from "./markdown.ts";
import type { MediaDimensions } from "#domain/media.ts";
import { mediaIdsIn } from "#domain/media-urls.ts";

/** The library images a body names, so the record renders them as the page does. */
type MediaLookup = (ids: number[], executor: Database | Transaction) => Promise<MediaDimensions[]>;
import type { Database } from "#server/platform/db/client.ts";
import { articleSnapshots } from "#server/platform/db/schema/article-snapshots.ts";
import type { articles } from "#server/platform/db/schema/articles.ts";
import type { Transaction } from "#server/platform/staff-write.ts";
import { hashImage, sha256, type SiteImageReader } from "./image-hash.ts";

type ArticleRow = typeof articles.$inferSelect;
type SnapshotRow = typeof articleSnapshots.$inferSelect;
type Executor = Database | Transaction;

export interface Publication {
  reason: SnapshotReason;
  publishedBy: string;
  approvedBy: string | null;
  at: Date;
}

/** What the public sees of an article: the fields a snapshot keeps and compares. */
async function publicFacts(
  row: ArticleRow,
  readers: readonly SiteImageReader[],
  media: MediaLookup,
  executor: Database | Transaction,
) {
  const image = row.imageUrl ? await hashImage(row.imageUrl, { readers, executor }) : null;
  const socialUrl = row.socialImageUrl ?? row.imageUrl ?? DEFAULT_SOCIAL_IMAGE;
  const social = socialUrl === image?.url ? image : await hashImage(socialUrl, { readers, executor });
  return {
    articleId: row.id,
    kind: row.kind,
    slug: row.slug,
    path: publicPathOf(row),
    title: row.title,
    description: row.description,
    category: row.category,
    metaTitle: row.metaTitle ?? row.title,
    metaDescription: row.metaDescription ?? row.description,
    bodyHtml: renderMarkdown(row.content, await media(mediaIdsIn(row.content), executor)).html,
    imageUrl: image?.url ?? null,
    imageSha256: image?.sha256 ?? null,
    imageNote: image?.note ?? null,
    socialImageUrl: social!.url,
    socialImageSha256: social!.sha256,
    socialImageNote: social!.note,
  };
}
type PublicFacts = Awaited<ReturnType<typeof publicFacts>>;
const FACT_KEYS = [
  "articleId",
  "kind",
  "slug",
  "path",
  "title",
  "description",
  "category",
  "metaTitle",
  "metaDescription",
  "bodyHtml",
  "imageUrl",
  "imageSha256",
  "socialImageUrl",
  "socialImageSha256",
] as const satisfies ReadonlyArray<keyof PublicFacts>;

/**
 * The record's canonical JSON, in a fixed key order: its SHA-256 is stored with the record and
 * given with every export, so a copy can be checked against what was stored.
 */
export function canonicalJson(
  row: Pick<SnapshotRow, (typeof FACT_KEYS)[number] | "reason" | "approvedBy" | "publishedBy" | "wentLiveAt">,
) {
  const entries = [...FACT_KEYS, "reason", "approvedBy", "publishedBy"].map((key) => [
    key,
    row[key as keyof typeof row] ?? null,
  ]);
  entries.push(["wentLiveAt", row.wentLiveAt.toISOString()]);
  return JSON.stringify(Object.fromEntries(entries));
}

const imageOf = (url: string | null, hash: string | null, note: string | null): SnapshotImage | null =>
  url === null ? null : { url, sha256: hash, note };

function toSummary(row: SnapshotRow): ArticleSnapshotSummary {
  return {
    id: row.id,
    articleId: row.articleId,
    kind: row.kind as ArticleKind,
    slug: row.slug,
    path: row.path,
    title: row.title,
    description: row.description,
    category: row.category,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    image: imageOf(row.imageUrl, row.imageSha256, row.imageNote),
    socialImage: imageOf(row.socialImageUrl, row.socialImageSha256, row.socialImageNote)!,
    reason: row.reason as SnapshotReason,
    approvedBy: row.approvedBy,
    publishedBy: row.publishedBy,
    wentLiveAt: row.wentLiveAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    endReason: row.endReason as SnapshotEndReason | null,
    contentSha256: row.contentSha256,
  };
}

/**
 * The records of what the public saw (decision 0031). Written only here, in the caller's
 * transaction: `record` at each publication, `end` when it comes down. There is no update or
 * delete path, and the database refuses both (a trigger), except ending a current record once.
 */
export function createSnapshotStore(
  db: Database,
  options: { imageReaders?: readonly SiteImageReader[]; mediaDimensions?: MediaLookup } = {},
) {
  const readers = options.imageReaders ?? [];
  const media: MediaLookup = options.mediaDimensions ?? (async () => []);

  async function end(tx: Executor, articleId: number, reason: SnapshotEndReason, at: Date) {
    await tx
      .update(articleSnapshots)
      .set({ endedAt: at, endReason: reason })
      .where(and(eq(articleSnapshots.articleId, articleId), isNull(articleSnapshots.endedAt)));
  }

  return {
    end,

    /**
     * A publication: the current record (if any) ends as replaced and a new one starts. An update
     * that changes nothing the public sees (an autosave, a featured flag) makes no new record.
     */
    async record(tx: Executor, row: ArticleRow, publication: Publication): Promise<number | null> {
      const facts = await publicFacts(row, readers, media, tx);
      const [current] = await tx
        .select()
        .from(articleSnapshots)
        .where(and(eq(articleSnapshots.articleId, row.id), isNull(articleSnapshots.endedAt)))
        .orderBy(desc(articleSnapshots.id))
        .limit(1);
      if (publication.reason === "updated" && current && FACT_KEYS.every((key) => current[key] === facts[key])) {
        return null;
      }
      if (current) await end(tx, row.id, "replaced", publication.at);
      const values = {
        ...facts,
        reason: publication.reason,
        approvedBy: publication.approvedBy,
        publishedBy: publication.publishedBy,
        wentLiveAt: publication.at,
      };
      const [created] = await tx
        .insert(articleSnapshots)
        .values({ ...values, contentSha256: sha256(canonicalJson(values)) })
        .returning({ id: articleSnapshots.id });
      return created.id;
    },

    /** Newest first; one article's records with `articleId` (also after the article was deleted). */
    async list(filter: { articleId?: number } = {}): Promise<ArticleSnapshotSummary[]> {
      const rows = await db
        .select()
        .from(articleSnapshots)
        .where(filter.articleId === undefined ? undefined : eq(articleSnapshots.articleId, filter.articleId))
        .orderBy(desc(articleSnapshots.wentLiveAt), desc(articleSnapshots.id))
        .limit(1000);
      return rows.map(toSummary);
    },

    async get(id: number): Promise<ArticleSnapshot | null> {
      const [row] = await db.select().from(articleSnapshots).where(eq(articleSnapshots.id, id)).limit(1);
      return row ? { ...toSummary(row), bodyHtml: row.bodyHtml } : null;
    },

    /** Does the stored hash still match the stored content? (The export says so.) */
    async verify(id: number): Promise<boolean | null> {
      const [row] = await db.select().from(articleSnapshots).where(eq(articleSnapshots.id, id)).limit(1);
      return row ? sha256(canonicalJson(row)) === row.contentSha256 : null;
    },
  };
}

export type SnapshotStore = ReturnType<typeof createSnapshotStore>;
