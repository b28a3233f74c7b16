import { CalendarDays, Clock } from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { formatDate } from "#domain/format.ts";
import { VideoEmbed, type PlayableVideo } from "./video-embed";

/**
 * The video player, open while `video` is set (docs/product.md §Investor portal): the embedded player, category,
 * duration, upload date; the dialog's Close button (and Escape) closes it and returns focus.
 */
export function VideoPlayerDialog({ video, onClose }: { video: PlayableVideo | null; onClose: () => void }) {
  return (
    <Dialog
      open={video !== null}
      onOpenChange={(open) => !open && onClose()}
      title={video?.title ?? "Video"}
      className="max-w-3xl"
    >
      {video ? (
        <div className="space-y-4">
          <VideoEmbed video={video} />
          <dl className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-700">
            <div>
              <dt className="sr-only">Category</dt>
              <dd>
                <Badge>{video.category}</Badge>
              </dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt>
                <Clock className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">Duration</span>
              </dt>
              <dd className="tabular-nums">{video.duration}</dd>
            </div>
            {video.uploadDate ? (
              <div className="flex items-center gap-1.5">
                <dt>
                  <CalendarDays className="h-4 w-4" aria-hidden="true" />
                  <span className="sr-only">Uploaded</span>
                </dt>
                <dd>
                  <time dateTime={video.uploadDate}>{formatDate(video.uploadDate)}</time>
                </dd>
              </div>
            ) : null}
          </dl>
          {video.description ? <p className="text-sm whitespace-pre-line text-slate-800">{video.description}</p> : null}
        </div>
      ) : null}
    </Dialog>
  );
}
