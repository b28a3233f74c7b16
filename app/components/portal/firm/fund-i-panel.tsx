import { useId } from "react";
import { MapPin } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { fundI } from "~/content/fund-details";
import { fundIProperties, type FundIProperty } from "~/content/portal/fund-assets";
import { formatPercent, formatShortDate, formatMoney } from "../../../../domain/format";
import { Fact, FundKeyFacts, PanelHeader } from "./shared";

const statusTone = { Stabilized: "green", "Lease-up": "brand", Renovation: "gold" } as const;

function PropertyCard({ property, idPrefix }: { property: FundIProperty; idPrefix: string }) {
  const headingId = `${idPrefix}-${property.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={headingId} className="font-semibold text-brand-900">
          {property.name}
        </h4>
        <Badge tone={statusTone[property.status]}>{property.status}</Badge>
      </div>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {property.location}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <Fact label="Type">{property.type}</Fact>
        <Fact label="Value">
          <span className="tabular-nums">{formatMoney(property.value)}</span>
        </Fact>
        <Fact label="Occupancy">
          {property.occupancyPercent === null ? "Not yet operating" : formatPercent(property.occupancyPercent)}
        </Fact>
        <Fact label="Acquired">
          <time dateTime={property.acquiredDate}>{formatShortDate(property.acquiredDate)}</time>
        </Fact>
      </dl>
    </article>
  );
}

/**
 * The Investor Portal's Fund I tab: the fund's key facts (from fund-details.ts) and its
 * properties (from content/portal/fund-assets.ts). Renders its own h2; everything else is h3/h4.
 */
export function FundIPanel({ properties = fundIProperties }: { properties?: readonly FundIProperty[] }) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const assetsId = `${baseId}-assets`;
  const total = properties.reduce((sum, property) => sum + property.value, 0);
  return (
    <section aria-labelledby={titleId} className="space-y-8">
      <PanelHeader id={titleId} eyebrow={fundI.eyebrow} title={fundI.name}>
        <p>{fundI.summary}</p>
      </PanelHeader>

      <FundKeyFacts fund={fundI} headingId={`${baseId}-facts`} />

      <section aria-labelledby={assetsId}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={assetsId} className="text-lg font-semibold text-brand-900">
            Properties
          </h3>
          {properties.length > 0 && (
            <p className="text-sm text-slate-600">
              {properties.length} {properties.length === 1 ? "property" : "properties"} · {formatMoney(total)} combined
              value
            </p>
          )}
        </div>
        {properties.length === 0 ? (
          <p className="mt-4 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
            Fund I has not acquired any properties yet.
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {properties.map((property) => (
              <li key={property.id}>
                <PropertyCard property={property} idPrefix={assetsId} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
