import { useId, type ReactNode } from "react";
import { FileText } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Card, CardBody } from "~/components/ui/card";
import { quickReports, type QuickReport } from "~/content/portal/quick-reports";
import { formatShortDate } from "~/lib/format";
import { CardHeading, type CardHeadingLevel } from "./shared";

export interface QuickReportActionContext {
  /** Id of the element holding the report's name: use it for the action's aria-describedby. */
  nameId: string;
}

/**
 * The Resources sidebar's Quick Reports: each item's name, type, size and date. The download is
 * served elsewhere: pass `renderAction` to render it (e.g. a link named "Download <report name>").
 */
export function QuickReportsCard({
  reports = quickReports,
  renderAction,
  headingLevel = 3,
}: {
  reports?: readonly QuickReport[];
  renderAction?: (item: QuickReport, context: QuickReportActionContext) => ReactNode;
  headingLevel?: CardHeadingLevel;
}) {
  const baseId = useId();
  const headingId = `${baseId}-quick-reports`;
  return (
    <Card>
      <CardBody>
        <section aria-labelledby={headingId}>
          <CardHeading level={headingLevel} id={headingId}>
            Quick Reports
          </CardHeading>
          {reports.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No reports are available yet.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {reports.map((report) => {
                const nameId = `${baseId}-${report.id}`;
                const action = renderAction?.(report, { nameId });
                return (
                  <li key={report.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                    <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                    <div className="min-w-0 flex-1">
                      <p id={nameId} className="font-medium text-slate-900">
                        {report.name}
                      </p>
                      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
                        <Badge tone="slate">{report.type}</Badge>
                        <span>{report.size}</span>
                        <span aria-hidden="true">·</span>
                        <time dateTime={report.date}>{formatShortDate(report.date)}</time>
                      </p>
                    </div>
                    {action != null && <div className="shrink-0">{action}</div>}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </CardBody>
    </Card>
  );
}
