import { AlertTriangle } from "lucide-react";
import type { ReactNode } from "react";
import type { FundSummaryView } from "#domain/fund-lists.ts";
import { formatCents, formatIrr, formatPercent, formatRatio, formatShortDate } from "#domain/format.ts";
import { cn } from "#app/lib/cn.ts";
import { CAPITAL_FIGURES } from "#domain/ledger/figures.ts";
import { share } from "./fund-figures";

/** The fund's figures: commitments and where they stand, the latest NAV and the performance multiples. */
export function FundSummary({ overview }: { overview: FundSummaryView }) {
  const { totals, performance, valuations } = overview;
  const latest = valuations[0] ?? null;
  const overdue = totals.overdueCents > 0;
  return (
    <section aria-labelledby="summary-heading" className="space-y-4">
      <h2 id="summary-heading" className="sr-only">
        {overview.fundType} summary
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Figure label="Total commitments" value={formatCents(totals.commitmentCents)} />
        <Figure
          label={CAPITAL_FIGURES.called.label}
          value={formatCents(totals.calledCents)}
          hint={`${formatCents(totals.uncalledCents)} ${CAPITAL_FIGURES.uncalled.label.toLowerCase()}`}
        />
        <Figure label={CAPITAL_FIGURES.paidIn.label} value={formatCents(totals.contributedCents)} />
        <Figure
          label={CAPITAL_FIGURES.outstanding.label}
          value={formatCents(totals.outstandingCents)}
          alert={overdue}
          hint={
            overdue ? (
              <span className="inline-flex items-center gap-1 font-semibold text-red-800">
                <AlertTriangle className="h-3.5 w-3.5" aria-hidden="true" />
                {formatCents(totals.overdueCents)} overdue
              </span>
            ) : (
              "Nothing overdue"
            )
          }
        />
        <Figure label={CAPITAL_FIGURES.unfunded.label} value={formatCents(totals.unfundedCents)} />
        <Figure
          label="Distributed"
          value={formatCents(totals.distributedCents)}
          hint={
            totals.scheduledDistributionCents > 0
              ? `${formatCents(totals.scheduledDistributionCents)} scheduled`
              : undefined
          }
        />
        <Figure
          label="Latest NAV"
          value={latest ? formatCents(latest.navCents) : "No valuation yet"}
          hint={latest ? `As of ${formatShortDate(latest.asOf)}` : "Add a valuation below"}
        />
        <Figure
          label="DPI / TVPI"
          value={`${formatRatio(performance.dpi)} / ${formatRatio(performance.tvpi)}`}
          hint={`As of ${formatShortDate(performance.asOf)}`}
        />
        <Figure
          label="Net IRR"
          value={formatIrr(performance.irr)}
          hint={`As of ${formatShortDate(performance.asOf)}`}
        />
      </dl>
      <FundingProgress overview={overview} />
    </section>
  );
}

function Figure({ label, value, hint, alert }: { label: string; value: string; hint?: ReactNode; alert?: boolean }) {
  return (
    <div
      className={cn(
        "rounded-xl border bg-white p-5 shadow-sm",
        alert ? "border-red-300 border-l-4 border-l-red-700" : "border-slate-200",
      )}
    >
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd>
        <span className="mt-1 block text-2xl font-bold tracking-tight break-words text-brand-900 tabular-nums">
          {value}
        </span>
        {hint ? <span className="mt-1 block text-xs text-slate-600">{hint}</span> : null}
      </dd>
    </div>
  );
}

/** Commitments: paid in, called but outstanding, and not yet called, as a bar with its figures in text. */
function FundingProgress({ overview }: { overview: FundSummaryView }) {
  const { commitmentCents, contributedCents, outstandingCents, overdueCents } = overview.totals;
  const paid = share(contributedCents, commitmentCents);
  const outstanding = Math.min(100 - paid, share(outstandingCents, commitmentCents));
  const notCalled = overview.totals.uncalledCents;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm font-medium text-slate-800">Funding progress</p>
      <div aria-hidden="true" className="mt-2 flex h-3 w-full overflow-hidden rounded-full bg-slate-200">
        <div className="h-full bg-brand-700" style={{ width: `${paid}%` }} />
        <div
          className={cn(
            "h-full",
            overdueCents > 0
              ? "bg-[repeating-linear-gradient(45deg,var(--color-red-700)_0_4px,var(--color-red-300)_4px_8px)]"
              : "bg-gold-400",
          )}
          style={{ width: `${outstanding}%` }}
        />
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-brand-700" />
          {CAPITAL_FIGURES.paidIn.label} {formatCents(contributedCents)} ({formatPercent(Math.round(paid * 10) / 10)})
        </li>
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={cn("h-3 w-3 rounded-sm", overdueCents > 0 ? "bg-red-700" : "bg-gold-400")}
          />
          {CAPITAL_FIGURES.outstanding.label} {formatCents(outstandingCents)}
          {overdueCents > 0 ? `, of which ${formatCents(overdueCents)} overdue` : ""}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-slate-200 ring-1 ring-slate-300" />
          {CAPITAL_FIGURES.uncalled.label} {formatCents(notCalled)}
        </li>
      </ul>
    </div>
  );
}
