import type { CommitmentSummary } from "#domain/investor-portal.ts";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { formatDate, formatMoneyCents } from "#domain/format.ts";
import { ContributionProgress } from "./contribution-progress";

export function FundCard({ fund }: { fund: CommitmentSummary }) {
  const headingId = `fund-${fund.fundType.replace(/\s+/g, "-").toLowerCase()}-heading`;
  return (
    <Card>
      <CardBody>
        <article aria-labelledby={headingId}>
          <h3 id={headingId} className="font-serif text-2xl font-bold text-brand-900">
            {fund.fundType}
          </h3>
          <dl className="mt-4 grid grid-cols-2 gap-4">
            <div>
              <dt className="text-sm text-slate-600">Commitment</dt>
              <dd className="text-lg font-semibold text-brand-900 tabular-nums">{formatMoneyCents(fund.commitment)}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Contributed to date</dt>
              <dd className="text-lg font-semibold text-brand-900 tabular-nums">
                {formatMoneyCents(fund.contributed)}
              </dd>
            </div>
          </dl>
          <ContributionProgress
            className="mt-5"
            percent={fund.progressPercent}
            label={`${fund.fundType} contribution progress`}
          />
          <dl className="mt-5 grid grid-cols-2 gap-4 border-t border-slate-100 pt-4">
            <div>
              <dt className="text-sm text-slate-600">Remaining commitment</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{formatMoneyCents(fund.remaining)}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Subscription date</dt>
              <dd className="font-semibold text-slate-900">
                {fund.subscriptionDate ? (
                  <time dateTime={fund.subscriptionDate}>{formatDate(fund.subscriptionDate)}</time>
                ) : (
                  "Not recorded"
                )}
              </dd>
            </div>
          </dl>
        </article>
      </CardBody>
    </Card>
  );
}

/** One card per fund the investor has committed to, in fund order. */
export function FundCommitments({ funds }: { funds: readonly CommitmentSummary[] }) {
  return (
    <section aria-labelledby="fund-commitments-heading">
      <h2 id="fund-commitments-heading" className="text-xl font-semibold text-brand-900">
        Fund commitments
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {funds.map((fund) => (
          <FundCard key={fund.fundType} fund={fund} />
        ))}
      </div>
    </section>
  );
}
