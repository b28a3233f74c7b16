import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Link,
  useRouteError,
  useSearchParams,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { PortalAccessDenied, PortalHeader } from "#app/components/accounts/auth/portal-header.tsx";
import { EntityLine, EntitySwitcher } from "#app/components/entities/entity-switcher.tsx";
import { EntityNotFound, entityChanged, entityKept } from "#app/components/entities/entity-pages.tsx";
import { withEntity } from "#domain/entities.ts";
import { EdeliveryPanel, EdeliveryWithheld } from "#app/components/documents/portal/edelivery-notice.tsx";
import { PortalTabList } from "#app/components/portal/portal-tab-list.tsx";
import { CapitalCallsTab } from "#app/components/fund-ledger/portal/capital-calls-tab.tsx";
import { CommitmentsTab } from "#app/components/fund-ledger/portal/commitments-tab.tsx";
import { ContactTab } from "#app/components/accounts/profile/contact-tab.tsx";
import { DocumentsTab } from "#app/components/documents/portal/documents-tab.tsx";
import { MailNoticesCard } from "#app/components/accounts/profile/mail-notices-card.tsx";
import { ProfileSummaryCard } from "#app/components/accounts/profile/profile-summary-card.tsx";
import {
  DEFAULT_PROFILE_TAB,
  PROFILE_TABS,
  profileTabFrom,
  type ProfileTab,
} from "#app/components/portal/profile-tabs.ts";
import { ResourcesTab } from "#app/components/publishing/portal/resources-tab.tsx";
import { StatementsTab } from "#app/components/fund-ledger/portal/statements-tab.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Tabs, TabsContent } from "#app/components/ui/tabs.tsx";
import { site } from "#app/content/site.ts";
import { edeliveryConsentAction } from "#app/lib/edelivery.server.ts";
import { firmListsFor } from "#app/lib/firm-lists.server.ts";
import { PRIVATE_HEADERS, requireUser } from "#app/lib/guards.server.ts";
import { portalLedgerFor } from "#app/lib/portal-ledger.server.ts";
import { portalEntityFor } from "#app/lib/portal-entity.server.ts";
import { keepDataOnQueryChange } from "#app/lib/revalidate.ts";
import type { Route } from "./+types/investor-profile";

/** Guarded before any HTML is sent: investors and viewers only; others go to the login page. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const user = await requireUser(context, url, { roles: ["investor", "viewer"], loginPath: "/partner-portal" });
  // The entity whose figures and documents the page shows (decision 0060); the person's own details are theirs.
  const { reader, entity, entities } = await portalEntityFor(context, user, url);
  const records = context.services.investorRecords;
  // Only the open tab's data is read and sent (decision 0041); another tab's comes with the
  // client-side navigation to it (shouldRevalidate below). The summary card needs the ledger.
  const tab = profileTabFrom(url.searchParams.get("tab"));
  const needs = (...tabs: ProfileTab[]) => tabs.includes(tab);
  // Until the investor accepts e-delivery, no document leaves the server: the page shows the notice
  // (the documents' read carries the consent check itself). One read of the users row gives the
  // profile and the e-delivery status.
  const [{ profile, edelivery }, { portfolio, capitalCalls, distributions }, documents, resources, mailPreferences] =
    await Promise.all([
      records.accountFor(user),
      portalLedgerFor(context, user, entity),
      needs("documents", "statements") ? records.consentedDocumentsFor(reader) : Promise.resolve([]),
      needs("resources") ? firmListsFor(context, user).resources() : Promise.resolve([]),
      // E-mail notices are for investors (a viewer receives none).
      user.role === "investor" ? context.services.mailPreferences.get(user.id) : null,
    ]);
  const calls = needs("capital-calls");
  return {
    viewer: user.role === "viewer",
    entity,
    entities,
    named: reader.entityId ?? null,
    profile,
    portfolio,
    capitalCalls: calls ? capitalCalls : [],
    distributions: calls ? distributions : [],
    documents: edelivery.required ? [] : documents,
    resources,
    edelivery,
    mailPreferences,
  };
}

/** The e-delivery notice's Accept (a form post, so it works without JavaScript). */
export const action = (args: Route.ActionArgs) => edeliveryConsentAction(args);

