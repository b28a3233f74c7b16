import { and, count, desc, eq, getTableColumns, ilike, sql, type SQL } from "drizzle-orm";
import { MAX_VIDEO_BYTES, videoFilePath, type Video, type VideoData, type VideoDetails } from "#domain/video.ts";
import { formatDuration } from "#domain/podcast.ts";
import type { Page } from "#domain/paging.ts";
import type { Database } from "#server/platform/db/client.ts";
import { containsPattern } from "#server/platform/db/contains-pattern.ts";
import { videos } from "#server/platform/db/schema/videos.ts";
import { AppError } from "#server/platform/errors.ts";
import type { RangedMedia } from "#server/platform/http/ranged-media.ts";
import { deleteFiles, readFileSlice, storeFile } from "#server/platform/storage/files.ts";
import { checkMedia, type CheckedMedia } from "#server/platform/storage/media-files.ts";
import type { AuditService } from "#server/platform/audit.ts";
import { keysetPage, type PageRequest, type SortKey } from "#server/platform/keyset.ts";
import { isoTimestamps, type ActingUser, type Transaction } from "#server/platform/staff-write.ts";

export const VIDEO_NOT_FOUND = "Video not found";
export const VIDEO_FILE_FIELD = "file";
const notFound = () => new AppError("NOT_FOUND", VIDEO_NOT_FOUND);

const getColumns = () => getTableColumns(videos);

function toVideo({ storageKey, ...row }: typeof videos.$inferSelect): Video {
  return { ...(isoTimestamps(row) as Omit<Video, "fileUrl">), fileUrl: storageKey ? videoFilePath(row) : null };
}

// The Videos tab's orders (decision 0039), each with an index in migration content_list_indexes.
type VideoRow = typeof videos.$inferSelect & { sortTitle: string };
const LOWER_TITLE = sql`lower(${videos.title})`;
const VIDEO_ID: SortKey<VideoRow> = { expr: sql`${videos.id}`, kind: "integer", value: (row) => row.id };
const VIDEO_ORDERS: Record<string, Array<SortKey<VideoRow>>> = {
  uploaded: [{ expr: sql`${videos.uploadDate}`, kind: "date", value: (row) => row.uploadDate }, VIDEO_ID],
  title: [{ expr: LOWER_TITLE, kind: "text", value: (row) => row.sortTitle }, VIDEO_ID],
};
const titleContains = (q?: string): SQL | undefined => (q ? ilike(videos.title, containsPattern(q)) : undefined);

/**
 * What plays a video: an allowed player link (with its typed duration), an uploaded file (its
 * duration read from it), or, on update, the file it already has.
 */
export type VideoSource =
  | { embed: Pick<VideoData, "embedUrl" | "duration"> }
  | { file: { bytes: Buffer; fileName?: string } }
  | { keepFile: true };

