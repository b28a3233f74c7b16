import type { PodcastPanel } from "#domain/podcast.ts";
import type { PortalEvent } from "#domain/firm-event.ts";
import type { ArticleSummary } from "#domain/article.ts";
import type { FundType, Holding } from "#domain/investment.ts";
import type { CapitalCall, InvestorDocument, PortalResource, PortfolioSummary } from "#domain/investor-portal.ts";
import type { Video } from "#domain/video.ts";
import type { CapitalAccountPoint } from "#domain/fund-operations.ts";
import { FundIIPanel } from "#app/components/fund-ledger/firm/fund-ii-panel.tsx";
import { FundIPanel } from "#app/components/fund-ledger/firm/fund-i-panel.tsx";
import { InvestmentTeamPanel } from "#app/components/fund-ledger/firm/investment-team-panel.tsx";
import { PipelinePanel } from "#app/components/fund-ledger/firm/pipeline-panel.tsx";
import { VideoCarousel } from "#app/components/publishing/portal/video-carousel.tsx";
import { TabsContent } from "#app/components/ui/tabs.tsx";
import type { PortalDistribution } from "#app/components/fund-ledger/portal/distribution-history.tsx";
import { DocumentsAndMedia } from "#app/components/documents/portal/documents-and-media.tsx";
import { FundPosition } from "#app/components/fund-ledger/portal/fund-position.tsx";
import { InvestorOverview } from "#app/components/fund-ledger/portal/investor-overview.tsx";
import type { LedgerStanding } from "#app/components/fund-ledger/portal/performance-card.tsx";
import { portalTabsFor, type PortalTab } from "./portal-tabs";
import { ReportsPanel } from "#app/components/documents/portal/reports-panel.tsx";

export interface PortalData {
  access: { fundIAccess: boolean; fundIIAccess: boolean };
  portfolio: PortfolioSummary;
  /** The active investments of the funds this user may see (decision 0023). */
  holdings: Holding[];
  capitalCalls: CapitalCall[];
  /** The investor's own performance and capital account over time; null and empty for a viewer. */
  standing: LedgerStanding | null;
  history: CapitalAccountPoint[];
  distributions: PortalDistribution[];
  documents: InvestorDocument[];
  resources: PortalResource[];
  videos: Video[];
  podcasts: PodcastPanel;
  latestNews: ArticleSummary[];
  /** The Resources tab's upcoming events (services.firmEvents). */
  events: PortalEvent[];
}

function PanelHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="font-serif text-2xl font-bold text-brand-900">
      {children}
    </h2>
  );
}

/** Each tab's panel; only the selected one is mounted (see TabsContent). */
export function PortalTabPanels({ data, assetType }: { data: PortalData; assetType: string | null }) {
  const fund = (fundType: FundType) => data.portfolio.funds.find((f) => f.fundType === fundType);
  const holdingsOf = (fundType: FundType) => data.holdings.filter((h) => h.fundType === fundType);
  const panels: Record<PortalTab, React.ReactNode> = {
    overview: (
      <div className="space-y-10">
        <InvestorOverview
          portfolio={data.portfolio}
          capitalCalls={data.capitalCalls}
          standing={data.standing}
          history={data.history}
          distributions={data.distributions}
        />
        <VideoCarousel videos={data.videos} heading="Video Center" />
      </div>
    ),
    "fund-i": (
      <div className="space-y-10">
        <FundPosition fundType="Fund I" fund={fund("Fund I")} calls={data.capitalCalls} />
        <FundIPanel holdings={holdingsOf("Fund I")} />
      </div>
    ),
    "fund-ii": (
      <div className="space-y-10">
        <FundPosition fundType="Fund II" fund={fund("Fund II")} calls={data.capitalCalls} />
        <FundIIPanel assetType={assetType} holdings={holdingsOf("Fund II")} />
      </div>
    ),
    resources: (
      <DocumentsAndMedia
        documents={data.documents}
        latestNews={data.latestNews}
        podcasts={data.podcasts}
        events={data.events}
      />
    ),
    team: <InvestmentTeamPanel />,
    pipeline: <PipelinePanel />,
    reports: (
      <section aria-labelledby="reports-heading" className="space-y-4">
        <PanelHeading id="reports-heading">Reports</PanelHeading>
        <ReportsPanel documents={data.documents} resources={data.resources} />
      </section>
    ),
  };
  return portalTabsFor(data.access).map((tab) => (
    <TabsContent key={tab.value} value={tab.value} className="mt-8">
      {panels[tab.value]}
    </TabsContent>
  ));
}
