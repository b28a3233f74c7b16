import { Link, useNavigation } from "react-router";
import { formatShortDate } from "#domain/format.ts";
import { FUND_SLUGS } from "#domain/fund-slug.ts";
import {
  COMPOUNDING_LABELS,
  DAY_COUNT_LABELS,
  FEE_BASIS_LABELS,
  formatBps,
  WATERFALL_LABELS,
  type FeePeriod,
  type FundTermsVersion,
} from "#domain/fund-terms.ts";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";
import { ProposeTerms } from "./propose-terms";
import { QuarterFees } from "./quarter-fees";
import { SideLetters } from "./side-letters";
import type { TermsData } from "./terms-tab.server";
import { TermsHistory } from "./terms-history";

/** "1.5% of commitments from Jan 1, 2024 to Dec 31, 2028". */
export function describePeriod(period: FeePeriod) {
  const basis = FEE_BASIS_LABELS[period.basis].toLowerCase();
  const to = period.to ? ` to ${formatShortDate(period.to)}` : "";
  return `${formatBps(period.rateBps)} a year of ${basis} from ${formatShortDate(period.from)}${to}`;
}

/** The figures of one version, as a definition list. */
export function TermsFigures({ version }: { version: FundTermsVersion }) {
  const rows: Array<[string, string]> = [
    ["Effective from", formatShortDate(version.effectiveFrom)],
    [
      "Preferred return",
      `${formatBps(version.preferredReturnBps)} (${COMPOUNDING_LABELS[version.compounding].toLowerCase()}, ${DAY_COUNT_LABELS[version.dayCount]})`,
    ],
    ["Catch-up", formatBps(version.catchUpBps)],
    ["Carried interest", formatBps(version.carriedInterestBps)],
    ["Waterfall", WATERFALL_LABELS[version.waterfall]],
    ["Fees and expenses returned first", version.feesReturnedFirst ? "Yes, before the preferred return" : "No"],
    ["GP commitment", `${formatBps(version.gpCommitmentBps)} of the limited partners' commitments`],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
      <div className="min-w-0 sm:col-span-2">
        <dt className="text-slate-600">Management fee</dt>
        {version.feePeriods.map((period) => (
          <dd key={period.from} className="font-medium break-words text-slate-900">
            {describePeriod(period)}
          </dd>
        ))}
      </div>
    </dl>
  );
}

/**
 * A fund's terms (decision 0068): the fund switcher, the terms in effect today, this quarter's
 * management fees, the versions (proposals decided by super admins) and the side letters.
 */
export function FundTermsPage({ data }: { data: TermsData }) {
  const { overview, fees, viewer } = data;
  const navigation = useNavigation();
  const switching = navigation.state === "loading" && navigation.location.pathname === "/admin-portal/terms";
  const superAdmin = viewer.role === "super_admin";
  return (
    <div className="space-y-8" aria-busy={switching || undefined}>
      <div>
        <h2 className="text-2xl font-semibold text-brand-900">Fund terms</h2>
        <p className="mt-1 text-sm text-slate-600">
          Each version takes effect on its date and is never changed once approved: a change is a new version. Staff
          propose; a super admin other than the proposer approves. Every step is in the audit log.
        </p>
        <nav aria-label="Funds" className="mt-4">
          <ul className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-200/70 p-1">
            {Object.entries(FUND_SLUGS).map(([slug, name]) => (
              <li key={slug}>
                <Link
                  to={slug === "fund-i" ? "/admin-portal/terms" : `/admin-portal/terms?fund=${slug}`}
                  aria-current={slug === data.fund ? "page" : undefined}
                  preventScrollReset
                  className={cn(
                    "inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold text-slate-700 hover:bg-white/70 hover:text-brand-900",
                    slug === data.fund && "bg-white text-brand-900 shadow-sm",
                  )}
                >
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-slate-600">
          {switching ? "Loading..." : ""}
        </p>
      </div>

      <section aria-labelledby="current-terms-heading" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 id="current-terms-heading" className="text-xl font-semibold text-brand-900">
            {overview.fundType}&apos;s terms in effect today
          </h3>
          <ProposeTerms fund={data.fund} fundType={overview.fundType} current={overview.current} />
        </div>
        {overview.current ? (
          <Card>
            <CardBody>
              <TermsFigures version={overview.current} />
            </CardBody>
          </Card>
        ) : (
          <p
            role="note"
            className="rounded-xl border border-dashed border-gold-400 bg-gold-100 p-5 text-sm text-brand-950"
          >
            {overview.fundType} has no approved terms in effect today: its capital calls take a management fee typed by
            staff until a version is proposed and approved.
          </p>
        )}
        {overview.coveredThrough ? (
          <p className="text-sm text-slate-600">
            Settled under approved terms through {formatShortDate(overview.coveredThrough)}: a new version or side
            letter takes effect after that day.
          </p>
        ) : null}
      </section>

      <QuarterFees fees={fees} />
      <TermsHistory versions={overview.versions} viewer={viewer} />
      <SideLetters
        fundType={overview.fundType}
        letters={overview.sideLetters}
        investors={fees.lines}
        canEdit={superAdmin}
      />
    </div>
  );
}
