import { FileText, Home, LogOut, PenLine, Settings, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { withEntity } from "#domain/entities.ts";
import { Logo } from "#app/components/site/logo.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { AccessRestricted } from "./access-restricted";
import { useLogout } from "./logout";

/**
 * The investor portal's header: Home, My Profile, Account (password, contact details, sessions), and
 * Logout (which returns to the login page); below them the entity switcher (`children`) for a person
 * with more than one entity. My Profile keeps the entity the page shows (`?entity=`, decision 0060).
 */
export function PortalHeader({
  entityId,
  offerings,
  children,
}: {
  entityId?: number | null;
  /**
   * The person sees at least one offering (issue 25 §2): Offerings and Subscriptions (their own,
   * or an empty list that leads to the offerings) join the links.
   */
  offerings?: boolean;
  children?: ReactNode;
} = {}) {
  const { logout, pending } = useLogout("/partner-portal");
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <Link to="/" aria-label="EdFutures home" className="rounded-md">
          <Logo />
        </Link>
        <nav aria-label="Portal" className="flex flex-wrap items-center gap-1">
          <Link to="/" className={buttonClass("ghost", "sm")}>
            <Home className="h-4 w-4" aria-hidden="true" />
            Home
          </Link>
          {offerings ? (
            <Link to="/offerings" className={buttonClass("ghost", "sm")}>
              <FileText className="h-4 w-4" aria-hidden="true" />
              Offerings
            </Link>
          ) : null}
          {offerings ? (
            <Link to="/subscriptions" className={buttonClass("ghost", "sm")}>
              <PenLine className="h-4 w-4" aria-hidden="true" />
              Subscriptions
            </Link>
          ) : null}
          <Link to={withEntity("/investor-profile", entityId)} className={buttonClass("ghost", "sm")}>
            <UserRound className="h-4 w-4" aria-hidden="true" />
            My Profile
          </Link>
          <Link to="/account" className={buttonClass("ghost", "sm")}>
            <Settings className="h-4 w-4" aria-hidden="true" />
            Account
          </Link>
          <Button variant="outline" size="sm" onClick={() => void logout()} aria-disabled={pending || undefined}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {pending ? "Logging out..." : "Logout"}
          </Button>
        </nav>
      </div>
      {children}
    </header>
  );
}

/** What a 403 from the portal guard shows: who this page is for, and where to go instead. */
export function PortalAccessDenied() {
  return (
    <AccessRestricted
      message="The Investor Portal is for investors and approved viewers. Staff accounts use the Admin Portal."
      goTo={{ to: "/admin-portal", label: "Go to the Admin Portal" }}
    />
  );
}
