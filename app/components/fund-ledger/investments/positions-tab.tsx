import { Landmark } from "lucide-react";
import type { SessionUser } from "#domain/auth.ts";
import type { FundSummary } from "#domain/stats.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { formatMoney, formatMoneyCents } from "#domain/format.ts";
import { CAPITAL_FIGURES } from "#domain/ledger/figures.ts";
import { CalledProgress, isEmptyFund, roi } from "./fund-figures";
import type { PositionsData } from "./positions-tab.server";

/** What each figure on a fund card means (shown once under the cards). */
const FIGURES: ReadonlyArray<{ label: string; meaning: string; value: (fund: FundSummary) => string }> = [
  {
    label: "Investments",
    meaning: "every investment recorded in the fund, whatever its status",
    value: (f) => String(f.investmentCount),
  },
  { label: "Active", meaning: "investments with status active", value: (f) => String(f.activeCount) },
  {
    label: "Total invested",
    meaning: "sum of investment amounts, cancelled investments excluded",
    value: (f) => formatMoney(f.totalInvested),
  },
  {
    label: "Average ROI",
    meaning: "mean estimated ROI of the non-cancelled investments",
    value: (f) => roi(f.averageROI),
  },
  {
    label: "Total commitments",
    meaning: "capital investors have committed to the fund",
    value: (f) => formatMoneyCents(f.totalCommitments),
  },
  { ...CAPITAL_FIGURES.called, value: (f) => formatMoneyCents(f.calledAmount) },
  { ...CAPITAL_FIGURES.paidIn, value: (f) => formatMoneyCents(f.paidInAmount) },
  { ...CAPITAL_FIGURES.outstanding, value: (f) => formatMoneyCents(f.outstandingAmount) },
  { ...CAPITAL_FIGURES.uncalled, value: (f) => formatMoneyCents(f.remainingCommitment) },
  {
    label: "Investors",
    meaning: "investors with a commitment above zero in the fund",
    value: (f) => String(f.investorCount),
  },
];

/** The admin portal's Positions: one summary card per fund, computed from investments and commitments. */
export default function PositionsTab({ data }: { user: SessionUser; data?: PositionsData }) {
  const funds = data?.funds ?? [];
  return (
    <section aria-labelledby="positions-heading" className="space-y-6">
      <div>
        <h2 id="positions-heading" className="text-2xl font-semibold text-brand-900">
          Fund Positions
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">
          Each fund's investments and investor commitments, computed from the records stored today.
        </p>
      </div>

      {funds.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No fund data yet.
        </p>
      ) : (
        <ul className="grid gap-6 lg:grid-cols-2">
          {funds.map((fund) => (
            <li key={fund.fundType}>
              <FundCard fund={fund} />
            </li>
          ))}
        </ul>
      )}

      <Card>
        <CardBody className="p-5">
          <h3 className="text-sm font-semibold text-slate-900">What the figures mean</h3>
          <dl className="mt-2 grid gap-x-8 gap-y-1.5 text-sm text-slate-700 sm:grid-cols-2">
            {FIGURES.map((figure) => (
              <div key={figure.label}>
                <dt className="inline font-medium text-slate-900">{figure.label}:</dt>{" "}
                <dd className="inline">{figure.meaning}.</dd>
              </div>
            ))}
          </dl>
        </CardBody>
      </Card>
    </section>
  );
}

function FundCard({ fund }: { fund: FundSummary }) {
  const headingId = `position-${fund.fundType.replace(/\s+/g, "-").toLowerCase()}`;
  return (
    <Card className="h-full">
      <CardBody>
        <article aria-labelledby={headingId}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 id={headingId} className="flex items-center gap-2 text-xl font-semibold text-brand-900">
              <span
                aria-hidden="true"
                className="grid h-9 w-9 place-items-center rounded-lg bg-brand-50 text-brand-700"
              >
                <Landmark className="h-5 w-5" />
              </span>
              {fund.fundType}
            </h3>
            <Badge tone={fund.activeCount > 0 ? "green" : "slate"}>
              {fund.activeCount} active {fund.activeCount === 1 ? "investment" : "investments"}
            </Badge>
          </div>
          {isEmptyFund(fund) ? (
            <p className="mt-5 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
              No investments or commitments recorded for {fund.fundType} yet.
            </p>
          ) : (
            <>
              <dl className="mt-5 grid grid-cols-1 gap-x-6 gap-y-4 min-[420px]:grid-cols-2">
                {FIGURES.map((figure) => (
                  <div key={figure.label}>
                    <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{figure.label}</dt>
                    <dd className="mt-0.5 text-base font-semibold sm:text-lg text-slate-900 tabular-nums">
                      {figure.value(fund)}
                    </dd>
                  </div>
                ))}
              </dl>
              <CalledProgress fund={fund} className="mt-6" />
            </>
          )}
        </article>
      </CardBody>
    </Card>
  );
}
