import { Download } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import type { AudioItem, AudioStreamItem } from "#app/content/podcasts.ts";
import { formatDate } from "#domain/format.ts";
import { DEFAULT_SPEED, DEFAULT_VOLUME, PLAYBACK_SPEEDS, SpeedSelect, VolumeSlider } from "./playback-controls";
import { useShareLink } from "./use-share-link";

/**
 * The audio player, open while `item` is set (docs/product.md §Investor portal). A live stream autoplays under
 * a LIVE STREAM banner; a file shows its series, duration, category and date and can be
 * downloaded. Both have speed, volume, Share and Close Player. Closing stops playback (the audio
 * element is removed) and focus returns to the button that opened it.
 */
export function AudioPlayerDialog({ item, onClose }: { item: AudioItem | null; onClose: () => void }) {
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={item?.title ?? "Audio player"}
      description={item?.description}
      className="max-w-xl"
    >
      {item ? <AudioPlayer key={item.id} item={item} onClose={onClose} /> : null}
    </Dialog>
  );
}

function AudioPlayer({ item, onClose }: { item: AudioItem; onClose: () => void }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [speed, setSpeed] = useState<number>(DEFAULT_SPEED);
  const [volume, setVolume] = useState<number>(DEFAULT_VOLUME);
  const isStream = item.type === "stream";
  const src = item.type === "stream" ? item.streamUrl : item.audioUrl;
  const share = useShareLink(src);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    // defaultPlaybackRate too, so the speed survives the element reloading its source.
    audio.defaultPlaybackRate = speed;
    audio.playbackRate = speed;
  }, [speed]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume / 100;
  }, [volume]);

  useEffect(() => {
    const audio = audioRef.current;
    return () => audio?.pause();
  }, []);

  return (
    <div className="space-y-5">
      {item.type === "stream" ? <LiveBanner stream={item} /> : <FileDetails item={item} />}

      <audio
        ref={audioRef}
        src={src}
        controls
        // A "live" stream starts at once (the click that opened the player allows it) and, being
        // the shipped demo clip, loops so it keeps going like a stream.
        autoPlay={isStream}
        loop={isStream}
        preload={isStream ? "auto" : "metadata"}
        // Keep the sliders in step when the browser's own controls change the volume or speed.
        onVolumeChange={(event) => setVolume(Math.round(event.currentTarget.volume * 100))}
        onRateChange={(event) => {
          const rate = event.currentTarget.playbackRate;
          if ((PLAYBACK_SPEEDS as readonly number[]).includes(rate)) setSpeed(rate);
        }}
        className="w-full"
      >
        Your browser does not support the audio element.
      </audio>

      <div className="grid gap-4 sm:grid-cols-2">
        <SpeedSelect value={speed} onChange={setSpeed} />
        <VolumeSlider value={volume} onChange={setVolume} />
      </div>

      <div className="space-y-3 border-t border-slate-100 pt-4">
        <div className="flex flex-wrap gap-3">
          {item.type === "file" ? (
            <a
              href={item.audioUrl}
              download={downloadName(item.title, item.audioUrl)}
              className={buttonClass("primary")}
            >
              <Download className="h-4 w-4" aria-hidden="true" />
              Download
            </a>
          ) : null}
          {share.button}
          <Button variant="ghost" onClick={onClose} className="sm:ml-auto">
            Close Player
          </Button>
        </div>
        {share.feedback}
      </div>
    </div>
  );
}

function LiveBanner({ stream }: { stream: AudioStreamItem }) {
  return (
    <div className="overflow-hidden rounded-lg border border-red-200">
      <p className="flex items-center gap-2 bg-red-700 px-4 py-2 text-sm font-bold tracking-wider text-white">
        <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-white motion-safe:animate-pulse" />
        LIVE STREAM
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 bg-red-50 px-4 py-3 text-sm sm:grid-cols-3">
        <Detail term="Status">
          <span className="font-semibold text-red-800">Live</span>
        </Detail>
        <Detail term="Bitrate">{stream.live.bitrate}</Detail>
        <Detail term="Format">{stream.live.format}</Detail>
      </dl>
    </div>
  );
}

function FileDetails({ item }: { item: Extract<AudioItem, { type: "file" }> }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg bg-slate-50 px-4 py-3 text-sm">
      <Detail term="Series">{item.series}</Detail>
      <Detail term="Duration">{item.duration}</Detail>
      <Detail term="Category">
        <Badge>{item.category}</Badge>
      </Detail>
      <Detail term="Published">
        <time dateTime={item.date}>{formatDate(item.date)}</time>
      </Detail>
    </dl>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

/** "Q4 2024 Market Outlook: …" + ".wav" → "q4-2024-market-outlook-….wav" */
function downloadName(title: string, url: string) {
  const extension = /\.[a-z0-9]+$/i.exec(new URL(url, "https://x.invalid").pathname)?.[0] ?? "";
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80);
  return `${slug || "audio"}${extension}`;
}
