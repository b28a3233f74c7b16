import type { PortfolioSummary } from "../../../../domain/investor-portal";
import { Card, CardBody } from "~/components/ui/card";
import { formatDate, formatUsd } from "~/lib/format";
import { ContributionProgress } from "../contribution-progress";

/** Per fund: commitment, contributed to date, progress (0–100), subscription date, remaining. */
export function CommitmentsTab({ portfolio }: { portfolio: PortfolioSummary }) {
  return (
    <section aria-labelledby="commitments-heading">
      <h2 id="commitments-heading" className="text-xl font-semibold text-brand-900">
        Capital Commitments
      </h2>
      {portfolio.funds.length === 0 ? (
        <p className="mt-3 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">You have no commitments on record.</p>
      ) : (
        <ul className="mt-4 grid gap-6 md:grid-cols-2">
          {portfolio.funds.map((fund) => (
            <li key={fund.fundType}>
              <Card>
                <CardBody>
                  <h3 className="font-serif text-xl font-bold text-brand-900">{fund.fundType}</h3>
                  <dl className="mt-4 grid grid-cols-2 gap-4">
                    <div>
                      <dt className="text-sm text-slate-600">Commitment Amount</dt>
                      <dd className="text-lg font-semibold text-brand-900 tabular-nums">{formatUsd(fund.commitment)}</dd>
                    </div>
                    <div>
                      <dt className="text-sm text-slate-600">Contributed to Date</dt>
                      <dd className="text-lg font-semibold text-brand-900 tabular-nums">{formatUsd(fund.contributed)}</dd>
                    </div>
                  </dl>
                  <ContributionProgress className="mt-4" percent={fund.progressPercent} label={`${fund.fundType} commitment progress`} />
                  <dl className="mt-4 grid grid-cols-2 gap-4 border-t border-slate-100 pt-4">
                    <div>
                      <dt className="text-sm text-slate-600">Subscription Date</dt>
                      <dd className="font-medium text-slate-900">
                        {fund.subscriptionDate ? (
                          <time dateTime={fund.subscriptionDate}>{formatDate(fund.subscriptionDate)}</time>
                        ) : (
                          "Not recorded"
                        )}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-sm text-slate-600">Remaining Commitment</dt>
                      <dd className="font-medium text-slate-900 tabular-nums">{formatUsd(fund.remaining)}</dd>
                    </div>
                  </dl>
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
