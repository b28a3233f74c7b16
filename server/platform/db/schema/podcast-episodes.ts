import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { PODCAST_AUDIO_TYPES, PODCAST_CATEGORIES, PODCAST_SERIES_SLUGS } from "#domain/podcast.ts";
import { isOneOf } from "./one-of.ts";
import { createdAt, updatedAt } from "./timestamps.ts";

/**
 * Podcast episodes (decision 0034): the audio is a stored file (stored_files.key = storage_key);
 * its duration, size and type were read from the bytes at upload, never typed.
 */
export const podcastEpisodes = pgTable(
  "podcast_episodes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: varchar("title", { length: 255 }).notNull(),
    description: text("description").notNull(),
    series: varchar("series", { length: 50 }).notNull(),
    category: varchar("category", { length: 50 }).notNull(),
    publishedOn: date("published_on").notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    storageKey: varchar("storage_key", { length: 255 }).notNull(),
    byteSize: integer("byte_size").notNull(),
    contentType: varchar("content_type", { length: 50 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("podcast_episodes_series_published_idx").on(t.series, t.publishedOn),
    check("podcast_episodes_series_check", isOneOf(t.series, PODCAST_SERIES_SLUGS)),
    check("podcast_episodes_category_check", isOneOf(t.category, PODCAST_CATEGORIES)),
    check("podcast_episodes_content_type_check", isOneOf(t.contentType, PODCAST_AUDIO_TYPES)),
    check("podcast_episodes_sizes_check", sql`${t.durationSeconds} >= 0 and ${t.byteSize} > 0`),
  ],
);
