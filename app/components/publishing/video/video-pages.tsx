import { ChevronLeft, ChevronRight, Play } from "lucide-react";
import { useRef } from "react";
import { flushSync } from "react-dom";
import type { Video } from "#domain/video.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { usePages } from "#app/lib/use-pages.ts";
import { VideoThumbnail } from "./video-thumbnail";
import { VIDEOS_PER_PAGE } from "./videos-per-page";

type ListedVideo = Pick<Video, "id" | "title" | "category" | "duration" | "thumbnail">;

/**
 * Video cards 3 per page with Previous, "Page X of N" and Next (the staff Video Resource Center
 * and the investors' Video Center). Watch hands the video to the caller's player.
 */
export function VideoPages<T extends ListedVideo>({
  videos,
  onWatch,
}: {
  videos: readonly T[];
  onWatch: (video: T) => void;
}) {
  const { current, pageCount, shown, setPage } = usePages(videos, VIDEOS_PER_PAGE);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  // The button just pressed is disabled on the first and last page: keep focus on the other one.
  // The new page is rendered first, since the other button is enabled only then (from page 1 of
  // 2, Previous is still disabled while Next is being handled, and focus() would do nothing).
  const goTo = (target: number) => {
    flushSync(() => setPage(target));
    if (target >= pageCount) previousRef.current?.focus();
    else if (target <= 1) nextRef.current?.focus();
  };

  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={`Videos, page ${current} of ${pageCount}`}>
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
                  <Button size="sm" onClick={() => onWatch(video)}>
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
        <Button
          ref={nextRef}
          variant="outline"
          size="sm"
          disabled={current >= pageCount}
          onClick={() => goTo(current + 1)}
        >
          Next
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </nav>
    </>
  );
}
