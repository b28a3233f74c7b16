import { AlertTriangle } from "lucide-react";
import { CALL_PART_FILTERS, type FundCallSummary } from "#domain/fund-lists.ts";
import type { CallPartView } from "#domain/fund-operations.ts";
import type { Page } from "#domain/paging.ts";
import { Pager } from "#app/components/lists/pager.tsx";
import { formatCents, formatDateTime, formatShortDate } from "#domain/format.ts";
import type { FundType } from "#domain/investment.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Td, Th } from "#app/components/ui/table.tsx";
import { LedgerCard } from "./ledger-card";
import { LedgerSection } from "./ledger-section";
import { PartsPanel } from "./parts-panel";
import { NewCapitalCall } from "./new-capital-call";

/**
 * The fund's capital calls, newest first, a page at a time (?c.cursor=), the open one (?call=) with
 * a page of its investors' parts; and the way to issue a new one.
 */
export function CapitalCalls({
  fund,
  calls,
  open,
  today,
  hasSettings,
  termsFrom,
}: {
  fund: FundType;
  calls: Page<FundCallSummary>;
  open: { id: number; parts: Page<CallPartView> } | null;
  today: string;
  hasSettings: boolean;
  /** The first day of the fund's approved terms: calls from then compute their fee (decision 0068). */
  termsFrom: string | null;
}) {
  return (
    <LedgerSection
      id="calls-heading"
      title="Capital calls"
      intro="Newest first. Open a call to record its investors' payments."
      newLabel="New capital call"
      emptyMessage={`No capital calls for ${fund} yet.`}
      dialogTitle={`New ${fund} capital call`}
      dialogDescription="Nothing is stored until you issue the call after previewing its allocation."
      form={(dialog) => (
        <NewCapitalCall fund={fund} today={today} hasSettings={hasSettings} termsFrom={termsFrom} dialog={dialog} />
      )}
      pager={<Pager page={calls} label={`Pages of ${fund} capital calls`} noun={["call", "calls"]} prefix="c." />}
    >
      {calls.items.map((call) => (
        <CallCard key={call.id} call={call} parts={open?.id === call.id ? open.parts : null} today={today} />
      ))}
    </LedgerSection>
  );
}

function CallCard({ call, parts, today }: { call: FundCallSummary; parts: Page<CallPartView> | null; today: string }) {
  return (
    <LedgerCard
      title={`Call #${call.number}: ${call.purpose}`}
      badges={
        <>
          {call.overdueCents > 0 ? (
            <Badge className="gap-1 bg-red-700 text-white uppercase">
              <AlertTriangle className="h-3.5 w-3.5" aria-hidden="true" />
              Overdue
            </Badge>
          ) : null}
          {call.outstandingCents === 0 ? <Badge tone="green">Fully paid</Badge> : null}
        </>
      }
      figures={[
        ["Call date", formatShortDate(call.callDate)],
        ["Due date", formatShortDate(call.dueDate)],
        ["Total", formatCents(call.totalCents)],
        [
          "Paid / outstanding",
          <>
            {formatCents(call.paidCents)} / {formatCents(call.outstandingCents)}
            {call.overdueCents > 0 ? (
              <span className="block text-red-800">{formatCents(call.overdueCents)} overdue</span>
            ) : null}
          </>,
        ],
        ["Investment", formatCents(call.investmentCents)],
        ["Management fee", formatCents(call.managementFeeCents)],
        ["Fund expenses", formatCents(call.fundExpensesCents)],
        ["Parts paid", `${call.paidPartsCount} of ${call.partsCount}`],
      ]}
      partsLabel={`investors' parts of call #${call.number} (${call.partsCount})`}
      open={parts !== null}
      param="call"
      entryId={call.id}
    >
      {parts ? (
        <PartsPanel
          caption={`Parts of call #${call.number}`}
          page={parts}
          statuses={CALL_PART_FILTERS}
          paymentsPath="/api/admin/funds/capital-calls/payments"
          today={today}
          dialogTitle={`Mark parts of call #${call.number} paid`}
          dateLabel="Received date"
          extra={{
            headers: <Th>Notice opened</Th>,
            cells: (part) => (
              <Td className="whitespace-nowrap">
                {part.noticeOpenedAt ? (
                  <>
                    Yes<span className="block text-xs text-slate-600">{formatDateTime(part.noticeOpenedAt)}</span>
                  </>
                ) : part.noticeDocumentId === null ? (
                  "No notice"
                ) : (
                  "Not yet"
                )}
              </Td>
            ),
          }}
        />
      ) : null}
    </LedgerCard>
  );
}
