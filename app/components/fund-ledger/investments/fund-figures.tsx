import type { FundSummary } from "#domain/stats.ts";
import { formatMoneyCents, formatPercent, formatRoi } from "#domain/format.ts";
import { cn } from "#app/lib/cn.ts";

/** An average ROI as "13.9%", or "n/a" when the fund has no (non-cancelled) investments. */
export const roi = (value: string | null) => (value === null ? "n/a" : formatRoi(value));

/** Share of the fund's commitments already called, 0 to 100 to one decimal (0 when nothing is committed). */
export function calledPercent(fund: Pick<FundSummary, "calledAmount" | "totalCommitments">) {
  const total = Number(fund.totalCommitments);
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((Number(fund.calledAmount) / total) * 1000) / 10));
}

/** True when a fund has neither investments nor commitments recorded. */
export const isEmptyFund = (fund: FundSummary) => fund.investmentCount === 0 && !(Number(fund.totalCommitments) > 0);

/**
 * Commitments called (paid-in and outstanding) vs not yet called: a labelled progress bar (max 100)
 * with its value in text. Called counts every call, paid or not (domain/ledger/figures.ts).
 */
export function CalledProgress({ fund, className }: { fund: FundSummary; className?: string }) {
  const percent = calledPercent(fund);
  const paidIn = calledPercent({ calledAmount: fund.paidInAmount, totalCommitments: fund.totalCommitments });
  const outstanding = Number(fund.outstandingAmount) > 0;
  const valueText = `${formatPercent(percent)} called: ${formatMoneyCents(fund.calledAmount)} of ${formatMoneyCents(fund.totalCommitments)} (${formatMoneyCents(fund.paidInAmount)} paid in, ${formatMoneyCents(fund.outstandingAmount)} outstanding), ${formatMoneyCents(fund.remainingCommitment)} not yet called`;
  return (
    <div className={className}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium text-slate-800">Commitments called</span>
        <span className="text-slate-700">
          <span className="font-semibold text-brand-900">{formatPercent(percent)}</span> (
          {formatMoneyCents(fund.calledAmount)} of {formatMoneyCents(fund.totalCommitments)})
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`${fund.fundType} commitments called`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        className="mt-2 flex h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn("h-full bg-brand-700")} style={{ width: `${paidIn}%` }} />
        <div className={cn("h-full bg-gold-400")} style={{ width: `${Math.max(0, percent - paidIn)}%` }} />
      </div>
      <p className="mt-1.5 text-xs text-slate-600">
        {formatMoneyCents(fund.paidInAmount)} paid in
        {outstanding ? `, ${formatMoneyCents(fund.outstandingAmount)} outstanding` : ""};{" "}
        {formatMoneyCents(fund.remainingCommitment)} not yet called
      </p>
    </div>
  );
}
