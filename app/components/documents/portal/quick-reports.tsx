import type { DocumentKind, InvestorDocument } from "#domain/investor-portal.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { formatShortDate } from "#domain/format.ts";
import { DocumentAction, DocumentName } from "./document-list";
import { DocumentsWithheld, useDocumentsWithheld } from "./edelivery-notice";

const REPORT_TYPES: Partial<Record<DocumentKind, "Monthly" | "Quarterly" | "Annual">> = {
  statement_monthly: "Monthly",
  statement_quarterly: "Quarterly",
  report: "Quarterly",
  statement_tax: "Annual",
};

/** The newest four issued statements and reports: the sidebar's shortcuts to what was last sent. */
export function quickReportsFrom(documents: readonly InvestorDocument[]) {
  return documents
    .filter((d) => d.available && d.kind in REPORT_TYPES && d.documentDate)
    .toSorted((a, b) => (b.documentDate ?? "").localeCompare(a.documentDate ?? "") || b.id - a.id)
    .slice(0, 4);
}

export function QuickReportsCard({ documents }: { documents: readonly InvestorDocument[] }) {
  const reports = quickReportsFrom(documents);
  const withheld = useDocumentsWithheld();
  return (
    <Card>
      <CardBody>
        <section aria-labelledby="quick-reports-heading">
          <h3 id="quick-reports-heading" className="text-lg font-semibold text-brand-900">
            Quick Reports
          </h3>
          {withheld ? (
            <DocumentsWithheld className="mt-3 text-sm text-slate-700" />
          ) : reports.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No reports have been issued to you yet.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100">
              {reports.map((report) => (
                <li key={report.id} className="flex items-center justify-between gap-3 py-2.5">
                  <div className="min-w-0">
                    <DocumentName document={report} className="text-sm font-medium text-slate-900" />
                    <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                      <Badge tone="slate">{REPORT_TYPES[report.kind]}</Badge>
                      {report.fileSize && <span>{report.fileSize}</span>}
                      <time dateTime={report.documentDate!}>{formatShortDate(report.documentDate!)}</time>
                    </p>
                  </div>
                  <DocumentAction document={report} iconOnly />
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardBody>
    </Card>
  );
}
