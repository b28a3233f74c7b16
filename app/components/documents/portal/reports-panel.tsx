import type { InvestorDocument, PortalResource } from "#domain/investor-portal.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { formatShortDate } from "#domain/format.ts";
import { DocumentList } from "./document-list";
import { ResourceAction } from "#app/components/publishing/portal/resource-action.tsx";

/** The Reports tab: the firm's research reports and the quarterly fund reports the investor may read. */
export function ReportsPanel({
  documents,
  resources,
}: {
  documents: readonly InvestorDocument[];
  resources: readonly PortalResource[];
}) {
  const quarterly = documents.filter((d) => d.kind === "report" || d.kind === "statement_quarterly");
  const research = resources.filter((r) => r.isResearchReport);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardBody>
          <section aria-labelledby="research-reports-heading">
            <h3 id="research-reports-heading" className="text-lg font-semibold text-brand-900">
              Research Reports
            </h3>
            {research.length === 0 ? (
              <p className="mt-3 text-sm text-slate-600">No research reports are available to you yet.</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-100">
                {research.map((report) => (
                  <li key={report.id} className="flex items-start justify-between gap-4 py-3">
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{report.name}</p>
                      <p className="mt-0.5 text-sm text-slate-700">{report.description}</p>
                      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                        <Badge tone="brand">{report.fund}</Badge>
                        <span>
                          {[report.category, report.size].filter(Boolean).join(" · ")} · Updated{" "}
                          <time dateTime={report.updatedDate}>{formatShortDate(report.updatedDate)}</time>
                        </span>
                      </p>
                    </div>
                    <ResourceAction resource={report} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </CardBody>
      </Card>
      <Card>
        <CardBody>
          <section aria-labelledby="quarterly-reports-heading">
            <h3 id="quarterly-reports-heading" className="text-lg font-semibold text-brand-900">
              Quarterly Reports
            </h3>
            <div className="mt-2">
              <DocumentList documents={quarterly} empty="No quarterly reports have been published yet." />
            </div>
          </section>
        </CardBody>
      </Card>
    </div>
  );
}
