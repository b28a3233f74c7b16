import { data } from "react-router";
import { mailListQuerySchema } from "#domain/mail.ts";
import { AdminHeader } from "#app/components/staff/admin-shell.tsx";
import { MailOutbox } from "#app/components/staff/mail/mail-outbox.tsx";
import { site } from "#app/content/site.ts";
import { PRIVATE_HEADERS, requireUser } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/mail";

/**
 * The mail outbox (docs/decisions/0026-mail.md): every e-mail the platform sent or keeps, for super
 * admins only. ?status= filters, ?before= pages back (an unreadable value shows the newest page).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, { roles: ["super_admin"], loginPath: "/admin-portal" });
  const parsed = mailListQuerySchema.safeParse({
    status: url.searchParams.get("status") || undefined,
    before: url.searchParams.get("before") || undefined,
  });
  const query = parsed.success ? parsed.data : mailListQuerySchema.parse({});
  const list = await context.services.mailOutbox.list(query);
  return data({ user, list, status: query.status ?? null, before: query.before ?? null }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: `Mail | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function Mail({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader user={loaderData.user} />
      <MailOutbox list={loaderData.list} status={loaderData.status} before={loaderData.before} />
    </div>
  );
}
