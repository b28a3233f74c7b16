import type { ReactNode } from "react";
import * as Menu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, FileText, FolderOpen, Landmark, LogOut, Mail, ScrollText, Settings, UserCog } from "lucide-react";
import { Link, useNavigation } from "react-router";
import type { SessionUser } from "#domain/auth.ts";
import { displayName } from "#domain/person.ts";
import { useLogout } from "#app/components/accounts/auth/logout.ts";
import { Logo } from "#app/components/site/logo.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "#app/components/ui/dropdown-menu.tsx";
import { cn } from "#app/lib/cn.ts";
import { RoleBadge } from "#app/components/accounts/users/role-badge.tsx";
import { adminTabAt, AdminTabNav } from "./admin-shell-tabs";

/**
 * The signed-in admin portal: header (logo, role badge, staff links, user menu), the sections as
 * links, and the open section (`children`: the layout route's <Outlet/>). Each section is its own
 * route, /admin-portal/users and so on (decision 0051), so reloads and shared links keep it.
 */
export function AdminShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const navigation = useNavigation();
  // Between a click and the next section's data arriving, the open one says it is busy.
  const loading = navigation.state === "loading" && adminTabAt(navigation.location.pathname) !== null;

  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader user={user} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 outline-none sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="font-serif text-3xl font-bold tracking-tight text-brand-900">Admin Dashboard</h1>
            <p className="mt-1 text-slate-700">Welcome back, {user.firstName || user.username}.</p>
          </div>
        </div>

        <div className="mt-6">
          <AdminTabNav />
        </div>
        {/* Each section is its own page with its own headings and regions (the old tab panel's role is gone). */}
        <div aria-busy={loading} className="mt-6">
          {children}
        </div>
      </main>
    </div>
  );
}

export function AdminHeader({ user }: { user: SessionUser }) {
  const { logout, pending } = useLogout("/");
  const isSuperAdmin = user.role === "super_admin";
  const name = displayName(user);
  const linkClass = cn(buttonClass("ghost", "sm"), "gap-1.5");

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <div className="flex items-center gap-3">
          <Link to="/" aria-label="EdFutures home" className="rounded-md">
            <Logo />
          </Link>
          <span className="hidden text-sm font-medium text-slate-600 sm:inline">Admin Portal</span>
          <RoleBadge role={user.role} />
        </div>

        <div className="flex flex-wrap items-center gap-1">
          <nav aria-label="Staff tools" className="flex flex-wrap items-center gap-1">
            <Link to="/admin-dashboard" className={linkClass}>
              <FileText className="h-4 w-4" aria-hidden="true" />
              Article Management
            </Link>
            <Link to="/fund-operations" className={linkClass}>
              <Landmark className="h-4 w-4" aria-hidden="true" />
              Fund Operations
            </Link>
            <Link to="/admin-portal/documents" className={linkClass}>
              <FolderOpen className="h-4 w-4" aria-hidden="true" />
              Documents
            </Link>
            {isSuperAdmin ? (
              <Link to="/user-management" className={linkClass}>
                <UserCog className="h-4 w-4" aria-hidden="true" />
                User Management
              </Link>
            ) : null}
            {isSuperAdmin ? (
              <Link to="/admin-portal/mail" className={linkClass}>
                <Mail className="h-4 w-4" aria-hidden="true" />
                Mail
              </Link>
            ) : null}
            {isSuperAdmin ? (
              <Link to="/admin-portal/audit-log" className={linkClass}>
                <ScrollText className="h-4 w-4" aria-hidden="true" />
                Audit Log
              </Link>
            ) : null}
          </nav>

          <DropdownMenu>
            <DropdownMenuTrigger
              className={cn(buttonClass("outline", "sm"), "ml-1")}
              aria-label={`Account menu for ${name}`}
            >
              <span
                aria-hidden="true"
                className="grid h-6 w-6 place-items-center rounded-full bg-brand-900 text-xs font-semibold text-white"
              >
                {name.charAt(0).toUpperCase()}
              </span>
              <span className="hidden max-w-40 truncate sm:inline">{name}</span>
              <ChevronDown className="h-4 w-4" aria-hidden="true" />
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <Menu.Label className="px-3 py-2">
                <span className="block text-sm font-semibold text-slate-900">{name}</span>
                <span className="block text-xs text-slate-600">{user.username}</span>
              </Menu.Label>
              <Menu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenuItem asChild>
                <Link to="/account" className="flex items-center gap-2">
                  <Settings className="h-4 w-4" aria-hidden="true" />
                  Your account
                </Link>
              </DropdownMenuItem>
              <DropdownMenuItem
                disabled={pending}
                onSelect={() => void logout()}
                className="flex items-center gap-2 text-red-800 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-900"
              >
                <LogOut className="h-4 w-4" aria-hidden="true" />
                {pending ? "Logging out..." : "Log out"}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>
    </header>
  );
}
