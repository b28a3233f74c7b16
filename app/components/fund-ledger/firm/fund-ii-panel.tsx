import { useId } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { fundII } from "#app/content/fund-details.ts";
import { cn } from "#app/lib/cn.ts";
import { ASSET_TYPE_PLURALS, ASSET_TYPES_BY_FUND, assetTypeSlug, type Holding } from "#domain/investment.ts";
import { formatMoney } from "#domain/format.ts";
import { HoldingCard, holdingsTotal } from "./holding-card";
import { FundKeyFacts, PanelHeader } from "./shared";

/** The URL parameter that carries the Fund II asset filter. */
const FUND_II_ASSET_FILTER_PARAM = "assetType";

/** The filter's options: all, then Fund II's asset types (domain/investment.ts) by their URL form. */
const FUND_II_ASSET_FILTERS = [
  { value: "all", label: "All assets", type: null },
  ...ASSET_TYPES_BY_FUND["Fund II"].map((type) => ({
    value: assetTypeSlug(type),
    label: ASSET_TYPE_PLURALS[type],
    type,
  })),
] as const;
type FundIIAssetFilter = (typeof FUND_II_ASSET_FILTERS)[number];

/** The filter of a (URL) value: a known one as is, anything else (or nothing) is "all". */
function parseFundIIAssetFilter(value: string | null | undefined): FundIIAssetFilter {
  const normalized = value?.trim().toLowerCase();
  return FUND_II_ASSET_FILTERS.find((filter) => filter.value === normalized) ?? FUND_II_ASSET_FILTERS[0];
}

/** The search string of the current URL with the filter set to `value` ("all" removes it). */
function filterSearch(current: string, value: string, linkSearchParams?: Readonly<Record<string, string>>) {
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
  /** Fund II's holdings: its active investments as staff manage them (decision 0023). */
  holdings: readonly Holding[];
}

/**
 * The Investor Portal's Fund II tab: key facts (from fund-details.ts) and the fund's holdings with
 * an asset-type filter. The filter is a group of links that set `?assetType=`, so it works before
 * hydration and can be bookmarked; once hydrated, links navigate client-side without scrolling
 * (each filter a history entry, so Back returns to the previous one, as on the news page),
 * the list follows the pending URL at once, and the result count is announced politely.
 */
export function FundIIPanel({ assetType, linkSearchParams, holdings }: FundIIPanelProps) {
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
  const shown = selected.type === null ? holdings : holdings.filter((h) => h.assetType === selected.type);
  const countText =
    selected.type === null
      ? `Showing all ${holdings.length} Fund II ${holdings.length === 1 ? "asset" : "assets"}.`
      : `Showing ${shown.length} of ${holdings.length} Fund II assets: ${selected.label}.`;

  return (
    <section aria-labelledby={titleId} className="space-y-8">
      <PanelHeader id={titleId} eyebrow={fundII.eyebrow} title={fundII.name}>
        <p>{fundII.summary}</p>
      </PanelHeader>

      <FundKeyFacts fund={fundII} headingId={`${baseId}-facts`} />

      <section aria-labelledby={assetsId}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={assetsId} className="text-lg font-semibold text-brand-900">
            Portfolio assets
          </h3>
          {holdings.length > 0 && (
            <p className="text-sm text-slate-600">{formatMoney(holdingsTotal(holdings))} invested in all</p>
          )}
        </div>

        {holdings.length === 0 ? (
          <p className="mt-4 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
            Fund II has no active investments yet.
          </p>
        ) : (
          <FundIIHoldings
            holdings={shown}
            selected={selected}
            countText={countText}
            listId={assetsId}
            filterLabelId={filterLabelId}
            search={location.search}
            linkSearchParams={linkSearchParams}
          />
        )}
      </section>
    </section>
  );
}

/** The filter, the announced count and the filtered list (or its empty state). */
function FundIIHoldings({
  holdings,
  selected,
  countText,
  listId,
  filterLabelId,
  search,
  linkSearchParams,
}: {
  holdings: readonly Holding[];
  selected: FundIIAssetFilter;
  countText: string;
  listId: string;
  filterLabelId: string;
  search: string;
  linkSearchParams?: Readonly<Record<string, string>>;
}) {
  return (
    <>
      <div role="group" aria-labelledby={filterLabelId} className="mt-4">
        <p id={filterLabelId} className="text-sm font-medium text-slate-700">
          Filter by asset type
        </p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {FUND_II_ASSET_FILTERS.map((filter) => {
            const isSelected = filter.value === selected.value;
            return (
              <li key={filter.value}>
                <Link
                  to={{ search: filterSearch(search, filter.value, linkSearchParams) }}
                  preventScrollReset
                  aria-current={isSelected ? "true" : undefined}
                  className={cn(
                    "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors sm:min-h-9",
                    isSelected
                      ? "border-brand-800 bg-brand-800 text-white"
                      : "border-slate-300 bg-white text-slate-800 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-900",
                  )}
                >
                  {filter.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>

      <p role="status" aria-live="polite" className="mt-4 text-sm text-slate-700">
        {countText}
      </p>

      {holdings.length === 0 ? (
        <div className="mt-4 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          <p>Fund II holds no {selected.label.toLowerCase()} at the moment.</p>
          <Link
            to={{ search: filterSearch(search, "all", linkSearchParams) }}
            preventScrollReset
            className="mt-2 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Show all assets
          </Link>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {holdings.map((holding) => (
            <li key={holding.id}>
              <HoldingCard holding={holding} idPrefix={listId} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
