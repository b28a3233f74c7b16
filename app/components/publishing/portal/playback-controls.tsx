import { Gauge, Volume2, VolumeX } from "lucide-react";
import { useId } from "react";
import { NativeSelect } from "#app/components/ui/field.tsx";

/** docs/product.md §Investor portal: speeds 0.75x to 2x, default 1x; volume 0 to 100, default 80. */
export const PLAYBACK_SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;
export const DEFAULT_SPEED = 1;
export const DEFAULT_VOLUME = 80;

/** "Playback speed" select; the value is the audio element's playbackRate. */
export function SpeedSelect({ value, onChange }: { value: number; onChange: (speed: number) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 flex items-center gap-1.5 text-sm font-medium text-slate-800">
        <Gauge className="h-4 w-4 text-brand-700" aria-hidden="true" />
        Playback speed
      </label>
      <NativeSelect
        id={id}
        value={String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        className="py-2"
      >
        {PLAYBACK_SPEEDS.map((speed) => (
          <option key={speed} value={String(speed)}>
            {speed}x
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** "Volume" slider, 0–100 (the audio element's volume × 100), announced as a percentage. */
export function VolumeSlider({ value, onChange }: { value: number; onChange: (volume: number) => void }) {
  const id = useId();
  const Icon = value === 0 ? VolumeX : Volume2;
  return (
    <div>
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
          <Icon className="h-4 w-4 text-brand-700" aria-hidden="true" />
          Volume
        </label>
        <span aria-hidden="true" className="text-sm text-slate-700 tabular-nums">
          {value}%
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={1}
        value={value}
        aria-valuetext={`${value}%`}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-11 w-full cursor-pointer accent-brand-700"
      />
    </div>
  );
}
