import { formatDuration, seriesOf, type PodcastEpisode } from "#domain/podcast.ts";

/**
 * The investor portal's firm-wide audio: the live stream, and the shapes the audio player plays.
 * Podcast episodes are stored records (server/features/publishing/podcasts.ts, decision 0034); the panel and
 * the feeds list them.
 *
 * Honest note: there is no streaming server. The "live stream" plays a 20-second demo clip
 * (public/media/podcast-demo.wav, made by scripts/generate-demo-audio.mjs), and its bitrate and
 * format are sample display figures. It shows no listener count: with no stream there is no real
 * one to show, and a made-up live figure is not shown to investors (decision 0046).
 */

/** The clip the live stream loops in place of a real stream. */
export const DEMO_AUDIO = { url: "/media/podcast-demo.wav", type: "audio/wav" } as const;

/**
 * The square cover every feed names (podcast directories refuse a feed without one: 1400 to 3000
 * px, RGB), made by scripts/make-podcast-artwork.mjs.
 */
export const PODCAST_ARTWORK = { url: "/images/podcast-artwork.png", size: 1400 } as const;

interface AudioItemBase {
  /** Stable identifier (React keys, RSS guids). */
  id: string;
  title: string;
  description: string;
  duration: string;
  series: string;
  category: string;
  /** ISO date (YYYY-MM-DD) */
  date: string;
}

export interface AudioFileItem extends AudioItemBase {
  type: "file";
  audioUrl: string;
}

export interface AudioStreamItem extends AudioItemBase {
  type: "stream";
  streamUrl: string;
  /** Shown in the player's live banner. */
  live: { bitrate: string; format: string };
}

export type AudioItem = AudioFileItem | AudioStreamItem;

export const liveStream: AudioStreamItem = {
  id: "live-investor-qa",
  type: "stream",
  title: "EdFutures Live: Investor Q&A",
  description: "Join the partners live for questions and answers on fund performance and the capital call schedule.",
  // There is no streaming server: the "stream" is the shipped demo clip, looped by the player.
  streamUrl: DEMO_AUDIO.url,
  duration: "Live",
  series: "EdFutures Live",
  category: "Live Event",
  date: "2024-12-18",
  live: { bitrate: "128 kbps", format: "MP3 stream" },
};

/** A stored episode as the audio player plays it. */
export function episodeAsAudioItem(episode: PodcastEpisode): AudioFileItem {
  const { id, title, description, durationSeconds, series, category, publishedOn, audioUrl } = episode;
  return {
    id: `episode-${id}`,
    type: "file",
    title,
    description,
    duration: formatDuration(durationSeconds),
    series: seriesOf(series)?.title ?? series,
    category,
    date: publishedOn,
    audioUrl,
  };
}
