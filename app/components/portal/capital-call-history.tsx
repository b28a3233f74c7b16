import type { CapitalCall } from "../../../domain/investor-portal";
import { Badge } from "~/components/ui/badge";
import { Table, Td, Th } from "~/components/ui/table";
import { formatShortDate, formatUsd } from "~/lib/format";

/** The investor's capital calls, newest first (the service's order). */
export function CapitalCallHistory({ calls }: { calls: readonly CapitalCall[] }) {
  return (
    <section aria-labelledby="capital-calls-heading">
      <h2 id="capital-calls-heading" className="text-xl font-semibold text-brand-900">
        Capital Call History
      </h2>
      {calls.length === 0 ? (
        <p className="mt-4 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          No capital calls have been made on your commitments yet.
        </p>
      ) : (
        <div className="mt-4">
          <Table caption="Capital call history, newest first">
            <thead>
              <tr>
                <Th>Call #</Th>
                <Th>Fund</Th>
                <Th className="text-right">Amount</Th>
                <Th>Purpose</Th>
                <Th>Status</Th>
                <Th>Date</Th>
              </tr>
            </thead>
            <tbody>
              {calls.map((call) => (
                <tr key={call.id}>
                  <Td className="font-medium whitespace-nowrap">Call {call.callNumber}</Td>
                  <Td className="whitespace-nowrap">{call.fundType}</Td>
                  <Td className="text-right whitespace-nowrap tabular-nums">{formatUsd(call.amount)}</Td>
                  <Td>{call.purpose}</Td>
                  <Td>
                    <Badge tone={call.status === "Completed" ? "green" : "slate"}>{call.status}</Badge>
                  </Td>
                  <Td className="whitespace-nowrap">
                    <time dateTime={call.callDate}>{formatShortDate(call.callDate)}</time>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}
