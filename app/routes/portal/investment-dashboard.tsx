import { isRouteErrorResponse, useRouteError, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { PortalAccessDenied, PortalHeader } from "#app/components/accounts/auth/portal-header.tsx";
import { EntityLine, EntitySwitcher } from "#app/components/entities/entity-switcher.tsx";
import { EntityNotFound, entityKept, entityChanged } from "#app/components/entities/entity-pages.tsx";
import { EdeliveryPanel, EdeliveryWithheld } from "#app/components/documents/portal/edelivery-notice.tsx";
import { PortalTabList } from "#app/components/portal/portal-tab-list.tsx";
import { PortalTabPanels } from "#app/components/portal/portal-tab-panels.tsx";
import {
  DEFAULT_PORTAL_TAB,
  portalTabFrom,
  portalTabsFor,
  type PortalTab,
} from "#app/components/portal/portal-tabs.ts";
import { Tabs } from "#app/components/ui/tabs.tsx";
import { site } from "#app/content/site.ts";
import { edeliveryConsentAction } from "#app/lib/edelivery.server.ts";
import { firmListsFor } from "#app/lib/firm-lists.server.ts";
import { PRIVATE_HEADERS, requireUser } from "#app/lib/guards.server.ts";
import { emptyPortalLedger, portalLedgerFor } from "#app/lib/portal-ledger.server.ts";
import { portalEntityFor } from "#app/lib/portal-entity.server.ts";
import { keepDataOnQueryChange } from "#app/lib/revalidate.ts";
import type { PodcastPanel } from "#domain/podcast.ts";
import type { Route } from "./+types/investment-dashboard";

/**
 * Guarded before any HTML is sent: investors and viewers only; others go to the login page.
 * Every figure and document is the signed-in user's own (a viewer has none of anyone's, only the
 * fund-wide documents and resources of the funds they may see); the fund tabs list the active
 * investments of the funds the user may see (decision 0023). Each tab's data is read when it is
 * open (decision 0041). The investor's figures (portfolio, calls,
 * distributions, performance, the capital account over time) all come from one ledger reading.
 */
/** The podcast panel of a tab that shows none. */
const EMPTY_PODCAST_PANEL: PodcastPanel = { featured: null, recent: [], categories: [] };

export async function loader({ url, context }: Route.LoaderArgs) {
  const user = await requireUser(context, url, { roles: ["investor", "viewer"], loginPath: "/partner-portal" });
  // The entity the page reads: `?entity=` if the person may see it (else 404), or their own (decision 0060).
  const { reader, entity, entities } = await portalEntityFor(context, user, url);
  const { investorRecords } = context.services;
  const lists = firmListsFor(context, user);
  // Only the open tab's data is read and sent (decision 0041): the page is hydrated with it, and
  // another tab's data comes with the client-side navigation to it (shouldRevalidate below).
  const tab = portalTabFrom(url.searchParams.get("tab"), user);
  const needs = (...tabs: PortalTab[]) => tabs.includes(tab);
  const none = <T,>(value: T) => Promise.resolve(value);
  // Until the investor accepts e-delivery, no document leaves the server: the page shows the notice
  // (the documents' read carries the consent check itself, so it need not wait for the status).
  // One read of the users row gives the profile and the e-delivery status.
  const [
    { profile, edelivery, returning },
    { standing, history, portfolio, capitalCalls, distributions },
    holdings,
    documents,
    resources,
    videoList,
    published,
    podcastPanel,
    events,
    seesOfferings,
  ] = await Promise.all([
    investorRecords.accountFor(user),
    needs("overview", "fund-i", "fund-ii") ? portalLedgerFor(context, user, entity) : none(emptyPortalLedger()),
    needs("fund-i", "fund-ii") ? lists.holdings() : none([]),
    needs("resources", "reports") ? investorRecords.consentedDocumentsFor(reader) : none([]),
    needs("reports") ? lists.resources() : none([]),
    needs("overview") ? lists.videos() : none([]),
    needs("resources") ? lists.latestNews() : none([]),
    needs("resources") ? lists.podcasts() : none(EMPTY_PODCAST_PANEL),
    needs("resources") ? context.services.firmEvents.upcomingFor(reader) : none([]),
    context.services.offerings.dataRoom.seesAny(user.id),
  ]);
  return {
    firstName: user.firstName || user.username,
    seesOfferings,
    returning,
    memberId: profile.memberId,
    entity,
    entities,
    /** The entity `?entity=` named (kept in the header's links), or null: the person's own. */
    named: reader.entityId ?? null,
    access: { fundIAccess: user.fundIAccess, fundIIAccess: user.fundIIAccess },
    edelivery,
    portfolio,
    holdings,
    capitalCalls,
    standing,
    history,
    distributions,
    documents: edelivery.required ? [] : documents,
    resources,
    videos: videoList,
    podcasts: podcastPanel,
    latestNews: published,
    events,
  };
}

/** The e-delivery notice's Accept (a form post, so it works without JavaScript). */
export const action = (args: Route.ActionArgs) => edeliveryConsentAction(args);

/**
 * The tabs and the Fund II filter live in the URL. Another tab needs its own data (the loader
 * reads only the open tab's); the filter needs none.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const tabOf = (url: URL) => url.searchParams.get("tab") ?? DEFAULT_PORTAL_TAB;
  if (!args.formMethod && args.currentUrl.pathname === args.nextUrl.pathname) {
    return tabOf(args.currentUrl) !== tabOf(args.nextUrl) || entityChanged(args);
  }
  return keepDataOnQueryChange(args);
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: `Investor Portal | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function InvestmentDashboard({ loaderData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = portalTabsFor(loaderData.access);
  const tab = portalTabFrom(searchParams.get("tab"), loaderData.access);

  // Each tab change is a history entry, so Back returns to the previous tab (as the filters do).
  const selectTab = (value: string) => {
    // A tab change drops the other tab's state (the Fund II filter).
    setSearchParams(entityKept(searchParams, value === DEFAULT_PORTAL_TAB ? {} : { tab: value }), {
      preventScrollReset: true,
    });
  };

  return (
    <div className="min-h-dvh bg-slate-50">
      <PortalHeader entityId={loaderData.named} offerings={loaderData.seesOfferings}>
        <EntitySwitcher entities={loaderData.entities} current={loaderData.entity?.entityId ?? null} />
      </PortalHeader>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-10 outline-none sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-gold-700 uppercase">{site.name} Partner Portal</p>
        <h1 className="mt-2 font-serif text-4xl font-bold tracking-tight text-brand-900">Investor Portal</h1>
        <p className="mt-3 text-lg text-slate-700">
          {loaderData.returning ? "Welcome back" : "Welcome"}, {loaderData.firstName}
        </p>
        {/* A person with one entity, their own, reads the page as before slice 2 of decision 0060. */}
        {loaderData.entity && (loaderData.entities.length > 1 || !loaderData.entity.own) ? (
          <EntityLine entity={loaderData.entity} />
        ) : (
          <p className="mt-1 text-sm text-slate-600">
            Member ID: <span className="font-medium text-slate-800">{loaderData.memberId}</span>
          </p>
        )}

        <div className="mt-8 empty:hidden">
          <EdeliveryPanel status={loaderData.edelivery} />
        </div>

        <EdeliveryWithheld value={loaderData.edelivery.required}>
          <Tabs value={tab} onValueChange={selectTab} className="mt-8">
            <PortalTabList label="Portal sections" tabs={tabs} />
            <PortalTabPanels data={loaderData} assetType={searchParams.get("assetType")} />
          </Tabs>
        </EdeliveryWithheld>
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <PortalAccessDenied />;
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 400)) return <EntityNotFound />;
  throw error;
}
