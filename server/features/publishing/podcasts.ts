import { asc, count, desc, eq } from "drizzle-orm";
import {
  episodeAudioPath,
  MAX_EPISODE_BYTES,
  type PodcastEpisode,
  type PodcastEpisodeFields,
  type PodcastPanel,
  type PodcastSeriesSlug,
} from "#domain/podcast.ts";
import type { Database } from "#server/platform/db/client.ts";
import { podcastEpisodes } from "#server/platform/db/schema/podcast-episodes.ts";
import { AppError } from "#server/platform/errors.ts";
import { checkMedia } from "#server/platform/storage/media-files.ts";
import { deleteFiles, readFileSlice, storeFile } from "#server/platform/storage/files.ts";
import type { RangedMedia } from "#server/platform/http/ranged-media.ts";
import type { AuditService } from "#server/platform/audit.ts";
import { isoTimestamps, type ActingUser } from "#server/platform/staff-write.ts";

export const EPISODE_NOT_FOUND = "Podcast episode not found";
const notFound = () => new AppError("NOT_FOUND", EPISODE_NOT_FOUND);
export const AUDIO_FIELD = "audio";
/** Recent episodes the portal panel lists below the featured one. */
export const PANEL_RECENT_EPISODES = 4;

type Row = typeof podcastEpisodes.$inferSelect;
function toEpisode({ storageKey: _key, ...row }: Row): PodcastEpisode {
  return { ...(isoTimestamps(row) as Omit<PodcastEpisode, "audioUrl">), audioUrl: episodeAudioPath(row) };
}

const newestFirst = [desc(podcastEpisodes.publishedOn), desc(podcastEpisodes.id)];

/**
 * Podcast episodes (decision 0034): the feeds and the portal read them; staff create, update and
 * delete them with the audio file, whose bytes, size, type and duration are checked and read here.
 * A row and its file are written in one transaction, so nothing is half-stored.
 */
