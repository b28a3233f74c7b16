import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { todayUtc } from "#domain/dates.ts";
import { AdminHeader } from "#app/components/staff/admin-shell.tsx";
import { StaffTransfersSection } from "#app/components/entities/staff-transfers-section.tsx";
import { site } from "#app/content/site.ts";
import { PRIVATE_HEADERS, requireUser, STAFF_PAGE } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/entity-transfers";

/**
 * An entity's position transfers for staff (decision 0060, slice 4): the history and the transfer
 * dialog (StaffTransfersSection), which the staff entity page mounts as its transfers section.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, STAFF_PAGE);
  const id = /^[1-9]\d{0,8}$/.test(params.id) ? Number(params.id) : null;
  const transfers =
    id === null
      ? null
      : await context.services.fundLedger.transfersOf(id).catch((error: unknown) => {
          if ((error as { code?: string } | null)?.code === "NOT_FOUND") return null;
          throw error;
        });
  if (!transfers) throw new Response("Entity not found", { status: 404, headers: PRIVATE_HEADERS });
  return data({ user, transfers, today: todayUtc(context.services.now()) }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Transfers: ${loaderData?.transfers.entity.legalName ?? "not found"} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function EntityTransfersPage({ loaderData }: Route.ComponentProps) {
  const { user, transfers, today } = loaderData;
  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader user={user} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl space-y-6 px-4 py-8 outline-none">
        <Link
          to="/fund-operations"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Fund operations
        </Link>
        <header>
          <h1 className="font-serif text-3xl font-bold break-words text-brand-900">{transfers.entity.legalName}</h1>
          <p className="mt-1 text-sm text-slate-600">
            Member ID {transfers.entity.memberId}
            {transfers.entity.archived ? " · Archived" : ""}
          </p>
        </header>
        <StaffTransfersSection data={transfers} today={today} />
      </main>
    </div>
  );
}
