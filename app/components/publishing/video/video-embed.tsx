import { ExternalLink } from "lucide-react";
import { useEffect, useState } from "react";
import { isAllowedEmbedUrl, videoHostName, watchUrlOf, type Video } from "#domain/video.ts";

/** The player's fields: what the embed, its dialog and the admin preview show. */
export type PlayableVideo = Pick<Video, "title" | "category" | "duration" | "embedUrl" | "fileUrl" | "description"> &
  Partial<Pick<Video, "uploadDate">>;

/**
 * How long an embedded player may take to load before we call it blocked. A frame that is dropped
 * by a firewall or never answers fires no event at all, so a timer is the only signal.
 */
export const EMBED_LOAD_TIMEOUT_MS = 8000;

/**
 * A video's 16:9 player: `<video controls>` for an uploaded file; for a link, the sandboxed
 * embedded player, sending only the origin as referrer, with a link to watch it at its source
 * below. An embed that cannot load (offline, blocked, refused by the page's frame-src, a host we do
 * not allow) shows that link in place of a broken frame (decision 0034).
 */
export function VideoEmbed({ video }: { video: Pick<Video, "title" | "embedUrl" | "fileUrl"> }) {
  if (video.fileUrl) {
    return (
      <div className="aspect-video w-full overflow-hidden rounded-lg bg-brand-950">
        <video controls preload="metadata" src={video.fileUrl} className="h-full w-full" aria-label={video.title}>
          <a href={video.fileUrl} className="text-white underline">
            Download the video
          </a>
        </video>
      </div>
    );
  }
  // Keyed by the link: another video starts with a fresh load state.
  return <EmbeddedPlayer key={video.embedUrl} title={video.title} embedUrl={video.embedUrl ?? ""} />;
}

function EmbeddedPlayer({ title, embedUrl }: { title: string; embedUrl: string }) {
  const allowed = isAllowedEmbedUrl(embedUrl);
  const watchUrl = watchUrlOf(embedUrl);
  // Offline already: no need to wait for the timer (the player mounts after a click, in the browser).
  const [state, setState] = useState<"loading" | "loaded" | "failed">(() =>
    allowed && (typeof navigator === "undefined" || navigator.onLine !== false) ? "loading" : "failed",
  );

  useEffect(() => {
    if (!allowed) return;
    // The player is only created after a click (dialogs), so its load event is never missed.
    const timer = window.setTimeout(
      () => setState((now) => (now === "loading" ? "failed" : now)),
      EMBED_LOAD_TIMEOUT_MS,
    );
    const origin = new URL(embedUrl).origin;
    // The page's Content-Security-Policy refusing the frame is reported here, not on the frame.
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI.startsWith(origin)) setState("failed");
    };
    const onOffline = () => setState((now) => (now === "loading" ? "failed" : now));
    document.addEventListener("securitypolicyviolation", onViolation);
    window.addEventListener("offline", onOffline);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("securitypolicyviolation", onViolation);
      window.removeEventListener("offline", onOffline);
    };
  }, [allowed, embedUrl]);

  const sourceLink = watchUrl ? (
    <a
      href={watchUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-9 items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      <ExternalLink className="h-4 w-4" aria-hidden="true" />
      Watch “{title}” on {videoHostName(embedUrl)}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : null;

  return (
    <div className="space-y-2">
      <div className="aspect-video w-full overflow-hidden rounded-lg bg-brand-950">
        {state === "failed" ? (
          <div role="status" className="grid h-full place-items-center p-6 text-center text-sm text-brand-100">
            <p>
              {watchUrl
                ? "The video player could not load here (you may be offline, or the player is blocked)."
                : "This video can't be played here."}
            </p>
          </div>
        ) : (
          <iframe
            src={embedUrl}
            title={title}
            className="h-full w-full border-0"
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation"
            onLoad={() => setState("loaded")}
          />
        )}
      </div>
      {sourceLink ? (
        <p className="flex justify-end" data-state={state}>
          {sourceLink}
        </p>
      ) : null}
    </div>
  );
}
