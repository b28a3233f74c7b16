import { Star } from "lucide-react";
import type { MouseEvent } from "react";
import type { Office } from "#app/content/site.ts";
import { landPath } from "#app/content/world-map-path.ts";
import { cn } from "#app/lib/cn.ts";
import { officeName } from "./office-format";
import { MAP_HEIGHT, MAP_WIDTH, placeMarkers, project, type MarkerPlacement } from "./projection";

// Parallels and meridians every 30 degrees, as straight lines on the equirectangular canvas.
const graticule = [
  ...[30, 60, 90, 120, 150].map((lat) => `M0 ${(lat / 180) * MAP_HEIGHT}H${MAP_WIDTH}`),
  ...[30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330].map((lng) => `M${(lng / 360) * MAP_WIDTH} 0V${MAP_HEIGHT}`),
].join("");

export interface OfficeMapProps {
  offices: readonly Office[];
  selectedId: string;
  onSelect: (id: string) => void;
}

/**
 * The world map (pre-projected Natural Earth land, no tiles, no map library in the browser)
 * with one button per office. The buttons are HTML laid over the SVG at percentage positions,
 * so they keep a fixed, tappable size while the map scales with its container.
 *
 * Without JavaScript the buttons submit a GET form (?office=id) and the server renders that
 * office selected; with JavaScript the click only changes the selection.
 */
export function OfficeMap({ offices, selectedId, onSelect }: OfficeMapProps) {
  const placements = placeMarkers(offices.map((o) => ({ id: o.id, ...project(o.coordinates.lat, o.coordinates.lng) })));
  return (
    <div className="relative" role="group" aria-label="World map of our offices">
      <svg
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        width="100%"
        className="block h-auto w-full rounded-lg bg-brand-50"
        aria-hidden="true"
        focusable="false"
      >
        <path d={graticule} fill="none" className="stroke-brand-100" strokeWidth="1" />
        <path d={landPath} className="fill-brand-200 stroke-white" strokeWidth="0.6" strokeLinejoin="round" />
      </svg>
      <form method="get" action="#office-details">
        {placements.map((place) => {
          const office = offices.find((o) => o.id === place.id)!;
          return (
            <MapMarker
              key={office.id}
              office={office}
              place={place}
              selected={office.id === selectedId}
              onSelect={onSelect}
            />
          );
        })}
      </form>
    </div>
  );
}

const labelSide = {
  top: "bottom-full left-1/2 mb-1 -translate-x-1/2",
  bottom: "top-full left-1/2 mt-1 -translate-x-1/2",
  left: "right-full top-1/2 mr-1 -translate-y-1/2",
  right: "left-full top-1/2 ml-1 -translate-y-1/2",
} as const;

function sideOf({ dx, dy }: MarkerPlacement): keyof typeof labelSide {
  if (dx === 0 && dy === 0) return "top";
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? "right" : "left";
  return dy > 0 ? "bottom" : "top";
}

function MapMarker({
  office,
  place,
  selected,
  onSelect,
}: {
  office: Office;
  place: MarkerPlacement;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const hq = Boolean(office.isHeadquarters);
  const offset = place.dx !== 0 || place.dy !== 0;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    onSelect(office.id);
  };
  return (
    <div
      className={cn(
        "absolute size-0",
        selected ? "z-20" : "z-10 has-[button:hover]:z-30 has-[button:focus-visible]:z-30",
      )}
      style={{ left: `${(place.x / MAP_WIDTH) * 100}%`, top: `${(place.y / MAP_HEIGHT) * 100}%` }}
    >
      {offset ? (
        <>
          {/* Leader line and dot marking the office's true position when its button is pushed aside. */}
          <span
            aria-hidden="true"
            className="absolute top-0 left-0 h-px origin-left bg-brand-800"
            style={{
              width: `${Math.hypot(place.dx, place.dy)}px`,
              transform: `rotate(${(Math.atan2(place.dy, place.dx) * 180) / Math.PI}deg)`,
            }}
          />
          <span aria-hidden="true" className="absolute -top-[3px] -left-[3px] size-1.5 rounded-full bg-brand-900" />
        </>
      ) : null}
      <button
        type="submit"
        name="office"
        value={office.id}
        aria-label={hq ? `${officeName(office)} (Headquarters)` : officeName(office)}
        aria-pressed={selected}
        onClick={handleClick}
        className="group absolute top-0 left-0 grid size-7 cursor-pointer place-items-center rounded-full"
        style={{ transform: `translate(calc(-50% + ${place.dx}px), calc(-50% + ${place.dy}px))` }}
      >
        <span
          aria-hidden="true"
          className={cn(
            "grid place-items-center rounded-full shadow-md ring-2 transition-transform group-hover:scale-110",
            selected ? "bg-gold-400 ring-brand-900" : "bg-brand-800 ring-white",
            hq ? "size-6" : selected ? "size-5" : "size-4",
          )}
        >
          {hq ? (
            <Star className={cn("size-3.5", selected ? "fill-brand-900 text-brand-900" : "fill-white text-white")} />
          ) : selected ? (
            <span className="size-1.5 rounded-full bg-brand-900" />
          ) : null}
        </span>
        <span
          aria-hidden="true"
          className={cn(
            "pointer-events-none absolute rounded-md px-2 py-1 text-xs font-semibold whitespace-nowrap shadow-md",
            labelSide[sideOf(place)],
            selected
              ? "bg-brand-900 text-white"
              : "hidden bg-white text-brand-900 ring-1 ring-brand-200 group-hover:block group-focus-visible:block",
          )}
        >
          {office.city}
        </span>
      </button>
    </div>
  );
}

/** The key under the map: shapes and size tell the marker kinds apart, not colour alone. */
export function MapLegend() {
  return (
    <ul className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-slate-700" aria-label="Map key">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="grid size-5 place-items-center rounded-full bg-brand-800">
          <Star className="size-3 fill-white text-white" />
        </span>
        Headquarters
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="size-3.5 rounded-full bg-brand-800 ring-2 ring-white shadow" />
        Office
      </li>
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="grid size-5 place-items-center rounded-full bg-gold-400 ring-2 ring-brand-900"
        >
          <span className="size-1.5 rounded-full bg-brand-900" />
        </span>
        Selected office
      </li>
    </ul>
  );
}
