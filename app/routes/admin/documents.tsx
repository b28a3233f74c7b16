import { data } from "react-router";
import { AdminHeader } from "#app/components/staff/admin-shell.tsx";
import { DocumentsManager } from "#app/components/documents/staff/documents-manager.tsx";
import { documentPageQuerySchema } from "#domain/documents.ts";
import { site } from "#app/content/site.ts";
import { loadListPage } from "#app/lib/list-page.server.ts";
import { PRIVATE_HEADERS, requireUser } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/documents";

/**
 * Staff document delivery (docs/decisions/0021-document-delivery.md): admins and super admins
 * upload statements, K-1s, subscription documents and fund reports, and see who has opened them.
 * The list is a page of it (?q=&type=&fund=&cursor=, decision 0040).
 * A signed-out visitor goes to the admin sign-in; anyone else gets 403 before any data is read.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, { roles: ["admin", "super_admin"], loginPath: "/admin-portal" });
  // The investors documents go to are read by the upload dialogs when opened, not with the page.
  const documents = await loadListPage(url, documentPageQuerySchema, ({ q, type, fund, ...page }) =>
    context.services.staffDocuments.listPage({ q, type, fund }, page),
  );
  return data({ user, documents }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: `Documents | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function Documents({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader user={loaderData.user} />
      <DocumentsManager documents={loaderData.documents} />
    </div>
  );
}
