import { isRouteErrorResponse, NavLink, Outlet, useRouteError } from "react-router";
import { PortalAccessDenied, PortalHeader } from "#app/components/accounts/auth/portal-header.tsx";
import { EntityNotFound } from "#app/components/entities/entity-pages.tsx";
import { cn } from "#app/lib/cn.ts";
import { site } from "#app/content/site.ts";
import { PRIVATE_HEADERS, requireUser } from "#app/lib/guards.server.ts";
import { entityPageFor } from "#app/lib/entity-page.server.ts";
import { ENTITY_KIND_LABELS, ENTITY_ROLE_LABELS, withEntity } from "#domain/entities.ts";
import type { Route } from "./+types/entity-layout";

/**
 * An entity's own page (decision 0060): its people and roles, its tax and bank details. Guarded
 * before any HTML is sent, from the person's live grants read now: 404 for an entity they do not
 * see. Each section is a nested route with its own loader, which checks what the role may do there.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context, url, { roles: ["investor"], loginPath: "/partner-portal" });
  const entity = await entityPageFor(context, user, params.entityId);
  return { entity };
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.entity.legalName ?? "Account";
  return [{ title: `${name} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

const SECTIONS = [
  { to: "", label: "People and roles" },
  { to: "tax-and-bank", label: "Tax and bank" },
] as const;

export default function EntityLayout({ loaderData }: Route.ComponentProps) {
  const { entity } = loaderData;
  const base = `/accounts/${entity.entityId}`;
  return (
    <div className="min-h-dvh bg-slate-50">
      <PortalHeader />
      <main id="main" tabIndex={-1} className="mx-auto max-w-5xl px-4 py-10 outline-none sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-gold-700 uppercase">
          {ENTITY_KIND_LABELS[entity.kind]} · {entity.memberId}
        </p>
        <h1 className="mt-2 font-serif text-3xl font-bold tracking-tight break-words text-brand-900 sm:text-4xl">
          {entity.legalName}
        </h1>
        <p className="mt-2 text-slate-700">
          Your role: <strong>{ENTITY_ROLE_LABELS[entity.role]}</strong> ·{" "}
          <a className="text-brand-700 underline" href={withEntity("/investment-dashboard", entity.entityId)}>
            Figures and documents
          </a>
        </p>
        <nav aria-label="Account sections" className="mt-6 border-b border-slate-200">
          <ul className="-mb-px flex flex-wrap gap-x-6">
            {SECTIONS.map((section) => (
              <li key={section.label}>
                <NavLink
                  end
                  to={section.to ? `${base}/${section.to}` : base}
                  className={({ isActive }) =>
                    cn(
                      "inline-block border-b-2 py-3 text-sm font-semibold",
                      isActive
                        ? "border-brand-700 text-brand-900"
                        : "border-transparent text-slate-600 hover:text-brand-800",
                    )
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-8">
          <Outlet />
        </div>
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <PortalAccessDenied />;
  if (isRouteErrorResponse(error) && error.status === 404) return <EntityNotFound />;
  throw error;
}
