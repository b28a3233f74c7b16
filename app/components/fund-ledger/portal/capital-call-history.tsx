import { useId } from "react";
import type { CapitalCall, CapitalCallStatus } from "#domain/investor-portal.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { formatShortDate, formatMoneyCents } from "#domain/format.ts";
import { DownloadLink } from "#app/components/documents/portal/download-link.tsx";

const STATUS_TONES = { Paid: "green", Pending: "gold", Overdue: "red" } as const satisfies Record<
  CapitalCallStatus,
  string
>;

/** The investor's capital calls, newest first (the service's order). */
export function CapitalCallHistory({
  calls,
  title = "Capital Call History",
  caption = "Capital call history, newest first",
  headingLevel: Heading = "h2",
  noticeHref,
}: {
  calls: readonly CapitalCall[];
  title?: string;
  caption?: string;
  headingLevel?: "h2" | "h3";
  /** Where each call's notice downloads from; adds a Notice column when given. */
  noticeHref?: (call: CapitalCall) => string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className="text-xl font-semibold text-brand-900">
        {title}
      </Heading>
      {calls.length === 0 ? (
        <p className="mt-4 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          No capital calls have been made on your commitments yet.
        </p>
      ) : (
        <div className="mt-4">
          <Table caption={caption}>
            <thead>
              <tr>
                <Th>Call #</Th>
                <Th>Fund</Th>
                <Th className="text-right">Amount</Th>
                <Th>Purpose</Th>
                <Th>Status</Th>
                <Th>Call date</Th>
                <Th>Due date</Th>
                {noticeHref && <Th className="text-right">Notice</Th>}
              </tr>
            </thead>
            <tbody>
              {calls.map((call) => (
                <tr key={call.id}>
                  <Td className="font-medium whitespace-nowrap">Call {call.callNumber}</Td>
                  <Td className="whitespace-nowrap">{call.fundType}</Td>
                  <Td className="text-right whitespace-nowrap tabular-nums">{formatMoneyCents(call.amount)}</Td>
                  <Td>{call.purpose}</Td>
                  <Td>
                    <Badge tone={STATUS_TONES[call.status]}>{call.status}</Badge>
                  </Td>
                  <Td className="whitespace-nowrap">
                    <time dateTime={call.callDate}>{formatShortDate(call.callDate)}</time>
                  </Td>
                  <Td className="whitespace-nowrap">
                    <time dateTime={call.dueDate}>{formatShortDate(call.dueDate)}</time>
                  </Td>
                  {noticeHref && (
                    <Td className="text-right">
                      <DownloadLink
                        href={noticeHref(call)}
                        name={`${call.fundType} capital call ${call.callNumber} notice`}
                        iconOnly
                      />
                    </Td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}