export function createPodcastService(db: Database, audit: AuditService) {
  const audioOf = (file: { bytes: Buffer; fileName?: string }) =>
    checkMedia("audio", file, AUDIO_FIELD, MAX_EPISODE_BYTES);

  return {
    /** Every episode, newest first (staff list, portal panel). */
    async list(): Promise<PodcastEpisode[]> {
      return (
        await db
          .select()
          .from(podcastEpisodes)
          .orderBy(...newestFirst)
      ).map(toEpisode);
    },

    /** One series' episodes, newest first: the content of its feed. */
    async listSeries(series: PodcastSeriesSlug, limit = 300): Promise<PodcastEpisode[]> {
      const rows = await db
        .select()
        .from(podcastEpisodes)
        .where(eq(podcastEpisodes.series, series))
        .orderBy(...newestFirst)
        .limit(limit);
      return rows.map(toEpisode);
    },

    /**
     * The portal's audio panel: the newest episode as the featured one, the next few as recent
     * episodes, and every category's count (from the rows, not display figures).
     */
    async panel(recentCount = PANEL_RECENT_EPISODES): Promise<PodcastPanel> {
      const [newest, categories] = await Promise.all([
        db
          .select()
          .from(podcastEpisodes)
          .orderBy(...newestFirst)
          .limit(recentCount + 1),
        this.categoryCounts(),
      ]);
      const [featured = null, ...recent] = newest.map(toEpisode);
      return { featured, recent, categories };
    },

    /** Episodes per category, counted from the rows (the portal's category badges). */
    async categoryCounts(): Promise<Array<{ name: string; count: number }>> {
      return db
        .select({ name: podcastEpisodes.category, count: count() })
        .from(podcastEpisodes)
        .groupBy(podcastEpisodes.category)
        .orderBy(desc(count()), asc(podcastEpisodes.category));
    },

    async create(
      fields: PodcastEpisodeFields,
      file: { bytes: Buffer; fileName?: string } | undefined,
      by: ActingUser,
    ): Promise<PodcastEpisode> {
      if (!file) {
        throw new AppError("VALIDATION", `Choose an audio file: ${AUDIO_FIELD}`, {
          fieldErrors: { [AUDIO_FIELD]: ["Choose an MP3 or M4A audio file"] },
        });
      }
      const audio = await audioOf(file);
      return db.transaction(async (tx) => {
        const { key } = await storeFile(tx, { bytes: audio.bytes, contentType: audio.contentType, prefix: "podcasts" });
        const [row] = await tx
          .insert(podcastEpisodes)
          .values({
            ...fields,
            storageKey: key,
            byteSize: audio.bytes.length,
            contentType: audio.contentType,
            durationSeconds: audio.durationSeconds,
          })
          .returning();
        await audit.record(
          {
            ...by,
            entityType: "podcast_episode",
            action: "podcast_episode.created",
            entityId: row.id,
            summary: `Added podcast episode "${row.title}"`,
          },
          tx,
        );
        return toEpisode(row);
      });
    },

    /** New fields, and a new audio file if one is given (the old file is removed with it). */
    async update(
      id: number,
      fields: PodcastEpisodeFields,
      file: { bytes: Buffer; fileName?: string } | undefined,
      by: ActingUser,
    ): Promise<PodcastEpisode> {
      const audio = file ? await audioOf(file) : null;
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ storageKey: podcastEpisodes.storageKey })
          .from(podcastEpisodes)
          .where(eq(podcastEpisodes.id, id))
          .for("update");
        if (!before) throw notFound();
        const stored = audio
          ? await storeFile(tx, { bytes: audio.bytes, contentType: audio.contentType, prefix: "podcasts" })
          : null;
        const [row] = await tx
          .update(podcastEpisodes)
          .set({
            ...fields,
            ...(audio && stored
              ? {
                  storageKey: stored.key,
                  byteSize: audio.bytes.length,
                  contentType: audio.contentType,
                  durationSeconds: audio.durationSeconds,
                }
              : {}),
          })
          .where(eq(podcastEpisodes.id, id))
          .returning();
        if (stored) await deleteFiles(tx, [before.storageKey]);
        await audit.record(
          {
            ...by,
            entityType: "podcast_episode",
            action: "podcast_episode.updated",
            entityId: row.id,
            summary: `Updated podcast episode "${row.title}"${audio ? " and its audio" : ""}`,
          },
          tx,
        );
        return toEpisode(row);
      });
    },

    async delete(id: number, by: ActingUser): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(podcastEpisodes)
          .where(eq(podcastEpisodes.id, id))
          .returning({ id: podcastEpisodes.id, title: podcastEpisodes.title, storageKey: podcastEpisodes.storageKey });
        if (!row) throw notFound();
        await deleteFiles(tx, [row.storageKey]);
        await audit.record(
          {
            ...by,
            entityType: "podcast_episode",
            action: "podcast_episode.deleted",
            entityId: row.id,
            summary: `Deleted podcast episode "${row.title}"`,
          },
          tx,
        );
      });
    },

    /** The episode's audio as a ranged response reads it; 404 for an unknown episode. */
    async audio(id: number): Promise<RangedMedia> {
      const [row] = await db
        .select({
          storageKey: podcastEpisodes.storageKey,
          byteSize: podcastEpisodes.byteSize,
          contentType: podcastEpisodes.contentType,
        })
        .from(podcastEpisodes)
        .where(eq(podcastEpisodes.id, id));
      if (!row) throw notFound();
      return {
        contentType: row.contentType,
        byteSize: row.byteSize,
        etag: row.storageKey.replace(/^.*\//, ""),
        read: async (start, length) => {
          const bytes = await readFileSlice(db, row.storageKey, start, length);
          if (!bytes) throw notFound();
          return bytes;
        },
      };
    },
  };
}

export type PodcastService = ReturnType<typeof createPodcastService>;
