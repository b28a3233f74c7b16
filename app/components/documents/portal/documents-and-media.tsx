import type { ArticleSummary } from "#domain/article.ts";
import type { InvestorDocument } from "#domain/investor-portal.ts";
import type { PodcastPanel } from "#domain/podcast.ts";
import type { PortalEvent } from "#domain/firm-event.ts";
import { NeedHelpCard } from "#app/components/fund-ledger/firm/need-help-card.tsx";
import { UpcomingEventsCard } from "#app/components/fund-ledger/firm/upcoming-events-card.tsx";
import { AudioPodcastsPanel } from "#app/components/publishing/portal/audio-podcasts-panel.tsx";
import { DocumentLibrary } from "./document-library";
import { LatestNewsCard } from "#app/components/publishing/portal/latest-news-card.tsx";
import { QuickReportsCard } from "./quick-reports";

/**
 * The Resources tab's documents and media screen: the investor's document cards beside a sidebar
 * of podcasts, news, quick reports, events and help.
 */
export function DocumentsAndMedia({
  documents,
  latestNews,
  podcasts,
  events,
}: {
  documents: readonly InvestorDocument[];
  latestNews: readonly ArticleSummary[];
  /** The stored episodes the audio panel lists. */
  podcasts: PodcastPanel;
  /** The investor's upcoming events, from the records (services.firmEvents). */
  events: readonly PortalEvent[];
}) {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section aria-labelledby="documents-media-heading">
        <h2 id="documents-media-heading" className="font-serif text-2xl font-bold text-brand-900">
          Documents &amp; Media
        </h2>
        <div className="mt-4">
          <DocumentLibrary documents={documents} />
        </div>
      </section>
      <aside aria-label="Media, news and help" className="space-y-6">
        <AudioPodcastsPanel podcasts={podcasts} />
        <LatestNewsCard articles={latestNews} />
        <QuickReportsCard documents={documents} />
        <UpcomingEventsCard events={events} />
        <NeedHelpCard />
      </aside>
    </div>
  );
}
