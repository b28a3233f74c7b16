import {
  BarChart3,
  Bell,
  FileSpreadsheet,
  FileText,
  Landmark,
  LockKeyhole,
  Newspaper,
  ShieldCheck,
} from "lucide-react";
import { useState } from "react";
import { data, Link, redirect, useNavigate } from "react-router";
import { isStaff, PORTAL_ROLES, type LoginResponse } from "#domain/auth.ts";
import { TWO_FACTOR_ENROLMENT_PATH, type SecondFactorInput } from "#domain/two-factor.ts";
import { LoginForm } from "#app/components/accounts/auth/login-form.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { site } from "#app/content/site.ts";
import { ApiError, api } from "#app/lib/api-client.ts";
import type { sessionApi } from "#domain/api/account.ts";
import { PRIVATE_HEADERS } from "#app/lib/guards.server.ts";
import { safeReturnPath } from "#app/lib/return-path.ts";
import { baseUrlFrom, pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/partner-portal";

const PORTAL_HOME = "/investment-dashboard";
/**
 * Where a sign-in without a return path goes: All accounts, which sends a person with fewer than
 * two entities on to the dashboard (app/routes/portal/accounts.tsx, decision 0060).
 */
const SIGNED_IN_HOME = "/accounts";

/**
 * Reads the session, so it is never shared-cacheable (no s-maxage): a signed-in investor or
 * viewer goes straight to the portal (or the page they were sent here from): All accounts for a
 * person with more than one entity, else the dashboard.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = safeReturnPath(new URL(request.url).searchParams.get("returnTo"), "/partner-portal");
  const returnTo = asked ?? SIGNED_IN_HOME;
  const user = await context.auth.getUser();
  if (user && (PORTAL_ROLES as readonly string[]).includes(user.role)) {
    // The firm requires a second factor and this account has none yet (decision 0028).
    if (user.twoFactorEnrolmentRequired) throw redirect(TWO_FACTOR_ENROLMENT_PATH, { headers: PRIVATE_HEADERS });
    if (asked) throw redirect(asked, { headers: PRIVATE_HEADERS });
    const { holdings } = await context.services.entities.requestOf(user, null);
    throw redirect(holdings.length > 1 ? SIGNED_IN_HOME : PORTAL_HOME, { headers: PRIVATE_HEADERS });
  }
  return data({ returnTo, signedInAsStaff: user ? isStaff(user.role) : false }, { headers: PRIVATE_HEADERS });
}

/** Without JavaScript the form posts here; sign-in itself needs the script (it calls the API). */
export function action() {
  return data({ noScript: true as const }, { status: 400, headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: "Partner Portal Login",
      description: `Sign in to the ${site.name} Partner Portal for capital account statements, capital call notices, quarterly reports and tax documents.`,
      path: "/partner-portal",
      baseUrl: baseUrlFrom(matches),
    }),
    { name: "robots", content: "noindex" },
  ];
}

const features = [
  {
    icon: BarChart3,
    title: "Capital account statements",
    text: "Commitments, contributions and account value for each fund you hold.",
  },
  { icon: Bell, title: "Capital call notices", text: "Upcoming and past capital calls with amounts and due dates." },
  { icon: FileText, title: "Quarterly reports", text: "Fund performance and portfolio summaries every quarter." },
  { icon: FileSpreadsheet, title: "Tax documents", text: "K-1 forms and tax statements as soon as they are final." },
  { icon: Newspaper, title: "Fund updates", text: "News from the investment team and invitations to investor calls." },
  {
    icon: LockKeyhole,
    title: "Secure document vault",
    text: "Subscription documents and agreements, available only to you.",
  },
] as const;

