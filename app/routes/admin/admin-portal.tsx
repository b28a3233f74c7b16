import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { data, isRouteErrorResponse, Link, Outlet, redirect, useNavigate, useRouteError } from "react-router";
import { isStaff, type LoginResponse } from "#domain/auth.ts";
import { TWO_FACTOR_ENROLMENT_PATH, type SecondFactorInput, type TwoFactorChallenge } from "#domain/two-factor.ts";
import { AdminShell } from "#app/components/staff/admin-shell.tsx";
import { adminTabFrom, adminTabPath, DEFAULT_ADMIN_TAB } from "#app/components/staff/admin-shell-tabs.tsx";
import { AccessRestricted } from "#app/components/accounts/auth/access-restricted.tsx";
import { LoginForm } from "#app/components/accounts/auth/login-form.tsx";
import { Logo } from "#app/components/site/logo.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { site } from "#app/content/site.ts";
import { ApiError, api } from "#app/lib/api-client.ts";
import type { sessionApi } from "#domain/api/account.ts";
import { PRIVATE_HEADERS } from "#app/lib/guards.server.ts";
import { cn } from "#app/lib/cn.ts";
import { safeReturnPath } from "#app/lib/return-path.ts";
import type { Route } from "./+types/admin-portal";

/**
 * The admin portal's layout route. Signed out, or signed in without a staff role, it is the staff
 * sign-in; for staff it is the shell around the open section, each section a nested route
 * (/admin-portal/overview, /admin-portal/users, …: decision 0051) whose own loader checks access
 * and reads only that section's data. Decided on the server from the session (never from browser
 * storage); the answer is private and never cached.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const atRoot = url.pathname === "/admin-portal" || url.pathname === "/admin-portal/";
  // The sections' old addresses (?tab=users&q=…) answer once and for all with their new one, the
  // rest of the query kept; before the session is read, for every visitor alike.
  if (atRoot && url.searchParams.has("tab")) {
    const query = new URLSearchParams(url.searchParams);
    const tab = adminTabFrom(query.get("tab"));
    query.delete("tab");
    throw redirect(query.size ? `${adminTabPath(tab)}?${query.toString()}` : adminTabPath(tab), 301);
  }
  const user = await context.auth.getUser();
  // A staff page sent its visitor here to sign in: once signed in, back to it (known pages only).
  const returnTo = atRoot ? safeReturnPath(url.searchParams.get("returnTo"), "/admin-portal") : null;
  if (user && isStaff(user.role)) {
    // Staff without a second factor set it up before any staff screen (decision 0028).
    if (user.twoFactorEnrolmentRequired) throw redirect(TWO_FACTOR_ENROLMENT_PATH, { headers: PRIVATE_HEADERS });
    if (returnTo) throw redirect(returnTo, { headers: PRIVATE_HEADERS });
    // The portal's own address opens its first section (a redirect: no section's data is read here).
    if (atRoot) throw redirect(adminTabPath(DEFAULT_ADMIN_TAB), { headers: PRIVATE_HEADERS });
    return data({ staff: user, signedInNonStaff: false, returnTo }, { headers: PRIVATE_HEADERS });
  }
  return data({ staff: null, signedInNonStaff: user !== null, returnTo }, { headers: PRIVATE_HEADERS });
}

/** Without JavaScript the form posts here; sign-in itself needs the script (it calls the API). */
export function action() {
  return data({ noScript: true as const }, { status: 400, headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.staff ? `Admin Dashboard | ${site.name}` : `Admin Portal Login | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminPortal({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.staff) {
    return (
      <AdminShell user={loaderData.staff}>
        <Outlet />
      </AdminShell>
    );
  }
  return (
    <AdminLogin
      signedInNonStaff={loaderData.signedInNonStaff}
      noScript={actionData?.noScript ?? false}
      returnTo={loaderData.returnTo}
    />
  );
}

/** A section's guard refused a signed-in user who is not staff (403). */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  return <AccessRestricted message={STAFF_ONLY} goTo={{ to: "/partner-portal", label: "Go to the Partner Portal" }} />;
}

const STAFF_ONLY = "This portal is for EdFutures staff. Investors sign in at the Partner Portal.";

function AdminLogin({
  signedInNonStaff,
  noScript,
  returnTo,
}: {
  signedInNonStaff: boolean;
  noScript: boolean;
  returnTo: string | null;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const [notStaff, setNotStaff] = useState(signedInNonStaff);

  /** A failed step: field errors go back to the form, the rest is said in a toast. */
  const failed = (error: unknown) => {
    if (error instanceof ApiError) {
      if (error.fieldErrors) return { fieldErrors: error.fieldErrors };
      toast({ title: "Login Failed", description: error.message || "Invalid credentials", variant: "destructive" });
    } else {
      toast({ title: "Login Error", description: "Unable to connect to server", variant: "destructive" });
    }
  };

  const signIn = async (input: { username: string; password: string }) => {
    let user: LoginResponse | TwoFactorChallenge;
    try {
      user = await api.post<typeof sessionApi.login>("/api/login", input);
    } catch (error) {
      return failed(error);
    }
    if ("twoFactorRequired" in user) return { twoFactor: true as const };
    await signedIn(user);
  };

  const enterCode = async (proof: SecondFactorInput) => {
    let user: LoginResponse;
    try {
      user = await api.post<typeof sessionApi.twoFactor>("/api/login/two-factor", proof);
    } catch (error) {
      // The challenge ended (5 minutes, or used): back to the password.
      if (error instanceof ApiError && error.status === 401) {
        failed(error);
        return { restart: true as const };
      }
      return failed(error);
    }
    await signedIn(user);
  };

  const signedIn = async (user: LoginResponse) => {
    if (!isStaff(user.role)) {
      setNotStaff(true);
      return;
    }
    setNotStaff(false);
    toast({ title: "Login Successful", description: `Welcome back, ${user.firstName || user.username}!` });
    // Back to the staff page that sent them here, or to the first section.
    await navigate(returnTo ?? adminTabPath(DEFAULT_ADMIN_TAB), { replace: true });
  };

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800">
      <header className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <Link to="/" aria-label="EdFutures home" className="rounded-md focus-visible:outline-white">
          <Logo light />
        </Link>
        <Link to="/" className={buttonClass("outline-light", "sm")}>
          <span aria-hidden="true">←</span> Back to Home
        </Link>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 outline-none sm:items-center sm:px-6"
      >
        <Card className="w-full max-w-md">
          <CardBody className="p-6 sm:p-8">
            <div className="text-center">
              <span className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-brand-900 text-gold-300">
                <ShieldCheck className="h-6 w-6" aria-hidden="true" />
              </span>
              <h1 className="mt-4 font-serif text-3xl font-bold tracking-tight text-brand-900">Admin Portal</h1>
              <p className="mt-2 text-sm text-slate-600">Sign in with your {site.name} staff account.</p>
            </div>

            <div role="status" aria-live="polite" aria-atomic="true">
              {notStaff || noScript ? (
                <div
                  className={cn(
                    "mt-6 rounded-md border p-4 text-sm",
                    notStaff ? "border-gold-300 bg-gold-100 text-brand-950" : "border-red-200 bg-red-50 text-red-800",
                  )}
                >
                  {notStaff ? (
                    <>
                      <p className="font-semibold">{STAFF_ONLY}</p>
                      <p className="mt-2">
                        <Link
                          to="/partner-portal"
                          className="font-semibold text-brand-800 underline underline-offset-2"
                        >
                          Go to the Partner Portal
                        </Link>
                      </p>
                    </>
                  ) : (
                    <p>Signing in needs JavaScript. Please enable it and try again.</p>
                  )}
                </div>
              ) : null}
            </div>

            <div className="mt-6">
              <LoginForm
                name="Admin Portal sign in"
                usernameLabel="Username"
                submitLabel="Sign In"
                pendingLabel="Signing in..."
                onSubmit={signIn}
                forgotPasswordHref="/forgot-password?portal=admin"
                onCode={enterCode}
              />
            </div>
          </CardBody>
        </Card>
      </main>
    </div>
  );
}
