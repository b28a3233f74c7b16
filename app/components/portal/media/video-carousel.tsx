import { ChevronLeft, ChevronRight, Play, Video as VideoIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { Video } from "../../../../domain/video";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { VideoPlayerDialog } from "~/components/video/video-player-dialog";
import { VideoThumbnail } from "~/components/video/video-thumbnail";
import { VIDEOS_PER_PAGE } from "~/components/video/videos-per-page";
import { usePages } from "~/lib/use-pages";

/**
 * The investor portal's video carousel: `videos` (as stored) 3 per page with Previous/Next and
 * "Page X of N"; Watch opens the VideoPlayerDialog. An empty list shows an empty state.
 */
export function VideoCarousel({ videos, heading = "Video Library" }: { videos: readonly Video[]; heading?: string }) {
  const [playing, setPlaying] = useState<Video | null>(null);
  const headingId = useId();
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const { current, pageCount, shown, setPage } = usePages(videos, VIDEOS_PER_PAGE);

  // The button just pressed is disabled on the first and last page: keep focus on the other one.
  const goTo = (target: number) => {
    setPage(target);
    if (target >= pageCount) previousRef.current?.focus();
    else if (target <= 1) nextRef.current?.focus();
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold text-brand-900">
        <VideoIcon className="h-5 w-5 text-brand-700" aria-hidden="true" />
        {heading}
      </h2>
      {videos.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No videos are available yet. Check back soon.
        </p>
      ) : (
        <>
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={`Videos, page ${current} of ${pageCount}`}>
            {shown.map((video) => (
              <li key={video.id}>
                <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
                  <VideoThumbnail video={video} />
                  <div className="flex flex-1 flex-col gap-2 p-4">
                    <h3 className="leading-snug font-semibold text-brand-900">{video.title}</h3>
                    <p>
                      <Badge tone="slate">{video.category}</Badge>
                    </p>
                    <div className="mt-auto pt-2">
                      <Button size="sm" onClick={() => setPlaying(video)} className="relative">
                        <Play className="h-4 w-4" aria-hidden="true" />
                        Watch<span className="sr-only"> {video.title}</span>
                      </Button>
                    </div>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <nav aria-label="Video pages" className="mt-5 flex items-center justify-between gap-2">
            <Button ref={previousRef} variant="outline" size="sm" disabled={current <= 1} onClick={() => goTo(current - 1)}>
              <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              Previous
            </Button>
            <p aria-live="polite" className="text-sm font-medium text-slate-700">
              Page {current} of {pageCount}
            </p>
            <Button ref={nextRef} variant="outline" size="sm" disabled={current >= pageCount} onClick={() => goTo(current + 1)}>
              Next
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </Button>
          </nav>
        </>
      )}
      <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />
    </section>
  );
}
