import { BadgeCheck } from "lucide-react";
import type { InvestorProfile, PortfolioSummary } from "#domain/investor-portal.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { formatMoneyCents } from "#domain/format.ts";

/** The profile's summary: qualification, status, totals and the funds the investor may see. */
export function ProfileSummaryCard({
  profile,
  portfolio,
  viewer,
}: {
  profile: InvestorProfile;
  portfolio: PortfolioSummary;
  /** A viewer has read-only access and no investments of their own. */
  viewer: boolean;
}) {
  const funds = profile.fundAccess.map((f) => f.fund);
  return (
    <Card>
      <CardBody className="grid gap-6 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.2fr)] md:items-center">
        <div>
          <p className="flex items-center gap-2 font-semibold text-brand-900">
            <BadgeCheck className="h-5 w-5 text-emerald-700" aria-hidden="true" />
            {viewer ? "Read-only Viewer" : "Qualified Investor"}
          </p>
          <Badge tone={viewer ? "slate" : "green"} className="mt-2">
            {viewer ? "Viewer Access" : "Active Investor"}
          </Badge>
        </div>
        <dl className="contents">
          <div>
            <dt className="text-sm text-slate-600">Total Commitment</dt>
            <dd className="text-2xl font-bold text-brand-900 tabular-nums">
              {formatMoneyCents(portfolio.totalCommitment)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Capital Contributed</dt>
            <dd className="text-2xl font-bold text-brand-900 tabular-nums">
              {formatMoneyCents(portfolio.totalContributed)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Fund Access</dt>
            <dd className="mt-1 flex flex-wrap gap-2">
              {funds.length === 0 ? (
                <span className="text-sm text-slate-700">General resources only</span>
              ) : (
                funds.map((fund) => (
                  <Badge key={fund} tone="brand">
                    {fund}
                  </Badge>
                ))
              )}
            </dd>
          </div>
        </dl>
      </CardBody>
    </Card>
  );
}
