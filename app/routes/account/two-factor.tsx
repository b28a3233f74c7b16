import { LogOut } from "lucide-react";
import { useState } from "react";
import { data, Link, redirect, useRevalidator } from "react-router";
import { isStaff } from "#domain/auth.ts";
import { RecoveryCodesCard } from "#app/components/accounts/account/recovery-codes-card.tsx";
import { EnabledCard } from "#app/components/accounts/account/two-factor-enabled.tsx";
import { EnrolCard } from "#app/components/accounts/account/two-factor-enrol.tsx";
import { useLogout } from "#app/components/accounts/auth/logout.ts";
import { Logo } from "#app/components/site/logo.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { site } from "#app/content/site.ts";
import { PRIVATE_HEADERS } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/two-factor";

/**
 * Two-factor sign-in for the signed-in user, whatever the role (decision 0028): set it up (QR code
 * and secret, confirmed by a first code, then ten recovery codes shown once), turn it off and get
 * new recovery codes (each with a current code). It is the one page open to an account that must
 * set it up first, so it does not use requireUser's redirect to here.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await context.auth.getUser();
  if (!user) {
    throw redirect(`/partner-portal?returnTo=${encodeURIComponent(url.pathname)}`, { headers: PRIVATE_HEADERS });
  }
  const status = await context.services.twoFactor.status(user);
  return data(
    {
      username: user.username,
      staff: isStaff(user.role),
      status,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: `Two-factor sign-in | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function TwoFactorPage({ loaderData }: Route.ComponentProps) {
  const { status, staff } = loaderData;
  const home = staff ? "/admin-portal" : "/investment-dashboard";
  const { logout, pending } = useLogout(staff ? "/admin-portal" : "/partner-portal");
  // The codes just issued: shown once, until the user says they have kept them.
  const [issued, setIssued] = useState<string[] | null>(null);
  const revalidator = useRevalidator();

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <Link to="/" aria-label="EdFutures home" className="rounded-md">
            <Logo />
          </Link>
          <nav aria-label="Account" className="flex flex-wrap items-center gap-1">
            {status.enrolmentRequired ? null : (
              <>
                <Link to={home} className={buttonClass("ghost", "sm")}>
                  {staff ? "Admin Portal" : "My Portal"}
                </Link>
                <Link to="/account" className={buttonClass("ghost", "sm")}>
                  Your account
                </Link>
              </>
            )}
            <Button variant="outline" size="sm" onClick={() => void logout()} aria-disabled={pending || undefined}>
              <LogOut className="h-4 w-4" aria-hidden="true" />
              {pending ? "Logging out..." : "Logout"}
            </Button>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10 outline-none sm:px-6">
        <h1 className="font-serif text-3xl font-bold tracking-tight text-brand-900">Two-factor sign-in</h1>
        <p className="mt-2 text-slate-700">
          After your password, {site.name} asks for a 6-digit code from an authenticator app on your phone, so a stolen
          password alone cannot open your account.
        </p>

        {issued ? (
          <RecoveryCodesCard
            codes={issued}
            username={loaderData.username}
            onDone={() => {
              setIssued(null);
              void revalidator.revalidate();
            }}
            continueTo={status.enrolmentRequired || !status.enabled ? home : null}
          />
        ) : status.enabled ? (
          <EnabledCard status={status} onCodes={setIssued} onDisabled={() => void revalidator.revalidate()} />
        ) : (
          <EnrolCard required={status.required} enrolmentRequired={status.enrolmentRequired} onCodes={setIssued} />
        )}
      </main>
    </div>
  );
}
