import { desc, eq } from "drizzle-orm";
import type { Video, VideoData } from "../../domain/video.ts";
import type { Database } from "../db/client.ts";
import { videos } from "../db/schema/videos.ts";
import { AppError } from "../errors.ts";
import type { AuditService } from "./audit.ts";
import { auditTrail, isoTimestamps, type ActingUser } from "./staff-write.ts";

const notFound = () => new AppError("NOT_FOUND", "Video not found");
const toVideo = (row: typeof videos.$inferSelect) => isoTimestamps(row) as Video;

/** Videos (staff): list newest upload first, create, update, delete; writes are audited. */
export function createVideoService(db: Database, audit: AuditService) {
  const trail = auditTrail(audit, "video");
  return {
    async list(): Promise<Video[]> {
      const rows = await db.select().from(videos).orderBy(desc(videos.uploadDate), desc(videos.id));
      return rows.map(toVideo);
    },

    async create(data: VideoData, by: ActingUser): Promise<Video> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(videos).values(data).returning();
        await trail(tx, by, { action: "video.created", entityId: row.id, summary: `Added video "${row.title}"` });
        return toVideo(row);
      });
    },

    async update(id: number, data: VideoData, by: ActingUser): Promise<Video> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(videos).set(data).where(eq(videos.id, id)).returning();
        if (!row) throw notFound();
        await trail(tx, by, { action: "video.updated", entityId: row.id, summary: `Updated video "${row.title}"` });
        return toVideo(row);
      });
    },

    async delete(id: number, by: ActingUser): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(videos)
          .where(eq(videos.id, id))
          .returning({ id: videos.id, title: videos.title });
        if (!row) throw notFound();
        await trail(tx, by, { action: "video.deleted", entityId: row.id, summary: `Deleted video "${row.title}"` });
      });
    },
  };
}

export type VideoService = ReturnType<typeof createVideoService>;
