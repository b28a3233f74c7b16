import { data } from "react-router";
import { ROLE_LABELS, ROLES } from "#domain/auth.ts";
import { displayName } from "#domain/person.ts";
import { AccountLinks } from "#app/components/accounts/account/account-links.tsx";
import { ContactCard } from "#app/components/accounts/account/contact-card.tsx";
import { PasswordCard } from "#app/components/accounts/account/password-card.tsx";
import { SessionsCard } from "#app/components/accounts/account/sessions-card.tsx";
import { AdminHeader } from "#app/components/staff/admin-shell.tsx";
import { PortalHeader } from "#app/components/accounts/auth/portal-header.tsx";
import { site } from "#app/content/site.ts";
import { PRIVATE_HEADERS, requireUser } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/account";

/**
 * The self-service account page (docs/product.md §Account): every signed-in role. A signed-out
 * visitor goes to the Partner Portal sign-in (most accounts are investors'; staff signing in there
 * are sent on to the Admin Portal, whose menu links here).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, { roles: ROLES, loginPath: "/partner-portal" });
  const session = await context.auth.getSession();
  const account = await context.services.account.overview(user, session?.sessionId ?? 0);
  return data({ user, account, now: context.services.now().toISOString() }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: `Your Account | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { user, account, now } = loaderData;
  const staff = user.role === "admin" || user.role === "super_admin";
  return (
    <div className="min-h-dvh bg-slate-50">
      {staff ? <AdminHeader user={user} /> : <PortalHeader />}
      <main id="main" tabIndex={-1} className="mx-auto max-w-4xl px-4 py-8 outline-none sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-gold-700 uppercase">Account</p>
        <h1 className="mt-2 font-serif text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">Your account</h1>
        <p className="mt-2 break-words text-slate-700">
          {displayName(account.profile)} · {account.profile.username} · {account.profile.email} ·{" "}
          {ROLE_LABELS[account.profile.role]}
        </p>

        <div className="mt-8 space-y-8">
          <PasswordCard username={account.profile.username} />
          {account.contact ? <ContactCard contact={account.contact} /> : null}
          <SessionsCard sessions={account.sessions} now={now} />
          <AccountLinks investor={account.profile.role === "investor"} />
        </div>
      </main>
    </div>
  );
}
