import type { CapitalCall, PortfolioSummary } from "../../../domain/investor-portal";
import { CapitalCallHistory } from "./capital-call-history";
import { EmptyPortfolio } from "./empty-portfolio";
import { FundCommitments } from "./fund-commitments";
import { PortfolioSummaryCards } from "./portfolio-summary";
import { UpcomingCapitalCalls } from "./upcoming-capital-calls";

/**
 * The Investor Portal's body: the signed-in user's own figures, or a friendly empty state when
 * they have no records (a viewer, or an investor not yet committed), never a page of zeros.
 */
export function InvestorOverview({
  portfolio,
  capitalCalls,
}: {
  portfolio: PortfolioSummary;
  capitalCalls: readonly CapitalCall[];
}) {
  if (portfolio.funds.length === 0 && capitalCalls.length === 0) return <EmptyPortfolio />;
  return (
    <div className="space-y-10">
      <PortfolioSummaryCards portfolio={portfolio} />
      <UpcomingCapitalCalls calls={capitalCalls} />
      {portfolio.funds.length > 0 && <FundCommitments funds={portfolio.funds} />}
      <CapitalCallHistory calls={capitalCalls} />
    </div>
  );
}
