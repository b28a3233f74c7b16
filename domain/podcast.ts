import * as z from "zod/mini";
import { requiredEnum, requiredText } from "./fields.ts";

/** The firm's podcast series; each has a public feed at /podcasts/<slug>/rss.xml. */
export const PODCAST_SERIES = [
  {
    slug: "market-insights",
    title: "Market Insights",
    description: "Weekly analysis of the public and private markets that shape our funds' outlook.",
  },
  {
    slug: "real-estate-roundtable",
    title: "Real Estate Roundtable",
    description: "Our acquisitions and asset management teams on the properties, cities and cycles behind Fund I.",
  },
  {
    slug: "sustainable-futures",
    title: "Sustainable Futures",
    description: "Clean technology, ESG reporting and the long-term impact of the companies we back.",
  },
] as const;
export type PodcastSeriesSlug = (typeof PODCAST_SERIES)[number]["slug"];
export type PodcastSeries = (typeof PODCAST_SERIES)[number];
export const PODCAST_SERIES_SLUGS = PODCAST_SERIES.map((s) => s.slug) as unknown as readonly [
  PodcastSeriesSlug,
  ...PodcastSeriesSlug[],
];

export const PODCAST_CATEGORIES = ["Market Analysis", "Real Estate", "Clean Tech", "ESG Focus"] as const;
export type PodcastCategory = (typeof PODCAST_CATEGORIES)[number];

/** The audio formats an episode may be: MP3 and AAC in an MP4 (M4A) container, checked by their bytes. */
export const PODCAST_AUDIO_TYPES = ["audio/mpeg", "audio/mp4"] as const;
export type PodcastAudioType = (typeof PODCAST_AUDIO_TYPES)[number];

/** The largest episode file: 100 MB (an hour of 128 kbps MP3 is about 58 MB). */
export const MAX_EPISODE_BYTES = 100 * 1024 * 1024;

/** Site path of a series' RSS feed (served by app/routes/resources/podcast-feed.ts). */
export const podcastFeedPath = (series: { slug: string }) => `/podcasts/${series.slug}/rss.xml`;

/** Path the episode's audio is served at (public, with Range support). */
export const episodeAudioPath = (episode: { id: number; contentType: string }) =>
  `/api/podcast-episodes/${episode.id}/audio.${episode.contentType === "audio/mp4" ? "m4a" : "mp3"}`;

export const seriesOf = (slug: string): PodcastSeries | undefined => PODCAST_SERIES.find((s) => s.slug === slug);

/**
 * The text fields of an episode's create and update (multipart fields beside the audio file). The
 * duration is never typed: it is read from the file.
 */
export const podcastEpisodeFieldsSchema = z.object({
  title: requiredText("Title", 255),
  description: requiredText("Description", 10_000),
  series: requiredEnum(PODCAST_SERIES_SLUGS, "Series"),
  category: requiredEnum(PODCAST_CATEGORIES, "Category"),
  publishedOn: z.iso.date({ error: "Published date must be a date (YYYY-MM-DD)" }),
});
export type PodcastEpisodeFields = z.output<typeof podcastEpisodeFieldsSchema>;

export interface PodcastEpisode {
  id: number;
  title: string;
  description: string;
  series: PodcastSeriesSlug;
  category: PodcastCategory;
  /** YYYY-MM-DD */
  publishedOn: string;
  /** Read from the audio file when it was uploaded. */
  durationSeconds: number;
  byteSize: number;
  contentType: PodcastAudioType;
  /** Site path of the audio (episodeAudioPath). */
  audioUrl: string;
  createdAt: string;
  updatedAt: string;
}

/** The investor portal's audio panel (a loader's data). */
export interface PodcastPanel {
  featured: PodcastEpisode | null;
  recent: PodcastEpisode[];
  categories: Array<{ name: string; count: number }>;
}

/** "m:ss" or "h:mm:ss" for a whole number of seconds (what players and the iTunes tag show). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}
