import type { PortfolioSummary } from "#domain/investor-portal.ts";
import { FundCard } from "#app/components/fund-ledger/portal/fund-commitments.tsx";

/** Per fund: commitment, contributed to date, progress (0–100), subscription date, remaining. */
export function CommitmentsTab({ portfolio }: { portfolio: PortfolioSummary }) {
  return (
    <section aria-labelledby="commitments-heading">
      <h2 id="commitments-heading" className="text-xl font-semibold text-brand-900">
        Capital Commitments
      </h2>
      {portfolio.funds.length === 0 ? (
        <p className="mt-3 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          You have no commitments on record.
        </p>
      ) : (
        <ul className="mt-4 grid gap-6 md:grid-cols-2">
          {portfolio.funds.map((fund) => (
            <li key={fund.fundType}>
              <FundCard fund={fund} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
