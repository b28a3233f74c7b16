import { ArrowLeft } from "lucide-react";
import { Link, useNavigation, useRevalidator } from "react-router";
import type { SessionUser } from "#domain/auth.ts";
import { formatDate } from "#domain/format.ts";
import { FUND_SLUGS, slugOfFund } from "#domain/fund-slug.ts";
import { AdminHeader } from "#app/components/staff/admin-shell.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { CapitalCalls } from "./capital-calls";
import { Distributions } from "./distributions";
import { FundSettings } from "./fund-settings";
import type { FundOperationsData } from "./fund-operations.server";
import { FundSummary } from "./fund-summary";
import { FundWorkbook } from "./fund-workbook";
import { InvestorsTable } from "./investors-table";
import { Valuations } from "./valuations";

const SECTIONS = [
  ["investors-heading", "Investors"],
  ["calls-heading", "Capital calls"],
  ["distributions-heading", "Distributions"],
  ["valuations-heading", "Valuations"],
  ["workbook-heading", "Workbook"],
  ["settings-heading", "Fund settings"],
] as const;

/** The fund operations page: a fund switcher (in the URL), then that fund's figures, ledger and settings. */
export function FundOperations({ user, data }: { user: SessionUser; data: FundOperationsData }) {
  const overview = data.summary;
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const switching = navigation.state === "loading" && navigation.location.pathname === "/fund-operations";
  const nextFund = switching ? new URLSearchParams(navigation.location.search).get("fund") : null;
  const busy = switching || revalidator.state === "loading";
  const fund = overview.fundType;
  const today = overview.asOf;

  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader user={user} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 outline-none sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="font-serif text-3xl font-bold tracking-tight text-brand-900">Fund Operations</h1>
            <p className="mt-1 text-slate-700">
              Capital calls, distributions and valuations of each fund. Figures as of {formatDate(today)}.
            </p>
          </div>
          <Link to="/admin-portal" className={buttonClass("outline")}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to Portal
          </Link>
        </div>

        <nav aria-label="Funds" className="mt-6">
          <ul className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-200/70 p-1">
            {Object.entries(FUND_SLUGS).map(([slug, name]) => {
              const current = slug === slugOfFund(fund);
              return (
                <li key={slug}>
                  <Link
                    to={slug === "fund-i" ? "/fund-operations" : `/fund-operations?fund=${slug}`}
                    aria-current={current ? "page" : undefined}
                    preventScrollReset
                    className={cn(
                      "inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold text-slate-700 hover:bg-white/70 hover:text-brand-900",
                      current && "bg-white text-brand-900 shadow-sm",
                    )}
                  >
                    {name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div role="status" aria-live="polite" className="mt-3 min-h-6 text-sm text-slate-600">
          {switching
            ? `Loading ${nextFund === "fund-ii" ? "Fund II" : "Fund I"}...`
            : revalidator.state === "loading"
              ? "Updating figures..."
              : null}
        </div>

        <div aria-busy={busy} className={cn("mt-2 space-y-12 transition-opacity", busy && "opacity-60")}>
          <FundSummary overview={overview} />
          <nav aria-label="On this page" className="text-sm">
            <ul className="flex flex-wrap gap-x-5 gap-y-1">
              {SECTIONS.map(([id, label]) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-4 hover:underline"
                  >
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <InvestorsTable fund={fund} investors={data.investors} />
          <CapitalCalls
            fund={fund}
            calls={data.calls}
            open={data.openCall}
            today={today}
            hasSettings={overview.settings !== null}
            termsFrom={data.termsFrom}
          />
          <Distributions
            fund={fund}
            distributions={data.distributions}
            open={data.openDistribution}
            today={today}
            hasSettings={overview.settings !== null}
          />
          <Valuations fund={fund} valuations={overview.valuations} today={today} />
          <FundWorkbook fund={fund} today={today} />
          <FundSettings user={user} fund={fund} settings={overview.settings} achOriginator={data.achOriginator} />
        </div>
      </main>
    </div>
  );
}
