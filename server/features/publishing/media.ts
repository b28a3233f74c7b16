import { desc, eq, inArray, sql } from "drizzle-orm";
import { mediaPath, type MediaAsset, type MediaDimensions, type MediaUsage, type MediaVariant } from "#domain/media.ts";
import type { Database } from "#server/platform/db/client.ts";
import { articles } from "#server/platform/db/schema/articles.ts";
import { mediaAssets } from "#server/platform/db/schema/media-assets.ts";
import { AppError } from "#server/platform/errors.ts";
import { checkImage, renderVariants } from "./images.ts";
import { deleteFiles, readFile, storeFile } from "#server/platform/storage/files.ts";
import type { AuditService } from "#server/platform/audit.ts";
import { type ActingUser, type Transaction } from "#server/platform/staff-write.ts";

type Row = typeof mediaAssets.$inferSelect;
const notFound = () => new AppError("NOT_FOUND", "Image not found");

/** The address handed out for an image: its largest fallback rendition (JPEG or PNG). */
function canonicalFile(row: Pick<Row, "variants">) {
  const fallback = row.variants.filter((v) => !v.file.endsWith(".webp") && v.file !== "og.jpg");
  return fallback[fallback.length - 1].file;
}

function toAsset(row: Row, usedBy: MediaUsage[]): MediaAsset {
  const base = mediaPath(row.id, row.sha256);
  const webp = row.variants.filter((v) => v.file.endsWith(".webp"));
  return {
    id: row.id,
    url: `${base}/${canonicalFile(row)}`,
    thumbnailUrl: `${base}/${webp[0].file}`,
    alt: row.alt,
    originalName: row.originalName,
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    byteSize: row.byteSize,
    sha256: row.sha256,
    variants: row.variants.map(({ key: _key, ...v }): MediaVariant => v),
    usedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Where each image is used: an article whose cover URL, or whose Markdown body, names its address
 * (/media/<id>-…). The one place that knows what refers to media: add new referrers here.
 */
async function usagesOf(db: Database | Transaction, ids: number[]): Promise<Map<number, MediaUsage[]>> {
  const found = new Map<number, MediaUsage[]>();
  if (ids.length === 0) return found;
  const prefix = sql`'/media/' || ${mediaAssets.id} || '-'`;
  const rows = await db
    .select({
      assetId: mediaAssets.id,
      id: articles.id,
      title: articles.title,
      cover: sql<boolean>`coalesce(${articles.imageUrl} like ${prefix} || '%', false)`,
      body: sql<boolean>`${articles.content} like '%' || ${prefix} || '%'`,
    })
    .from(mediaAssets)
    .innerJoin(
      articles,
      sql`${articles.imageUrl} like ${prefix} || '%' or ${articles.content} like '%' || ${prefix} || '%'`,
    )
    .where(inArray(mediaAssets.id, ids))
    .orderBy(articles.id);
  for (const row of rows) {
    const list = found.get(row.assetId) ?? [];
    if (row.cover) list.push({ kind: "article-cover", id: row.id, title: row.title });
    if (row.body) list.push({ kind: "article-body", id: row.id, title: row.title });
    found.set(row.assetId, list);
  }
  return found;
}

export function describeUsage(usedBy: MediaUsage[]) {
  return usedBy
    .map((u) => `article "${u.title}" (${u.kind === "article-cover" ? "cover image" : "in its text"})`)
    .join(", ");
}

export interface IncomingImage {
  fileName: string;
  bytes: Buffer;
}

/** The media library (staff) and the public renditions (docs/decisions/0033-media-library.md). */
export function createMediaService(db: Database, audit: AuditService) {
  async function withUsages(rows: Row[]) {
    const usages = await usagesOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toAsset(r, usages.get(r.id) ?? []));
  }

  return {
    /** Newest first, each with where it is used. */
    async list(): Promise<MediaAsset[]> {
      return withUsages(await db.select().from(mediaAssets).orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id)));
    },

    async get(id: number): Promise<MediaAsset> {
      const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
      if (!row) throw notFound();
      return (await withUsages([row]))[0];
    },

    /**
     * Check the image by its bytes, make its renditions, then store the original, the renditions
     * and the row in one transaction: a refused or failed upload leaves nothing behind.
     */
    async upload(file: IncomingImage, alt: string, by: ActingUser | null): Promise<MediaAsset> {
      const image = await checkImage(file.bytes, "file", file.fileName);
      const variants = await renderVariants(file.bytes, image, "file");
      const row = await db.transaction(async (tx) => {
        const original = await storeFile(tx, { bytes: file.bytes, contentType: image.contentType, prefix: "media" });
        const stored = [];
        for (const { data, ...variant } of variants) {
          const { key } = await storeFile(tx, { bytes: data, contentType: variant.contentType, prefix: "media" });
          stored.push({ ...variant, key });
        }
        const [inserted] = await tx
          .insert(mediaAssets)
          .values({
            alt,
            originalName: file.fileName.slice(0, 255) || "image",
            contentType: image.contentType,
            width: image.width,
            height: image.height,
            byteSize: file.bytes.length,
            sha256: image.sha256,
            storageKey: original.key,
            variants: stored,
            uploadedBy: by?.actor.id ?? null,
          })
          .returning();
        if (by) {
          await audit.record(
            {
              ...by,
              entityType: "media",
              action: "media.uploaded",
              entityId: inserted.id,
              summary: `Uploaded image "${inserted.originalName}"`,
              details: { bytes: file.bytes.length, width: image.width, height: image.height, sha256: image.sha256 },
            },
            tx,
          );
        }
        return inserted;
      });
      return toAsset(row, []);
    },

    async updateAlt(id: number, alt: string, by: ActingUser): Promise<MediaAsset> {
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx.update(mediaAssets).set({ alt }).where(eq(mediaAssets.id, id)).returning();
        if (!updated) throw notFound();
        await audit.record(
          {
            ...by,
            entityType: "media",
            action: "media.updated",
            entityId: id,
            summary: `Changed the alt text of image "${updated.originalName}"`,
          },
          tx,
        );
        return updated;
      });
      return (await withUsages([row]))[0];
    },

    /** Delete an image no page uses (a 409 saying where it is used otherwise), with its files. */
    async delete(id: number, by: ActingUser): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(mediaAssets).where(eq(mediaAssets.id, id)).for("update");
        if (!row) throw notFound();
        const usedBy = (await usagesOf(tx, [id])).get(id) ?? [];
        if (usedBy.length > 0) {
          throw new AppError("CONFLICT", `This image is in use and cannot be deleted: ${describeUsage(usedBy)}`);
        }
        await tx.delete(mediaAssets).where(eq(mediaAssets.id, id));
        await deleteFiles(tx, [row.storageKey, ...row.variants.map((v) => v.key)]);
        await audit.record(
          {
            ...by,
            entityType: "media",
            action: "media.deleted",
            entityId: id,
            summary: `Deleted image "${row.originalName}"`,
          },
          tx,
        );
      });
    },

    /**
     * A public rendition by its address's parts, or null (unknown id, a hash that is not the
     * image's, or no such rendition). The original is never served: it may carry EXIF/GPS.
     */
    async rendition(id: number, hash8: string, file: string, executor: Database | Transaction = db) {
      const [row] = await executor
        .select({ sha256: mediaAssets.sha256, variants: mediaAssets.variants })
        .from(mediaAssets)
        .where(eq(mediaAssets.id, id));
      if (!row || !row.sha256.startsWith(hash8)) return null;
      const variant = row.variants.find((v) => v.file === file);
      if (!variant) return null;
      const stored = await readFile(executor, variant.key);
      return stored
        ? { bytes: stored.bytes, contentType: variant.contentType, etag: `"${row.sha256.slice(0, 16)}-${file}"` }
        : null;
    },

    /** The images with these ids, for the Markdown renderer's srcset (unknown ids are left out). */
    /** `executor`: a transaction the caller is in (a publication's record is made inside one). */
    async dimensions(ids: number[], executor: Database | Transaction = db): Promise<MediaDimensions[]> {
      if (ids.length === 0) return [];
      const rows = await executor
        .select({
          id: mediaAssets.id,
          sha256: mediaAssets.sha256,
          width: mediaAssets.width,
          height: mediaAssets.height,
          variants: mediaAssets.variants,
        })
        .from(mediaAssets)
        .where(inArray(mediaAssets.id, ids));
      return rows.map((r) => ({
        id: r.id,
        path: mediaPath(r.id, r.sha256),
        width: r.width,
        height: r.height,
        widths: r.variants.filter((v) => v.file.endsWith(".webp")).map((v) => v.width),
      }));
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
