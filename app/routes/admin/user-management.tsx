import { ArrowLeft, FileText } from "lucide-react";
import { useRef, useState } from "react";
import { data, Link, useRevalidator } from "react-router";
import { ROLES, type SessionUser } from "#domain/auth.ts";
import { userPageQuerySchema, type ManagedUser } from "#domain/user.ts";
import { AdminHeader } from "#app/components/staff/admin-shell.tsx";
import { isStaff, plural } from "#app/components/accounts/users/use-users.ts";
import { useUserActions } from "#app/components/accounts/users/user-actions.tsx";
import { UserFormInline } from "#app/components/accounts/users/user-form-frames.tsx";
import { TwoFactorPolicy } from "#app/components/accounts/users/two-factor-policy.tsx";
import { useTwoFactorReset } from "#app/components/accounts/users/two-factor-reset.tsx";
import { UsersTable, type UsersPage } from "#app/components/accounts/users/users-table.tsx";
import { AccessRestricted } from "#app/components/accounts/auth/access-restricted.tsx";
import { Logo } from "#app/components/site/logo.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { site } from "#app/content/site.ts";
import { PRIVATE_HEADERS, requireUser } from "#app/lib/guards.server.ts";
import { loadListPage } from "#app/lib/list-page.server.ts";
import type { Route } from "./+types/user-management";

/**
 * User management (docs/product.md §Staff screens): super admins only. A signed-out visitor goes to
 * the admin sign-in; anyone else signed in gets the Access Restricted page with status 403, and
 * no user data is read for them.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, { roles: ROLES, loginPath: "/admin-portal" });
  if (user.role !== "super_admin") {
    return data(
      { restricted: true as const, user, users: null, twoFactorForAll: false, staffCount: 0 },
      { status: 403, headers: PRIVATE_HEADERS },
    );
  }
  const [users, twoFactorForAll, staffCount] = await Promise.all([
    // One page (decision 0037): staff first unless the URL asks for another order.
    loadListPage(url, userPageQuerySchema, ({ cursor, limit, sort, dir, q, accounts }) =>
      context.services.users.listUsersPage(
        { visibleTo: "super_admin", accounts, q },
        { cursor, limit, sort: sort ?? "role", dir: dir ?? "desc" },
      ),
    ),
    context.services.twoFactor.requiredForAll(),
    context.services.users.countStaff(),
  ]);
  return data({ restricted: false as const, user, users, twoFactorForAll, staffCount }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.restricted === false ? `User Management | ${site.name}` : `Access Restricted | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function UserManagement({ loaderData }: Route.ComponentProps) {
  if (loaderData.restricted) return <Restricted user={loaderData.user} />;
  return (
    <Manager
      user={loaderData.user}
      users={loaderData.users}
      staffCount={loaderData.staffCount}
      twoFactorForAll={loaderData.twoFactorForAll}
    />
  );
}

function Restricted({ user }: { user: SessionUser }) {
  const staff = isStaff(user);
  return (
    <div className="min-h-dvh bg-slate-50">
      <AccessRestricted
        header={
          staff ? (
            <AdminHeader user={user} />
          ) : (
            <header className="border-b border-slate-200 bg-white">
              <div className="mx-auto flex max-w-7xl items-center px-4 py-3 sm:px-6 lg:px-8">
                <Link to="/" aria-label={`${site.name} home`} className="rounded-md">
                  <Logo />
                </Link>
              </div>
            </header>
          )
        }
        message="User Management is only available to Super Administrators. Only Super Admins can create and manage user accounts."
        goTo={{ to: "/admin-portal", label: "Back to Admin Portal" }}
      />
    </div>
  );
}

function Manager({
  user,
  users,
  staffCount,
  twoFactorForAll,
}: {
  user: SessionUser;
  users: UsersPage;
  staffCount: number;
  twoFactorForAll: boolean;
}) {
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const formSectionRef = useRef<HTMLElement>(null);

  const startEdit = (target: ManagedUser) => {
    setEditing(target);
    // Edit User fills the form (docs/product.md §Staff screens): bring it into view and put focus in it.
    requestAnimationFrame(() => {
      formSectionRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
      formSectionRef.current?.querySelector<HTMLElement>("input[name=firstName]")?.focus({ preventScroll: true });
    });
  };
  const twoFactorReset = useTwoFactorReset();
  const actions = useUserActions({ user, onEdit: startEdit, onResetTwoFactor: twoFactorReset.ask });

  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader user={user} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 outline-none sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="font-serif text-3xl font-bold tracking-tight text-brand-900">User Management</h1>
            <p className="mt-1 text-slate-700">Create accounts, reset passwords and end sessions. Super Admins only.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to="/admin-portal" className={buttonClass("outline")}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              Back to Portal
            </Link>
            <Link to="/admin-dashboard" className={buttonClass("outline")}>
              <FileText className="h-4 w-4" aria-hidden="true" />
              Article Management
            </Link>
          </div>
        </div>

        <div className="mt-8 space-y-10">
          <section ref={formSectionRef} aria-labelledby="user-form-heading" className="scroll-mt-24">
            <Card>
              <CardBody>
                <UserFormInline
                  user={user}
                  key={editing?.id ?? "new"}
                  editing={editing}
                  onDone={() => setEditing(null)}
                  onSaved={() => void revalidator.revalidate()}
                />
              </CardBody>
            </Card>
          </section>

          <section aria-labelledby="users-heading" className="min-w-0 space-y-2">
            <div>
              <h2 id="users-heading" className="text-2xl font-semibold text-brand-900">
                Users
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                {plural(users.accountCounts.all, "account")}, {plural(staffCount, "staff account")}. Super Admins and
                Admins are listed first.
              </p>
            </div>
            <UsersTable
              variant="management"
              page={users}
              currentUserId={user.id}
              onAction={actions.onAction}
              highlightId={editing?.id}
            />
          </section>

          <TwoFactorPolicy requiredForAll={twoFactorForAll} />
        </div>
      </main>
      {actions.dialogs}
      {twoFactorReset.dialog}
    </div>
  );
}
