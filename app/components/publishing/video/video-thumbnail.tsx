import { Film } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Video } from "#domain/video.ts";

/**
 * A video's 16:9 thumbnail with its duration. A thumbnail that can't load (a dead link, or a host
 * the page's img-src policy doesn't allow) shows a neutral tile instead of a broken image, also
 * when it failed before hydration, where React never saw the error event.
 */
export function VideoThumbnail({ video }: { video: Pick<Video, "thumbnail" | "duration"> }) {
  const [broken, setBroken] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth === 0) setBroken(true);
  }, []);

  return (
    <div className="relative aspect-video bg-brand-50">
      {broken || !video.thumbnail ? (
        <div className="grid h-full place-items-center text-brand-700" aria-hidden="true">
          <Film className="h-10 w-10" />
        </div>
      ) : (
        <img
          ref={imgRef}
          src={video.thumbnail}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
          className="h-full w-full object-cover"
        />
      )}
      <span className="absolute right-2 bottom-2 rounded bg-brand-950/85 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">
        <span className="sr-only">Duration </span>
        {video.duration}
      </span>
    </div>
  );
}
