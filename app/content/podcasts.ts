/**
 * The investor portal's firm-wide audio: the featured recording, the live stream, recent podcast
 * episodes, category counts and the podcast series with their RSS feeds (docs/product.md
 * §Investor portal).
 *
 * Honest note: there are no real recordings yet. Every item plays the same 20-second demo clip
 * (public/media/podcast-demo.wav, made by scripts/generate-demo-audio.mjs), and the durations,
 * listener count, bitrate and format shown are sample display figures, not measurements.
 */

/** The one audio file shipped with the site; its byte size is what RSS enclosures must state. */
export const DEMO_AUDIO = {
  url: "/media/podcast-demo.wav",
  type: "audio/wav",
  bytes: 441_044,
} as const;

/**
 * The square cover every feed names (podcast directories refuse a feed without one: 1400 to 3000
 * px, RGB), made by scripts/make-podcast-artwork.mjs.
 */
export const PODCAST_ARTWORK = { url: "/images/podcast-artwork.png", size: 1400 } as const;

export interface PodcastSeries {
  /** URL segment of the feed: /podcasts/<slug>/rss.xml */
  slug: string;
  title: string;
  description: string;
}

export interface PodcastEpisode {
  id: string;
  title: string;
  series: string;
  /** mm:ss */
  duration: string;
  /** ISO date (YYYY-MM-DD) */
  date: string;
  category: string;
  audioUrl: string;
  description: string;
}

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
  live: { listeners: number; bitrate: string; format: string };
}

export type AudioItem = AudioFileItem | AudioStreamItem;

export const podcastSeries: readonly PodcastSeries[] = [
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
];

export const featuredAudio: AudioFileItem = {
  id: "mi-2024-12-16",
  type: "file",
  title: "Q4 2024 Market Outlook: Positioning for 2025",
  description:
    "Our investment committee reviews the quarter across both funds: interest rates, real estate valuations, private equity exits and where we see opportunity in the year ahead.",
  audioUrl: DEMO_AUDIO.url,
  duration: "15:30",
  series: "Market Insights",
  category: "Market Analysis",
  date: "2024-12-16",
};

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
  live: { listeners: 142, bitrate: "128 kbps", format: "MP3 stream" },
};

export const recentEpisodes: readonly PodcastEpisode[] = [
  {
    id: "rer-2024-12-10",
    title: "Commercial Real Estate in 2025: Where the Value Is",
    series: "Real Estate Roundtable",
    duration: "24:15",
    date: "2024-12-10",
    category: "Real Estate",
    audioUrl: DEMO_AUDIO.url,
    description: "Office conversions, education-anchored mixed use and why we are patient on hospitality pricing.",
  },
  {
    id: "sf-2024-12-03",
    title: "Clean Energy Infrastructure: Policy Tailwinds and Risks",
    series: "Sustainable Futures",
    duration: "18:42",
    date: "2024-12-03",
    category: "Clean Tech",
    audioUrl: DEMO_AUDIO.url,
    description: "What federal incentives mean for storage and grid projects, and how we underwrite policy risk.",
  },
  {
    id: "mi-2024-11-26",
    title: "Interest Rates and Private Markets: A Mid-Cycle Check-In",
    series: "Market Insights",
    duration: "21:08",
    date: "2024-11-26",
    category: "Market Analysis",
    audioUrl: DEMO_AUDIO.url,
    description: "How rate cuts are feeding through to deal flow, valuations and exit timing in Fund II.",
  },
  {
    id: "sf-2024-11-19",
    title: "Measuring Impact: ESG Reporting for Education-Focused Assets",
    series: "Sustainable Futures",
    duration: "16:55",
    date: "2024-11-19",
    category: "ESG Focus",
    audioUrl: DEMO_AUDIO.url,
    description: "The metrics we report to investors and how we verify the community impact of each property.",
  },
];

/** Episode counts per category across the whole archive (display figures, not counted). */
export const podcastCategories: ReadonlyArray<{ name: string; count: number }> = [
  { name: "Market Analysis", count: 12 },
  { name: "Real Estate", count: 8 },
  { name: "Clean Tech", count: 6 },
  { name: "ESG Focus", count: 5 },
];

/** Site path of a series' RSS feed (served by app/routes/resources/podcast-feed.ts). */
export const podcastFeedPath = (series: PodcastSeries) => `/podcasts/${series.slug}/rss.xml`;

/** An episode as the audio player plays it. */
export function episodeAsAudioItem(episode: PodcastEpisode): AudioFileItem {
  const { id, title, description, duration, series, category, date, audioUrl } = episode;
  return { id, type: "file", title, description, duration, series, category, date, audioUrl };
}

/** The file items (featured and recent) of one series, newest first: the content of its feed. */
export function episodesOfSeries(series: PodcastSeries): AudioFileItem[] {
  return [featuredAudio, ...recentEpisodes.map(episodeAsAudioItem)]
    .filter((item) => item.series === series.title)
    .sort((a, b) => b.date.localeCompare(a.date));
}
