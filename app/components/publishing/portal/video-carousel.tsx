import { Video as VideoIcon } from "lucide-react";
import { useId, useState } from "react";
import type { Video } from "#domain/video.ts";
import { VideoPages } from "#app/components/publishing/video/video-pages.tsx";
import { VideoPlayerDialog } from "#app/components/publishing/video/video-player-dialog.tsx";

/**
 * The investor portal's video carousel: `videos` (as stored) 3 per page with Previous/Next and
 * "Page X of N"; Watch opens the VideoPlayerDialog. An empty list shows an empty state.
 */
export function VideoCarousel({ videos, heading = "Video Library" }: { videos: readonly Video[]; heading?: string }) {
  const [playing, setPlaying] = useState<Video | null>(null);
  const headingId = useId();

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
        <div className="mt-4">
          <VideoPages videos={videos} onWatch={setPlaying} />
        </div>
      )}
      <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />
    </section>
  );
}
