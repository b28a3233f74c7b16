import { ChevronDown, Clock, Headphones, Play, Radio, Rss } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { episodeAsAudioItem, liveStream, type AudioItem } from "#app/content/podcasts.ts";
import { PODCAST_SERIES, podcastFeedPath, type PodcastPanel } from "#domain/podcast.ts";
import { cn } from "#app/lib/cn.ts";
import { formatShortDate } from "#domain/format.ts";
import { AudioPlayerDialog } from "./audio-player-dialog";
import { PodcastEpisodeList } from "./podcast-episode-list";

/**
 * The investor portal sidebar's "Audio & Podcasts" panel (docs/product.md §Investor portal), expanded at
 * first: featured audio (the newest stored episode), the live stream, recent episodes, categories
 * with counts from the stored episodes and the series' RSS feeds. Playing anything opens the
 * AudioPlayerDialog.
 */
export function AudioPodcastsPanel({ podcasts, className }: { podcasts: PodcastPanel; className?: string }) {
  const [open, setOpen] = useState(true);
  const [playing, setPlaying] = useState<AudioItem | null>(null);
  const panelId = useId();
  const featuredTitleId = `${panelId}-featured`;
  const liveTitleId = `${panelId}-live`;
  const featuredAudio = podcasts.featured ? episodeAsAudioItem(podcasts.featured) : null;

  return (
    <Card className={className}>
      <section aria-labelledby={`${panelId}-heading`}>
        <h2 id={`${panelId}-heading`} className="text-lg font-semibold text-brand-900">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            className="flex w-full cursor-pointer items-center justify-between gap-3 rounded-xl px-5 py-4 text-left hover:bg-slate-50"
          >
            <span className="flex items-center gap-2.5">
              <Headphones className="h-5 w-5 text-brand-700" aria-hidden="true" />
              Audio &amp; Podcasts
            </span>
            <ChevronDown
              className={cn("h-5 w-5 text-slate-600 transition-transform", open && "rotate-180")}
              aria-hidden="true"
            />
          </button>
        </h2>

        <div id={panelId} hidden={!open} className="space-y-6 border-t border-slate-100 px-5 pt-4 pb-5">
          {featuredAudio ? (
            <div className="rounded-lg bg-brand-900 p-4 text-white">
              <p className="text-xs font-semibold tracking-wider text-gold-300 uppercase">Featured</p>
              <h3 id={featuredTitleId} className="mt-1 leading-snug font-semibold">
                {featuredAudio.title}
              </h3>
              <p className="mt-1 text-xs text-brand-100">
                {featuredAudio.series} ·{" "}
                <time dateTime={featuredAudio.date}>{formatShortDate(featuredAudio.date)}</time>
              </p>
              <div className="mt-3 flex items-center gap-3">
                <Button
                  variant="gold"
                  size="sm"
                  onClick={() => setPlaying(featuredAudio)}
                  aria-describedby={featuredTitleId}
                >
                  <Play className="h-4 w-4" aria-hidden="true" />
                  Play Audio
                </Button>
                <span className="flex items-center gap-1 text-sm text-brand-100 tabular-nums">
                  <Clock className="h-4 w-4" aria-hidden="true" />
                  <span className="sr-only">Duration </span>
                  {featuredAudio.duration}
                </span>
              </div>
            </div>
          ) : (
            <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">No episodes have been published yet.</p>
          )}

          <div className="rounded-lg border border-red-200 bg-red-50 p-4">
            <p className="flex items-center gap-2 text-xs font-bold tracking-wider text-red-800">
              <span aria-hidden="true" className="h-2 w-2 rounded-full bg-red-600 motion-safe:animate-pulse" />
              LIVE NOW
            </p>
            <h3 id={liveTitleId} className="mt-1 text-sm leading-snug font-semibold text-brand-900">
              {liveStream.title}
            </h3>
            <Button
              size="sm"
              onClick={() => setPlaying(liveStream)}
              aria-describedby={liveTitleId}
              className="mt-3 bg-red-700 hover:bg-red-800"
            >
              <Radio className="h-4 w-4" aria-hidden="true" />
              Listen Live
            </Button>
          </div>

          <Subsection title="Recent Episodes">
            {podcasts.recent.length > 0 ? (
              <PodcastEpisodeList
                episodes={podcasts.recent.map(episodeAsAudioItem)}
                onPlay={(episode) => setPlaying(episode)}
              />
            ) : (
              <p className="text-sm text-slate-700">No earlier episodes.</p>
            )}
          </Subsection>

          <Subsection title="Categories">
            <ul className="flex flex-wrap gap-2">
              {podcasts.categories.map((category) => (
                <li key={category.name}>
                  <Badge tone="brand" className="gap-1.5">
                    {category.name}
                    <span className="rounded-full bg-white px-1.5 text-brand-900 tabular-nums">
                      {category.count}
                      <span className="sr-only"> episodes</span>
                    </span>
                  </Badge>
                </li>
              ))}
            </ul>
          </Subsection>

          <Subsection title="Subscribe via RSS">
            <ul className="space-y-1">
              {PODCAST_SERIES.map((series) => (
                <li key={series.slug}>
                  <a
                    href={podcastFeedPath(series)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-9 items-center gap-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
                  >
                    <Rss className="h-4 w-4 text-gold-700" aria-hidden="true" />
                    {series.title} RSS
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </Subsection>
        </div>
      </section>
      <AudioPlayerDialog item={playing} onClose={() => setPlaying(null)} />
    </Card>
  );
}

function Subsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-3 text-sm font-semibold tracking-wide text-slate-700 uppercase">{title}</h3>
      {children}
    </section>
  );
}
