import { readFile } from "node:fs/promises";
import { and, eq, like } from "drizzle-orm";
import type { PodcastCategory, PodcastSeriesSlug } from "#domain/podcast.ts";
import { formatDuration, MAX_EPISODE_BYTES } from "#domain/podcast.ts";
import { checkMedia } from "#server/platform/storage/media-files.ts";
import type { Transaction } from "#server/platform/staff-write.ts";
import { appSettings } from "#server/platform/db/schema/app-settings.ts";
import { podcastEpisodes } from "#server/platform/db/schema/podcast-episodes.ts";
import { storedFiles } from "#server/platform/db/schema/stored-files.ts";
import { videos } from "#server/platform/db/schema/videos.ts";
import { demoVideoDate, demoVideos } from "./demo-records.ts";
import { closedQuarter } from "./demo-timeline.ts";

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

/**
 * The demo episodes, dated from the day the seed runs and in the season a firm records them
 * (decision 0046): the quarterly market outlook three weeks after the quarter closes, the others
 * weekly before the seed day.
 */
export function demoEpisodes(now: Date): ReadonlyArray<{
  file: string;
  title: string;
  series: PodcastSeriesSlug;
  category: PodcastCategory;
  publishedOn: string;
  topic: string;
}> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
  const yesterday = daysAgo(1);
  // The outlook of the last quarter whose outlook is out (three weeks after its close).
  let back = 0;
  const outlookOf = (n: number) => {
    const q = closedQuarter(now, n);
    return { label: q.label, on: new Date(Date.parse(q.end) + 21 * 86_400_000).toISOString().slice(0, 10) };
  };
  while (outlookOf(back).on > yesterday) back++;
  const outlook = outlookOf(back);
  return [
    {
      file: "market-outlook.mp3",
      title: `${outlook.label} Market Outlook: Positioning for the Year Ahead`,
      series: "market-insights",
      category: "Market Analysis",
      publishedOn: outlook.on,
      topic:
        "Our investment committee reviews the quarter across both funds: interest rates, real estate valuations, private equity exits and where we see opportunity in the year ahead.",
    },
    {
      file: "real-estate-2025.mp3",
      title: "Commercial Real Estate: Where the Value Is Now",
      series: "real-estate-roundtable",
      category: "Real Estate",
      publishedOn: daysAgo(6),
      topic: "Office conversions, education-anchored mixed use and why we are patient on hospitality pricing.",
    },
    {
      file: "clean-energy.mp3",
      title: "Clean Energy Infrastructure: Policy Tailwinds and Risks",
      series: "sustainable-futures",
      category: "Clean Tech",
      publishedOn: daysAgo(13),
      topic: "What federal incentives mean for storage and grid projects, and how we underwrite policy risk.",
    },
    {
      file: "rates-check-in.mp3",
      title: "Interest Rates and Private Markets: A Mid-Cycle Check-In",
      series: "market-insights",
      category: "Market Analysis",
      publishedOn: daysAgo(20),
      topic: "How rate cuts are feeding through to deal flow, valuations and exit timing in Fund II.",
    },
    {
      file: "measuring-impact.mp3",
      title: "Measuring Impact: ESG Reporting for Education-Focused Assets",
      series: "sustainable-futures",
      category: "ESG Focus",
      publishedOn: daysAgo(27),
      topic: "The metrics we report to investors and how we verify the community impact of each property.",
    },
  ];
}

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
export async function seedDemoMedia(
  tx: Transaction,
  { fresh, now = new Date() }: { fresh: boolean; now?: Date },
): Promise<void> {
  const [marker] = await tx.select().from(appSettings).where(eq(appSettings.key, DEMO_MEDIA_KEY));
  if (marker) return;
  const [episodes, video] = await Promise.all([
    Promise.all(
      demoEpisodes(now).map(async (episode) => ({
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
    await tx.insert(videos).values(
      demoVideos.map(({ ageDays, ...v }) => ({
        ...v,
        uploadDate: demoVideoDate(now, ageDays),
        ...source,
        description: placeholderVideoDescription(v.description),
      })),
    );
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
