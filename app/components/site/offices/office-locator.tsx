import { useRef, useState } from "react";
import { Card } from "#app/components/ui/card.tsx";
import type { Office } from "#app/content/site.ts";
import { OfficeDetailCard } from "./office-detail-card";
import { officeName, pickOffice } from "./office-format";
import { OfficeList } from "./office-list";
import { MapLegend, OfficeMap } from "./office-map";

/**
 * Map, detail card and "All Locations" list sharing one selection. The server renders
 * `initialId` (from ?office=, else the headquarters) selected, so the page reads fully
 * without JavaScript.
 */
export function OfficeLocator({ offices, initialId }: { offices: readonly Office[]; initialId?: string | null }) {
  const [selectedId, setSelectedId] = useState(() => pickOffice(offices, initialId).id);
  const [announcement, setAnnouncement] = useState("");
  const detailRef = useRef<HTMLDivElement>(null);
  const selected = pickOffice(offices, selectedId);

  const select = (id: string, reveal: boolean) => {
    const office = pickOffice(offices, id);
    setSelectedId(office.id);
    setAnnouncement(`Showing ${officeName(office)}${office.isHeadquarters ? ", headquarters" : ""}.`);
    // From the list (below the card on phones), bring the card into view if it is off screen.
    const card = detailRef.current;
    if (reveal && card) {
      const box = card.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight) {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        card.scrollIntoView({ block: "nearest", behavior: reduce ? "auto" : "smooth" });
      }
    }
  };

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="p-2 sm:p-4">
          <OfficeMap offices={offices} selectedId={selected.id} onSelect={(id) => select(id, false)} />
          <div className="px-2 pt-3 pb-1 sm:px-0">
            <MapLegend />
          </div>
        </Card>
        <OfficeDetailCard ref={detailRef} office={selected} className="lg:sticky lg:top-24" />
      </div>
      <div className="mt-12">
        <OfficeList offices={offices} selectedId={selected.id} onSelect={(id) => select(id, true)} />
      </div>
    </>
  );
}