/** Videos (staff): list newest upload first, create, update, delete; writes are audited. */
export function createVideoService(db: Database, audit: AuditService) {
  /** A new file checked by its bytes, before any transaction opens (reading its duration takes a while). */
  const checkFile = (source: VideoSource) =>
    "file" in source ? checkMedia("video", source.file, VIDEO_FILE_FIELD, MAX_VIDEO_BYTES) : Promise.resolve(null);

  /** The row's source columns for a new source (storing a new, checked file in the transaction). */
  async function sourceColumns(tx: Transaction, source: VideoSource, video: CheckedMedia<string> | null) {
    if ("embed" in source) {
      return { ...source.embed, storageKey: null, byteSize: null, contentType: null };
    }
    if (!video) return {};
    const { key } = await storeFile(tx, { bytes: video.bytes, contentType: video.contentType, prefix: "videos" });
    return {
      embedUrl: null,
      storageKey: key,
      byteSize: video.bytes.length,
      contentType: video.contentType,
      duration: formatDuration(video.durationSeconds),
    };
  }

  return {
    async list(): Promise<Video[]> {
      const rows = await db.select().from(videos).orderBy(desc(videos.uploadDate), desc(videos.id));
      return rows.map(toVideo);
    },

    /** One page of the Videos tab (decision 0039): searched by title, by upload date or title. */
    async listPage(filter: { q?: string }, request: PageRequest): Promise<Page<Video>> {
      const where = titleContains(filter.q);
      const page = await keysetPage<VideoRow>({
        request,
        orders: VIDEO_ORDERS,
        defaultSort: "uploaded",
        defaultDir: "desc",
        fetch: (after, orderBy, limit) =>
          db
            .select({ ...getColumns(), sortTitle: sql<string>`${LOWER_TITLE}` })
            .from(videos)
            .where(and(where, after))
            .orderBy(...orderBy)
            .limit(limit),
        count: async () => (await db.select({ n: count() }).from(videos).where(where))[0].n,
      });
      return { ...page, items: page.items.map(({ sortTitle: _t, ...row }) => toVideo(row)) };
    },

    async create(
      details: VideoDetails,
      source: Exclude<VideoSource, { keepFile: true }>,
      by: ActingUser,
    ): Promise<Video> {
      const video = await checkFile(source);
      return db.transaction(async (tx) => {
        const columns = await sourceColumns(tx, source, video);
        const [row] = await tx
          .insert(videos)
          .values({ ...details, duration: "", ...columns })
          .returning();
        await audit.record(
          {
            ...by,
            entityType: "video",
            action: "video.created",
            entityId: row.id,
            summary: `Added video "${row.title}"`,
          },
          tx,
        );
        return toVideo(row);
      });
    },

    async update(id: number, details: VideoDetails, source: VideoSource, by: ActingUser): Promise<Video> {
      const video = await checkFile(source);
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ storageKey: videos.storageKey })
          .from(videos)
          .where(eq(videos.id, id))
          .for("update");
        if (!before) throw notFound();
        if ("keepFile" in source && !before.storageKey) {
          throw new AppError("VALIDATION", "Give an embed URL or choose a video file: embedUrl", {
            fieldErrors: { embedUrl: ["Give an embed URL or choose a video file"] },
          });
        }
        const columns = await sourceColumns(tx, source, video);
        const [row] = await tx
          .update(videos)
          .set({ ...details, ...columns })
          .where(eq(videos.id, id))
          .returning();
        if (before.storageKey && row.storageKey !== before.storageKey) await deleteFiles(tx, [before.storageKey]);
        await audit.record(
          {
            ...by,
            entityType: "video",
            action: "video.updated",
            entityId: row.id,
            summary: `Updated video "${row.title}"`,
          },
          tx,
        );
        return toVideo(row);
      });
    },

    async delete(id: number, by: ActingUser): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(videos)
          .where(eq(videos.id, id))
          .returning({ id: videos.id, title: videos.title, storageKey: videos.storageKey });
        if (!row) throw notFound();
        if (row.storageKey) await deleteFiles(tx, [row.storageKey]);
        await audit.record(
          {
            ...by,
            entityType: "video",
            action: "video.deleted",
            entityId: row.id,
            summary: `Deleted video "${row.title}"`,
          },
          tx,
        );
      });
    },

    /** The video's uploaded file as a ranged response reads it; 404 for an embed or an unknown id. */
    async file(id: number): Promise<RangedMedia> {
      const [row] = await db
        .select({ storageKey: videos.storageKey, byteSize: videos.byteSize, contentType: videos.contentType })
        .from(videos)
        .where(eq(videos.id, id));
      if (!row?.storageKey || row.byteSize === null || row.contentType === null) throw notFound();
      const key = row.storageKey;
      return {
        contentType: row.contentType,
        byteSize: row.byteSize,
        etag: key.replace(/^.*\//, "").replace(/\.\w+$/, ""),
        read: async (start, length) => {
          const bytes = await readFileSlice(db, key, start, length);
          if (!bytes) throw notFound();
          return bytes;
        },
      };
    },
  };
}

export type VideoService = ReturnType<typeof createVideoService>;
