import { data } from "react-router";
import { AdminHeader } from "~/components/admin/admin-shell";
import { DocumentsManager } from "~/components/admin/documents/documents-manager";
import { site } from "~/content/site";
import { PRIVATE_HEADERS, requireUser } from "~/lib/guards.server";
import type { Route } from "./+types/documents";

/**
 * Staff document delivery (docs/decisions/0021-document-delivery.md): admins and super admins
 * upload statements, K-1s, subscription documents and fund reports, and see who has opened them.
 * A signed-out visitor goes to the admin sign-in; anyone else gets 403 before any data is read.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, { roles: ["admin", "super_admin"], loginPath: "/admin-portal" });
  const [documents, recipients] = await Promise.all([
    context.services.staffDocuments.list(),
    context.services.staffDocuments.recipients(),
  ]);
  return data({ user, documents, recipients }, { headers: PRIVATE_HEADERS });
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
      <DocumentsManager documents={loaderData.documents} recipients={loaderData.recipients} />
    </div>
  );
}
