import { isAllowedEmbedUrl, type Video } from "../../../domain/video";

/** The player's fields: what the embed, its dialog and the admin preview show. */
export type PlayableVideo = Pick<Video, "title" | "category" | "duration" | "embedUrl" | "description"> &
  Partial<Pick<Video, "uploadDate">>;

/**
 * A video's embedded 16:9 player, sandboxed, sending only the origin as referrer. Only players the
 * page's frame-src allows are embedded (domain/video.ts); anything else gets a note instead.
 */
export function VideoEmbed({ video }: { video: Pick<Video, "title" | "embedUrl"> }) {
  return (
    <div className="aspect-video w-full overflow-hidden rounded-lg bg-brand-950">
      {isAllowedEmbedUrl(video.embedUrl) ? (
        <iframe
          src={video.embedUrl}
          title={video.title}
          className="h-full w-full border-0"
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation"
        />
      ) : (
        <p className="grid h-full place-items-center p-6 text-center text-sm text-brand-100">
          This video can't be played here.
        </p>
      )}
    </div>
  );
}
