import { Check, MapPin, Star } from "lucide-react";
import type { Office } from "#app/content/site.ts";
import { cn } from "#app/lib/cn.ts";

/** "All Locations": one toggle button per office; the primary control on small screens. */
export function OfficeList({
  offices,
  selectedId,
  onSelect,
}: {
  offices: readonly Office[];
  selectedId: string;
  onSelect: (id: string) => void;
}) {
  return (
    <div>
      <h3 id="all-locations-title" className="font-serif text-2xl font-bold text-brand-900">
        All Locations
      </h3>
      <form method="get" action="#office-details" className="mt-4">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {offices.map((office) => {
            const selected = office.id === selectedId;
            return (
              <li key={office.id}>
                <button
                  type="submit"
                  name="office"
                  value={office.id}
                  aria-pressed={selected}
                  onClick={(event) => {
                    event.preventDefault();
                    onSelect(office.id);
                  }}
                  className={cn(
                    "flex min-h-16 w-full cursor-pointer items-center gap-3 rounded-lg border-2 bg-white px-4 py-3 text-left transition-colors",
                    selected
                      ? "border-gold-500 bg-gold-100/60 shadow-sm"
                      : "border-slate-200 hover:border-brand-300 hover:bg-brand-50",
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "grid size-9 shrink-0 place-items-center rounded-full",
                      selected ? "bg-gold-400 text-brand-950" : "bg-brand-50 text-brand-700",
                    )}
                  >
                    {office.isHeadquarters ? <Star className="size-4 fill-current" /> : <MapPin className="size-4" />}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-brand-900">{office.city}</span>
                    <span className="sr-only">, </span>
                    <span className="block text-sm text-slate-600">
                      {office.country}
                      {office.isHeadquarters ? (
                        <span className="font-semibold text-gold-700"> · Headquarters</span>
                      ) : null}
                    </span>
                  </span>
                  <span className="shrink-0 text-xs font-semibold text-slate-600">{office.timezone}</span>
                  {selected ? (
                    <Check aria-hidden="true" className="size-5 shrink-0 text-brand-900" strokeWidth={3} />
                  ) : (
                    <span aria-hidden="true" className="size-5 shrink-0" />
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </form>
    </div>
  );
}
