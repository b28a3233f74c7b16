import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { todayUtc } from "#domain/dates.ts";
import { ENTITY_KIND_LABELS } from "#domain/entities.ts";
import { AccessRestricted } from "#app/components/accounts/auth/access-restricted.tsx";
import { AdminHeader } from "#app/components/staff/admin-shell.tsx";
import { StaffTaxBankPanel } from "#app/components/entities/staff/staff-tax-bank-panel.tsx";
import { KycSection } from "#app/components/entities/staff/kyc-section.tsx";
import { StaffTransfersSection } from "#app/components/entities/staff/staff-transfers-section.tsx";
import { EntityDetailsCard } from "#app/components/entities/staff/entity-details-card.tsx";
import { EntityPeople } from "#app/components/entities/staff/entity-people.tsx";
import { EntityAudit, EntityDocuments, EntityPositions } from "#app/components/entities/staff/entity-records.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { site } from "#app/content/site.ts";
import { PRIVATE_HEADERS, requireUser, STAFF_PAGE } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/entity";

/**
 * An investing entity's staff page (decision 0060, slice 4): its details (edit, archive), positions
 * per fund, tax form and bank account (masked), KYC sanctions screening (decision 0064), people and their roles, position transfers (history and the transfer dialog),
 * documents and audit trail. Staff only; an unknown id is a 404.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, STAFF_PAGE);
  const id = /^[1-9]\d{0,8}$/.test(params.id) ? Number(params.id) : null;
  const [entity, transfers, taxBank, kyc] =
    id === null
      ? [null, null, null, null]
      : await Promise.all([
          context.services.staffEntities.getEntity(id).catch(notFoundAsNull),
          context.services.fundLedger.transfersOf(id).catch(notFoundAsNull),
          context.services.entityTaxBank.staffView(id).catch(notFoundAsNull),
          context.services.kyc.view(id).catch(notFoundAsNull),
        ]);
  if (!entity || !transfers || !taxBank || !kyc)
    throw new Response("Entity not found", { status: 404, headers: PRIVATE_HEADERS });
  const today = todayUtc(context.services.now());
  return data({ user, entity, transfers, taxBank, kyc, today }, { headers: PRIVATE_HEADERS });
}

/** The service's 404 as "none" (compared by code: the build bundles its own copy of the error class). */
function notFoundAsNull(error: unknown) {
  if ((error as { code?: unknown } | null)?.code === "NOT_FOUND") return null;
  throw error;
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.entity.legalName ?? "Entity not found"} | Entities | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function StaffEntityPage({ loaderData }: Route.ComponentProps) {
  const { user, entity, transfers, taxBank, kyc, today } = loaderData;
  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader user={user} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl space-y-8 px-4 py-8 outline-none sm:px-6">
        <div>
          <Link to="/admin-portal/entities" className={buttonClass("ghost", "sm")}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            All entities
          </Link>
          <h1 className="mt-3 font-serif text-3xl font-bold [overflow-wrap:anywhere] text-brand-900">
            {entity.legalName}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-700">
            <span>{ENTITY_KIND_LABELS[entity.kind]}</span>
            <span aria-hidden="true">·</span>
            <span className="tabular-nums">{entity.memberId}</span>
            {entity.archivedAt ? <Badge tone="gold">Archived</Badge> : null}
          </p>
        </div>
        <EntityDetailsCard entity={entity} />
        <EntityPositions positions={entity.positions} />
        <StaffTaxBankPanel initial={taxBank} />
        <KycSection initial={kyc} />
        <EntityPeople entity={entity} />
        <StaffTransfersSection data={transfers} today={today} />
        <EntityDocuments documents={entity.documents} />
        <EntityAudit audit={entity.audit} />
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <AccessRestricted
        message="This page is for EdFutures staff. Investors sign in at the Partner Portal."
        goTo={{ to: "/partner-portal", label: "Go to the Partner Portal" }}
      />
    );
  }
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="font-serif text-3xl font-bold text-brand-900">
        {missing ? "Entity not found" : "The entity could not be loaded"}
      </h1>
      <p role="alert" className="mt-3 text-slate-700">
        {missing ? "No investing entity has this address." : "Something went wrong. Try again in a moment."}
      </p>
      <Link to="/admin-portal/entities" className={`${buttonClass("outline")} mt-6`}>
        All entities
      </Link>
    </main>
  );
}
