import { readFile } from "node:fs/promises";
import { and, eq, like } from "drizzle-orm";
import type { PodcastCategory, PodcastSeriesSlug } from "../../../domain/podcast.ts";
import { formatDuration, MAX_EPISODE_BYTES } from "../../../domain/podcast.ts";
import { checkMedia } from "../../storage/media-files.ts";
import type { Transaction } from "../../services/staff-write.ts";
import { appSettings } from "../schema/app-settings.ts";
import { podcastEpisodes } from "../schema/podcast-episodes.ts";
import { storedFiles } from "../schema/stored-files.ts";
import { videos } from "../schema/videos.ts";
import { demoVideos } from "./demo-records.ts";

/**
 * Honest demo media (decision 0034): a few seconds of synthesised speech per episode (espeak-ng,
 * encoded with lame; files in ./media/) saying it is a placeholder, and one short placeholder video
 * for every demo video. Durations and sizes are read from the files, like any upload.
 */

/** Written once the demo media is in (so a database seeded before it gets it once, and only once). */
export const DEMO_MEDIA_KEY = "demo_media_seeded_at";
const PLACEHOLDER_VIDEO_KEY = "demo/placeholder-video.mp4";
// The stand-in every demo video embedded before decision 0034: an unrelated music video.
const OLD_DEMO_EMBED = "%/embed/dQw4w9WgXcQ";

const mediaFile = (name: string) => readFile(new URL(`./media/${name}`, import.meta.url));

const PLACEHOLDER =
  "Placeholder recording: a few seconds of synthesised speech stand in until the episode is recorded.";

const demoEpisodes: ReadonlyArray<{
  file: string;
  title: string;
  series: PodcastSeriesSlug;
  category: PodcastCategory;
  publishedOn: string;
  topic: string;
}> = [
  {
    file: "market-outlook.mp3",
    title: "Q4 2024 Market Outlook: Positioning for 2025",
    series: "market-insights",
    category: "Market Analysis",
    publishedOn: "2024-12-16",
    topic:
      "Our investment committee reviews the quarter across both funds: interest rates, real estate valuations, private equity exits and where we see opportunity in the year ahead.",
  },
  {
    file: "real-estate-2025.mp3",
    title: "Commercial Real Estate in 2025: Where the Value Is",
    series: "real-estate-roundtable",
    category: "Real Estate",
    publishedOn: "2024-12-10",
    topic: "Office conversions, education-anchored mixed use and why we are patient on hospitality pricing.",
  },
  {
    file: "clean-energy.mp3",
    title: "Clean Energy Infrastructure: Policy Tailwinds and Risks",
    series: "sustainable-futures",
    category: "Clean Tech",
    publishedOn: "2024-12-03",
    topic: "What federal incentives mean for storage and grid projects, and how we underwrite policy risk.",
  },
  {
    file: "rates-check-in.mp3",
    title: "Interest Rates and Private Markets: A Mid-Cycle Check-In",
    series: "market-insights",
    category: "Market Analysis",
    publishedOn: "2024-11-26",
    topic: "How rate cuts are feeding through to deal flow, valuations and exit timing in Fund II.",
  },
  {
    file: "measuring-impact.mp3",
    title: "Measuring Impact: ESG Reporting for Education-Focused Assets",
    series: "sustainable-futures",
    category: "ESG Focus",
    publishedOn: "2024-11-19",
    topic: "The metrics we report to investors and how we verify the community impact of each property.",
  },
];

const placeholderVideoDescription = (topic: string) =>
  `Placeholder video: this one has not been recorded yet; a five-second card plays instead. Planned topic: ${topic}`;

/** The demo videos as a fresh seed inserts them, playing the placeholder file (stored by seedDemoMedia). */
async function placeholderVideo() {
  const video = await checkMedia(
    "video",
    { bytes: await mediaFile("placeholder-video.mp4") },
    "file",
    MAX_EPISODE_BYTES,
  );
  return {
    storageKey: PLACEHOLDER_VIDEO_KEY,
    byteSize: video.bytes.length,
    contentType: video.contentType,
    duration: formatDuration(video.durationSeconds),
    bytes: video.bytes,
  };
}

/**
 * Store the demo episodes and the placeholder video once per database. `fresh`: the demo videos
 * are inserted here; otherwise (a database seeded earlier) the videos that still embed the old
 * stand-in are pointed at the placeholder instead.
 */
export async function seedDemoMedia(tx: Transaction, { fresh }: { fresh: boolean }): Promise<void> {
  const [marker] = await tx.select().from(appSettings).where(eq(appSettings.key, DEMO_MEDIA_KEY));
  if (marker) return;
  const [episodes, video] = await Promise.all([
    Promise.all(
      demoEpisodes.map(async (episode) => ({
        episode,
        audio: await checkMedia("audio", { bytes: await mediaFile(episode.file) }, "audio", MAX_EPISODE_BYTES),
      })),
    ),
    placeholderVideo(),
  ]);
  await tx
    .insert(storedFiles)
    .values([
      ...episodes.map(({ episode, audio }) => ({
        key: `demo/podcasts/${episode.file}`,
        contentType: audio.contentType,
        bytes: audio.bytes,
      })),
      { key: PLACEHOLDER_VIDEO_KEY, contentType: video.contentType, bytes: video.bytes },
    ])
    .onConflictDoNothing();
  await tx.insert(podcastEpisodes).values(
    episodes.map(({ episode: { file, topic, ...episode }, audio }) => ({
      ...episode,
      description: `${topic} ${PLACEHOLDER}`,
      storageKey: `demo/podcasts/${file}`,
      byteSize: audio.bytes.length,
      contentType: audio.contentType,
      durationSeconds: audio.durationSeconds,
    })),
  );
  const { bytes: _bytes, ...source } = video;
  if (fresh) {
    await tx
      .insert(videos)
      .values(demoVideos.map((v) => ({ ...v, ...source, description: placeholderVideoDescription(v.description) })));
  } else {
    for (const v of demoVideos) {
      await tx
        .update(videos)
        .set({ ...source, embedUrl: null, description: placeholderVideoDescription(v.description) })
        .where(and(eq(videos.title, v.title), like(videos.embedUrl, OLD_DEMO_EMBED)));
    }
  }
  await tx.insert(appSettings).values({ key: DEMO_MEDIA_KEY, value: new Date().toISOString() });
}
