import { useId } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { MapPin } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { fundII } from "~/content/fund-details";
import {
  FUND_II_ASSET_FILTER_PARAM,
  FUND_II_ASSET_FILTERS,
  fundIIAssetFilterLabels,
  fundIIAssetTypeLabels,
  fundIIAssets,
  parseFundIIAssetFilter,
  type FundIIAsset,
  type FundIIAssetFilter,
} from "~/content/portal/fund-assets";
import { cn } from "~/lib/cn";
import { formatShortDate, formatMoney } from "../../../../domain/format";
import { Fact, FundKeyFacts, PanelHeader } from "./shared";

// Re-exported so the page can validate `?assetType=` from one import.
export { FUND_II_ASSET_FILTER_PARAM, FUND_II_ASSET_FILTERS, parseFundIIAssetFilter, type FundIIAssetFilter };

const statusTone = { Active: "green", Performing: "green", "Follow-on round": "brand" } as const;

function AssetCard({ asset, idPrefix }: { asset: FundIIAsset; idPrefix: string }) {
  const headingId = `${idPrefix}-${asset.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={headingId} className="font-semibold text-brand-900">
          {asset.name}
        </h4>
        <Badge tone="slate">{fundIIAssetTypeLabels[asset.type]}</Badge>
      </div>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {asset.location}
      </p>
      <p className="mt-3 text-sm text-slate-700">{asset.description}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <Fact label="Invested">
          <span className="tabular-nums">{formatMoney(asset.invested)}</span>
        </Fact>
        <Fact label="Acquired">
          <time dateTime={asset.acquiredDate}>{formatShortDate(asset.acquiredDate)}</time>
        </Fact>
        <Fact label="Status" className="col-span-2">
          <Badge tone={statusTone[asset.status]}>{asset.status}</Badge>
        </Fact>
      </dl>
    </article>
  );
}

/** The search string of the current URL with the filter set to `value` ("all" removes it). */
function filterSearch(current: string, value: FundIIAssetFilter, linkSearchParams?: Readonly<Record<string, string>>) {
  const params = new URLSearchParams(current);
  for (const [name, paramValue] of Object.entries(linkSearchParams ?? {})) params.set(name, paramValue);
  if (value === "all") params.delete(FUND_II_ASSET_FILTER_PARAM);
  else params.set(FUND_II_ASSET_FILTER_PARAM, value);
  const search = params.toString();
  return search ? `?${search}` : "";
}

export interface FundIIPanelProps {
  /**
   * The `?assetType=` value from the URL (the page's loader reads it). Unknown or missing → all.
   */
  assetType: string | null;
  /**
   * Search parameters every filter link also sets, e.g. `{ tab: "fund-ii" }`, so a click before
   * hydration (a full page load) lands on this tab again. Other current parameters are kept.
   */
  linkSearchParams?: Readonly<Record<string, string>>;
  assets?: readonly FundIIAsset[];
}

/**
 * The Investor Portal's Fund II tab: key facts (from fund-details.ts) and the asset list with its
 * asset-type filter. The filter is a group of links that set `?assetType=`, so it works before
 * hydration and can be bookmarked; once hydrated, links navigate client-side without scrolling
 * (each filter a history entry, so Back returns to the previous one, as on the news page),
 * the list follows the pending URL at once, and the result count is announced politely.
 */
export function FundIIPanel({ assetType, linkSearchParams, assets = fundIIAssets }: FundIIPanelProps) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const assetsId = `${baseId}-assets`;
  const filterLabelId = `${baseId}-filter-label`;
  const location = useLocation();
  const navigation = useNavigation();

  // While the page's loader runs for a filter link, show the requested filter already.
  const pending =
    navigation.location && navigation.location.pathname === location.pathname
      ? parseFundIIAssetFilter(new URLSearchParams(navigation.location.search).get(FUND_II_ASSET_FILTER_PARAM))
      : null;
  const selected = pending ?? parseFundIIAssetFilter(assetType);
  const shown = selected === "all" ? assets : assets.filter((asset) => asset.type === selected);
  const countText =
    selected === "all"
      ? `Showing all ${assets.length} Fund II ${assets.length === 1 ? "asset" : "assets"}.`
      : `Showing ${shown.length} of ${assets.length} Fund II assets: ${fundIIAssetFilterLabels[selected]}.`;

  return (
    <section aria-labelledby={titleId} className="space-y-8">
      <PanelHeader id={titleId} eyebrow={fundII.eyebrow} title={fundII.name}>
        <p>{fundII.summary}</p>
      </PanelHeader>

      <FundKeyFacts fund={fundII} headingId={`${baseId}-facts`} />

      <section aria-labelledby={assetsId}>
        <h3 id={assetsId} className="text-lg font-semibold text-brand-900">
          Portfolio assets
        </h3>

        <div role="group" aria-labelledby={filterLabelId} className="mt-4">
          <p id={filterLabelId} className="text-sm font-medium text-slate-700">
            Filter by asset type
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {FUND_II_ASSET_FILTERS.map((value) => {
              const isSelected = value === selected;
              return (
                <li key={value}>
                  <Link
                    to={{ search: filterSearch(location.search, value, linkSearchParams) }}
                    preventScrollReset
                    aria-current={isSelected ? "true" : undefined}
                    className={cn(
                      "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors sm:min-h-9",
                      isSelected
                        ? "border-brand-800 bg-brand-800 text-white"
                        : "border-slate-300 bg-white text-slate-800 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-900",
                    )}
                  >
                    {fundIIAssetFilterLabels[value]}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>

        <p role="status" aria-live="polite" className="mt-4 text-sm text-slate-700">
          {countText}
        </p>

        {shown.length === 0 ? (
          <div className="mt-4 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
            <p>Fund II holds no {fundIIAssetFilterLabels[selected].toLowerCase()} at the moment.</p>
            <Link
              to={{ search: filterSearch(location.search, "all", linkSearchParams) }}
              preventScrollReset
              className="mt-2 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Show all assets
            </Link>
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((asset) => (
              <li key={asset.id}>
                <AssetCard asset={asset} idPrefix={assetsId} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
