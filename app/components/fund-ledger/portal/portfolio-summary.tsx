import type { PortfolioSummary } from "#domain/investor-portal.ts";
import { Card } from "#app/components/ui/card.tsx";
import { formatMoneyCents } from "#domain/format.ts";
import { ContributionProgress } from "./contribution-progress";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    // The card is the dl's group wrapper (a dl may only hold dt/dd directly or in a div).
    <Card className="p-5">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tracking-tight text-brand-900 tabular-nums">{value}</dd>
    </Card>
  );
}

/** The investor's totals across funds: commitment, contributed, remaining and overall progress. */
export function PortfolioSummaryCards({ portfolio }: { portfolio: PortfolioSummary }) {
  return (
    <section aria-labelledby="portfolio-summary-heading">
      <h2 id="portfolio-summary-heading" className="text-xl font-semibold text-brand-900">
        Portfolio summary
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Total Commitment" value={formatMoneyCents(portfolio.totalCommitment)} />
        <Figure label="Capital Contributed" value={formatMoneyCents(portfolio.totalContributed)} />
        <Figure label="Remaining Commitment" value={formatMoneyCents(portfolio.totalRemaining)} />
        <Card className="p-5">
          <dt className="text-sm font-medium text-slate-600">Overall Progress</dt>
          <dd className="mt-1">
            <ContributionProgress percent={portfolio.progressPercent} label="Overall contribution progress" />
          </dd>
        </Card>
      </dl>
    </section>
  );
}
