import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { auditPageQuerySchema } from "#domain/audit.ts";
import { AdminHeader } from "#app/components/staff/admin-shell.tsx";
import { AuditLogViewer } from "#app/components/staff/audit/audit-log-viewer.tsx";
import { AccessRestricted } from "#app/components/accounts/auth/access-restricted.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { site } from "#app/content/site.ts";
import { PRIVATE_HEADERS, requireUser } from "#app/lib/guards.server.ts";
import { loadListPage } from "#app/lib/list-page.server.ts";
import type { Route } from "./+types/audit-log";

/**
 * The audit log viewer (decision 0037), super admins only: every recorded action, filtered by
 * person, action, record and days, paged on the server, exported as the filtered CSV. An
 * unreadable filter in the URL shows the whole log rather than an error.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, { roles: ["super_admin"], loginPath: "/admin-portal" });
  const page = await loadListPage(url, auditPageQuerySchema, ({ cursor, limit, sort, dir, q: _q, ...filter }) =>
    context.services.audit.listPage(filter, { cursor, limit, sort, dir }),
  );
  return data({ user, page }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: `Audit Log | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader user={loaderData.user} />
      <AuditLogViewer page={loaderData.page} />
    </div>
  );
}

/** A staff member who is not a super admin (403), or the log could not be read. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <AccessRestricted
        message="The audit log is only available to Super Administrators."
        goTo={{ to: "/admin-portal", label: "Back to Admin Portal" }}
      />
    );
  }
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="font-serif text-3xl font-bold text-brand-900">The audit log could not be loaded</h1>
      <p role="alert" className="mt-3 text-slate-700">
        Something went wrong while reading the log. Try again in a moment.
      </p>
      <Link to="/admin-portal/audit-log" reloadDocument className={`${buttonClass("outline")} mt-6`}>
        Try again
      </Link>
    </main>
  );
}