export default function PartnerPortal({ loaderData, actionData }: Route.ComponentProps) {
  const { returnTo, signedInAsStaff } = loaderData;
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const failed = (error: unknown) => {
    if (error instanceof ApiError) {
      if (error.fieldErrors) return { fieldErrors: error.fieldErrors };
      setFailure(error.message || "Invalid credentials.");
    } else {
      setFailure("Unable to connect to server. Please check your connection and try again.");
    }
  };
  // Staff have their own portal; everyone else goes where they were headed.
  const signedIn = (user: LoginResponse) =>
    navigate(isStaff(user.role) ? "/admin-portal" : returnTo, { replace: true });

  const signIn = async (input: { username: string; password: string }) => {
    setFailure(null);
    try {
      const user = await api.post<typeof sessionApi.login>("/api/login", input);
      if ("twoFactorRequired" in user) return { twoFactor: true as const };
      await signedIn(user);
    } catch (error) {
      return failed(error);
    }
  };

  const enterCode = async (proof: SecondFactorInput) => {
    setFailure(null);
    try {
      await signedIn(await api.post<typeof sessionApi.twoFactor>("/api/login/two-factor", proof));
    } catch (error) {
      // The challenge ended (5 minutes, or used): back to the password.
      if (error instanceof ApiError && error.status === 401) {
        failed(error);
        return { restart: true as const };
      }
      return failed(error);
    }
  };

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_28rem] lg:items-start lg:gap-y-10 lg:px-8 lg:py-20">
        <div className="lg:col-start-1 lg:row-start-1">
          <p className="text-sm font-semibold tracking-wider text-gold-700 uppercase">Investor Access</p>
          <h1 className="mt-2 font-serif text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">
            Partner Portal
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">
            Your secure view of your investments with {site.name}: statements, capital calls, reports and documents in
            one place.
          </p>
        </div>

        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Card>
            <CardBody className="p-6 sm:p-8">
              <div className="flex items-center gap-3">
                <span className="grid h-11 w-11 place-items-center rounded-full bg-brand-900 text-gold-300">
                  <ShieldCheck className="h-6 w-6" aria-hidden="true" />
                </span>
                <div>
                  <h2 className="text-xl font-semibold text-brand-900">Sign in</h2>
                  <p className="text-sm text-slate-600">Limited partners and approved viewers</p>
                </div>
              </div>

              {signedInAsStaff ? (
                <p className="mt-6 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
                  You are signed in to the staff portal.{" "}
                  <Link to="/admin-portal" className="font-semibold underline underline-offset-2">
                    Go to the Admin Portal
                  </Link>{" "}
                  or sign in below with an investor account.
                </p>
              ) : null}

              <div className="mt-6">
                <LoginForm
                  name="Partner Portal sign in"
                  usernameLabel="Username or Email"
                  submitLabel="Sign In"
                  pendingLabel="Authenticating..."
                  onSubmit={signIn}
                  forgotPasswordHref="/forgot-password"
                  onCode={enterCode}
                >
                  <div role="alert" aria-atomic="true">
                    {failure || actionData?.noScript ? (
                      <p className="mb-5 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                        {failure ?? "Signing in needs JavaScript. Please enable it, or contact support."}
                      </p>
                    ) : null}
                  </div>
                </LoginForm>
              </div>

              <div className="mt-6 border-t border-slate-200 pt-5 text-sm text-slate-700">
                <p>
                  Trouble signing in?{" "}
                  <a
                    href={`mailto:${site.supportEmail}`}
                    className="font-semibold text-brand-700 underline underline-offset-2"
                  >
                    Contact Support
                  </a>
                </p>
                <p className="mt-1 text-slate-600">{site.supportHours}</p>
              </div>
            </CardBody>
          </Card>
          <p className="mt-4 flex items-start gap-2 text-xs text-slate-600">
            <Landmark className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            For accredited investors of {site.name} funds. Access is monitored; never share your password.
          </p>
        </div>

        <section aria-labelledby="portal-features-title" className="lg:col-start-1 lg:row-start-2">
          <h2 id="portal-features-title" className="text-xl font-semibold text-brand-900">
            What you can do in the portal
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-xs">
                <span className="grid h-10 w-10 shrink-0 place-items-center rounded-md bg-brand-100 text-brand-800">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold text-brand-900">{title}</span>
                  <span className="mt-0.5 block text-sm text-slate-600">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
