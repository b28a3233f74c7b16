import { Play } from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { AudioFileItem } from "#app/content/podcasts.ts";
import { formatShortDate } from "#domain/format.ts";

/** Recent podcast episodes: a play button named after the episode, series, duration, category, date. */
export function PodcastEpisodeList({
  episodes,
  onPlay,
}: {
  episodes: readonly AudioFileItem[];
  onPlay: (episode: AudioFileItem) => void;
}) {
  return (
    <ul className="divide-y divide-slate-100">
      {episodes.map((episode) => (
        <li key={episode.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
          <Button
            size="icon"
            variant="outline"
            onClick={() => onPlay(episode)}
            aria-label={`Play episode: ${episode.title}`}
            className="shrink-0 rounded-full"
          >
            <Play className="h-4 w-4" aria-hidden="true" />
          </Button>
          <div className="min-w-0">
            <p className="text-sm leading-snug font-semibold text-brand-900">{episode.title}</p>
            <p className="mt-0.5 text-xs text-slate-700">{episode.series}</p>
            <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-700">
              <span className="tabular-nums">
                <span className="sr-only">Duration </span>
                {episode.duration}
              </span>
              <span aria-hidden="true">·</span>
              <time dateTime={episode.date}>{formatShortDate(episode.date)}</time>
              <Badge tone="slate">{episode.category}</Badge>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