/** The tab lives in the URL; another tab needs its own data (the loader reads only the open tab's). */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  if (!args.formMethod && args.currentUrl.pathname === args.nextUrl.pathname) {
    return (
      profileTabFrom(args.currentUrl.searchParams.get("tab")) !==
        profileTabFrom(args.nextUrl.searchParams.get("tab")) || entityChanged(args)
    );
  }
  return keepDataOnQueryChange(args);
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: `Investor Profile | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function InvestorProfile({ loaderData }: Route.ComponentProps) {
  const { viewer, profile, portfolio, capitalCalls, distributions, documents, resources, edelivery, mailPreferences } =
    loaderData;
  const { entity, entities, named } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = profileTabFrom(searchParams.get("tab"));
  // Each tab change is a history entry, so Back returns to the previous tab.
  const selectTab = (value: string) =>
    setSearchParams(entityKept(searchParams, value === DEFAULT_PROFILE_TAB ? {} : { tab: value }), {
      preventScrollReset: true,
    });

  const panels: Record<ProfileTab, ReactNode> = {
    contact: <ContactTab profile={profile} viewer={viewer} />,
    commitments: <CommitmentsTab portfolio={portfolio} />,
    "capital-calls": <CapitalCallsTab calls={capitalCalls} distributions={distributions} />,
    documents: <DocumentsTab documents={documents} />,
    resources: <ResourcesTab resources={resources} />,
    statements: <StatementsTab documents={documents} />,
  };

  return (
    <div className="min-h-dvh bg-slate-50">
      <PortalHeader entityId={named}>
        <EntitySwitcher
          entities={entities}
          current={entity?.entityId ?? null}
          path="/investor-profile"
          search={entityKept(searchParams, tab === DEFAULT_PROFILE_TAB ? {} : { tab })}
        />
      </PortalHeader>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-10 outline-none sm:px-6 lg:px-8">
        {/* Back to Portal goes through the login page, which sends a signed-in investor on; with
            an entity named, straight to that entity's dashboard. */}
        <Link
          to={named ? withEntity("/investment-dashboard", named) : "/partner-portal"}
          className={buttonClass("outline", "sm")}
        >
          <span aria-hidden="true">←</span> Back to Portal
        </Link>
        <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-wider text-gold-700 uppercase">Investor Profile</p>
            <h1 className="mt-2 font-serif text-4xl font-bold tracking-tight text-brand-900">{profile.fullName}</h1>
            <p className="mt-2 text-slate-700">
              Account holder · Member ID <span className="font-semibold text-slate-900">{profile.memberId}</span>
            </p>
            {entity && (entities.length > 1 || !entity.own) ? <EntityLine entity={entity} /> : null}
          </div>
        </div>
        <div className="mt-8">
          <ProfileSummaryCard profile={profile} portfolio={portfolio} viewer={viewer} />
        </div>

        <div className="mt-8 empty:hidden">
          <EdeliveryPanel status={edelivery} />
        </div>

        <EdeliveryWithheld value={edelivery.required}>
          <Tabs value={tab} onValueChange={selectTab} className="mt-10">
            <PortalTabList label="Profile sections" tabs={PROFILE_TABS} />
            {PROFILE_TABS.map((t) => (
              <TabsContent key={t.value} value={t.value} className="mt-6">
                {panels[t.value]}
              </TabsContent>
            ))}
          </Tabs>
        </EdeliveryWithheld>

        {mailPreferences ? (
          <div className="mt-10">
            <MailNoticesCard preferences={mailPreferences} />
          </div>
        ) : null}
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
