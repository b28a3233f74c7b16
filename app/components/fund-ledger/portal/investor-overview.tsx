import type { CapitalAccountPoint } from "#domain/fund-operations.ts";
import { capitalCallNoticePath, type CapitalCall, type PortfolioSummary } from "#domain/investor-portal.ts";
import { CapitalAccountChart } from "./capital-account-chart";
import { CapitalCallHistory } from "./capital-call-history";
import { DistributionHistory, type PortalDistribution } from "./distribution-history";
import { DocumentsWithheld, useDocumentsWithheld } from "#app/components/documents/portal/edelivery-notice.tsx";
import { EmptyPortfolio } from "./empty-portfolio";
import { FundCommitments } from "./fund-commitments";
import { PerformanceCard, type LedgerStanding } from "./performance-card";
import { PortfolioSummaryCards } from "./portfolio-summary";
import { UpcomingCapitalCalls } from "./upcoming-capital-calls";

/**
 * The Investor Portal's body: the signed-in user's own figures, or a friendly empty state when
 * they have no records (a viewer, or an investor not yet committed), never a page of zeros.
 */
export function InvestorOverview({
  portfolio,
  capitalCalls,
  standing,
  history,
  distributions,
}: {
  portfolio: PortfolioSummary;
  capitalCalls: readonly CapitalCall[];
  standing: LedgerStanding | null;
  history: readonly CapitalAccountPoint[];
  distributions: readonly PortalDistribution[];
}) {
  const withheld = useDocumentsWithheld();
  if (!standing || (portfolio.funds.length === 0 && capitalCalls.length === 0 && distributions.length === 0)) {
    return <EmptyPortfolio />;
  }
  return (
    <div className="space-y-10">
      <PortfolioSummaryCards portfolio={portfolio} />
      <PerformanceCard ledger={standing} />
      <CapitalAccountChart history={history} />
      <UpcomingCapitalCalls calls={capitalCalls} />
      {portfolio.funds.length > 0 && <FundCommitments funds={portfolio.funds} />}
      <div className="space-y-4">
        <CapitalCallHistory
          calls={capitalCalls}
          noticeHref={withheld ? undefined : (call) => capitalCallNoticePath(call.id)}
        />
        {withheld && capitalCalls.length > 0 && <DocumentsWithheld />}
      </div>
      <DistributionHistory distributions={distributions} />
    </div>
  );
}
